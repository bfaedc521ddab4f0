package main

import (
	"log/slog"
	"strings"
	"testing"
	"time"

	"shopconsole/server/app"
)

// testSecret is a token secret as `openssl rand -hex 32` makes one.
const testSecret = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"

func TestParseConfig(t *testing.T) {
	env := func(vars map[string]string) func(string) string {
		return func(k string) string { return vars[k] }
	}
	cases := []struct {
		name    string
		args    []string
		env     map[string]string
		wantErr string
		check   func(t *testing.T, c config)
	}{
		{name: "defaults", check: func(t *testing.T, c config) {
			if c.backend != "mock" || c.listen != ":10000" || c.loginRSA != "off" || c.registration != "open" || c.accessTTL != 15*time.Minute {
				t.Errorf("defaults: %+v", c)
			}
		}},
		{name: "env", env: map[string]string{"SHOP_LISTEN": "127.0.0.1:9", "SHOP_LOGIN_RSA": "2048"}, check: func(t *testing.T, c config) {
			if c.listen != "127.0.0.1:9" || c.loginRSA != "2048" {
				t.Errorf("env ignored: %+v", c)
			}
		}},
		{name: "log level", args: []string{"-log-level", "warn"}, check: func(t *testing.T, c config) {
			if c.logLevel != slog.LevelWarn {
				t.Errorf("log level %v", c.logLevel)
			}
		}},
		{name: "count cap", env: map[string]string{"SHOP_COUNT_CAP": "250"}, check: func(t *testing.T, c config) {
			if c.countCap != 250 {
				t.Errorf("count cap %d", c.countCap)
			}
		}},
		{name: "default count cap", check: func(t *testing.T, c config) {
			if c.countCap != app.DefaultCountCap {
				t.Errorf("count cap %d", c.countCap)
			}
		}},
		{name: "bad count cap", args: []string{"-count-cap", "0"}, wantErr: "-count-cap \"0\": want a number of matches above 0"},
		{name: "bad log level", args: []string{"-log-level", "loud"}, wantErr: "-log-level"},
		{name: "flag beats env", args: []string{"-listen", ":1"}, env: map[string]string{"SHOP_LISTEN": ":2"}, check: func(t *testing.T, c config) {
			if c.listen != ":1" {
				t.Errorf("listen %q", c.listen)
			}
		}},
		{name: "postgres closes registration", args: []string{"-backend", "postgres", "-database-url", "postgres://x", "-token-secret", testSecret},
			check: func(t *testing.T, c config) {
				if c.registration != "closed" {
					t.Errorf("registration %q", c.registration)
				}
			}},
		{name: "postgres without url", args: []string{"-backend", "postgres"}, wantErr: "needs -database-url"},
		{name: "postgres without secret", args: []string{"-backend", "postgres", "-database-url", "postgres://x"}, wantErr: "needs -token-secret"},
		{name: "weak secret", args: []string{"-token-secret", strings.Repeat("a", 48)}, wantErr: "-token-secret (or SHOP_TOKEN_SECRET) is refused: it holds only 1 different characters"},
		{name: "weak secret from env", env: map[string]string{"SHOP_TOKEN_SECRET": "password1234567890123456789012345"}, wantErr: "too easy to guess"},
		{name: "short secret", args: []string{"-token-secret", "s"}, wantErr: "1 bytes long"},
		{name: "strong secret", env: map[string]string{"SHOP_TOKEN_SECRET": testSecret}, check: func(t *testing.T, c config) {
			if c.tokenSecret != testSecret {
				t.Errorf("secret %q", c.tokenSecret)
			}
		}},
		{name: "edge defaults", check: func(t *testing.T, c config) {
			want := app.Edge{HeaderTimeout: 10 * time.Second, BodyRate: 64 << 10, WriteTimeout: time.Minute, IdleTimeout: time.Minute, MaxConns: 4096}
			if c.edge.edge != want {
				t.Errorf("edge %+v, want %+v", c.edge.edge, want)
			}
		}},
		{name: "edge from env and flags", args: []string{"-max-conns", "100", "-body-min-rate", "1MiB/s"},
			env: map[string]string{"SHOP_HEADER_TIMEOUT": "3s", "SHOP_IDLE_TIMEOUT": "5s", "SHOP_WRITE_TIMEOUT": "7s", "SHOP_MAX_CONNS": "9"},
			check: func(t *testing.T, c config) {
				want := app.Edge{HeaderTimeout: 3 * time.Second, BodyRate: 1 << 20, WriteTimeout: 7 * time.Second, IdleTimeout: 5 * time.Second, MaxConns: 100}
				if c.edge.edge != want {
					t.Errorf("edge %+v, want %+v", c.edge.edge, want)
				}
			}},
		{name: "no header timeout", args: []string{"-header-timeout", "0"}, wantErr: "-header-timeout"},
		{name: "bad rate", args: []string{"-body-min-rate", "fast"}, wantErr: "-body-min-rate"},
		{name: "no connections", args: []string{"-max-conns", "0"}, wantErr: "-max-conns"},
		{name: "unknown backend", args: []string{"-backend", "mysql"}, wantErr: `-backend "mysql"`},
		{name: "bad rsa", args: []string{"-login-rsa", "4096"}, wantErr: "-login-rsa"},
		{name: "bad ttl", args: []string{"-access-ttl", "soon"}, wantErr: "-access-ttl"},
		{name: "timeouts default", check: func(t *testing.T, c config) {
			if c.requestTimeout != 5*time.Second || c.db.Statement != 4*time.Second || c.db.Lock != 3*time.Second ||
				c.db.IdleInTransaction != 30*time.Second || c.db.Connect != 3*time.Second {
				t.Errorf("timeouts: %v %+v", c.requestTimeout, c.db)
			}
		}},
		{name: "timeouts from env and flags", args: []string{"-db-statement-timeout", "0"},
			env: map[string]string{"SHOP_REQUEST_TIMEOUT": "1500ms", "SHOP_DB_CONNECT_TIMEOUT": "1s"},
			check: func(t *testing.T, c config) {
				if c.requestTimeout != 1500*time.Millisecond || c.db.Statement != 0 || c.db.Connect != time.Second {
					t.Errorf("timeouts: %v %+v", c.requestTimeout, c.db)
				}
			}},
		{name: "bad timeout", args: []string{"-db-lock-timeout", "-1s"}, wantErr: "-db-lock-timeout"},
		{name: "no request timeout", args: []string{"-request-timeout", "0"}, wantErr: "-request-timeout"},
		{name: "bad registration", args: []string{"-registration", "maybe"}, wantErr: "-registration"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c, err := parseConfig(tc.args, env(tc.env))
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err %v, want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			tc.check(t, c)
		})
	}
}
