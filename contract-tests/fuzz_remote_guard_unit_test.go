package contracttests

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"shopconsole/server/contract"
)

// guardFuzzer is a fuzzer on a shared server that owns staff 100 (and its account 101),
// role 200, department 300, menu 400 and coupon 500.
func guardFuzzer(t *testing.T, writes bool) (*fuzzer, string) {
	t.Helper()
	c, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	fz := &fuzzer{c: c, sh: newShared(writes), tokens: map[caller]string{}, protected: []int64{101}}
	for _, o := range []struct {
		area string
		id   int64
	}{{"/userManagement/", 100}, {"/roleManagement/", 200}, {"/departmentManagement/", 300}, {"/menuManagement/", 400}, {"/admin/coupon/", 500}} {
		fz.sh.own(kindOf(o.area), o.id, "mine", false)
	}
	fz.sh.own(kindOf("/userManagement/"), 101, "fuzz-admin-x", true)
	fz.sh.signInAs = "fuzz-admin-x"
	return fz, fz.sh.drawPassword()
}

func TestFuzzRemoteGuard(t *testing.T) {
	fz, pw := guardFuzzer(t, true)
	n := func(s string) json.Number { return json.Number(s) }
	req := func(method, path string, body any) *fuzzReq {
		r := &fuzzReq{Op: fz.op(method, path), Method: method, Who: asAdmin}
		if body != nil {
			r.Body, r.HasBody = body, true
		}
		return r
	}
	raw := func(path, body string) *fuzzReq { r := req("POST", path, nil); r.RawBody = []byte(body); return r }
	query := func(r *fuzzReq, name, v string) *fuzzReq {
		r.Params = append(r.Params, param{In: "query", Name: name, Value: v})
		return r
	}
	header := func(r *fuzzReq, name, v string) *fuzzReq {
		r.Params = append(r.Params, param{In: "header", Name: name, Value: v})
		return r
	}
	undeclared := req("POST", "/userManagement/doDelete", nil)
	undeclared.Method = "DELETE"
	m := func(kv ...any) map[string]any {
		out := map[string]any{}
		for i := 0; i < len(kv); i += 2 {
			out[kv[i].(string)] = kv[i+1]
		}
		return out
	}
	for _, tc := range []struct {
		name string
		r    *fuzzReq
		want string // "" sent, else a piece of the reason
	}{
		{"a read", req("GET", "/userManagement/getList", nil), ""},
		{"delete the server's admin", req("POST", "/userManagement/doDelete", m("ids", []any{n("1")})), "names a staff the fuzzer did not create, at ids.N"},
		{"delete its own staff", req("POST", "/userManagement/doDelete", m("ids", []any{n("100")})), ""},
		{"one foreign id among its own", req("POST", "/userManagement/doDelete", m("ids", []any{n("100"), n("1")})), "a staff the fuzzer did not create, at ids.N"},
		{"its staff into another's department", req("POST", "/userManagement/doEdit", m("id", n("100"), "username", "a1b", "departmentId", n("1"))), "names a department the fuzzer did not create, at departmentId"},
		{"its staff into its department", req("POST", "/userManagement/doEdit", m("id", n("100"), "username", "a1b", "departmentId", n("300"))), ""},
		{"no department", req("POST", "/userManagement/doEdit", m("id", n("100"), "username", "a1b", "departmentId", n("0"))), ""},
		{"a known password", req("POST", "/userManagement/doEdit", m("username", "a1b", "password", "123456", "roles", []any{"Admin"})), "password"},
		{"a drawn password", req("POST", "/userManagement/doEdit", m("username", "a1b", "password", pw, "roles", []any{"Admin"})), ""},
		{"a null password", req("POST", "/userManagement/doEdit", m("id", n("100"), "username", "a1b", "password", nil)), "password"},
		{"id as text", req("POST", "/userManagement/doEdit", m("id", "1", "username", "a1b")), "names a staff the fuzzer did not create, at id"},
		{"id as a float", req("POST", "/userManagement/doEdit", m("id", n("1.0"), "username", "a1b")), "names a staff the fuzzer did not create, at id"},
		{"id in exponent form", req("POST", "/userManagement/doEdit", m("id", n("1e0"), "username", "a1b")), "names a staff the fuzzer did not create, at id"},
		{"id of half a record", req("POST", "/userManagement/doEdit", m("id", n("0.5"), "username", "a1b")), "no id the fuzzer was given"},
		{"id beyond int64", req("POST", "/userManagement/doEdit", m("id", n("99999999999999999999"), "username", "a1b")), "no id the fuzzer was given"},
		{"id zero (a create)", req("POST", "/userManagement/doEdit", m("id", n("0"), "username", "a1b", "password", pw)), ""},
		{"a negative id", req("POST", "/userManagement/doDelete", m("ids", []any{n("-5")})), ""},
		{"another's menu as parent", req("POST", "/menuManagement/doEdit", m("parentId", n("1"), "name", "x")), "names a menu the fuzzer did not create, at parentId"},
		{"its menu as parent", req("POST", "/menuManagement/doEdit", m("parentId", n("400"), "name", "x")), ""},
		{"strip the Editor role", req("POST", "/roleManagement/doEdit", m("id", n("2"), "role", "Editor", "btnRolesCheckedList", []any{})), "names a role the fuzzer did not create, at id"},
		{"take the Admin role from the server's admin", req("POST", "/userManagement/doEdit", m("id", n("1"), "username", "admin", "roles", []any{})), "names a staff the fuzzer did not create, at id"},
		{"disable the server's admin", req("POST", "/userManagement/doEdit", m("id", n("1"), "username", "admin", "status", "disabled")), "names a staff the fuzzer did not create, at id"},
		{"delete the Admin role", req("POST", "/roleManagement/doDelete", m("ids", []any{n("1")})), "names a role the fuzzer did not create, at ids.N"},
		{"an id of no kind, nested", req("POST", "/userManagement/doEdit", m("id", n("100"), "username", "a1b", "extra", m("roleIds", []any{n("1")}))), "of a kind the fuzzer does not create"},
		{"an id in the query", query(req("POST", "/userManagement/doDelete", m("ids", []any{})), "id", "1"), "names a staff the fuzzer did not create, at query id"},
		{"issue to shop users", req("POST", "/admin/coupon/issue", m("couponId", n("500"), "userIds", []any{n("1")})), "of a kind the fuzzer does not create"},
		{"issue another's coupon", req("POST", "/admin/coupon/issue", m("couponId", n("1"), "userIds", []any{})), "names a coupon the fuzzer did not create, at couponId"},
		{"another's goods category", req("POST", "/admin/goodsAttribute/add", m("categoryId", n("1"), "name", "x")), "names a goods category the fuzzer did not create, at categoryId"},
		{"sign in as admin", req("POST", "/shop/login", m("username", "admin", "password", "123456")), "signs in as an account the fuzzer did not create"},
		{"sign in as Admin, cased", req("POST", "/login", m("username", "Admin", "password", "x")), "signs in as an account the fuzzer did not create"},
		{"sign in as its account", req("POST", "/shop/login", m("username", "fuzz-admin-x", "password", "wrong")), ""},
		{"encrypted credentials", req("POST", "/shop/login", m("username", "fuzz-admin-x", "encrypted", "abc")), "encrypted"},
		{"SMS sign-in", req("POST", "/shop/smsLogin", m("mobile", "13800000000", "code", "123456")), "mobile number"},
		{"SMS code", req("POST", "/shop/smsCode", m("mobile", "13800000000")), "SMS code"},
		{"social sign-in", req("POST", "/socialLogin", m("code", "x")), "social provider"},
		{"register another name", req("POST", "/register", m("username", "alice", "password", pw)), "registers a name that is not the run's own"},
		{"register a name of the run's", req("POST", "/register", m("username", fz.sh.freshName(), "password", pw)), ""},
		{"register with a known password", req("POST", "/register", m("username", fz.sh.freshName(), "password", "s3cret-pass")), "password"},
		{"a level", req("POST", "/admin/userLevel/add", m("name", "x")), "a level moves shop users"},
		{"a shop user", req("POST", "/admin/user/add", m("nickname", "x")), "shop users"},
		{"an order", req("POST", "/storefront/order/create", m()), "no operation removes"},
		{"goods", req("POST", "/admin/goods/add", m()), "goods go on sale"},
		{"an upload", req("POST", "/admin/album/upload", nil), "multipart"},
		{"move pictures", req("POST", "/admin/picture/move", m("albumId", n("1"), "ids", []any{n("1")})), "uploads"},
		{"the demo workflow", req("POST", "/workflow/doEdit", m()), "one graph"},
		{"gift settings", req("POST", "/admin/mallConfig/userRegisterGift", m()), "gift settings"},
		{"a known new password", req("POST", "/personalCenter/changePassword", m("oldPassword", "x", "newPassword", "new-pass-2")), "password"},
		{"a drawn new password", req("POST", "/personalCenter/changePassword", m("oldPassword", "x", "newPassword", pw)), ""},
		{"its own profile", req("POST", "/personalCenter/doEdit", m("mobile", "13800000000")), ""},
		{"its own list view", req("POST", "/listSettings/destroyView", m("list", "staff", "id", n("5"))), ""},
		{"an unreadable body with an id", raw("/userManagement/doDelete", `{"ids":[1`), "not JSON but with digits"},
		{"an unreadable body without digits", raw("/userManagement/doDelete", `{"`), ""},
		{"a key twice", raw("/userManagement/doDelete", `{"ids":[1],"ids":[100]}`), "a key twice"},
		{"a key twice, nested", raw("/userManagement/doEdit", `{"id":100,"username":"a1b","x":[{"a":1,"a":2}]}`), "a key twice"},
		{"the same key in two objects", raw("/userManagement/doDelete", `{"ids":[100],"x":{"ids":[]}}`), ""},
		{"an id in a header", header(req("POST", "/userManagement/doDelete", m("ids", []any{})), "X-Target-Id", "1"), "of a kind the fuzzer does not create, at header X-Target-Id"},
		{"an undeclared method", undeclared, ""},
	} {
		got := fz.hold(tc.r)
		if (tc.want == "") != (got == "") || !strings.Contains(got, tc.want) {
			t.Errorf("%s: hold = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestFuzzRemoteGuardReadOnly: without -fuzz.writes-on-real-data a shared server gets
// reads only, whatever a write names.
func TestFuzzRemoteGuardReadOnly(t *testing.T) {
	fz, _ := guardFuzzer(t, false)
	for _, r := range []*fuzzReq{
		{Op: fz.op("POST", "/userManagement/doDelete"), Method: "POST", HasBody: true, Body: map[string]any{"ids": []any{json.Number("100")}}},
		{Op: fz.op("POST", "/shop/login"), Method: "POST", HasBody: true, Body: map[string]any{"username": "fuzz-admin-x"}},
		{Op: fz.op("POST", "/userManagement/doDelete"), Method: "PUT"},
	} {
		if got := fz.hold(r); !strings.Contains(got, "-fuzz.writes-on-real-data") {
			t.Errorf("%s %s: hold = %q, want the flag named", r.Method, r.Op.Path, got)
		}
	}
	if got := fz.hold(&fuzzReq{Op: fz.op("GET", "/userManagement/getList"), Method: "GET"}); got != "" {
		t.Errorf("a read was held: %q", got)
	}
}

// TestFuzzRemoteGuardDeadline: close to the test's -timeout nothing more is sent, so
// that the clean-up runs before the test binary is stopped.
func TestFuzzRemoteGuardDeadline(t *testing.T) {
	fz, _ := guardFuzzer(t, true)
	fz.sh.stopAt = time.Now().Add(-time.Second)
	if got := fz.hold(&fuzzReq{Op: fz.op("GET", "/userManagement/getList"), Method: "GET"}); !strings.Contains(got, "-timeout") {
		t.Errorf("a read after the stop: hold = %q", got)
	}
}

// TestFuzzRemoteFit: requests are steered to the fuzzer's own records everywhere but at
// the place their case is about, which the guard then holds.
func TestFuzzRemoteFit(t *testing.T) {
	fz, _ := guardFuzzer(t, true)
	for _, tc := range []struct {
		name, path, loc string
		body            map[string]any
		sent            bool
	}{
		{"a foreign id elsewhere", "/userManagement/doDelete", "", map[string]any{"ids": []any{json.Number("1")}}, true},
		{"a foreign id at the case's place", "/userManagement/doDelete", "ids.0", map[string]any{"ids": []any{json.Number("1")}}, false},
		{"its own account elsewhere", "/userManagement/doDelete", "", map[string]any{"ids": []any{json.Number("101")}}, true},
		{"sign in as admin", "/shop/login", "", map[string]any{"username": "admin", "password": "123456"}, true},
		{"sign in, the username is the case", "/shop/login", "username", map[string]any{"username": "admin", "password": "1"}, false},
		{"a known password elsewhere", "/userManagement/doEdit", "username", map[string]any{"username": "x", "password": "123456"}, true},
		{"a known password is the case", "/userManagement/doEdit", "password", map[string]any{"username": "x", "password": "123456"}, false},
		{"a registration", "/register", "", map[string]any{"username": "alice", "password": "s3cret-pass"}, true},
	} {
		r := &fuzzReq{Op: fz.op("POST", tc.path), Method: "POST", HasBody: true, Body: tc.body, Loc: tc.loc}
		fz.protect(r)
		if why := fz.hold(r); (why == "") != tc.sent {
			t.Errorf("%s: after fitting %s, hold = %q, want sent %v", tc.name, encodeJSON(r.Body), why, tc.sent)
		}
	}
}
