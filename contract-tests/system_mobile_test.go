package contracttests

import (
	"testing"
	"time"
)

type mobileRow struct {
	ID       int64  `json:"id"`
	Username string `json:"username"`
	Mobile   string `json:"mobile"`
}

// smsSignIn signs in by SMS code and answers who it signed in as ("" when no code came).
func (e *Env) smsSignIn(t *testing.T, mobile string) string {
	t.Helper()
	e.Clock.Advance(61 * time.Second) // past the 60-second rule of an earlier code
	before := e.SMS.Last(mobile)
	expect(t, e.Do(t, "POST", "/api/shop/smsCode", map[string]string{"mobile": mobile}), 200, "")
	code := e.SMS.Last(mobile)
	if code == "" || code == before { // no new code: the number belongs to nobody
		return ""
	}
	r := e.Do(t, "POST", "/api/shop/smsLogin", map[string]string{"mobile": mobile, "code": code})
	expect(t, r, 200, "success")
	return e.Do(t, "GET", "/api/shop/admin/info", nil, token(r.Str("token"))).Str("username")
}

func TestStaffMobileAdministration(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.signedIn(t, "boss", "Admin")
		edit := func(body map[string]any) Res {
			return e.write(t, boss, "/api/userManagement/doEdit", body)
		}

		r := edit(map[string]any{"username": "mia", "password": "initial-1", "roles": []string{"Editor"}, "mobile": "13911112222"})
		expect(t, r, 200, "saved successfully")
		mia := decode[mobileRow](t, r.Data)
		if mia.Mobile != "13911112222" {
			t.Fatalf("created %s", r.Raw)
		}
		list := decode[page[mobileRow]](t, e.Do(t, "GET", "/api/userManagement/getList?mobile=139111", nil, token(boss.token)).Data)
		if list.Total != 1 || list.List[0].ID != mia.ID || list.List[0].Mobile != "13911112222" {
			t.Errorf("filter by mobile: %+v", list)
		}
		if got := e.smsSignIn(t, "13911112222"); got != "mia" {
			t.Errorf("SMS sign-in with the number set by an administrator: %q", got)
		}

		// Another staff member cannot take the number, on create or on update; nothing is saved.
		r = edit(map[string]any{"username": "leo", "password": "initial-1", "mobile": "13911112222"})
		expect(t, r, 409, "mobile number 13911112222 is already used by another staff member")
		if r.Str("field") != "mobile" {
			t.Errorf("conflict field %q", r.Str("field"))
		}
		leo := decode[mobileRow](t, edit(map[string]any{"username": "leo", "password": "initial-1"}).Data)
		if leo.Mobile != "" {
			t.Errorf("created without a mobile: %+v", leo)
		}
		expect(t, edit(map[string]any{"id": leo.ID, "username": "leo", "mobile": "13911112222"}), 409,
			"mobile number 13911112222 is already used by another staff member")

		// A malformed number is refused naming the field.
		for _, bad := range []string{"23911112222", "1391111222", "139111122223", "1391111222x"} {
			r = edit(map[string]any{"id": leo.ID, "username": "leo", "mobile": bad})
			expect(t, r, 400, "mobile has the wrong format")
			if r.Str("field") != "mobile" {
				t.Errorf("%s: field %q", bad, r.Str("field"))
			}
		}

		// Changing the number moves SMS sign-in to the new one; an update leaving it out keeps it.
		expect(t, edit(map[string]any{"id": mia.ID, "username": "mia", "mobile": "13922223333"}), 200, "")
		if got := e.smsSignIn(t, "13922223333"); got != "mia" {
			t.Errorf("SMS sign-in with the changed number: %q", got)
		}
		if got := e.smsSignIn(t, "13911112222"); got != "" {
			t.Errorf("the old number still signs in as %q", got)
		}
		r = edit(map[string]any{"id": mia.ID, "username": "mia", "email": "mia@shop.example"})
		if decode[mobileRow](t, r.Data).Mobile != "13922223333" {
			t.Errorf("update without mobile lost it: %s", r.Raw)
		}

		// An empty string clears it, and the number is free for someone else.
		r = edit(map[string]any{"id": mia.ID, "username": "mia", "mobile": ""})
		expect(t, r, 200, "")
		if decode[mobileRow](t, r.Data).Mobile != "" {
			t.Errorf("cleared: %s", r.Raw)
		}
		expect(t, edit(map[string]any{"id": leo.ID, "username": "leo", "mobile": "13922223333"}), 200, "")
		if got := e.smsSignIn(t, "13922223333"); got != "leo" {
			t.Errorf("SMS sign-in after the number moved to leo: %q", got)
		}
	})
}

func TestPersonalCentreMobile(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		me := e.signedIn(t, "self.serve", "Editor")
		other := e.signedIn(t, "someone.else", "Editor")
		expect(t, e.write(t, other, "/api/personalCenter/doEdit", map[string]any{"mobile": "13700001111"}), 200, "")

		r := e.Do(t, "GET", "/api/personalCenter/getInfo", nil, token(me.token))
		if r.Str("mobile") != "" {
			t.Errorf("profile without a mobile: %s", r.Raw)
		}
		r = e.write(t, me, "/api/personalCenter/doEdit", map[string]any{"mobile": "13700001111"})
		expect(t, r, 409, "mobile number 13700001111 is already used by another staff member")
		if r.Str("field") != "mobile" {
			t.Errorf("conflict field %q", r.Str("field"))
		}
		r = e.write(t, me, "/api/personalCenter/doEdit", map[string]any{"mobile": "0137000011"})
		expect(t, r, 400, "mobile has the wrong format")

		r = e.write(t, me, "/api/personalCenter/doEdit", map[string]any{"mobile": "13700002222"})
		expect(t, r, 200, "saved successfully")
		if r.Str("mobile") != "13700002222" {
			t.Errorf("edited %s", r.Raw)
		}
		if got := e.Do(t, "GET", "/api/personalCenter/getInfo", nil, token(me.token)).Str("mobile"); got != "13700002222" {
			t.Errorf("profile mobile %q", got)
		}
		if got := e.smsSignIn(t, "13700002222"); got != "self.serve" {
			t.Errorf("SMS sign-in with the number set in the personal centre: %q", got)
		}
	})
}
