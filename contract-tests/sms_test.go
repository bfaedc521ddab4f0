package contracttests

import (
	"context"
	"fmt"
	mrand "math/rand/v2"
	"testing"
	"time"
)

// smsStaff creates an account with a mobile number on either backend.
func (e *Env) smsStaff(t *testing.T, username, mobile string, roles ...string) {
	t.Helper()
	if e.Remote != nil {
		expect(t, e.Do(t, "POST", "/api/userManagement/doEdit", map[string]any{"username": username, "password": "password-1",
			"roles": nonNil(roles), "mobile": mobile}, token(e.Remote.token)), 200, "")
		return
	}
	st := e.staff(t, username, "password-1", roles...)
	if err := e.Store.SetStaffMobile(context.Background(), st.ID, mobile); err != nil {
		t.Fatalf("set mobile: %v", err)
	}
}

func TestSMSLogin(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		// Numbers of the scenario's own: a shared server keeps their throttles a while.
		mobile := smsMobile()
		e.smsStaff(t, "mia", mobile, "Editor")
		expect(t, e.Do(t, "POST", "/api/shop/smsCode", map[string]string{"mobile": mobile}), 200, "success")
		code := e.SMS.Last(mobile)
		if len(code) != 6 {
			t.Fatalf("sent code %q, want six digits", code)
		}
		r := e.Do(t, "POST", "/api/shop/smsLogin", map[string]string{"mobile": mobile, "code": code})
		expect(t, r, 200, "success")
		c := r.Cookie()
		if r.Str("token") == "" || c == nil || !c.HttpOnly {
			t.Fatalf("sms login: token %q cookie %+v", r.Str("token"), c)
		}
		info := e.Do(t, "GET", "/api/shop/admin/info", nil, token(r.Str("token")))
		if info.Str("username") != "mia" {
			t.Errorf("signed in as %q", info.Str("username"))
		}
		// A code works once.
		expect(t, e.Do(t, "POST", "/api/shop/smsLogin", map[string]string{"mobile": mobile, "code": code}),
			401, "verification code incorrect or expired")
		assertLogged(t, e, "mia", "login success")
	})
}

func TestSMSCodeThrottleAndExpiry(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		// Numbers of the scenario's own: a shared server keeps their throttles a while.
		mobile, nobody := smsMobile(), smsMobile()
		e.smsStaff(t, "mia", mobile, "Editor")
		expect(t, e.Do(t, "POST", "/api/shop/smsCode", map[string]string{"mobile": mobile}), 200, "")
		first := e.SMS.Last(mobile)

		e.Clock.Advance(20 * time.Second)
		r := e.Do(t, "POST", "/api/shop/smsCode", map[string]string{"mobile": mobile})
		expect(t, r, 429, "a code was sent to this number, try again in 40 seconds")
		if r.Field("retryAfter") != float64(40) {
			t.Errorf("retryAfter %v, want 40", r.Field("retryAfter"))
		}
		// An unknown number is throttled alike, and answers 200 otherwise: nothing to probe.
		expect(t, e.Do(t, "POST", "/api/shop/smsCode", map[string]string{"mobile": nobody}), 200, "success")
		expect(t, e.Do(t, "POST", "/api/shop/smsCode", map[string]string{"mobile": nobody}), 429, "")
		if e.SMS.Last(nobody) != "" {
			t.Error("a code was sent to a number that belongs to nobody")
		}

		// After 60 s a new code replaces the first.
		e.Clock.Advance(40 * time.Second)
		expect(t, e.Do(t, "POST", "/api/shop/smsCode", map[string]string{"mobile": mobile}), 200, "")
		second := e.SMS.Last(mobile)
		if first != second {
			expect(t, e.Do(t, "POST", "/api/shop/smsLogin", map[string]string{"mobile": mobile, "code": first}), 401, "")
		}
		// Valid for 5 minutes.
		e.Clock.Advance(5*time.Minute + time.Second)
		expect(t, e.Do(t, "POST", "/api/shop/smsLogin", map[string]string{"mobile": mobile, "code": second}),
			401, "verification code incorrect or expired")
	})
}

func TestSMSWrongCodesInvalidate(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		// Numbers of the scenario's own: a shared server keeps their throttles a while.
		mobile := smsMobile()
		e.smsStaff(t, "mia", mobile, "Editor")
		expect(t, e.Do(t, "POST", "/api/shop/smsCode", map[string]string{"mobile": mobile}), 200, "")
		code := e.SMS.Last(mobile)
		wrong := fmt.Sprintf("%06d", (mustAtoi(t, code)+1)%1_000_000)
		for range 5 {
			expect(t, e.Do(t, "POST", "/api/shop/smsLogin", map[string]string{"mobile": mobile, "code": wrong}), 401, "")
		}
		// The fifth wrong code used it up: the right one no longer works.
		expect(t, e.Do(t, "POST", "/api/shop/smsLogin", map[string]string{"mobile": mobile, "code": code}),
			401, "verification code incorrect or expired")
		assertLogged(t, e, mobile, "login failure")
	})
}

func TestSMSValidationAndOff(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		for _, body := range []string{`{"mobile":"23911112222"}`, `{"mobile":"1391111222"}`, `{}`} {
			r := e.Do(t, "POST", "/api/shop/smsCode", nil, rawBody(body))
			expect(t, r, 400, "")
			if r.Str("field") != "mobile" {
				t.Errorf("%s: field %q", body, r.Str("field"))
			}
		}
		r := e.Do(t, "POST", "/api/shop/smsLogin", nil, rawBody(`{"mobile":"13911112222","code":"12ab56"}`))
		expect(t, r, 400, "")
		if r.Str("field") != "code" {
			t.Errorf("field %q, want code", r.Str("field"))
		}
	})
	eachBackendWith(t, options{smsOff: true}, func(t *testing.T, e *Env) {
		expect(t, e.Do(t, "POST", "/api/shop/smsCode", map[string]string{"mobile": "13911112222"}), 503, "SMS sign-in is not configured")
		expect(t, e.Do(t, "POST", "/api/shop/smsLogin", map[string]string{"mobile": "13911112222", "code": "123456"}), 503, "")
	})
}

// Two staff members never share a mobile number: the store refuses it (in-process, where
// the store is at hand), and so does the staff form.
func TestStaffMobileUnique(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		a := e.staff(t, "ann", "password-1")
		b := e.staff(t, "bob", "password-1")
		if e.Remote == nil {
			ctx := context.Background()
			if err := e.Store.SetStaffMobile(ctx, a.ID, "13911112222"); err != nil {
				t.Fatal(err)
			}
			if err := e.Store.SetStaffMobile(ctx, b.ID, "13911112222"); err == nil {
				t.Fatal("two staff members share a mobile number")
			}
		}
		boss := e.signedIn(t, "mobileboss", "Admin")
		expect(t, e.write(t, boss, "/api/userManagement/doEdit", map[string]any{"id": a.ID, "username": "ann", "mobile": "13911113333"}), 200, "")
		r := e.write(t, boss, "/api/userManagement/doEdit", map[string]any{"id": b.ID, "username": "bob", "mobile": "13911113333"})
		if r.Status != 409 || r.Str("field") != "mobile" {
			t.Fatalf("a second account with the mobile: %d %s", r.Status, r.Raw)
		}
	})
}

// smsMobile is a mainland mobile number of a scenario's own.
func smsMobile() string { return fmt.Sprintf("139%08d", mrand.IntN(100_000_000)) }

func mustAtoi(t *testing.T, s string) int {
	t.Helper()
	var n int
	if _, err := fmt.Sscanf(s, "%d", &n); err != nil {
		t.Fatal(err)
	}
	return n
}
