package contracttests

import (
	"context"
	"fmt"
	mrand "math/rand/v2"
	"slices"
	"testing"
	"time"

	"shopconsole/server/kernel"
	"shopconsole/server/shopusers"
)

func TestShopUserListFilters(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		tok := e.shopAdmin(t)
		before := num(e.Do(t, "GET", "/api/admin/user/index", nil, token(tok)), "total")
		tag := "Zq" + uniq()
		day := time.Date(2001, 2, 3, 12, 0, 0, 0, time.UTC)
		a := e.shopUser(t, tag+"a", day)
		b := e.shopUser(t, tag+"b", day.Add(time.Hour))
		c := e.shopUser(t, tag+"c", day.AddDate(0, 0, 2))

		all := e.Do(t, "GET", "/api/admin/user/index", nil, token(tok))
		if got := num(all, "total"); got != before+3 {
			t.Fatalf("total %d after three sign-ups, want %d", got, before+3)
		}
		r := e.Do(t, "GET", q("/api/admin/user/index", "keyword", tag), nil, token(tok))
		if num(r, "total") != 3 || list(r)[0]["id"] != float64(c.ID) {
			t.Fatalf("keyword %s, newest first: %s", tag, r.Raw)
		}
		// The member number matches by prefix whatever the case; so does the mobile number.
		r = e.Do(t, "GET", q("/api/admin/user/index", "keyword", "u"+a.SN[1:]), nil, token(tok))
		if num(r, "total") != 1 || list(r)[0]["id"] != float64(a.ID) {
			t.Fatalf("keyword by sn: %s", r.Raw)
		}
		r = e.Do(t, "GET", q("/api/admin/user/index", "keyword", b.Mobile), nil, token(tok))
		if num(r, "total") != 1 || list(r)[0]["mobile"] != b.Mobile {
			t.Fatalf("keyword by mobile: %s", r.Raw)
		}
		// Registered on one shop day (UTC+8): the total comes without a keyword.
		r = e.Do(t, "GET", q("/api/admin/user/index", "startDate", "2001-02-03", "endDate", "2001-02-03"), nil, token(tok))
		if num(r, "total") != 2 || len(list(r)) != 2 {
			t.Fatalf("one day: %s", r.Raw)
		}
		e.Do(t, "POST", "/api/admin/user/updateVal", map[string]any{"id": b.ID, "field": "disabled", "value": true}, token(tok))
		r = e.Do(t, "GET", q("/api/admin/user/index", "startDate", "2001-02-01", "endDate", "2001-02-10", "disabled", true), nil, token(tok))
		if num(r, "total") != 1 || list(r)[0]["id"] != float64(b.ID) || list(r)[0]["disabled"] != true {
			t.Fatalf("disabled in range: %s", r.Raw)
		}
		expect(t, e.Do(t, "GET", q("/api/admin/user/index", "startDate", "2001-02-10", "endDate", "2001-02-01"), nil, token(tok)),
			400, "endDate cannot be before startDate")
		expect(t, e.Do(t, "GET", q("/api/admin/user/index", "sort", "nickname"), nil, token(tok)), 400, "")

		// Sorting by balance, both ways, ties by id.
		e.adjust(t, tok, a.ID, "money", "increase", "5.00", 200)
		e.adjust(t, tok, c.ID, "money", "increase", "9.99", 200)
		r = e.Do(t, "GET", q("/api/admin/user/index", "keyword", tag, "sort", "-balance"), nil, token(tok))
		ids := []any{list(r)[0]["id"], list(r)[1]["id"], list(r)[2]["id"]}
		if !slices.Equal(ids, []any{float64(c.ID), float64(a.ID), float64(b.ID)}) || list(r)[0]["balance"] != "9.99" {
			t.Fatalf("-balance: %s", r.Raw)
		}
		r = e.Do(t, "GET", q("/api/admin/user/index", "keyword", tag, "sort", "balance", "pageSize", 1, "pageNo", 2), nil, token(tok))
		if num(r, "total") != 3 || len(list(r)) != 1 || list(r)[0]["id"] != float64(a.ID) {
			t.Fatalf("balance page 2: %s", r.Raw)
		}
	})
}

func TestShopUserLevelFilterFollowsGrowth(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		tok := e.shopAdmin(t)
		u := e.shopUser(t, "Lv"+uniq(), e.Clock.Now())
		top := e.Do(t, "POST", "/api/admin/userLevel/add", map[string]any{"name": "Top " + uniq(), "growthValue": 900000, "discount": "8.8"}, token(tok))
		expect(t, top, 200, "")
		topID := num(top, "id")

		r := e.adjust(t, tok, u.ID, "growth", "increase", "900000", 200)
		if num(r, "user.levelId") != topID || num(r, "log.userId") != u.ID {
			t.Fatalf("growth 900000 should move the user to the new level %d: %s", topID, r.Raw)
		}
		r = e.Do(t, "GET", q("/api/admin/user/index", "levelId", topID), nil, token(tok))
		if num(r, "total") != 1 || list(r)[0]["id"] != float64(u.ID) || list(r)[0]["levelName"] == "" {
			t.Fatalf("filter by level: %s", r.Raw)
		}
		if n := num(e.Do(t, "GET", q("/api/admin/userLevel/detail", "id", topID), nil, token(tok)), "userCount"); n != 1 {
			t.Fatalf("level userCount %d, want 1", n)
		}
		expect(t, e.Do(t, "POST", "/api/admin/userLevel/destroy", map[string]any{"id": topID}, token(tok)),
			409, "1 users hold this level; it cannot be deleted")

		e.adjust(t, tok, u.ID, "growth", "decrease", "1", 200)
		r = e.Do(t, "GET", q("/api/admin/user/detail", "id", u.ID), nil, token(tok))
		if lvl := num(r, "user.levelId"); lvl == topID || lvl == 0 {
			t.Fatalf("growth below the threshold should move the user to a lower level: %s", r.Raw)
		}
		if n := num(e.Do(t, "GET", q("/api/admin/user/index", "levelId", topID), nil, token(tok)), "total"); n != 0 {
			t.Fatalf("level total %d after leaving", n)
		}
		expect(t, e.Do(t, "POST", "/api/admin/userLevel/destroy", map[string]any{"id": topID}, token(tok)), 200, "")
	})
}

func TestShopUserUpdateVal(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		tok := e.shopAdmin(t)
		u := e.shopUser(t, "Up"+uniq(), e.Clock.Now())
		set := func(field string, value any) Res {
			return e.Do(t, "POST", "/api/admin/user/updateVal", map[string]any{"id": u.ID, "field": field, "value": value}, token(tok))
		}
		if r := set("nickname", "  新名字 "); r.Status != 200 || r.Str("nickname") != "新名字" {
			t.Fatalf("nickname: %s", r.Raw)
		}
		if r := set("remark", "常客"); r.Str("remark") != "常客" {
			t.Fatalf("remark: %s", r.Raw)
		}
		if r := set("sex", 2); num(r, "sex") != 2 {
			t.Fatalf("sex: %s", r.Raw)
		}
		if r := set("disabled", true); r.Field("disabled") != true {
			t.Fatalf("disabled: %s", r.Raw)
		}
		r := set("balance", "999.00")
		expect(t, r, 400, "balance cannot be changed here; allowed fields: nickname, levelId, disabled, remark, sex")
		if r.Str("field") != "balance" {
			t.Fatalf("data.field: %s", r.Raw)
		}
		expect(t, set("sex", 5), 400, "the value of sex is not valid")
		expect(t, set("disabled", "yes"), 400, "the value of disabled is not valid")
		expect(t, set("nickname", " "), 400, "nickname must be 1 to 32 characters")
		expect(t, set("levelId", 9876543210), 400, "user level 9876543210 does not exist")
		expect(t, e.Do(t, "POST", "/api/admin/user/updateVal", map[string]any{"id": 987654321, "field": "remark", "value": "x"}, token(tok)),
			404, "shop user 987654321 does not exist")
		if d := e.Do(t, "GET", q("/api/admin/user/detail", "id", u.ID), nil, token(tok)); d.Str("user.balance") != "0.00" {
			t.Fatalf("balance moved: %s", d.Raw)
		}
	})
}

func TestShopUserAdjust(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		tok := e.shopAdmin(t)
		u := e.shopUser(t, "Adj"+uniq(), e.Clock.Now())
		r := e.adjust(t, tok, u.ID, "money", "increase", "20", 200)
		if r.Str("user.balance") != "20.00" || r.Str("log.leftAmount") != "20.00" || r.Str("log.channel") != "adminIncrease" ||
			r.Str("log.remark") != "contract test" || r.Str("log.changeAmount") != "20.00" {
			t.Fatalf("increase: %s", r.Raw)
		}
		r = e.adjust(t, tok, u.ID, "money", "decrease", "30.00", 409)
		expect(t, r, 409, "cannot decrease by 30.00: more than the balance held")
		expect(t, e.adjust(t, tok, u.ID, "money", "decrease", "30.00", 409, lang("zh-CN")), 409, "扣减 30.00 超过了当前余额，已拒绝")
		e.adjust(t, tok, u.ID, "money", "decrease", "20.00", 200)
		expect(t, e.adjust(t, tok, u.ID, "points", "decrease", "1", 409), 409, "cannot decrease by 1: more than the points held")
		expect(t, e.adjust(t, tok, u.ID, "points", "increase", "1.5", 400), 400, "amount must be a whole number")
		expect(t, e.adjust(t, tok, u.ID, "money", "increase", "0", 400), 400, "amount must be greater than 0")
		expect(t, e.adjust(t, tok, 987654321, "money", "increase", "1", 404), 404, "shop user 987654321 does not exist")
		expect(t, e.Do(t, "POST", "/api/admin/user/adjust", map[string]any{"userId": u.ID, "type": "money", "changeType": "increase",
			"amount": "1", "remark": " "}, token(tok)), 400, "remark is required")
		e.adjust(t, tok, u.ID, "points", "increase", "120", 200)
		e.adjust(t, tok, u.ID, "earnings", "increase", "3.30", 200)
		e.adjust(t, tok, u.ID, "earnings", "decrease", "1.10", 200)

		// The same Idempotency-Key answers the first answer without a second change.
		key := header("Idempotency-Key", "adjust-"+uniq()+"-0001")
		first := e.adjust(t, tok, u.ID, "money", "increase", "7.50", 200, key)
		again := e.adjust(t, tok, u.ID, "money", "increase", "7.50", 200, key)
		if num(first, "log.id") != num(again, "log.id") || again.Str("user.balance") != "7.50" {
			t.Fatalf("replay changed something: %s then %s", first.Raw, again.Raw)
		}
		expect(t, e.adjust(t, tok, u.ID, "money", "increase", "8.00", 409, key), 409,
			"Idempotency-Key was already used for a different request")
		if n := e.checkLedger(t, tok, u.ID); n != 6 {
			t.Fatalf("%d ledger lines, want 6", n)
		}
		d := e.Do(t, "GET", q("/api/admin/user/detail", "id", u.ID), nil, token(tok))
		if d.Str("user.balance") != "7.50" || num(d, "user.points") != 120 || d.Str("user.earnings") != "2.20" {
			t.Fatalf("holdings: %s", d.Raw)
		}
		recent := d.Field("recentLedger").([]any)
		if len(recent) != 6 || recent[0].(map[string]any)["changeAmount"] != "7.50" {
			t.Fatalf("recent ledger, newest first: %s", d.Raw)
		}
		for _, line := range recent { // each line names its user, as in the ledger list
			who := line.(map[string]any)["user"].(map[string]any)
			if num := who["id"].(float64); int64(num) != u.ID || who["mobile"] != d.Str("user.mobile") || who["nickname"] != d.Str("user.nickname") {
				t.Fatalf("recent ledger line's user %v, want the user's brief: %s", who, d.Raw)
			}
		}
	})
}

// An Idempotency-Key is remembered for shopusers.KeyRetention: a retry within it changes
// nothing; once pruned, the key is free for a new request.
func TestIdempotencyKeysExpire(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		tok := e.shopAdmin(t)
		u := e.shopUser(t, "Idem"+uniq(), e.Clock.Now())
		key := header("Idempotency-Key", "adjust-"+uniq()+"-0002")
		e.adjust(t, tok, u.ID, "points", "increase", "5", 200, key)
		svc := shopusers.New(e.Store.ShopUsers(), nil, e.Clock.Now)

		e.Clock.Advance(shopusers.KeyRetention - time.Second)
		if n, err := svc.Prune(context.Background()); err != nil || n != 0 {
			t.Fatalf("prune within the retention: %d, %v", n, err)
		}
		tok, _ = e.login(t, "shopadmin", "password-1")
		expect(t, e.adjust(t, tok, u.ID, "points", "increase", "6", 409, key), 409,
			"Idempotency-Key was already used for a different request")

		e.Clock.Advance(2 * time.Second)
		if n, err := svc.Prune(context.Background()); err != nil || n < 1 {
			t.Fatalf("prune past the retention: %d, %v", n, err)
		}
		tok, _ = e.login(t, "shopadmin", "password-1")
		if r := e.adjust(t, tok, u.ID, "points", "increase", "6", 200, key); num(r, "user.points") != 11 {
			t.Fatalf("a pruned key is a new request's: %s", r.Raw)
		}
	})
}

// A refusal is an answer too: repeating a refused overdraw after a top-up is refused again
// instead of debiting the money the top-up brought.
func TestIdempotentRefusal(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		tok := e.shopAdmin(t)
		u := e.shopUser(t, "Ref"+uniq(), e.Clock.Now())
		key := header("Idempotency-Key", "adjust-"+uniq()+"-0003")
		const overdraw = "cannot decrease by 5.00: more than the balance held"
		expect(t, e.adjust(t, tok, u.ID, "money", "decrease", "5.00", 409, key), 409, overdraw)
		e.adjust(t, tok, u.ID, "money", "increase", "10.00", 200)
		expect(t, e.adjust(t, tok, u.ID, "money", "decrease", "5.00", 409, key), 409, overdraw)
		d := e.Do(t, "GET", q("/api/admin/user/detail", "id", u.ID), nil, token(tok))
		if d.Str("user.balance") != "10.00" {
			t.Fatalf("the replayed refusal moved money: %s", d.Raw)
		}
		// A missing user is remembered the same way; another request under the key is a misuse.
		gone := header("Idempotency-Key", "adjust-"+uniq()+"-0004")
		expect(t, e.adjust(t, tok, 987654321, "money", "increase", "1", 404, gone), 404, "shop user 987654321 does not exist")
		expect(t, e.adjust(t, tok, 987654321, "money", "increase", "1", 404, gone), 404, "shop user 987654321 does not exist")
		expect(t, e.adjust(t, tok, u.ID, "money", "decrease", "6.00", 409, key), 409,
			"Idempotency-Key was already used for a different request")
		if n := e.checkLedger(t, tok, u.ID); n != 1 {
			t.Fatalf("%d ledger lines, want the top-up only", n)
		}
	})
}

func TestShopUserLedgerFilters(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		tok := e.shopAdmin(t)
		u := e.shopUser(t, "Lg"+uniq(), e.Clock.Now())
		before := num(e.Do(t, "GET", q("/api/admin/userAccountLog/index", "channel", "adminDecrease"), nil, token(tok)), "total")
		e.adjust(t, tok, u.ID, "money", "increase", "10", 200)
		e.adjust(t, tok, u.ID, "money", "decrease", "4", 200)
		e.adjust(t, tok, u.ID, "points", "increase", "50", 200)
		r := e.Do(t, "GET", q("/api/admin/userAccountLog/index", "userId", u.ID, "type", "money"), nil, token(tok))
		if num(r, "total") != 2 || list(r)[0]["leftAmount"] != "6.00" || list(r)[0]["changeType"] != "decrease" {
			t.Fatalf("money lines: %s", r.Raw)
		}
		if n := num(e.Do(t, "GET", q("/api/admin/userAccountLog/index", "channel", "adminDecrease"), nil, token(tok)), "total"); n != before+1 {
			t.Fatalf("adminDecrease total %d, want %d", n, before+1)
		}
		today := e.Clock.Now().In(kernel.ShopZone).Format(time.DateOnly)
		r = e.Do(t, "GET", q("/api/admin/userAccountLog/index", "userId", u.ID, "startDate", today, "endDate", today), nil, token(tok))
		if num(r, "total") != 3 {
			t.Fatalf("today: %s", r.Raw)
		}
		r = e.Do(t, "GET", q("/api/admin/userAccountLog/index", "userId", u.ID, "endDate", "2001-01-01"), nil, token(tok))
		if num(r, "total") != 0 {
			t.Fatalf("before: %s", r.Raw)
		}
		expect(t, e.Do(t, "GET", q("/api/admin/userAccountLog/index", "channel", "lottery"), nil, token(tok)), 400, "channel lottery does not exist")

		types := e.Do(t, "GET", "/api/admin/userAccountLog/typeList", nil, token(tok))
		if len(list(types)) != 4 || list(types)[0]["label"] != "balance" {
			t.Fatalf("types: %s", types.Raw)
		}
		zh := e.Do(t, "GET", "/api/admin/userAccountLog/channelTypeList", nil, token(tok), lang("zh"))
		if len(list(zh)) != len(shopusers.Channels) || list(zh)[0]["value"] != "adminIncrease" || list(zh)[0]["label"] != "管理员增加" {
			t.Fatalf("channels: %s", zh.Raw)
		}
	})
}

// The mock's sample ledger keeps the invariant for every user it has.
func TestShopUserSampleLedgerIsConsistent(t *testing.T) {
	e := newEnv(t, "mock", mockStore(), options{})
	tok := e.shopAdmin(t)
	r := e.Do(t, "GET", q("/api/admin/user/index", "pageSize", 100, "sort", "-balance"), nil, token(tok))
	if num(r, "total") != 500 {
		t.Fatalf("sample users: %d", num(r, "total"))
	}
	lines := 0
	for _, u := range list(r)[:40] {
		if m := u["mobile"].(string); len(m) != 11 || m[0] != '1' || !kernel.ValidMobile(m) {
			t.Fatalf("sample mobile %q", m)
		}
		lines += e.checkLedger(t, tok, int64(u["id"].(float64)))
	}
	if lines < 40 {
		t.Fatalf("only %d ledger lines for 40 users", lines)
	}
	if n := len(list(e.Do(t, "GET", "/api/admin/userLevel/index", nil, token(tok)))); n != 5 {
		t.Fatalf("%d sample levels", n)
	}
}

func TestShopUserLevels(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		tok := e.shopAdmin(t)
		add := func(body map[string]any) Res {
			return e.Do(t, "POST", "/api/admin/userLevel/add", body, token(tok))
		}
		name := "Gold " + uniq()
		// Growth above any a shop user holds, so that the new level has none of them (a
		// shared server has users of its own).
		g := int64(900_000_000 + mrand.IntN(9_000)*10_000)
		r := add(map[string]any{"name": name, "growthValue": g + 1, "discount": "9.5", "privilege": "free shipping"})
		expect(t, r, 200, "")
		id := num(r, "id")
		if r.Str("discount") != "9.5" || num(r, "userCount") != 0 {
			t.Fatalf("added: %s", r.Raw)
		}
		r = add(map[string]any{"name": name, "growthValue": g + 2, "discount": "9"})
		expect(t, r, 409, "level name "+name+" already exists")
		if r.Str("field") != "name" {
			t.Fatalf("field: %s", r.Raw)
		}
		expect(t, add(map[string]any{"name": "Other " + uniq(), "growthValue": g + 1, "discount": "9"}), 409,
			fmt.Sprintf("growth value %d is already used by another level", g+1))
		expect(t, add(map[string]any{"name": "Zero " + uniq(), "growthValue": 0, "discount": "9"}), 409,
			"growth value 0 is already used by another level")
		expect(t, add(map[string]any{"name": "Bad " + uniq(), "growthValue": g + 3, "discount": "10.5"}), 400, "discount has the wrong format")
		expect(t, add(map[string]any{"name": "Neg " + uniq(), "growthValue": -1, "discount": "9"}), 400, "growthValue must be at least 0")
		expect(t, add(map[string]any{"name": "Big " + uniq(), "growthValue": 2000000000, "discount": "9"}), 400, "growthValue must be at most 1000000000")
		expect(t, add(map[string]any{"name": "  ", "growthValue": g + 4, "discount": "9"}), 400, "name is required")

		r = e.Do(t, "POST", "/api/admin/userLevel/edit", map[string]any{"id": id, "name": name + "+", "growthValue": g + 5, "discount": "10"}, token(tok))
		if r.Status != 200 || r.Str("name") != name+"+" || r.Str("discount") != "10" || num(r, "growthValue") != g+5 {
			t.Fatalf("edit: %s", r.Raw)
		}
		expect(t, e.Do(t, "POST", "/api/admin/userLevel/edit", map[string]any{"name": "x", "growthValue": 1, "discount": "9"}, token(tok)), 400, "id is required")
		expect(t, e.Do(t, "POST", "/api/admin/userLevel/edit", map[string]any{"id": 9876543210, "name": "x" + uniq(), "growthValue": g + 6, "discount": "9"}, token(tok)),
			404, "user level 9876543210 does not exist")
		expect(t, e.Do(t, "GET", q("/api/admin/userLevel/detail", "id", 9876543210), nil, token(tok)), 404, "user level 9876543210 does not exist")

		// Reorder: the new level first (and the order as it was again at the end).
		levels := list(e.Do(t, "GET", "/api/admin/userLevel/index", nil, token(tok)))
		ids, was := []int64{id}, []int64{}
		for _, l := range levels {
			was = append(was, int64(l["id"].(float64)))
			if int64(l["id"].(float64)) != id {
				ids = append(ids, int64(l["id"].(float64)))
			}
		}
		r = e.Do(t, "POST", "/api/admin/userLevel/updateSort", map[string]any{"ids": ids}, token(tok), restores())
		if r.Status != 200 || list(r)[0]["id"] != float64(id) {
			t.Fatalf("updateSort: %s", r.Raw)
		}
		if first := list(e.Do(t, "GET", "/api/admin/userLevel/index", nil, token(tok)))[0]; first["id"] != float64(id) {
			t.Fatalf("index after sort starts with %v", first["id"])
		}
		expect(t, e.Do(t, "POST", "/api/admin/userLevel/updateSort", map[string]any{"ids": ids[:1]}, token(tok)), 400, "ids must list every level exactly once")
		expect(t, e.Do(t, "POST", "/api/admin/userLevel/updateSort", map[string]any{"ids": []int64{id, id}}, token(tok)), 400, fmt.Sprintf("level %d appears twice", id))
		expect(t, e.Do(t, "POST", "/api/admin/userLevel/updateSort", map[string]any{"ids": was}, token(tok), restores()), 200, "")

		expect(t, e.Do(t, "POST", "/api/admin/userLevel/destroy", map[string]any{"id": id}, token(tok)), 200, "")
		expect(t, e.Do(t, "POST", "/api/admin/userLevel/destroy", map[string]any{"id": id}, token(tok)), 404, fmt.Sprintf("user level %d does not exist", id))
	})
}

func TestShopUserAddressesFavouritesBrowsing(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		ctx := context.Background()
		tok := e.shopAdmin(t)
		u := e.shopUser(t, "Ad"+uniq(), e.Clock.Now())
		for i, code := range [][3]string{{"310000", "310100", "310101"}, {"440000", "440300", "440305"}} {
			if _, err := e.shops().AddAddress(ctx, shopusers.Address{UserID: u.ID, Contact: "收件人" + uniq(), Mobile: u.Mobile,
				ProvinceCode: code[0], CityCode: code[1], DistrictCode: code[2], Detail: fmt.Sprintf("路 %d 号", i), IsDefault: true}); err != nil {
				t.Fatal(err)
			}
		}
		r := e.Do(t, "GET", q("/api/admin/userAddress/index", "userId", u.ID), nil, token(tok))
		rows := list(r)
		if num(r, "total") != 2 || rows[0]["isDefault"] != true || rows[1]["isDefault"] != false || rows[0]["districtCode"] != "440305" {
			t.Fatalf("one default, the latest: %s", r.Raw)
		}
		if r := e.Do(t, "GET", q("/api/admin/userAddress/index", "keyword", u.Mobile), nil, token(tok)); num(r, "total") != 2 {
			t.Fatalf("by mobile: %s", r.Raw)
		}

		tag := "茶" + uniq()
		tea, _ := e.shops().AddGoods(ctx, shopusers.Goods{Name: "有机绿茶 " + tag, Price: 6800})
		cup, _ := e.shops().AddGoods(ctx, shopusers.Goods{Name: "保温杯 " + uniq(), Price: 8900})
		for _, g := range []int64{tea.ID, tea.ID, cup.ID} {
			if err := e.shops().AddFavourite(ctx, u.ID, g, e.Clock.Now()); err != nil {
				t.Fatal(err)
			}
			if err := e.shops().RecordVisit(ctx, u.ID, g, e.Clock.Now()); err != nil {
				t.Fatal(err)
			}
		}
		r = e.Do(t, "GET", q("/api/admin/goodsCollect/index", "userId", u.ID), nil, token(tok))
		if num(r, "total") != 2 {
			t.Fatalf("a favourite counts once: %s", r.Raw)
		}
		r = e.Do(t, "GET", q("/api/admin/goodsCollect/index", "keyword", tag), nil, token(tok))
		if num(r, "total") != 1 || list(r)[0]["goods"].(map[string]any)["price"] != "68.00" {
			t.Fatalf("favourites by goods name: %s", r.Raw)
		}
		r = e.Do(t, "GET", q("/api/admin/GoodsBrowse/index", "userId", u.ID, "keyword", tag), nil, token(tok))
		if num(r, "total") != 1 || list(r)[0]["visits"] != float64(2) {
			t.Fatalf("browsing counts visits: %s", r.Raw)
		}
		if err := e.shops().AddFavourite(ctx, 987654321, tea.ID, e.Clock.Now()); err == nil {
			t.Fatal("a favourite of a missing user was stored")
		}
	})
}

func TestShopUserPermissions(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		// A role with the system settings only (Editor and Test hold the shop's codes).
		e.role(t, e.signedIn(t, "boss", "Admin"), "SystemReader", "read:system")
		e.staff(t, "clerk", "password-1", "SystemReader")
		tok, _ := e.login(t, "clerk", "password-1")
		expect(t, e.Do(t, "GET", "/api/admin/user/index", nil, token(tok)), 403, "permission denied: shop:user:read is required")
		expect(t, e.Do(t, "POST", "/api/admin/user/adjust", map[string]any{"userId": 9876543210}, token(tok)), 403, "permission denied: shop:user:write is required")
		expect(t, e.Do(t, "GET", "/api/admin/coupon/index", nil, token(tok)), 403, "permission denied: shop:coupon:read is required")
		expect(t, e.Do(t, "GET", "/api/admin/mallConfig/userRegisterGift", nil, token(tok)), 403, "permission denied: shop:config:read is required")
		expect(t, e.Do(t, "GET", "/api/admin/user/index", nil), 401, "")
	})
}

// A level set by hand holds through changes of other levels, which move only the users
// whose level follows their growth, and goes at the user's next growth change.
func TestShopUserManualLevel(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		tok := e.shopAdmin(t)
		level := func(body map[string]any, path string) int64 {
			t.Helper()
			r := e.Do(t, "POST", "/api/admin/userLevel/"+path, body, token(tok))
			expect(t, r, 200, "")
			return num(r, "id")
		}
		levelOf := func(u shopusers.User) int64 {
			t.Helper()
			return num(e.Do(t, "GET", q("/api/admin/user/detail", "id", u.ID), nil, token(tok)), "user.levelId")
		}
		a := level(map[string]any{"name": "A " + uniq(), "growthValue": 800001, "discount": "9"}, "add")
		m := level(map[string]any{"name": "M " + uniq(), "growthValue": 800003, "discount": "8"}, "add")
		manual, auto := e.shopUser(t, "Man"+uniq(), e.Clock.Now()), e.shopUser(t, "Aut"+uniq(), e.Clock.Now())
		for _, u := range []shopusers.User{manual, auto} {
			if r := e.adjust(t, tok, u.ID, "growth", "increase", "800002", 200); num(r, "user.levelId") != a {
				t.Fatalf("growth 800002 is level %d's: %s", a, r.Raw)
			}
		}
		r := e.Do(t, "POST", "/api/admin/user/updateVal", map[string]any{"id": manual.ID, "field": "levelId", "value": m}, token(tok))
		if r.Status != 200 || num(r, "levelId") != m {
			t.Fatalf("level by hand: %s", r.Raw)
		}

		steps := []struct {
			name   string
			change func() int64 // answers the level growth 800002 has after it
		}{
			{"a level added in the user's range", func() int64 {
				return level(map[string]any{"name": "C " + uniq(), "growthValue": 800002, "discount": "9"}, "add")
			}},
			{"that level edited out of it", func() int64 {
				c := levelOf(auto)
				level(map[string]any{"id": c, "name": "C2 " + uniq(), "growthValue": 800000, "discount": "9"}, "edit")
				return a
			}},
			{"another level deleted", func() int64 {
				expect(t, e.Do(t, "POST", "/api/admin/userLevel/destroy", map[string]any{"id": a}, token(tok)), 409, "")
				e.adjust(t, tok, auto.ID, "growth", "decrease", "800002", 200) // level a's last user leaves
				expect(t, e.Do(t, "POST", "/api/admin/userLevel/destroy", map[string]any{"id": a}, token(tok)), 200, "")
				e.adjust(t, tok, auto.ID, "growth", "increase", "800002", 200)
				return levelOf(auto)
			}},
		}
		for _, s := range steps {
			want := s.change()
			if got := levelOf(auto); got != want {
				t.Fatalf("%s: the automatic user is on level %d, want %d", s.name, got, want)
			}
			if got := levelOf(manual); got != m {
				t.Fatalf("%s: the level set by hand became %d, want %d", s.name, got, m)
			}
		}
		if want := levelOf(auto); want == a || want == m {
			t.Fatalf("after deleting level %d, growth 800002 should be on a lower level, not %d", a, want)
		}
		r = e.adjust(t, tok, manual.ID, "points", "increase", "1", 200)
		if num(r, "user.levelId") != m {
			t.Fatalf("a points change moved the level set by hand: %s", r.Raw)
		}
		r = e.adjust(t, tok, manual.ID, "growth", "decrease", "1", 200)
		e.adjust(t, tok, auto.ID, "growth", "decrease", "1", 200)
		if got, want := num(r, "user.levelId"), levelOf(auto); got != want || got == m {
			t.Fatalf("the next growth change puts the user on its growth's level %d, not %d", want, got)
		}
		// From now on the level follows the growth again, through level changes too.
		top := level(map[string]any{"name": "T " + uniq(), "growthValue": 800001, "discount": "7"}, "add")
		if levelOf(manual) != top || levelOf(auto) != top {
			t.Fatalf("a level added at 800001 should hold both users: %d and %d", levelOf(manual), levelOf(auto))
		}
	})
}
