package contracttests

import (
	"encoding/json"
	"fmt"
	mrand "math/rand/v2"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"shopconsole/server/session"
	"shopconsole/server/shopusers"
)

// What a remote scenario creates, and keeping a shared server's data as it was.

type created struct {
	res resource
	id  int64
}

// remoteResources are, beside the fuzzer's resources, the records scenarios create that a
// remote run deletes again. Goods go to the recycle bin first (goodsRecycle).
var remoteResources = []resource{
	{name: "goods", create: "/admin/goods/add", del: "/admin/goods/destroy", delBody: idsBody},
	{name: "goods category", create: "/admin/goodsCategory/add", del: "/admin/goodsCategory/destroy", delBody: idBody},
	{name: "spec template", create: "/admin/goodsSpec/add", del: "/admin/goodsSpec/destroy", delBody: idBody},
	{name: "attribute template", create: "/admin/goodsAttribute/add", del: "/admin/goodsAttribute/destroy", delBody: idBody},
	{name: "freight template", create: "/admin/freight/add", del: "/admin/freight/destroy", delBody: idBody},
	{name: "service", create: "/admin/goodsService/add", del: "/admin/goodsService/destroy", delBody: idBody},
	{name: "guarantee", create: "/admin/guarantee/add", del: "/admin/guarantee/destroy", delBody: idBody},
	{name: "album", create: "/admin/album/add", del: "/admin/album/destroy", delBody: idBody},
	{name: "withdrawal method", create: "/admin/cashMethod/add", del: "/admin/cashMethod/destroy", delBody: idBody},
	{name: "shop address", create: "/admin/shopAddress/add", del: "/admin/shopAddress/destroy", delBody: idBody},
}

const goodsRecycle = "/admin/goods/recycle"

// pictureResource is what an upload creates: pictures, deleted by id.
var pictureResource = resource{name: "picture", create: "/admin/album/upload", del: "/admin/picture/destroy", delBody: idsBody}

// area is the part of a path before its last segment: the records a create, an edit and a
// delete of one kind share.
func area(path string) string {
	p := strings.TrimPrefix(strings.SplitN(path, "?", 2)[0], "/api")
	return p[:strings.LastIndex(p, "/")]
}

// missingFloor: ids from here up are the ones scenarios use for records that do not exist
// (9876543210, 987654321, 1<<40); no shop holds that many records of a kind.
const missingFloor = 900_000_000

// guard tells why a request must not be sent: the server is configured otherwise than the
// request needs (registration closed, no SMS), or, on a shared server (not the mock), a
// request that may change data (mayChange) names a record (id, ids, userId) that the
// scenario did not create.
func (r *remote) guard(method, path string, body []byte, mayChange bool) string {
	switch strings.SplitN(path, "?", 2)[0] {
	case "/api/register":
		if !r.writeFacts().registration {
			return "registers an account; the server's registration is closed"
		}
	case "/api/shop/smsCode", "/api/admin/bindStore/sendCode":
		if !r.writeFacts().sms {
			return "sends an SMS code; the server sends none"
		}
	}
	var sent map[string]any
	if !mayChange || r.session != "" || method != http.MethodPost || strings.HasPrefix(path, "/api/listSettings/") || json.Unmarshal(body, &sent) != nil {
		return "" // list settings are the caller's own (an account the scenario made)
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, k := range []string{"id", "ids", "userId"} {
		var ids []any
		switch v := sent[k].(type) {
		case []any:
			ids = v
		case nil:
		default:
			ids = []any{v}
		}
		for _, v := range ids {
			f, _ := v.(float64)
			if f < 1 || f >= missingFloor {
				continue // names no record, or one that no server holds
			}
			if !slices.ContainsFunc(r.created, func(c created) bool { return c.id == int64(f) && c.res.names(k, path) }) {
				return fmt.Sprintf("changes a record it did not create (%s, %s %v) on a shared server", path, k, v)
			}
		}
	}
	return ""
}

// names tells whether a request's id field names a record of this kind: a userId names a
// shop user wherever it is sent; an id or ids a record of the path's area (that of the
// kind's create or delete, or one of the areas that act on it).
func (res resource) names(field, path string) bool {
	if field == "userId" {
		return res.name == shopUserKind.name
	}
	a := area(path)
	return a == area(res.create) || res.del != "" && a == area(res.del) || slices.Contains(keptAreas[res.name], a)
}

// What a scenario creates that no operation removes: on a server whose data may be spent
// (CONTRACT_THROWAWAY=1) it is left there, and known as the scenario's own.
var (
	shopUserKind = resource{name: "shop user", create: "/admin/user/add"}
	keptKinds    = []resource{
		shopUserKind,
		{name: "order", create: "/storefront/order/create"},
		{name: "after-sale", create: "/storefront/aftersale/apply"},
		{name: "withdrawal", create: "/admin/cashWithdraw/apply"},
	}
	// keptAreas are the other areas whose operations act on a kept record by its id.
	keptAreas = map[string][]string{
		"shop user":  {"/admin/user", "/storefront/user"},
		"order":      {"/admin/order"},
		"after-sale": {"/admin/aftersale", "/admin/aftersale/rights", "/storefront/aftersale"},
	}
)

// track remembers a record a scenario created, to delete it at the end (not on the mock,
// where the session is reset instead).
func (r *remote) track(method, path string, body []byte, res Res) {
	if r.session != "" || method != http.MethodPost || res.Status != 200 {
		return
	}
	if path == "/api/admin/album/upload" { // the pictures it stored (a form, not JSON)
		collectIDs(res.Field("list"), func(id int64) {
			r.mu.Lock()
			r.created = append(r.created, created{pictureResource, id})
			r.mu.Unlock()
		})
		return
	}
	var sent map[string]any
	if json.Unmarshal(body, &sent) != nil || sent["id"] != nil {
		return // not a create (an edit names its record)
	}
	if path == "/api/register" {
		r.trackRegistered(fmt.Sprint(sent["username"]))
		return
	}
	id := res.id()
	if id == 0 {
		return
	}
	for _, rs := range slices.Concat(resources, remoteResources, keptKinds) {
		if rs.create == strings.TrimPrefix(path, "/api") {
			r.mu.Lock()
			r.created = append(r.created, created{rs, id})
			r.mu.Unlock()
			return
		}
	}
}

// trackRegistered finds the account a registration made, to delete it at the end.
func (r *remote) trackRegistered(username string) {
	var page struct {
		List []struct {
			ID       int64  `json:"id"`
			Username string `json:"username"`
		} `json:"list"`
	}
	req, _ := http.NewRequest(http.MethodGet, r.base+"/userManagement/getList?pageSize=100&username="+url.QueryEscape(username), nil)
	if !r.decode(req, &page) {
		return
	}
	for _, s := range page.List {
		if strings.EqualFold(s.Username, username) {
			r.mu.Lock()
			r.created = append(r.created, created{resourceNamed("staff"), s.ID})
			r.mu.Unlock()
		}
	}
}

// resourceNamed is the resource of that name.
func resourceNamed(name string) resource {
	i := slices.IndexFunc(resources, func(r resource) bool { return r.name == name })
	return resources[i]
}

// called records an operation the scenario sent.
func (r *remote) called(op string) {
	r.mu.Lock()
	r.ops = append(r.ops, op)
	r.mu.Unlock()
}

// cleanup deletes what the scenario created, newest first, twice over for records that
// another one held; what still cannot go is logged.
func (r *remote) cleanup(t *testing.T) {
	r.mu.Lock()
	defer r.mu.Unlock()
	var left []created
	kept := map[string]int{}
	for _, c := range r.created {
		if c.res.del == "" {
			kept[c.res.name]++
		} else {
			left = append(left, c)
		}
	}
	for name, n := range kept {
		t.Logf("kept on the server: %d %s records (no operation removes them)", n, name)
	}
	for range 2 {
		var again []created
		for i := len(left) - 1; i >= 0; i-- {
			c := left[i]
			if c.res.name == "goods" {
				_, _ = r.send(http.MethodPost, goodsRecycle, idsBody(c.id)) // the destroy below says whether it went
			}
			code, err := r.send(http.MethodPost, c.res.del, c.res.delBody(c.id))
			if err != nil || (code != 200 && code != 404) {
				again = append([]created{c}, again...)
			}
		}
		left = again
	}
	for _, c := range left {
		if r.throwaway {
			t.Logf("left on the server: %s %d (its delete is refused)", c.res.name, c.id)
		} else {
			t.Errorf("left on a shared server: %s %d (its delete is refused)", c.res.name, c.id)
		}
	}
}

// apiUsername is the contract's pattern of a staff username.
var apiUsername = regexp.MustCompile(`^[A-Za-z0-9_.-]{3,32}$`)

// staff creates an account through the API (the remote form of Env.staff).
func (r *remote) staff(t *testing.T, e *Env, username, password string, roles ...string) session.Staff {
	t.Helper()
	if !apiUsername.MatchString(username) {
		t.Skip("remote: seeds an account name the API refuses: " + username)
	}
	res := e.Do(t, http.MethodPost, "/api/userManagement/doEdit",
		map[string]any{"username": username, "password": password, "roles": nonNil(roles)}, token(r.token))
	if res.Status != 200 {
		t.Fatalf("create staff %s: %d %s", username, res.Status, res.Msg)
	}
	st := session.Staff{ID: res.id(), Username: username, CreatedAt: time.Now().UTC()}
	for _, name := range roles {
		st.Roles = append(st.Roles, session.Role{Name: name})
	}
	return st
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// shopUser adds a shop user through the API (the remote form of Env.shopUser), on the mock
// only: no operation removes a shop user, and the server dates the sign-up now.
func (r *remote) shopUser(t *testing.T, e *Env, nickname string, registered time.Time) shopusers.User {
	t.Helper()
	if r.session == "" && !r.throwaway {
		t.Skip("remote: adds shop users, which no operation removes, on a shared server " + throwawayHint)
	}
	if d := registered.Sub(e.Clock.Now()); d > time.Minute || d < -time.Minute {
		t.Skip("remote: adds a shop user dated otherwise than now")
	}
	r.noRegisterGift(t)
	// A number of this run's own: a shared server keeps earlier runs' shop users.
	mobile := fmt.Sprintf("145%08d", mrand.IntN(100_000_000))
	res := e.Do(t, http.MethodPost, "/api/admin/user/add", map[string]any{"nickname": nickname, "mobile": mobile}, token(r.token))
	if res.Status != 200 {
		t.Fatalf("add shop user %s: %d %s", nickname, res.Status, res.Msg)
	}
	return shopusers.User{ID: res.id(), SN: res.Str("sn"), Nickname: nickname, Mobile: mobile, RegisteredAt: registered}
}

// noRegisterGift turns the sample data's register gift off, as the in-process helper
// registers without it, unless the scenario has set the gift itself.
func (r *remote) noRegisterGift(t *testing.T) {
	t.Helper()
	r.mu.Lock()
	chosen := r.giftSet || slices.Contains(r.ops, "AdminMallConfigSaveUserRegisterGift")
	r.giftSet = true
	r.mu.Unlock()
	if chosen {
		return
	}
	if why := r.keepSettings(http.MethodPost, "/api/admin/mallConfig/userRegisterGift"); why != "" {
		t.Skip("remote: " + why)
	}
	code, err := r.send(http.MethodPost, "/admin/mallConfig/userRegisterGift", map[string]any{
		"enabled": false, "pointsEnabled": false, "points": 0, "growthEnabled": false, "growth": 0,
		"couponsEnabled": false, "couponIds": []int64{},
	})
	if err != nil || code != http.StatusOK {
		t.Fatalf("turn the register gift off: %d %v", code, err)
	}
}

// assertLogged reads the server's system log for a line of the account with the result,
// written since the scenario began (a shared server keeps earlier runs' lines).
func (r *remote) assertLogged(t *testing.T, e *Env, account, result string) {
	t.Helper()
	since := r.began.Add(-clockSkew).Format(time.RFC3339)
	res := e.Do(t, "GET", q("/api/systemLog/getList", "account", account, "result", result, "startTime", since), nil, token(r.token))
	expect(t, res, http.StatusOK, "")
	if num(res, "total") == 0 {
		t.Errorf("system log has no %q line for %s since %s", result, account, since)
	}
}
