package contracttests

import (
	"fmt"
	"testing"
)

// sessionAccount creates, as an Admin inside session, an account holding a role of codes,
// and signs it in there: an account only that session's data holds.
func (e *Env) sessionAccount(t *testing.T, adminTok, session, username, role string, codes ...string) string {
	t.Helper()
	in := []opt{token(adminTok), mockSession(session)}
	r := e.Do(t, "POST", "/api/roleManagement/doEdit", map[string]any{"role": role, "btnRolesCheckedList": codes}, in...)
	expect(t, r, 200, "")
	r = e.Do(t, "POST", "/api/userManagement/doEdit", map[string]any{"username": username, "password": "password-1", "roles": []string{role}}, in...)
	expect(t, r, 200, "")
	r = e.Do(t, "POST", "/api/shop/login", map[string]string{"username": username, "password": "password-1"}, mockSession(session))
	expect(t, r, 200, "")
	return r.Str("token")
}

// mockChanges are the operations that change a data set (or read its codes), each sent
// as tok to session ("" the default data).
func (e *Env) mockChanges(t *testing.T, tok, session string) map[string]Res {
	t.Helper()
	opts := []opt{token(tok)}
	if session != "" {
		opts = append(opts, mockSession(session))
	}
	return map[string]Res{
		"reset":   e.Do(t, "POST", "/api/__mock/reset", nil, opts...),
		"save":    e.Do(t, "POST", "/api/__mock/snapshot", map[string]any{"name": "by-" + session}, opts...),
		"restore": e.Do(t, "POST", "/api/__mock/restore", map[string]any{"name": "base"}, opts...),
		"clock":   e.Do(t, "POST", "/api/__mock/clock", map[string]any{"advance": "1m"}, opts...),
		"sms":     e.Do(t, "GET", "/api/__mock/sms", nil, opts...),
	}
}

// TestMockSessionOwners: a session belongs to the account of its first signed-in request;
// that account or an Admin resets it, saves from it, restores into it, moves its clock,
// reads its codes and ends it, and nobody else, whatever their role; only an Admin does so
// to the shared default data (saving from it aside). Any signed-in account uses any
// session's data.
func TestMockSessionOwners(t *testing.T) {
	e := newEnv(t, "mock", mockStore(), options{})
	admin, _ := e.login(t, "admin", "password-1")
	editor, _ := e.login(t, "editor", "password-1")
	test, _ := e.login(t, "test", "password-1")
	expect(t, e.Do(t, "POST", "/api/__mock/snapshot", map[string]any{"name": "base"}, token(admin)), 200, "")

	// Editor's session, and test's (the read-only role owns a session of its own too).
	e.levelNames(t, editor, mockSession("run-editor"))
	e.levelNames(t, test, mockSession("run-test"))
	// The storefront's service account, in editor's session: another account using it.
	front := e.sessionAccount(t, admin, "run-editor", "front", "Storefront", "storefront:order:write")
	e.levelNames(t, test, mockSession("run-editor")) // using the data is open to anyone signed in
	l := e.Do(t, "GET", "/api/__mock/sessions", nil, token(front), mockSession("run-editor"))
	expect(t, l, 200, "")
	owners := map[string]any{}
	for _, s := range list(l) {
		owners[s["name"].(string)] = s["owner"]
	}
	if fmt.Sprint(owners) != "map[run-editor:editor run-test:test]" || l.Field("max") != float64(32) {
		t.Fatalf("sessions: %s", l.Raw)
	}

	notOwner := func(session, owner string) string {
		return "session " + session + " belongs to " + owner +
			": only its owner or an Admin resets, saves, restores, ends it, moves its clock or reads its codes"
	}
	const adminOnly = "only an Admin resets, restores, moves the clock of or reads the codes of the shared default data; send X-Mock-Session to use data of your own"
	cases := []struct {
		who, tok, session string
		refusal           string // "" when every change is allowed
	}{
		// Refusals first: the resets below drop the accounts made in the session.
		{"test in editor's session", test, "run-editor", notOwner("run-editor", "editor")},
		{"the storefront's account in editor's session", front, "run-editor", notOwner("run-editor", "editor")},
		{"editor in test's session", editor, "run-test", notOwner("run-test", "test")},
		{"editor in the default data", editor, "", adminOnly},
		{"test in the default data", test, "", adminOnly},
		{"editor, the owner", editor, "run-editor", ""},
		{"test, the owner", test, "run-test", ""},
		{"admin in editor's session", admin, "run-editor", ""},
		{"admin in the default data", admin, "", ""},
	}
	for _, tc := range cases {
		for op, r := range e.mockChanges(t, tc.tok, tc.session) {
			switch {
			case tc.refusal == "" || (op == "save" && tc.session == ""): // anyone saves the default data
				expect(t, r, 200, "")
			default:
				expect(t, r, 403, tc.refusal)
				if r.Str("field") != "X-Mock-Session" {
					t.Errorf("%s, %s: field %q", tc.who, op, r.Str("field"))
				}
			}
		}
	}

	// Ending: the owner or an Admin, then the session is gone.
	end := func(tok, session string) Res {
		return e.Do(t, "POST", "/api/__mock/session/end", nil, token(tok), mockSession(session))
	}
	expect(t, end(test, "run-editor"), 403, notOwner("run-editor", "editor"))
	expect(t, end(editor, "run-test"), 403, notOwner("run-test", "test"))
	r := end(editor, "run-editor")
	expect(t, r, 200, "")
	if r.Str("session") != "run-editor" {
		t.Fatalf("end: %s", r.Raw)
	}
	expect(t, end(admin, "run-test"), 200, "")
	expect(t, end(admin, "run-test"), 404, "no mock session is named run-test")
	expect(t, e.Do(t, "POST", "/api/__mock/session/end", nil, token(admin)), 400, "name the session to end with X-Mock-Session")
	if l := e.Do(t, "GET", "/api/__mock/sessions", nil, token(test)); len(list(l)) != 0 {
		t.Fatalf("ended sessions still listed: %s", l.Raw)
	}
	// An ended session's name starts again from the sample data, owned by its next caller.
	e.levelNames(t, test, mockSession("run-editor"))
	expect(t, end(test, "run-editor"), 200, "")
}

// TestMockResetForgetsStaff: an account a reset or a restore removes is signed out at once,
// not kept alive by the cache of staff rows (its next request is a 401, not a 500).
func TestMockResetForgetsStaff(t *testing.T) {
	e := newEnv(t, "mock", mockStore(), options{})
	admin, _ := e.login(t, "admin", "password-1")
	// The account's row is cached by its request (the personal centre's own operations forget
	// the cache), within the cache's life: the scenario's clock stands still.
	cached := func(tok string, opts ...opt) {
		t.Helper()
		expect(t, e.Do(t, "GET", "/api/shop/admin/info", nil, append([]opt{token(tok)}, opts...)...), 200, "")
	}
	edit := func(tok string, opts ...opt) Res {
		return e.Do(t, "POST", "/api/personalCenter/doEdit", map[string]any{"email": "temp@shop.example"}, append([]opt{token(tok)}, opts...)...)
	}
	// In a session: an account made there, then the session reset.
	temp := e.sessionAccount(t, admin, "forget", "temp", "Temp", "read:system")
	cached(temp, mockSession("forget"))
	expect(t, e.Do(t, "POST", "/api/__mock/reset", nil, token(admin), mockSession("forget")), 200, "")
	expect(t, edit(temp, mockSession("forget")), 401, "token invalid")

	// In the default data: an account made there, then a state without it restored.
	expect(t, e.Do(t, "POST", "/api/__mock/snapshot", map[string]any{"name": "without-temp"}, token(admin)), 200, "")
	temp2 := e.signedIn(t, "temp2")
	cached(temp2.token)
	expect(t, e.Do(t, "POST", "/api/__mock/restore", map[string]any{"name": "without-temp"}, token(admin)), 200, "")
	expect(t, edit(temp2.token), 401, "token invalid")
	temp3 := e.signedIn(t, "temp3")
	cached(temp3.token)
	expect(t, e.Do(t, "POST", "/api/__mock/reset", nil, token(admin)), 200, "")
	expect(t, edit(temp3.token), 401, "token invalid")
}
