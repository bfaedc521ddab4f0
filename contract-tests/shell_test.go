package contracttests

import (
	"context"
	"slices"
	"testing"
	"time"

	"shopconsole/server/shell"
)

// paths lists the full paths of a route tree, depth first.
func paths(routes any, prefix string) []string {
	var out []string
	list, _ := routes.([]any)
	for _, it := range list {
		r := it.(map[string]any)
		p := r["path"].(string)
		full := p
		if p == "" || p[0] != '/' {
			full = prefix + "/" + p
			if prefix == "/" {
				full = "/" + p
			}
		}
		out = append(out, full)
		out = append(out, paths(r["children"], full)...)
	}
	return out
}

func TestRouterListFollowsRoles(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		e.staff(t, "boss", "password-1", "Admin")
		e.staff(t, "clerk", "password-1", "Editor")
		e.staff(t, "viewer", "password-1", "Test")
		adminTok, _ := e.login(t, "boss", "password-1")
		clerkTok, _ := e.login(t, "clerk", "password-1")
		viewerTok, _ := e.login(t, "viewer", "password-1")

		admin := paths(e.Do(t, "GET", "/api/router/getList", nil, token(adminTok)).Field("list"), "")
		clerk := paths(e.Do(t, "GET", "/api/router/getList", nil, token(clerkTok)).Field("list"), "")
		viewer := paths(e.Do(t, "GET", "/api/router/getList", nil, token(viewerTok)).Field("list"), "")
		for _, want := range []string{"/index", "/order/list", "/cash/withdraw", "/goods/goodslist", "/bind/bind"} {
			if !slices.Contains(admin, want) {
				t.Errorf("admin's routes lack %s: %v", want, admin)
			}
		}
		// /goods is guarded for Admin.
		if slices.Contains(clerk, "/goods") || !slices.Contains(clerk, "/order/list") {
			t.Errorf("editor's routes: %v", clerk)
		}
		if !slices.Equal(clerk, viewer) {
			t.Errorf("read:system alone sees the same menus: %v vs %v", viewer, clerk)
		}
	})
}

func TestPermissionDenied(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		// A registered account holds no role, so no read:system.
		r := e.Do(t, "POST", "/api/register", map[string]string{"username": "nobody1", "password": "password-1"})
		tok := r.Str("token")
		expect(t, e.Do(t, "GET", "/api/router/getList", nil, token(tok)), 403, "permission denied: read:system is required")
		// Operations that only need a signed-in caller still answer.
		expect(t, e.Do(t, "GET", "/api/search/getList", nil, token(tok)), 200, "")
	})
}

func TestSearchSuggestions(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		e.staff(t, "boss", "password-1", "Admin")
		e.staff(t, "clerk", "password-1", "Editor")
		urls := func(tok string) []string {
			var out []string
			list, _ := e.Do(t, "GET", "/api/search/getList", nil, token(tok)).Field("list").([]any)
			for _, it := range list {
				out = append(out, it.(map[string]any)["url"].(string))
			}
			return out
		}
		bossTok, _ := e.login(t, "boss", "password-1")
		clerkTok, _ := e.login(t, "clerk", "password-1")
		boss, clerk := urls(bossTok), urls(clerkTok)
		if !slices.Contains(boss, "/#/goods/goodslist") || !slices.Contains(boss, "/#/order/list") {
			t.Errorf("admin suggestions: %v", boss)
		}
		if slices.Contains(clerk, "/#/goods/goodslist") || !slices.Contains(clerk, "/#/order/list") {
			t.Errorf("editor suggestions: %v", clerk)
		}
		// Hidden routes (details opened from lists) are not suggested.
		if slices.Contains(boss, "/#/order/detail/:id") {
			t.Errorf("hidden route suggested: %v", boss)
		}
	})
}

func TestNotices(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		e.staff(t, "boss", "password-1", "Admin")
		tok, _ := e.login(t, "boss", "password-1")
		a := e.Do(t, "GET", "/api/shop/notice/getList", nil, token(tok))
		b := e.Do(t, "GET", "/api/notice/getList", nil, token(tok))
		expect(t, a, 200, "")
		if string(a.Raw) != string(b.Raw) {
			t.Errorf("the two notice paths differ:\n%s\n%s", a.Raw, b.Raw)
		}
		list, _ := a.Field("list").([]any)
		if a.Field("total") != float64(len(list)) {
			t.Errorf("total %v for %d items", a.Field("total"), len(list))
		}
		if e.Name == "mock" && len(list) != 8 {
			t.Errorf("mock sample notices: %d, want 8", len(list))
		}
		expect(t, e.Do(t, "GET", "/api/shop/notice/getList", nil), 401, "token not obtained")
	})
}

// Clearing notices clears them on the server, for the caller only: they stay cleared after
// a reload, other staff keep theirs, and a notice that arrives later shows.
func TestClearNotices(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.signedIn(t, "boss", "Admin")
		clerk := e.signedIn(t, "clerk", "Editor")
		ctx := context.Background()
		notice := func(staffID int64, text string) {
			e.Clock.Advance(time.Minute)
			if err := e.Store.AddNotice(ctx, shell.Notice{StaffID: staffID, Notice: text, CreatedAt: e.Clock.Now()}); err != nil {
				t.Fatal(err)
			}
		}
		count := func(who admin) int {
			r := e.Do(t, "GET", "/api/shop/notice/getList", nil, token(who.token))
			expect(t, r, 200, "")
			return int(num(r, "total"))
		}
		notice(0, "stock-take on Friday")
		notice(e.staffID(t, boss, "boss"), "your report is ready")
		bossHad, clerkHad := count(boss), count(clerk)
		if bossHad != clerkHad+1 {
			t.Fatalf("boss sees %d notices, clerk %d", bossHad, clerkHad)
		}
		r := e.write(t, boss, "/api/shop/notice/clear", nil)
		expect(t, r, 200, "")
		if num(r, "total") != 0 || count(boss) != 0 {
			t.Fatalf("after clearing: %s", r.Raw)
		}
		if count(clerk) != clerkHad {
			t.Errorf("clearing boss's notices changed clerk's: %d, was %d", count(clerk), clerkHad)
		}
		notice(0, "new price list")
		if count(boss) != 1 || count(clerk) != clerkHad+1 {
			t.Errorf("a later notice: boss %d, clerk %d", count(boss), count(clerk))
		}
	})
}

func TestRouterListDemoAndPermissions(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		e.staff(t, "boss", "password-1", "Admin")
		e.staff(t, "clerk", "password-1", "Editor")
		bossTok, _ := e.login(t, "boss", "password-1")
		clerkTok, _ := e.login(t, "clerk", "password-1")
		boss := paths(e.Do(t, "GET", "/api/router/getList", nil, token(bossTok)).Field("list"), "")
		clerk := paths(e.Do(t, "GET", "/api/router/getList", nil, token(clerkTok)).Field("list"), "")

		// The demo sections exist on the mock backend only (demo route list).
		if got := slices.Contains(boss, "/vab/table"); got != (e.Name == "mock") {
			t.Errorf("%s: demo route /vab/table listed = %v", e.Name, got)
		}
		for _, want := range []string{"/setting/userManagement", "/setting/systemLog", "/shopUser/list", "/shopUser/gift"} {
			if !slices.Contains(boss, want) {
				t.Errorf("admin lacks %s", want)
			}
		}
		// Editor holds read:system and the shop's codes: the setting screens and the shop
		// users, not the goods (guarded for Admin).
		if !slices.Contains(clerk, "/setting/userManagement") || !slices.Contains(clerk, "/shopUser/list") ||
			!slices.Contains(clerk, "/shopUser/gift") || slices.Contains(clerk, "/goods/goodslist") {
			t.Errorf("editor's routes: %v", clerk)
		}
	})
}
