package contracttests

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"shopconsole/server/session"
)

func TestLogin(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		// Names of this run's own: a shared server keeps throttling failed names for a while.
		alice, nobody := "alice."+uniq(), "nobody."+uniq()
		e.staff(t, alice, "correct-horse", "Editor")
		for _, path := range []string{"/api/shop/login", "/api/login"} {
			r := e.Do(t, "POST", path, map[string]string{"username": alice, "password": "correct-horse"})
			expect(t, r, 200, "success")
			if r.Str("token") == "" {
				t.Fatalf("%s: no token", path)
			}
			c := r.Cookie()
			if c == nil || !c.HttpOnly || c.Path != "/api" || c.SameSite != http.SameSiteStrictMode {
				t.Fatalf("%s: refresh cookie %+v, want httpOnly, path /api, SameSite strict", path, c)
			}
		}
		r := e.Do(t, "POST", "/api/shop/login", map[string]string{"username": alice, "password": "wrong-horse"})
		expect(t, r, 401, "account or password incorrect")
		r = e.Do(t, "POST", "/api/shop/login", map[string]string{"username": nobody, "password": "whatever"})
		expect(t, r, 401, "account or password incorrect")
		r = e.Do(t, "POST", "/api/shop/login", map[string]string{"username": nobody, "password": "whatever"}, lang("zh-CN"))
		expect(t, r, 401, "账号或密码不正确")
	})
}

// The mock's sample accounts sign in with any password (of 6 characters or more).
func TestMockSampleAccounts(t *testing.T) {
	e := newEnv(t, "mock", mockStore(), options{})
	for _, name := range []string{"admin", "editor", "test"} {
		tok, _ := e.login(t, name, "any-password")
		r := e.Do(t, "GET", "/api/shop/admin/info", nil, token(tok))
		expect(t, r, 200, "")
		if r.Str("username") != name {
			t.Errorf("info of %s says %q", name, r.Str("username"))
		}
	}
}

func TestLoginValidation(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		cases := []struct {
			name, body, field, msg string
		}{
			{"empty username", `{"username":"  ","password":"123456"}`, "username", "username cannot be empty"},
			{"short password", `{"username":"admin","password":"12345"}`, "password", "password cannot be fewer than 6 characters"},
			{"wrong type", `{"username":5,"password":"123456"}`, "username", "username must be of type string"},
			{"too long", `{"username":"` + strings.Repeat("x", 65) + `","password":"123456"}`, "username", "username must be at most 64 characters"},
			{"not json", `{"username":`, "body", "the request body is not valid JSON"},
			{"encrypted without key", `{"encrypted":"AAAA"}`, "encrypted", "encrypted cannot be decrypted"},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				r := e.Do(t, "POST", "/api/shop/login", nil, rawBody(c.body))
				expect(t, r, 400, c.msg)
				if r.Str("field") != c.field {
					t.Errorf("field %q, want %q", r.Str("field"), c.field)
				}
			})
		}
	})
}

func TestUserInfo(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		e.staff(t, "both", "password-1", "Admin", "Editor")
		tok, _ := e.login(t, "both", "password-1")
		for _, path := range []string{"/api/shop/admin/info", "/api/userInfo"} {
			r := e.Do(t, "GET", path, nil, token(tok))
			expect(t, r, 200, "")
			var info struct {
				Username    string
				Roles       []string
				Permissions []string
			}
			b, _ := json.Marshal(r.Data)
			_ = json.Unmarshal(b, &info)
			if info.Username != "both" || !slices.Equal(info.Roles, []string{"Admin", "Editor"}) {
				t.Errorf("%s: %+v", path, info)
			}
			// The union of both roles' permissions (Admin's system codes, Editor's shop codes), each once.
			once := slices.Clone(info.Permissions)
			slices.Sort(once)
			if len(slices.Compact(once)) != len(info.Permissions) || !slices.Contains(info.Permissions, "delete:system") || !slices.Contains(info.Permissions, "shop:user:write") {
				t.Errorf("%s: permissions %v", path, info.Permissions)
			}
		}
		expect(t, e.Do(t, "GET", "/api/shop/admin/info", nil), 401, "token not obtained")
		expect(t, e.Do(t, "GET", "/api/shop/admin/info", nil, token("not.a.token")), 401, "token invalid")
		expect(t, e.Do(t, "GET", "/api/shop/admin/info", nil, header("Authorization", "Basic abc")), 401, "token invalid")
	})
}

func TestThrottling(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		e.staff(t, "bob", "right-password")
		bad := map[string]string{"username": "bob", "password": "wrong-password"}
		for range session.MaxLoginFailures {
			expect(t, e.Do(t, "POST", "/api/shop/login", bad), 401, "")
		}
		e.Clock.Advance(time.Minute)
		// Now even the right password is refused until the window passes.
		r := e.Do(t, "POST", "/api/shop/login", map[string]string{"username": "bob", "password": "right-password"})
		// 840 seconds left of the window (a few seconds less on a running server whose clock
		// ran on while the failures were sent).
		wait, _ := r.Field("retryAfter").(float64)
		if e.Remote != nil && wait >= 830 && wait < 840 {
			wait = 840
		}
		expect(t, r, 429, fmt.Sprintf("too many failed sign-ins, try again in %v seconds", r.Field("retryAfter")))
		if wait != 840 || r.Header.Get("Retry-After") != fmt.Sprint(r.Field("retryAfter")) {
			t.Errorf("retry after %v / header %q, want 840", r.Field("retryAfter"), r.Header.Get("Retry-After"))
		}
		// Another account from the same address is not affected.
		e.staff(t, "carol", "right-password")
		e.login(t, "carol", "right-password")

		e.Clock.Advance(14 * time.Minute)
		e.login(t, "bob", "right-password")
		assertLogged(t, e, "bob", "attack")
		assertLogged(t, e, "bob", "login failure")
		assertLogged(t, e, "bob", "login success")
	})
}

func TestExpiryRefreshRetry(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		e.staff(t, "dave", "password-1")
		tok, ck := e.login(t, "dave", "password-1")
		e.Clock.Advance(accessTTL + time.Second)
		expect(t, e.Do(t, "GET", "/api/shop/admin/info", nil, token(tok)), 402, "token expired")

		r := e.Do(t, "GET", "/api/refreshToken", nil, cookie(ck))
		expect(t, r, 200, "")
		next := r.Cookie()
		if next == nil || next.Value == ck.Value {
			t.Fatal("refresh did not rotate the cookie")
		}
		r = e.Do(t, "GET", "/api/shop/admin/info", nil, token(r.Str("token")))
		expect(t, r, 200, "")
		if r.Str("username") != "dave" {
			t.Errorf("retried info says %q", r.Str("username"))
		}
		expect(t, e.Do(t, "GET", "/api/refreshToken", nil), 401, "refresh token not obtained, please sign in again")
		// Past the refresh token's life, which its cookie tells (24 hours in-process).
		e.Clock.Advance(time.Duration(next.MaxAge)*time.Second + time.Hour)
		expect(t, e.Do(t, "GET", "/api/refreshToken", nil, cookie(next)), 401, "refresh token invalid, please sign in again")
	})
}

func TestRefreshReuseRevokesFamily(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		e.staff(t, "erin", "password-1")
		_, first := e.login(t, "erin", "password-1")
		rotated := e.Do(t, "GET", "/api/refreshToken", nil, cookie(first))
		second := rotated.Cookie()
		// The first token shows up again: someone else holds it.
		r := e.Do(t, "GET", "/api/refreshToken", nil, cookie(first))
		expect(t, r, 401, "refresh token was already used; every token of this sign-in is revoked")
		expect(t, e.Do(t, "GET", "/api/shop/admin/info", nil, token(rotated.Str("token"))), 402, "token ended: its sign-in was closed")
		expect(t, e.Do(t, "GET", "/api/refreshToken", nil, cookie(second)), 401, "refresh token invalid, please sign in again")
		assertLogged(t, e, "erin", "attack")
	})
}

func TestLogout(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		e.staff(t, "frank", "password-1")
		tok, ck := e.login(t, "frank", "password-1")
		otherTok, otherCk := e.login(t, "frank", "password-1") // a second device
		expect(t, e.Do(t, "GET", "/api/shop/admin/info", nil, token(tok)), 200, "")
		r := e.Do(t, "GET", "/api/logout", nil, cookie(ck))
		expect(t, r, 200, "")
		if c := r.Cookie(); c == nil || c.MaxAge >= 0 {
			t.Errorf("logout does not clear the cookie: %+v", c)
		}
		expect(t, e.Do(t, "GET", "/api/refreshToken", nil, cookie(ck)), 401, "")
		// The signed-out access token ends at once, not when it expires.
		expect(t, e.Do(t, "GET", "/api/shop/admin/info", nil, token(tok)), 402, "token ended: its sign-in was closed")
		// The other device is sent to refresh, and its sign-in still refreshes.
		expect(t, e.Do(t, "GET", "/api/shop/admin/info", nil, token(otherTok)), 402, "token ended: its sign-in was closed")
		r = e.Do(t, "GET", "/api/refreshToken", nil, cookie(otherCk))
		expect(t, r, 200, "")
		expect(t, e.Do(t, "GET", "/api/shop/admin/info", nil, token(r.Str("token"))), 200, "")
		expect(t, e.Do(t, "GET", "/api/shop/admin/info", nil, token(tok)), 402, "")
		// Signing out twice, or without a cookie, is harmless.
		expect(t, e.Do(t, "GET", "/api/logout", nil, cookie(ck)), 200, "")
		expect(t, e.Do(t, "GET", "/api/logout", nil), 200, "")
		assertLogged(t, e, "frank", "success")
	})
}

// TestLogoutWithToken: signing out with the access token alone (as a client without the
// cookie does) ends its sign-in at once: the token answers 402 at the next request, and
// the sign-in's refresh token is revoked; another sign-in of the same staff member
// refreshes and carries on. Both credentials end both sign-ins.
func TestLogoutWithToken(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		e.staff(t, "gail", "password-1")
		tok, ck := e.login(t, "gail", "password-1")
		otherTok, otherCk := e.login(t, "gail", "password-1")
		expect(t, e.Do(t, "GET", "/api/shop/admin/info", nil, token(tok)), 200, "")
		expect(t, e.Do(t, "GET", "/api/logout", nil, token(tok)), 200, "")
		expect(t, e.Do(t, "GET", "/api/shop/admin/info", nil, token(tok)), 402, "token ended: its sign-in was closed")
		expect(t, e.Do(t, "GET", "/api/refreshToken", nil, cookie(ck)), 401, "refresh token invalid, please sign in again")
		// The other device is sent to refresh, and its sign-in still refreshes.
		expect(t, e.Do(t, "GET", "/api/shop/admin/info", nil, token(otherTok)), 402, "")
		r := e.Do(t, "GET", "/api/refreshToken", nil, cookie(otherCk))
		expect(t, r, 200, "")
		otherTok, otherCk = r.Str("token"), r.Cookie()
		expect(t, e.Do(t, "GET", "/api/shop/admin/info", nil, token(otherTok)), 200, "")
		// A second sign-out with the ended token changes nothing for the other sign-in.
		expect(t, e.Do(t, "GET", "/api/logout", nil, token(tok)), 200, "")
		expect(t, e.Do(t, "GET", "/api/shop/admin/info", nil, token(otherTok)), 200, "")
		// A forged token ends nothing.
		expect(t, e.Do(t, "GET", "/api/logout", nil, token(otherTok[:len(otherTok)-4]+"AAAA")), 200, "")
		expect(t, e.Do(t, "GET", "/api/shop/admin/info", nil, token(otherTok)), 200, "")
		// Both credentials of a third sign-in: it ends, token and refresh token alike.
		thirdTok, thirdCk := e.login(t, "gail", "password-1")
		expect(t, e.Do(t, "GET", "/api/logout", nil, token(thirdTok), cookie(thirdCk)), 200, "")
		expect(t, e.Do(t, "GET", "/api/shop/admin/info", nil, token(thirdTok)), 402, "token ended: its sign-in was closed")
		expect(t, e.Do(t, "GET", "/api/refreshToken", nil, cookie(thirdCk)), 401, "")
		expect(t, e.Do(t, "GET", "/api/refreshToken", nil, cookie(otherCk)), 200, "")
	})
}

func TestRSALogin(t *testing.T) {
	for _, bits := range []int{1024, 2048} {
		t.Run(map[int]string{1024: "1024", 2048: "2048"}[bits], func(t *testing.T) {
			eachBackendWith(t, options{rsaBits: bits}, func(t *testing.T, e *Env) {
				e.staff(t, "gina", "password-1")
				r := e.Do(t, "GET", "/api/publicKey", nil)
				expect(t, r, 200, "")
				pub := parsePEM(t, r.Str("publicKey"))
				if pub.Size()*8 != bits {
					t.Fatalf("key of %d bits, want %d", pub.Size()*8, bits)
				}
				expect(t, e.Do(t, "POST", "/api/shop/login", map[string]string{"username": "gina", "password": "password-1"}),
					400, "credentials must be encrypted with the public key")
				// A long password spans several chunks.
				for _, pw := range []string{"password-1", strings.Repeat("p", 300)} {
					if pw != "password-1" {
						e.staff(t, "long", pw)
					}
					user := map[bool]string{true: "gina", false: "long"}[pw == "password-1"]
					plain, _ := json.Marshal(map[string]string{"username": user, "password": pw})
					enc, err := session.EncryptChunks(pub, plain)
					if err != nil {
						t.Fatal(err)
					}
					r = e.Do(t, "POST", "/api/shop/login", map[string]string{"encrypted": enc})
					expect(t, r, 200, "")
				}
				expect(t, e.Do(t, "POST", "/api/shop/login", map[string]string{"encrypted": "bm90IHJzYQ=="}), 400, "encrypted cannot be decrypted")
				// Decrypted credentials follow the text rules of clear ones.
				plain, _ := json.Marshal(map[string]string{"username": "gi\x00na", "password": "password-1"})
				enc, err := session.EncryptChunks(pub, plain)
				if err != nil {
					t.Fatal(err)
				}
				r = e.Do(t, "POST", "/api/shop/login", map[string]string{"encrypted": enc})
				expect(t, r, 400, "username must not contain control characters")
			})
		})
	}
}

func TestPublicKeyWithoutRSA(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		r := e.Do(t, "GET", "/api/publicKey", nil)
		expect(t, r, 200, "")
		if r.Str("publicKey") != "" || r.Field("mockServer") != (e.Name == "mock") {
			t.Errorf("publicKey %q mockServer %v on %s", r.Str("publicKey"), r.Field("mockServer"), e.Name)
		}
	})
}

func TestExpireTokenProbe(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		e.staff(t, "hank", "password-1")
		tok, _ := e.login(t, "hank", "password-1")
		e.Clock.Advance(1200 * time.Millisecond)
		r := e.Do(t, "GET", "/api/expireToken", nil, token(tok))
		expect(t, r, 200, "")
		// A running server's clock runs on between the requests.
		if age, _ := r.Field("ageMs").(float64); age != 1200 && (e.Remote == nil || age < 1200 || age > 1200+float64(clockSkew.Milliseconds())) {
			t.Errorf("ageMs %v, want 1200", r.Field("ageMs"))
		}
		e.Clock.Advance(4 * time.Second)
		expect(t, e.Do(t, "GET", "/api/expireToken", nil, token(tok)), 402, "token expired")
	})
}

func TestSocialLogin(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		st := e.staff(t, "ivy", "password-1", "Editor")
		if err := e.Store.LinkSocial(context.Background(), st.ID, "github", "ivy-gh"); err != nil {
			t.Fatal(err)
		}
		r := e.Do(t, "POST", "/api/socialLogin", map[string]string{"platform": "github", "code": "good-ivy-gh"})
		expect(t, r, 200, "")
		info := e.Do(t, "GET", "/api/shop/admin/info", nil, token(r.Str("token")))
		if info.Str("username") != "ivy" {
			t.Errorf("social login signed in %q", info.Str("username"))
		}
		expect(t, e.Do(t, "POST", "/api/socialLogin", map[string]string{"platform": "github", "code": "bad"}), 401, "social login failed: code is not valid")
		expect(t, e.Do(t, "POST", "/api/socialLogin", map[string]string{"platform": "github", "code": "good-stranger"}), 401, "this social account is not linked to a staff account")
		r = e.Do(t, "POST", "/api/socialLogin", map[string]string{"platform": "github"})
		expect(t, r, 400, "code is required")
	})
	eachBackendWith(t, options{noSocial: true}, func(t *testing.T, e *Env) {
		expect(t, e.Do(t, "POST", "/api/socialLogin", map[string]string{"code": "x"}), 503, "social login is not configured")
	})
}

func TestRegister(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		r := e.Do(t, "POST", "/api/register", map[string]string{"username": "newbie", "password": "password-1", "email": "n@shop.example"})
		expect(t, r, 200, "")
		info := e.Do(t, "GET", "/api/shop/admin/info", nil, token(r.Str("token")))
		expect(t, info, 200, "")
		if roles, _ := info.Field("roles").([]any); info.Str("username") != "newbie" || len(roles) != 0 {
			t.Errorf("registered account: %s", info.Raw)
		}
		e.login(t, "newbie", "password-1")
		r = e.Do(t, "POST", "/api/register", map[string]string{"username": "NEWBIE", "password": "password-2"})
		expect(t, r, 409, "username NEWBIE is already taken")
		r = e.Do(t, "POST", "/api/register", map[string]string{"username": "a b", "password": "password-2"})
		expect(t, r, 400, "username has the wrong format")
		r = e.Do(t, "POST", "/api/register", map[string]string{"username": "okname", "password": "password-2", "email": "nope"})
		expect(t, r, 400, "email is not a valid email")
		assertLogged(t, e, "newbie", "success")
	})
	eachBackendWith(t, options{closedRegistration: true}, func(t *testing.T, e *Env) {
		r := e.Do(t, "POST", "/api/register", map[string]string{"username": "newbie", "password": "password-1"})
		expect(t, r, 403, "registration is closed on this server")
	})
}

func TestUnknownOperation(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		expect(t, e.Do(t, "GET", "/api/no/such/thing", nil), 404, "no such operation: GET /api/no/such/thing")
		r := e.Do(t, "DELETE", "/api/shop/login", nil)
		expect(t, r, 405, "/api/shop/login does not accept DELETE")
		if r.Header.Get("Allow") != "POST" {
			t.Errorf("Allow %q", r.Header.Get("Allow"))
		}
	})
}

// assertLogged fails unless the system log has a line for account with result.
func assertLogged(t *testing.T, e *Env, account, result string) {
	t.Helper()
	if e.Remote != nil {
		e.Remote.assertLogged(t, e, account, result)
		return
	}
	entries, err := e.Store.SystemLog(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, en := range entries {
		if en.Account == account && en.Result == result {
			return
		}
	}
	t.Errorf("system log has no %q line for %s; it has %d lines", result, account, len(entries))
}

// Two tabs refreshing with one cookie at once: exactly one wins, and since the loser
// presents a used token the family is revoked (the console queues refreshes to avoid it).
func TestConcurrentRefreshHasOneWinner(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		e.staff(t, "jill", "password-1")
		_, ck := e.login(t, "jill", "password-1")
		const n = 8
		statuses := make(chan int, n)
		var wg sync.WaitGroup
		for range n {
			wg.Go(func() { statuses <- e.Do(t, "GET", "/api/refreshToken", nil, cookie(ck)).Status })
		}
		wg.Wait()
		close(statuses)
		wins := 0
		for s := range statuses {
			if s == 200 {
				wins++
			} else if s != 401 {
				t.Errorf("status %d", s)
			}
		}
		if wins != 1 {
			t.Errorf("%d concurrent refreshes succeeded, want exactly 1", wins)
		}
	})
}

// Expired refresh tokens and old sign-in failures are deleted; live ones stay.
func TestPruneSessions(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		e.staff(t, "kate", "password-1")
		_, old := e.login(t, "kate", "password-1")
		e.Do(t, "POST", "/api/shop/login", map[string]string{"username": "ghost", "password": "wrong-password"})
		e.Clock.Advance(23 * time.Hour)
		_, fresh := e.login(t, "kate", "password-1")
		e.Clock.Advance(2 * time.Hour) // old has expired, fresh has not

		n, err := e.Store.PruneSessions(context.Background(), e.Clock.Now(), e.Clock.Now().Add(-session.FailureWindow))
		if err != nil {
			t.Fatal(err)
		}
		if n != 2 {
			t.Errorf("pruned %d rows, want the expired token and the old failure", n)
		}
		expect(t, e.Do(t, "GET", "/api/refreshToken", nil, cookie(old)), 401, "refresh token invalid, please sign in again")
		expect(t, e.Do(t, "GET", "/api/refreshToken", nil, cookie(fresh)), 200, "")
	})
}
