package contracttests

import (
	"regexp"
	"testing"
	"time"
)

// TestMockSMSOutbox: each data set has an SMS outbox of its own, read by its owner or an
// Admin (the default data's by an Admin): a run reads the codes sent in its session and no
// other's, newest first, with their purpose; a reset empties it.
func TestMockSMSOutbox(t *testing.T) {
	e := newEnv(t, "mock", mockStore(), options{})
	admin, _ := e.login(t, "admin", "password-1")
	editor, _ := e.login(t, "editor", "password-1")
	const adminMobile, editorMobile = "13816882001", "15921886302"
	a, b := mockSession("sms-a"), mockSession("sms-b")
	sms := func(tok string, query string, opts ...opt) Res {
		return e.Do(t, "GET", "/api/__mock/sms"+query, nil, append([]opt{token(tok)}, opts...)...)
	}
	expect(t, sms(editor, "", a), 200, "") // editor's session
	expect(t, sms(admin, "", b), 200, "")  // admin's

	send := func(mobile string, session opt) {
		t.Helper()
		expect(t, e.Do(t, "POST", "/api/shop/smsCode", map[string]string{"mobile": mobile}, session), 200, "")
	}
	send(adminMobile, a)
	e.Clock.Advance(time.Second)
	send(editorMobile, a)
	r := sms(editor, "", a)
	expect(t, r, 200, "")
	codes := list(r)
	sixDigits := regexp.MustCompile(`^\d{6}$`)
	if len(codes) != 2 || codes[0]["mobile"] != editorMobile || codes[1]["mobile"] != adminMobile ||
		codes[0]["purpose"] != "signIn" || !sixDigits.MatchString(codes[1]["code"].(string)) ||
		codes[1]["sentAt"] != testStart.Format(time.RFC3339) {
		t.Fatalf("session a's codes: %s", r.Raw)
	}
	if only := list(sms(editor, "?mobile="+adminMobile, a)); len(only) != 1 || only[0]["code"] != codes[1]["code"] {
		t.Fatalf("a's codes to %s: %v", adminMobile, only)
	}
	// The code works in its session; no other data set saw it.
	login := e.Do(t, "POST", "/api/shop/smsLogin", map[string]string{"mobile": adminMobile, "code": codes[1]["code"].(string)}, a)
	expect(t, login, 200, "")
	if got := list(sms(admin, "", b)); len(got) != 0 {
		t.Fatalf("session b reads a's codes: %v", got)
	}
	if got := list(sms(admin, "")); len(got) != 0 || e.SMS.Last(adminMobile) != "" {
		t.Fatalf("the default data reads a's codes: %v", got)
	}

	// A distribution store's binding code, with its purpose.
	expect(t, e.Do(t, "POST", "/api/admin/bindStore/sendCode", map[string]any{"storeCode": bindStoreCode}, token(admin), b), 200, "")
	if got := list(sms(admin, "?mobile="+bindStoreMobile, b)); len(got) != 1 || got[0]["purpose"] != "bind" {
		t.Fatalf("binding code: %v", got)
	}

	test, _ := e.login(t, "test", "password-1")
	expect(t, sms(test, "", a), 403, "session sms-a belongs to editor: only its owner or an Admin resets, saves, restores, ends it, moves its clock or reads its codes")
	expect(t, sms(editor, "", b), 403, "")
	expect(t, sms(editor, ""), 403, "")
	expect(t, sms(admin, "", a), 200, "")

	expect(t, e.Do(t, "POST", "/api/__mock/reset", nil, token(editor), a), 200, "")
	if got := list(sms(editor, "", a)); len(got) != 0 {
		t.Fatalf("a reset kept the codes: %v", got)
	}
}

// TestMockSMSOff: without an SMS sender there is no outbox to read.
func TestMockSMSOff(t *testing.T) {
	e := newEnv(t, "mock", mockStore(), options{smsOff: true})
	admin, _ := e.login(t, "admin", "password-1")
	expect(t, e.Do(t, "GET", "/api/__mock/sms", nil, token(admin)), 503, "SMS verification codes are not configured")
	expect(t, e.Do(t, "GET", "/api/__mock/sms", nil, token(admin), mockSession("no-sms")), 503, "")
}
