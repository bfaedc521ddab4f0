package contracttests

import (
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"shopconsole/server/contract"
)

type logRow struct {
	ID        int64     `json:"id"`
	Account   string    `json:"account"`
	Type      string    `json:"type"`
	Result    string    `json:"executeResult"`
	IP        string    `json:"ip"`
	Datetime  time.Time `json:"datetime"`
	Operation string    `json:"operation"`
	Target    string    `json:"target"`
}

func TestSystemLog(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.signedIn(t, "boss", "Admin")
		e.staff(t, "mallory", "password-1")
		expect(t, e.Do(t, "POST", "/api/shop/login", map[string]string{"username": "mallory", "password": "wrong-pass"}), 401, "")
		e.Clock.Advance(10 * time.Minute)
		e.write(t, boss, "/api/departmentManagement/doEdit", map[string]any{"name": "日志部"})

		search := func(q url.Values) page[logRow] {
			t.Helper()
			r := e.Do(t, "GET", "/api/systemLog/getList?"+q.Encode(), nil, token(boss.token))
			expect(t, r, 200, "")
			return decode[page[logRow]](t, r.Data)
		}
		mine := search(url.Values{"account": {"boss"}})
		if mine.Total != 2 || mine.List[0].Operation != "EditDepartment" || mine.List[0].Result != "success" ||
			mine.List[0].Type != "operation log" || mine.List[1].Result != "login success" {
			t.Fatalf("boss's log, newest first: %+v", mine)
		}
		if !e.timeIs(mine.List[0].Datetime.Format(time.RFC3339Nano), e.Clock.Now()) || mine.List[0].Target != "/api/departmentManagement/doEdit" {
			t.Errorf("write line: %+v", mine.List[0])
		}
		failed := search(url.Values{"account": {"mallory"}, "result": {"login failure"}})
		if failed.Total != 1 || failed.List[0].IP == "" {
			t.Errorf("failed sign-in: %+v", failed)
		}
		if got := search(url.Values{"account": {"mallory"}, "result": {"login success"}}); got.Total != 0 {
			t.Errorf("result filter: %+v", got)
		}
		// Date range: only what happened in the last half hour (the write).
		since := e.Clock.Now().Add(-5 * time.Minute).Format(time.RFC3339)
		recent := search(url.Values{"startTime": {since}, "type": {"operation log"}, "account": {"boss"}})
		if recent.Total != 1 || recent.List[0].Operation != "EditDepartment" {
			t.Errorf("since %s: %+v", since, recent)
		}
		until := search(url.Values{"endTime": {since}, "account": {"boss"}})
		if until.Total != 1 || until.List[0].Result != "login success" {
			t.Errorf("until %s: %+v", since, until)
		}
		byIP := search(url.Values{"ip": {mine.List[0].IP}, "account": {"boss"}})
		if byIP.Total != 2 {
			t.Errorf("ip filter: %+v", byIP)
		}
		paged := search(url.Values{"pageSize": {"1"}, "pageNo": {"2"}})
		if len(paged.List) != 1 || paged.Total < 3 {
			t.Errorf("paging: %+v", paged)
		}
		if e.Name == "postgres" {
			// Migrations are the database log.
			db := search(url.Values{"type": {"database log"}})
			if db.Total < 2 || db.List[0].Operation != "migrate" || db.List[0].Account != "system" {
				t.Errorf("database log: %+v", db)
			}
		}
		expect(t, e.Do(t, "GET", "/api/systemLog/getList?result=deleted", nil, token(boss.token)), 400, "")
		expect(t, e.Do(t, "GET", "/api/systemLog/getList?startTime=yesterday", nil, token(boss.token)), 400, "")
	})
}

// Nobody can change the log through the API: it has reads only.
func TestSystemLogHasNoWrites(t *testing.T) {
	c, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, op := range c.Operations() {
		if strings.HasPrefix(op.Path, "/systemLog/") && op.Write {
			t.Errorf("%s %s writes the system log", op.Method, op.Path)
		}
	}
	e := newEnv(t, "mock", mockStore(), options{})
	tok, _ := e.login(t, "admin", "any-password")
	for _, path := range []string{"/api/systemLog/doDelete", "/api/systemLog/doEdit"} {
		expect(t, e.Do(t, "POST", path, map[string]any{"ids": []int{1}}, token(tok)), 404, "")
	}
}

func TestPersonalCentre(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		// Names of this run's own: a shared server's system log keeps earlier runs' sign-ins.
		self, someone := "self.serve."+uniq(), "someone.else."+uniq()
		me := e.signedIn(t, self, "Editor")
		other := e.signedIn(t, someone, "Editor")
		r := e.Do(t, "GET", "/api/personalCenter/getInfo", nil, token(me.token))
		expect(t, r, 200, "success")
		if r.Str("username") != self || !slices.Equal(decode[[]string](t, r.Field("roles")), []string{"Editor"}) {
			t.Errorf("profile %s", r.Raw)
		}

		avatar := "data:image/png;base64,iVBORw0KGgo="
		r = e.write(t, me, "/api/personalCenter/doEdit", map[string]any{"email": "me@shop.example", "avatar": avatar})
		expect(t, r, 200, "saved successfully")
		if r.Str("email") != "me@shop.example" || r.Str("avatar") != avatar {
			t.Errorf("edited %s", r.Raw)
		}
		info := e.Do(t, "GET", "/api/shop/admin/info", nil, token(me.token))
		if info.Str("avatar") != avatar {
			t.Errorf("user info avatar %q", info.Str("avatar"))
		}
		expect(t, e.write(t, me, "/api/personalCenter/doEdit", map[string]any{"avatar": "ftp://x/y.png"}), 400, "avatar has the wrong format")

		pw := func(old, next string) Res {
			return e.write(t, me, "/api/personalCenter/changePassword", map[string]any{"oldPassword": old, "newPassword": next})
		}
		r = pw("not-my-password", "brand-new-1")
		expect(t, r, 400, "the current password is incorrect")
		if r.Str("field") != "oldPassword" {
			t.Errorf("field %q", r.Str("field"))
		}
		expect(t, pw("password-1", "short"), 400, "newPassword must be at least 6 characters")
		expect(t, e.write(t, me, "/api/personalCenter/changePassword", map[string]any{"newPassword": "brand-new-1"}), 400, "oldPassword is required")
		expect(t, pw("password-1", "brand-new-1"), 200, "password changed successfully")
		expect(t, e.Do(t, "POST", "/api/shop/login", map[string]string{"username": self, "password": "password-1"}), 401, "")
		e.login(t, self, "brand-new-1")

		r = e.Do(t, "GET", "/api/personalCenter/loginLog", nil, token(me.token))
		expect(t, r, 200, "")
		signIns := decode[page[logRow]](t, r.Data)
		// Three attempts: the first sign-in, the refused old password, the new one.
		if signIns.Total != 3 || signIns.List[0].Result != "login success" || signIns.List[1].Result != "login failure" {
			t.Errorf("own sign-ins: %+v", signIns)
		}
		for _, s := range signIns.List {
			if s.Account != self || s.Operation != "login" {
				t.Errorf("not an own sign-in: %+v", s)
			}
		}
		if other := decode[page[logRow]](t, e.Do(t, "GET", "/api/personalCenter/loginLog", nil, token(other.token)).Data); other.Total != 1 {
			t.Errorf("someone else's sign-ins: %+v", other)
		}
		expect(t, e.Do(t, "GET", "/api/personalCenter/getInfo", nil), 401, "token not obtained")
	})
}

// The mock's sample accounts have no stored password: as the current password they take
// what sign-in takes for them (6 characters or more) once, then the new one is the only one.
func TestMockSampleAccountChangesPassword(t *testing.T) {
	e := newEnv(t, "mock", mockStore(), options{})
	tok, _ := e.login(t, "editor", "whatever-1")
	me := admin{"editor", tok}
	for _, old := range []string{"x", "12345", "五个字密码"} {
		expect(t, e.Do(t, "POST", "/api/shop/login", map[string]string{"username": "editor", "password": old}), 400, "")
		r := e.write(t, me, "/api/personalCenter/changePassword", map[string]any{"oldPassword": old, "newPassword": "now-real-1"})
		expect(t, r, 400, "the current password is incorrect")
		if r.Str("field") != "oldPassword" {
			t.Errorf("old password %q: field %q", old, r.Str("field"))
		}
	}
	e.login(t, "editor", "whatever-1") // still no stored password
	expect(t, e.write(t, me, "/api/personalCenter/changePassword",
		map[string]any{"oldPassword": "anything", "newPassword": "now-real-1"}), 200, "")
	expect(t, e.Do(t, "POST", "/api/shop/login", map[string]string{"username": "editor", "password": "whatever-1"}), 401, "")
	e.login(t, "editor", "now-real-1")
}
