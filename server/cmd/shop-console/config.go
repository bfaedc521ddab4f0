package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/gofiber/fiber/v3"

	"shopconsole/mock"
	"shopconsole/server/app"
	"shopconsole/server/postgres"
	"shopconsole/server/session"
	"shopconsole/web"
)

type config struct {
	backend       string
	listen        string
	databaseURL   string
	tokenSecret   string
	loginRSA      string
	accessTTL     time.Duration
	refreshTTL    time.Duration
	registration  string
	sms           string
	secureCookie  bool
	adminPassword string
	logLevel      slog.Level
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
	fs.StringVar(&c.backend, "backend", or("SHOP_BACKEND", "mock"), "mock | postgres (env SHOP_BACKEND)")
	fs.StringVar(&c.listen, "listen", or("SHOP_LISTEN", ":10000"), "listen address (env SHOP_LISTEN)")
	fs.StringVar(&c.databaseURL, "database-url", or("DATABASE_URL", ""), "Postgres URL (env DATABASE_URL)")
	fs.StringVar(&c.tokenSecret, "token-secret", or("SHOP_TOKEN_SECRET", ""), "access-token signing secret, at least 32 bytes (env SHOP_TOKEN_SECRET)")
	fs.StringVar(&c.loginRSA, "login-rsa", or("SHOP_LOGIN_RSA", "off"), "RSA-encrypted sign-in: off | 1024 | 2048 (env SHOP_LOGIN_RSA)")
	fs.StringVar(&c.registration, "registration", or("SHOP_REGISTRATION", ""), "open | closed; default open on mock, closed on postgres (env SHOP_REGISTRATION)")
	fs.StringVar(&c.sms, "sms", or("SHOP_SMS", ""), "SMS sign-in codes: dev (logged, not sent) | off; default dev on mock, off on postgres (env SHOP_SMS)")
	fs.BoolVar(&c.secureCookie, "secure-cookie", or("SHOP_SECURE_COOKIE", "") == "true", "mark the refresh cookie Secure, behind TLS (env SHOP_SECURE_COOKIE=true)")
	fs.TextVar(&c.logLevel, "log-level", levelOr(env("SHOP_LOG_LEVEL")), "debug | info | warn | error; info logs every request (env SHOP_LOG_LEVEL)")
	access := fs.String("access-ttl", or("SHOP_ACCESS_TTL", "15m"), "access-token lifetime (env SHOP_ACCESS_TTL)")
	refresh := fs.String("refresh-ttl", or("SHOP_REFRESH_TTL", "168h"), "refresh-token lifetime (env SHOP_REFRESH_TTL)")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	c.adminPassword = env("SHOP_ADMIN_PASSWORD")
	var err error
	if c.accessTTL, err = time.ParseDuration(*access); err != nil {
		return c, fmt.Errorf("-access-ttl: %w", err)
	}
	if c.refreshTTL, err = time.ParseDuration(*refresh); err != nil {
		return c, fmt.Errorf("-refresh-ttl: %w", err)
	}
	switch c.backend {
	case "mock":
	case "postgres":
		if c.databaseURL == "" {
			return c, errors.New("-backend postgres needs -database-url (or DATABASE_URL)")
		}
		if c.tokenSecret == "" {
			return c, errors.New("-backend postgres needs -token-secret (or SHOP_TOKEN_SECRET), at least 32 bytes")
		}
	default:
		return c, fmt.Errorf("-backend %q: want mock or postgres", c.backend)
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
		sc.SMS = &mock.SMS{Logger: logger}
	default:
		sc.SMS = session.LogSender{Logger: logger}
	}
	switch {
	case c.loginRSA == "off":
	case mockServer:
		// The console sends clear credentials to the mock (spec §7), so no key is offered.
		logger.Warn("login RSA is not used with the mock backend", "login-rsa", c.loginRSA)
	default:
		bits := map[string]int{"1024": 1024, "2048": 2048}[c.loginRSA]
		key, err := session.NewLoginKey(bits)
		if err != nil {
			return app.Config{}, err
		}
		sc.LoginKey = key
	}
	return app.Config{
		Session: sc, SecureCookie: c.secureCookie, Web: web.Console(), Logger: logger, PruneEvery: 10 * time.Minute,
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
	db, err := postgres.Open(ctx, c.databaseURL)
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
