package contracttests

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/url"
	"sync/atomic"
	"testing"
	"time"

	"shopconsole/server/shopusers"
)

// testMobiles start with 145, a prefix the mock's sample users never use.
var testMobiles atomic.Int64

// shopAdmin signs in a staff member holding the Admin role (every shop permission).
func (e *Env) shopAdmin(t *testing.T) string {
	t.Helper()
	e.staff(t, "shopadmin", "password-1", "Admin")
	tok, _ := e.login(t, "shopadmin", "password-1")
	return tok
}

// overridden is body b with the fields of over in it (a nil value deletes the field).
func overridden(b, over map[string]any) map[string]any {
	for k, v := range over {
		if v == nil {
			delete(b, k)
		} else {
			b[k] = v
		}
	}
	return b
}

// uniq is a short random tag that keeps a scenario's rows apart from sample data.
func uniq() string {
	b := make([]byte, 3)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// shops is the shop-user service over the scenario's store, for what the console does not
// do itself (the storefront's sign-ups, addresses, favourites and visits).
func (e *Env) shops() *shopusers.Service { return shopusers.New(e.Store.ShopUsers(), nil, e.Clock.Now) }

// shopUser registers a user (the storefront's sign-up).
func (e *Env) shopUser(t *testing.T, nickname string, registered time.Time) shopusers.User {
	t.Helper()
	if e.Remote != nil {
		return e.Remote.shopUser(t, e, nickname, registered)
	}
	u, err := e.shops().Register(context.Background(), shopusers.NewUser{
		Nickname: nickname, Mobile: fmt.Sprintf("145%08d", testMobiles.Add(1)), RegisteredAt: registered,
	})
	if err != nil {
		t.Fatalf("create shop user: %v", err)
	}
	return u
}

func q(path string, kv ...any) string {
	v := url.Values{}
	for i := 0; i+1 < len(kv); i += 2 {
		v.Set(fmt.Sprint(kv[i]), fmt.Sprint(kv[i+1]))
	}
	return path + "?" + v.Encode()
}

func num(r Res, path string) int64 {
	f, _ := r.Field(path).(float64)
	return int64(f)
}

func list(r Res) []map[string]any {
	items, _ := r.Field("list").([]any)
	out := make([]map[string]any, len(items))
	for i, it := range items {
		out[i], _ = it.(map[string]any)
	}
	return out
}

// adjust posts an adjustment and fails the test unless it answers want.
func (e *Env) adjust(t *testing.T, tok string, userID int64, typ, change, amount string, want int, opts ...opt) Res {
	t.Helper()
	r := e.Do(t, "POST", "/api/admin/user/adjust", map[string]any{
		"userId": userID, "type": typ, "changeType": change, "amount": amount, "remark": "contract test",
	}, append([]opt{token(tok)}, opts...)...)
	if r.Status != want {
		t.Fatalf("adjust %s %s %s: got %d %s, want %d", typ, change, amount, r.Status, r.Msg, want)
	}
	return r
}

// checkLedger walks a user's ledger oldest first and checks, per type, that each line
// follows the previous one and the last equals the user's holding.
func (e *Env) checkLedger(t *testing.T, tok string, userID int64) int {
	t.Helper()
	var lines []map[string]any
	for page := 1; ; page++ {
		r := e.Do(t, "GET", q("/api/admin/userAccountLog/index", "userId", userID, "pageSize", 100, "pageNo", page), nil, token(tok))
		expect(t, r, 200, "")
		lines = append(lines, list(r)...)
		if len(lines) >= int(num(r, "total")) {
			break
		}
	}
	u := e.Do(t, "GET", q("/api/admin/user/detail", "id", userID), nil, token(tok))
	holding := map[string]string{"money": u.Str("user.balance"), "earnings": u.Str("user.earnings"),
		"points": fmt.Sprint(num(u, "user.points")), "growth": fmt.Sprint(num(u, "user.growth"))}
	left := map[string]int64{}
	last := map[string]string{}
	for i := len(lines) - 1; i >= 0; i-- { // newest first on the wire
		l := lines[i]
		typ := l["type"].(string)
		change := parseAmount(t, typ, l["changeAmount"].(string))
		if l["changeType"] == "decrease" {
			change = -change
		}
		got := parseAmount(t, typ, l["leftAmount"].(string))
		if left[typ]+change != got {
			t.Fatalf("user %d %s line %s: %d %+d gives %d, not %d", userID, typ, l["logSn"], left[typ], change, left[typ]+change, got)
		}
		left[typ], last[typ] = got, l["leftAmount"].(string)
	}
	for typ, l := range last {
		if holding[typ] != l {
			t.Fatalf("user %d %s: last leftAmount %s, holding %s", userID, typ, l, holding[typ])
		}
	}
	return len(lines)
}

func parseAmount(t *testing.T, typ, s string) int64 {
	t.Helper()
	n, err := shopusers.ParseAmount(shopusers.Account(typ), s)
	if err != nil && s != "0" && s != "0.00" {
		t.Fatalf("amount %q of %s: %v", s, typ, err)
	}
	return n
}
