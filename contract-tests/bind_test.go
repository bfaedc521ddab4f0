package contracttests

import (
	"fmt"
	"testing"
	"time"
)

// The directory's first store and the number its codes go to (server/bind/directory.go).
const (
	bindStoreCode   = "WD100001"
	bindStoreMobile = "13800138001"
)

// bindOps calls the bind operations as the holder of tok, in English.
func bindOps(t *testing.T, e *Env, tok string) func(method, path string, body any) Res {
	return func(method, path string, body any) Res {
		t.Helper()
		return e.Do(t, method, "/api/admin/bindStore/"+path, body, token(tok), lang("en"))
	}
}

// wrongCode answers a six-digit code other than code.
func wrongCode(t *testing.T, code string) string {
	return fmt.Sprintf("%06d", (mustAtoi(t, code)+1)%1_000_000)
}

func TestBindStore(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		do := bindOps(t, e, e.shopAdmin(t))
		// Not bound to start with (the sample data binds nothing).
		r := do("GET", "detail", nil)
		expect(t, r, 200, "")
		if r.Field("bound") != false || r.Str("storeCode") != "" {
			t.Fatalf("bound at start: %s", r.Raw)
		}
		expect(t, do("POST", "unbind", nil), 409, "the shop is not bound to a distribution store")

		// The code goes to the store's number, masked in the answer, through the sign-in sender.
		r = do("POST", "sendCode", map[string]any{"storeCode": bindStoreCode})
		expect(t, r, 200, "")
		if r.Str("mobile") != "138****8001" || num(r, "expiresIn") != 300 || num(r, "resendIn") != 60 {
			t.Fatalf("sent: %s", r.Raw)
		}
		code := e.SMS.Last(bindStoreMobile)
		if len(code) != 6 {
			t.Fatalf("sent code %q", code)
		}
		// A binding code signs no one in.
		expect(t, e.Do(t, "POST", "/api/shop/smsLogin", map[string]string{"mobile": bindStoreMobile, "code": code}), 401, "")

		e.Clock.Advance(time.Minute)
		r = do("POST", "bind", map[string]any{"storeCode": bindStoreCode, "code": code})
		expect(t, r, 200, "")
		if r.Field("bound") != true || r.Str("storeCode") != bindStoreCode || r.Str("storeName") != "杭州西湖微店分销店" ||
			r.Str("boundBy") != "shopadmin" || !e.timeIs(r.Str("boundAt"), e.Clock.Now()) {
			t.Fatalf("bound: %s", r.Raw)
		}
		read := do("GET", "detail", nil)
		for _, f := range []string{"storeCode", "storeName", "boundAt", "boundBy"} {
			if read.Str(f) != r.Str(f) {
				t.Errorf("detail %s = %q, bind answered %q", f, read.Str(f), r.Str(f))
			}
		}

		// Bound already: 409, before any code is looked at.
		expect(t, do("POST", "bind", map[string]any{"storeCode": "WD100002", "code": "123456"}), 409,
			"the shop is bound to a distribution store already: unbind it first")

		r = do("POST", "unbind", nil)
		expect(t, r, 200, "")
		if r.Field("bound") != false {
			t.Fatalf("unbound: %s", r.Raw)
		}
		expect(t, do("GET", "detail", nil), 200, "")
		if do("GET", "detail", nil).Field("bound") != false {
			t.Fatal("still bound after unbind")
		}
		expect(t, do("POST", "unbind", nil), 409, "")
		// The code was used up by the binding.
		expect(t, do("POST", "bind", map[string]any{"storeCode": bindStoreCode, "code": code}), 400,
			"code: the verification code is incorrect")
	})
}

func TestBindStoreCodes(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		tok := e.shopAdmin(t)
		do := bindOps(t, e, tok)
		expect(t, do("POST", "sendCode", map[string]any{"storeCode": bindStoreCode}), 200, "")
		code := e.SMS.Last(bindStoreMobile)

		// Wrong: a 400 on code; the right code still works after it.
		r := do("POST", "bind", map[string]any{"storeCode": bindStoreCode, "code": wrongCode(t, code)})
		expect(t, r, 400, "code: the verification code is incorrect")
		if r.Str("field") != "code" {
			t.Errorf("wrong code: field %q", r.Str("field"))
		}
		r = e.Do(t, "POST", "/api/admin/bindStore/bind", map[string]any{"storeCode": bindStoreCode, "code": wrongCode(t, code)},
			token(tok), lang("zh"))
		expect(t, r, 400, "code：验证码不正确，请检查后重试")

		// Throttled within the interval: another code only after 60 s.
		e.Clock.Advance(20 * time.Second)
		r = do("POST", "sendCode", map[string]any{"storeCode": bindStoreCode})
		expect(t, r, 429, "a code was sent to this number, try again in 40 seconds")
		if r.Field("retryAfter") != float64(40) {
			t.Errorf("retryAfter %v", r.Field("retryAfter"))
		}

		// Expired after 5 minutes: a 400 on code saying so (the clock moves, nothing sleeps).
		e.Clock.Advance(5 * time.Minute)
		r = do("POST", "bind", map[string]any{"storeCode": bindStoreCode, "code": code})
		expect(t, r, 400, "code: the verification code has expired, send a new one")
		if r.Str("field") != "code" {
			t.Errorf("expired code: field %q", r.Str("field"))
		}
		expect(t, do("GET", "detail", nil), 200, "")

		// A sign-in code of the number does not bind.
		e.smsStaff(t, "owner", bindStoreMobile, "Editor")
		expect(t, e.Do(t, "POST", "/api/shop/smsCode", map[string]string{"mobile": bindStoreMobile}), 200, "")
		expect(t, do("POST", "bind", map[string]any{"storeCode": bindStoreCode, "code": e.SMS.Last(bindStoreMobile)}), 400, "")
	})
}

func TestBindStoreThrottled(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		do := bindOps(t, e, e.shopAdmin(t))
		expect(t, do("POST", "sendCode", map[string]any{"storeCode": bindStoreCode}), 200, "")
		code := e.SMS.Last(bindStoreMobile)
		// Five wrong codes (the sign-in throttle's count), then even the right one waits.
		for range 5 {
			expect(t, do("POST", "bind", map[string]any{"storeCode": bindStoreCode, "code": wrongCode(t, code)}), 400, "")
		}
		r := do("POST", "bind", map[string]any{"storeCode": bindStoreCode, "code": code})
		expect(t, r, 429, "too many wrong verification codes, try again in 900 seconds")
		if r.Field("retryAfter") != float64(900) {
			t.Errorf("retryAfter %v", r.Field("retryAfter"))
		}
		// After the window a fresh code binds (the fifth wrong one used the first up).
		e.Clock.Advance(15 * time.Minute)
		tok, _ := e.login(t, "shopadmin", "password-1") // the access token outlived
		do = bindOps(t, e, tok)
		expect(t, do("POST", "bind", map[string]any{"storeCode": bindStoreCode, "code": code}), 400, "")
		expect(t, do("POST", "sendCode", map[string]any{"storeCode": bindStoreCode}), 200, "")
		expect(t, do("POST", "bind", map[string]any{"storeCode": bindStoreCode, "code": e.SMS.Last(bindStoreMobile)}), 200, "")
	})
}

func TestBindStoreCodeRefusedAndAccess(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		do := bindOps(t, e, e.shopAdmin(t))
		for _, c := range []struct {
			code, msg string
		}{
			{"wd100001", ""},
			{"WD1", ""},
			{"WD-100001", ""},
			{"ZZ999999", "storeCode: there is no distribution store with the code ZZ999999"},
		} {
			for _, path := range []string{"sendCode", "bind"} {
				r := do("POST", path, map[string]any{"storeCode": c.code, "code": "123456"})
				if r.Status != 400 || r.Str("field") != "storeCode" || (c.msg != "" && r.Msg != c.msg) {
					t.Errorf("%s %s: %d %q field %q", path, c.code, r.Status, r.Msg, r.Str("field"))
				}
			}
		}
		r := do("POST", "bind", map[string]any{"storeCode": bindStoreCode, "code": "12ab56"})
		if r.Status != 400 || r.Str("field") != "code" {
			t.Errorf("malformed code: %d field %q", r.Status, r.Str("field"))
		}

		// Auditors read the binding; only operators bind.
		e.staff(t, "auditor", "password-1", "Test")
		tok, _ := e.login(t, "auditor", "password-1")
		audit := bindOps(t, e, tok)
		expect(t, audit("GET", "detail", nil), 200, "")
		expect(t, audit("POST", "sendCode", map[string]any{"storeCode": bindStoreCode}), 403, "")
		expect(t, audit("POST", "unbind", nil), 403, "")
	})
	eachBackendWith(t, options{smsOff: true}, func(t *testing.T, e *Env) {
		do := bindOps(t, e, e.shopAdmin(t))
		expect(t, do("POST", "sendCode", map[string]any{"storeCode": bindStoreCode}), 503, "SMS verification codes are not configured")
	})
}
