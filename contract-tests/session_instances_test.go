package contracttests

import (
	"testing"
	"time"
)

// TestLogoutEveryInstance: two servers over one store, each with its own caches, as
// instances behind a load balancer run over one Postgres database. A sign-out on either
// ends the sign-in's access token on the other at its very next request, though the other
// holds the staff row cached (the test clock stands still, so its cache never ages); an
// expired access token still names the sign-in it ends.
func TestLogoutEveryInstance(t *testing.T) {
	for _, name := range []string{"postgres", "mock"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			var store backend = mockStore()
			if name == "postgres" {
				store = openPostgres(t)
			}
			a := newEnv(t, name, store, options{})
			b := newEnv(t, name, store, options{clock: a.Clock})
			a.staff(t, "hana", "password-1")
			const info, logout, refresh = "/api/shop/admin/info", "/api/logout", "/api/refreshToken"
			cases := []struct {
				name     string
				signIn   *Env // where the sign-in is made and its token used first
				signOut  *Env
				expired  bool // the access token has expired when it signs out
				byCookie bool // sign out with the cookie instead of the token
			}{
				{name: "token on A, refused on B", signIn: b, signOut: a},
				{name: "cookie on B, refused on A", signIn: a, signOut: b, byCookie: true},
				{name: "expired token on B", signIn: a, signOut: b, expired: true},
			}
			for _, tc := range cases {
				t.Run(tc.name, func(t *testing.T) {
					tok, ck := tc.signIn.login(t, "hana", "password-1")
					expect(t, tc.signIn.Do(t, "GET", info, nil, token(tok)), 200, "")
					if tc.expired {
						a.Clock.Advance(accessTTL + time.Minute)
						expect(t, tc.signIn.Do(t, "GET", info, nil, token(tok)), 402, "token expired")
					}
					how := token(tok)
					if tc.byCookie {
						how = cookie(ck)
					}
					expect(t, tc.signOut.Do(t, "GET", logout, nil, how), 200, "")
					if !tc.expired {
						expect(t, tc.signIn.Do(t, "GET", info, nil, token(tok)), 402, "token ended: its sign-in was closed")
					}
					expect(t, tc.signIn.Do(t, "GET", refresh, nil, cookie(ck)), 401, "")
				})
			}
		})
	}
}
