package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/gofiber/fiber/v3"

	"shopconsole/mock"
	"shopconsole/server/app"
	"shopconsole/server/metrics"
	"shopconsole/server/mockctl"
	"shopconsole/server/postgres"
	"shopconsole/server/session"
	"shopconsole/web"
)

type config struct {
	backend       string
	listen        string
	databaseURL   string
	dbSchema      string
	tokenSecret   string
	loginRSA      string
	accessTTL     time.Duration
	refreshTTL    time.Duration
	jobsEvery     time.Duration
	registration  string
	sms           string
	secureCookie  bool
	adminPassword string
	logLevel      slog.Level
	// requestTimeout bounds a request's work; db bounds Postgres calls (see postgres.Timeouts).
	requestTimeout time.Duration
	// countCap is how many matches a filtered list counts (app.Config.CountCap).
	countCap int
	db       postgres.Timeouts
	dev      devFlags
	cors     app.CORS
	blobs    blobConfig
	edge     edgeFlags
}

// parseConfig reads flags, each defaulting to an environment variable.
func parseConfig(args []string, env func(string) string) (config, error) {
	or := func(key, def string) string {
		if v := env(key); v != "" {
			return v
		}
		return def
	}
	var c config
	fs := flag.NewFlagSet("shop-console", flag.ContinueOnError)
	fs.Usage = func() { usage(fs.Output(), fs) }
	fs.StringVar(&c.backend, "backend", or("SHOP_BACKEND", "mock"), "mock | postgres (env SHOP_BACKEND)")
	fs.StringVar(&c.listen, "listen", or("SHOP_LISTEN", ":10000"), "listen address (env SHOP_LISTEN)")
	fs.StringVar(&c.databaseURL, "database-url", or("DATABASE_URL", ""), "Postgres URL (env DATABASE_URL)")
	fs.StringVar(&c.dbSchema, "database-schema", or("SHOP_DATABASE_SCHEMA", ""), "keep the console's tables in this Postgres schema, created when missing; default the URL's search path (env SHOP_DATABASE_SCHEMA)")
	fs.StringVar(&c.tokenSecret, "token-secret", or("SHOP_TOKEN_SECRET", ""), "access-token signing secret: 32+ bytes, not a pattern or words, e.g. from openssl rand -hex 32 (env SHOP_TOKEN_SECRET)")
	fs.StringVar(&c.loginRSA, "login-rsa", or("SHOP_LOGIN_RSA", "off"), "RSA-encrypted sign-in: off | 1024 | 2048 (env SHOP_LOGIN_RSA)")
	fs.StringVar(&c.registration, "registration", or("SHOP_REGISTRATION", ""), "open | closed; default open on mock, closed on postgres (env SHOP_REGISTRATION)")
	fs.StringVar(&c.sms, "sms", or("SHOP_SMS", ""), "SMS sign-in codes: dev (logged, not sent) | off; default dev on mock, off on postgres (env SHOP_SMS)")
	fs.BoolVar(&c.secureCookie, "secure-cookie", or("SHOP_SECURE_COOKIE", "") == "true", "mark the refresh cookie Secure, behind TLS (env SHOP_SECURE_COOKIE=true)")
	fs.TextVar(&c.logLevel, "log-level", levelOr(env("SHOP_LOG_LEVEL")), "debug | info | warn | error; info logs every request (env SHOP_LOG_LEVEL)")
	countCap := fs.String("count-cap", or("SHOP_COUNT_CAP", strconv.Itoa(app.DefaultCountCap)),
		"how many matches a filtered list counts before it answers \"that many or more\"; count=exact counts them all (env SHOP_COUNT_CAP)")
	c.dev.register(fs, or)
	c.blobs.flags(fs, or)
	c.edge.register(fs, or)
	durations := []struct {
		flag, env, def, usage string
		into                  *time.Duration
	}{
		{"access-ttl", "SHOP_ACCESS_TTL", "15m", "access-token lifetime", &c.accessTTL},
		{"refresh-ttl", "SHOP_REFRESH_TTL", "168h", "refresh-token lifetime", &c.refreshTTL},
		{"jobs-every", "SHOP_JOBS_EVERY", "1m", "how often the timed jobs run (closing unpaid orders, settlement, ...)", &c.jobsEvery},
		{"request-timeout", "SHOP_REQUEST_TIMEOUT", "5s", "deadline of a request's work; a store that does not answer by then gives 503", &c.requestTimeout},
		{"db-statement-timeout", "SHOP_DB_STATEMENT_TIMEOUT", "4s", "Postgres statement_timeout; 0 leaves the server's", &c.db.Statement},
		{"db-lock-timeout", "SHOP_DB_LOCK_TIMEOUT", "3s", "Postgres lock_timeout; 0 leaves the server's", &c.db.Lock},
		{"db-idle-tx-timeout", "SHOP_DB_IDLE_TX_TIMEOUT", "30s", "Postgres idle_in_transaction_session_timeout; 0 leaves the server's", &c.db.IdleInTransaction},
		{"db-connect-timeout", "SHOP_DB_CONNECT_TIMEOUT", "3s", "bound on opening a Postgres connection; 0 is none", &c.db.Connect},
	}
	texts := make([]*string, len(durations))
	for i, d := range durations {
		texts[i] = fs.String(d.flag, or(d.env, d.def), d.usage+" (env "+d.env+")")
	}
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if fs.NArg() > 0 {
		var b strings.Builder
		fmt.Fprintf(&b, "shop-console: unknown command %q; the commands are:\n", fs.Arg(0))
		listCommands(&b)
		b.WriteString("(without a command it serves; shop-console --help lists its flags)")
		return c, errors.New(b.String())
	}
	c.adminPassword = env("SHOP_ADMIN_PASSWORD")
	for i, d := range durations {
		v, err := time.ParseDuration(*texts[i])
		if err != nil || v < 0 {
			return c, fmt.Errorf("-%s %q: want a duration such as 5s", d.flag, *texts[i])
		}
		*d.into = v
	}
	if n, err := strconv.Atoi(strings.TrimSpace(*countCap)); err != nil || n < 1 {
		return c, fmt.Errorf("-count-cap %q: want a number of matches above 0, such as %d", *countCap, app.DefaultCountCap)
	} else {
		c.countCap = n
	}
	if c.requestTimeout == 0 {
		return c, errors.New("-request-timeout must be above 0")
	}
	if err := c.edge.parse(); err != nil {
		return c, err
	}
	switch c.backend {
	case "mock":
	case "postgres":
		if c.databaseURL == "" {
			return c, errors.New("-backend postgres needs -database-url (or DATABASE_URL)")
		}
		if c.tokenSecret == "" {
			return c, errors.New("-backend postgres needs -token-secret (or SHOP_TOKEN_SECRET); " + session.MakeSecret)
		}
	default:
		return c, fmt.Errorf("-backend %q: want mock or postgres", c.backend)
	}
	if c.tokenSecret != "" {
		if err := session.CheckSecret(c.tokenSecret); err != nil {
			return c, fmt.Errorf("-token-secret (or SHOP_TOKEN_SECRET) is refused: %w; %s", err, session.MakeSecret)
		}
	}
	if c.registration == "" {
		c.registration = map[string]string{"mock": "open", "postgres": "closed"}[c.backend]
	}
	if c.registration != "open" && c.registration != "closed" {
		return c, fmt.Errorf("-registration %q: want open or closed", c.registration)
	}
	if c.sms == "" {
		c.sms = map[string]string{"mock": "dev", "postgres": "off"}[c.backend]
	}
	if c.sms != "dev" && c.sms != "off" {
		return c, fmt.Errorf("-sms %q: want dev or off", c.sms)
	}
	var err error
	if c.cors, err = parseCORS(c.dev.corsOrigins, c.backend); err != nil {
		return c, err
	}
	if err := c.dev.parseMock(); err != nil {
		return c, err
	}
	if err := c.blobs.check(c.backend); err != nil {
		return c, err
	}
	if c.loginRSA != "off" && c.loginRSA != "1024" && c.loginRSA != "2048" {
		return c, fmt.Errorf("-login-rsa %q: want off, 1024 or 2048", c.loginRSA)
	}
	return c, nil
}

func levelOr(s string) slog.Level {
	var l slog.Level
	if l.UnmarshalText([]byte(s)) != nil {
		return slog.LevelInfo
	}
	return l
}

func (c config) appConfig(logger *slog.Logger) (app.Config, error) {
	secret := c.tokenSecret
	if secret == "" {
		b := make([]byte, 32)
		_, _ = rand.Read(b)
		secret = hex.EncodeToString(b)
		logger.Warn("no token secret configured: generated one for this run; tokens do not survive a restart",
			"hint", "set SHOP_TOKEN_SECRET")
	}
	mockServer := c.backend == "mock"
	sc := session.Config{
		Secret: []byte(secret), AccessTTL: c.accessTTL, RefreshTTL: c.refreshTTL,
		DemoPasswords: mockServer, MockServer: mockServer, Registration: c.registration == "open",
	}
	if mockServer {
		sc.Social = mock.Social{}
	}
	switch {
	case c.sms == "off":
	case mockServer:
		sc.SMS = &mock.SMS{Logger: logger, Outbox: session.Outbox(c.dev.smsOutbox)}
	default:
		sc.SMS = session.LogSender{Logger: logger, Outbox: session.Outbox(c.dev.smsOutbox)}
	}
	switch {
	case c.loginRSA == "off":
	case mockServer:
		// The console sends clear credentials to the mock, so no key is offered.
		logger.Warn("login RSA is not used with the mock backend", "login-rsa", c.loginRSA)
	default:
		bits := map[string]int{"1024": 1024, "2048": 2048}[c.loginRSA]
		key, err := session.NewLoginKey(bits)
		if err != nil {
			return app.Config{}, err
		}
		sc.LoginKey = key
	}
	var settings *mockctl.Settings
	if mockServer {
		var err error
		if settings, err = mockctl.NewSettings(c.dev.mock); err != nil {
			return app.Config{}, err
		}
	} else if c.dev.mock != (mockctl.Values{}) {
		logger.Warn("-mock-latency and -mock-faults apply to the mock backend only: ignored")
	}
	return app.Config{
		Mock: settings, ValidateResponses: c.dev.validateResponses, Metrics: c.metrics(), Session: sc, SecureCookie: c.secureCookie, Web: web.Console(), APIDocs: web.APIDocs(), Logger: logger, PruneEvery: 10 * time.Minute, OrderJobsEvery: c.jobsEvery,
		RequestTimeout: c.requestTimeout, CountCap: c.countCap, CORS: c.cors, Edge: c.edge.edge,
	}, nil
}

func openBackend(ctx context.Context, c config, logger *slog.Logger) (app.Backend, func(), error) {
	if c.backend == "mock" {
		var names []string
		for _, s := range mock.SampleStaff {
			names = append(names, s.Username)
		}
		logger.Info("mock backend: sample accounts accept any password of 6+ characters", "accounts", strings.Join(names, ", "))
		return mock.New(), func() {}, nil
	}
	if c.db.Statement >= c.requestTimeout {
		logger.Warn("the statement timeout is not below the request timeout: a slow query ends at the request deadline, dropping its connection",
			"db-statement-timeout", c.db.Statement, "request-timeout", c.requestTimeout)
	}
	db, err := postgres.OpenWith(ctx, c.databaseURL, postgres.Options{Schema: c.dbSchema, Timeouts: c.db})
	if err != nil {
		return nil, nil, err
	}
	if err := postgres.EnsureAdmin(ctx, db, c.adminPassword, logger); err != nil {
		db.Close()
		return nil, nil, err
	}
	return db, db.Close, nil
}

func listenConfig() fiber.ListenConfig {
	return fiber.ListenConfig{DisableStartupMessage: true}
}

// metrics is the Prometheus registry of --metrics (nil when off).
func (c *config) metrics() *metrics.Metrics {
	if !c.dev.metrics {
		return nil
	}
	return metrics.New()
}
