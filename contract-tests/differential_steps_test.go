package contracttests

import (
	"fmt"
	"net/url"
	"strings"
	"time"
)

// m is a request body.
type m = map[string]any

// dseq builds the differential sequence: each call adds a step sent as the current actor.
type dseq struct {
	steps []*dstep
	as    string
}

// differentialSteps is the sequence, area by area; later areas read what earlier ones did.
func differentialSteps() []*dstep {
	s := &dseq{}
	sessionSteps(s)
	staffSteps(s)
	menuSteps(s)
	profileSteps(s)
	shellSteps(s)
	listSettingSteps(s)
	shopUserSteps(s)
	levelSteps(s)
	ledgerSteps(s)
	couponSteps(s)
	giftSteps(s)
	regionSteps(s)
	freightSteps(s)
	goodsRefSteps(s)
	albumSteps(s)
	cashSteps(s)
	withdrawSteps(s)
	orderSteps(s)
	setupSteps(s)
	statsSteps(s)
	closingSteps(s)
	return s.steps
}

func (s *dseq) actor(name string) { s.as = name }

func (s *dseq) add(method, path string, body any) *dstep {
	st := &dstep{as: s.as, method: method, path: path, body: body}
	s.steps = append(s.steps, st)
	return st
}

// get adds a GET of path with the query kv (values may be {name} placeholders).
func (s *dseq) get(path string, kv ...any) *dstep {
	if len(kv) > 0 {
		v := url.Values{}
		for i := 0; i+1 < len(kv); i += 2 {
			v.Set(fmt.Sprint(kv[i]), fmt.Sprint(kv[i+1]))
		}
		path += "?" + strings.NewReplacer("%7B", "{", "%7D", "}").Replace(v.Encode())
	}
	return s.add("GET", path, nil)
}

func (s *dseq) post(path string, body any) *dstep { return s.add("POST", path, body) }

// zhToo repeats the last step in Chinese: only for reads and refusals, which change nothing.
func (s *dseq) zhToo() {
	last := *s.steps[len(s.steps)-1]
	last.lang, last.keep, last.signIn = "zh-CN", nil, ""
	s.steps = append(s.steps, &last)
}

// login signs username in; a success makes the answer's token and cookie actor's.
func (s *dseq) login(actor, username, password string) *dstep {
	st := s.post("/api/shop/login", m{"username": username, "password": password})
	st.as, st.signIn = "", actor
	return st
}

// refresh presents actor's refresh cookie; a success hands the new pair to next.
func (s *dseq) refresh(actor, next string) *dstep {
	st := s.get("/api/refreshToken")
	st.as, st.cookie, st.signIn = actor, true, next
	return st
}

// fresh refreshes the actors' sign-ins: an access token lasts 15 minutes of the clock, and
// each area starts with the ones it uses.
func (s *dseq) fresh(actors ...string) {
	for _, a := range actors {
		s.refresh(a, a)
	}
}

func (st *dstep) keepID(name string) *dstep { return st.keepAs(name, "id") }

func (st *dstep) keepAs(name, path string) *dstep {
	st.keep = append(st.keep, [2]string{name, path})
	return st
}

func (st *dstep) anon() *dstep                  { st.as = ""; return st }
func (st *dstep) by(actor string) *dstep        { st.as = actor; return st }
func (st *dstep) idem(key string) *dstep        { st.key = key; return st }
func (st *dstep) later(d time.Duration) *dstep  { st.advance = d; return st }
func (st *dstep) before(f func(s *side)) *dstep { st.prep = f; return st }

func sessionSteps(s *dseq) {
	s.get("/api/publicKey")
	s.login("admin", "admin", "wrong-pass-1")
	s.zhToo()
	for range 5 { // five failures in a row, then the throttle
		s.login("ghost", "ghost", "whatever-1")
	}
	s.zhToo()
	s.login("admin", "admin", "admin-pass-1")
	s.login("lookalike", "ADMİN", "admin-pass-1") // İ lower-cases to i, but is no letter of a username
	s.actor("admin")
	s.get("/api/shop/admin/info")
	s.get("/api/userInfo")
	s.get("/api/expireToken")
	s.get("/api/shop/admin/info").anon()
	s.get("/api/shop/admin/info").by("nobody")          // a token nobody holds: none sent
	s.refresh("admin", "admin").later(20 * time.Minute) // the access token has expired by then
	s.get("/api/refreshToken").anon()
	s.get("/api/shop/admin/info")
	// Self-service sign-up: an account without roles holds no permission.
	s.post("/api/register", m{"username": "newcomer", "password": "newcomer-1", "email": "new@shop.example"}).anon().signIn = "newcomer"
	s.post("/api/register", m{"username": "NEWCOMER", "password": "newcomer-1"}).anon()
	s.get("/api/router/getList").by("newcomer")
	s.get("/api/search/getList").by("newcomer")
}

func staffSteps(s *dseq) {
	s.fresh("admin")
	s.actor("admin")
	dep := "/api/departmentManagement/doEdit"
	s.post(dep, m{"name": "总部", "order": 1}).keepID("dept.hq")
	s.post(dep, m{"name": "运营部", "parentId": ref("dept.hq"), "order": 20}).keepID("dept.ops")
	s.post(dep, m{"name": "客服部", "parentId": ref("dept.hq"), "order": 10}).keepID("dept.cs")
	s.post(dep, m{"name": "售后组", "parentId": ref("dept.cs")}).keepID("dept.after")
	s.get("/api/departmentManagement/getList")
	s.post(dep, m{"id": ref("dept.cs"), "name": "客服部", "parentId": ref("dept.after")})
	s.post(dep, m{"name": "ΟΔΟΣ", "parentId": ref("dept.hq")}).keepID("dept.greek")
	s.post(dep, m{"name": "οδος", "parentId": ref("dept.hq")})
	s.post(dep, m{"name": "Straße", "parentId": ref("dept.hq")})
	s.post(dep, m{"name": "STRASSE", "parentId": ref("dept.hq")})
	s.post(dep, m{"name": "İzmir", "parentId": ref("dept.hq")})
	s.post(dep, m{"name": "izmir", "parentId": ref("dept.hq")}) // İ lower-cases to i
	s.post(dep, m{"name": "新部门", "parentId": 999999})
	s.post(dep, m{"name": "运营部", "parentId": ref("dept.hq")})
	s.zhToo()
	s.post(dep, m{"name": ""})
	s.post(dep, m{"id": 999999, "name": "x"})
	s.post(dep, m{"id": ref("dept.after"), "name": "售后组", "parentId": ref("dept.ops")})

	role := "/api/roleManagement/doEdit"
	s.get("/api/roleManagement/getList").keepAs("role.admin", "list.role=Admin.id")
	s.get("/api/permission/getList")
	s.zhToo()
	s.post(role, m{"role": "Auditor", "btnRolesCheckedList": []string{"read:system", "shop:user:read", "read:system"}}).keepID("role.auditor")
	s.post(role, m{"role": "Temp", "btnRolesCheckedList": []string{}}).keepID("role.temp")
	s.post(role, m{"role": "ΟΔΟΣ", "btnRolesCheckedList": []string{}}).keepID("role.greek")
	s.post(role, m{"role": "οδος", "btnRolesCheckedList": []string{}}) // final sigma: one letter in two forms
	s.post(role, m{"role": "Οδοσ", "btnRolesCheckedList": []string{}})
	s.post(role, m{"role": "Ghost", "btnRolesCheckedList": []string{"fly:system"}})
	s.post(role, m{"role": "editor", "btnRolesCheckedList": []string{}})
	s.post(role, m{"role": "  ", "btnRolesCheckedList": []string{}})
	s.post(role, m{"id": 999999, "role": "X", "btnRolesCheckedList": []string{}})
	s.post(role, m{"id": ref("role.admin"), "role": "Boss", "btnRolesCheckedList": []string{}})
	s.get("/api/roleManagement/getList", "role", "aud")

	staff := "/api/userManagement/doEdit"
	s.post(staff, m{"username": "clerk", "password": "clerk-pass-1", "email": "clerk@shop.example", "roles": []string{"Editor"},
		"departmentId": ref("dept.ops"), "mobile": "13912345678"}).keepID("staff.clerk")
	s.post(staff, m{"username": "auditor", "password": "audit-pass-1", "roles": []string{"Auditor"}, "departmentId": ref("dept.after")}).keepID("staff.auditor")
	s.post(staff, m{"username": "temp.worker", "password": "temp-pass-1", "roles": []string{"Temp"}}).keepID("staff.temp")
	s.post(staff, m{"username": "multi", "password": "multi-pass-1", "roles": []string{"Auditor", "Test", "Editor"}})
	s.login("multi", "multi", "multi-pass-1")
	s.get("/api/shop/admin/info").by("multi")
	s.get("/api/personalCenter/getInfo").by("multi")
	s.post(staff, m{"username": "sales", "password": "sales-pass-1", "roles": []string{}})
	s.login("sales", "ſaleſ", "sales-pass-1") // the long s folds to s, yet no username holds one
	s.login("sales", "SALES", "sales-pass-1")
	s.post(staff, m{"username": "CLERK", "password": "clerk-pass-1"})
	s.zhToo()
	s.post(staff, m{"username": "newbie"})
	s.post(staff, m{"username": "newbie", "password": "12345"})
	s.post(staff, m{"username": "no spaces", "password": "password-1"})
	s.post(staff, m{"username": "newbie", "password": "password-1", "roles": []string{"Nope"}})
	s.post(staff, m{"username": "newbie", "password": "password-1", "departmentId": 999999})
	s.post(staff, m{"username": "newbie", "password": "password-1", "email": "nope"})
	s.post(staff, m{"username": "newbie", "password": "password-1", "mobile": "13912345678"})
	s.post(staff, m{"id": 999999, "username": "newbie"})
	s.get("/api/userManagement/getList")
	s.get("/api/userManagement/getList", "username", "CL")
	s.get("/api/userManagement/getList", "role", "Editor", "departmentId", "{dept.ops}")
	s.get("/api/userManagement/getList", "status", "enabled", "mobile", "139")
	s.get("/api/userManagement/getList", "pageNo", 2, "pageSize", 1)
	s.post(staff, m{"id": ref("staff.clerk"), "username": "clerk", "status": "enabled", "email": "clerk2@shop.example"})

	// What each role may do: the gate and the grant rules.
	s.fresh("admin")
	s.login("clerk", "clerk", "clerk-pass-1")
	s.login("auditor", "auditor", "audit-pass-1")
	s.get("/api/userManagement/getList").by("clerk")
	s.post(staff, m{"username": "by.clerk", "password": "password-1"}).by("clerk")
	s.post(role, m{"role": "ByClerk", "btnRolesCheckedList": []string{}}).by("clerk")
	s.get("/api/admin/user/index").by("auditor")
	s.get("/api/admin/user/index").by("clerk")
	s.zhToo()
	s.post(role, m{"id": ref("role.auditor"), "role": "Auditor",
		"btnRolesCheckedList": []string{"read:system", "shop:user:read", "system:staff:write"}})
	s.post(staff, m{"username": "by.auditor", "password": "password-1", "roles": []string{"Admin"}}).by("auditor")
	s.post(staff, m{"username": "by.auditor", "password": "password-1", "roles": []string{"Editor"}}).by("auditor")
	s.post(staff, m{"username": "by.auditor", "password": "password-1"}).by("auditor").keepID("staff.byAuditor")
	s.post(staff, m{"id": ref("staff.admin"), "username": "admin", "password": "taken-over-1"}).by("auditor")
	s.post(staff, m{"id": ref("staff.auditor"), "username": "auditor", "roles": []string{}}).by("auditor")
	s.post(staff, m{"id": ref("staff.admin"), "username": "admin", "status": "disabled"})

	s.login("temp", "temp.worker", "temp-pass-1")
	s.refresh("temp", "temp2")
	s.post(staff, m{"username": "leaver", "password": "leaver-pass-1", "departmentId": ref("dept.cs")}).keepID("staff.leaver")
	s.login("leaver", "leaver", "leaver-pass-1")
	s.get("/api/departmentManagement/getList")
	del := "/api/userManagement/doDelete"
	s.post(del, m{"ids": refs("staff.admin")})
	s.post(del, m{"ids": []any{ref("staff.temp"), 999999}})
	s.post(del, m{"ids": refs("staff.temp", "staff.byAuditor", "staff.leaver")})
	s.refresh("temp", "temp3") // a used refresh token of a deleted account
	s.refresh("temp2", "temp3")
	s.add("GET", "/api/logout", nil).by("temp2").cookie = true
	s.get("/api/shop/admin/info").by("leaver")
	s.login("leaver", "leaver", "leaver-pass-1")
	s.post("/api/roleManagement/doDelete", m{"ids": refs("role.auditor")})
	s.post("/api/roleManagement/doDelete", m{"ids": []any{ref("role.temp"), 999999}})
	s.post("/api/roleManagement/doDelete", m{"ids": refs("role.temp")})
	s.post("/api/departmentManagement/doDelete", m{"ids": refs("dept.hq")})
	s.post("/api/departmentManagement/doDelete", m{"ids": refs("dept.ops")})
	s.post("/api/departmentManagement/doDelete", m{"ids": []any{ref("dept.cs"), 999999}})
	s.post("/api/departmentManagement/doDelete", m{"ids": refs("dept.cs")})
	s.get("/api/departmentManagement/getList")
	s.get("/api/roleManagement/getList")
	s.get("/api/userManagement/getList", "pageSize", 100)
}
