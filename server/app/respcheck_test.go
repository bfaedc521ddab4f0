package app

import (
	"bytes"
	"image"
	"image/png"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/gofiber/fiber/v3"

	"shopconsole/mock"
	"shopconsole/server/apperr"
	"shopconsole/server/contract"
	"shopconsole/server/session"
)

func TestCheckResponses(t *testing.T) {
	spec, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	png := pngBytes(t)
	file := func(contentType string, body []byte) fiber.Handler {
		return func(c fiber.Ctx) error {
			c.Set(fiber.HeaderContentType, contentType)
			return c.Send(body)
		}
	}
	cases := []struct {
		name    string
		handler fiber.Handler
		warn    string // "" when the answer keeps the contract
		path    string // the notice list when empty
	}{
		{"a list that is not a list", func(c fiber.Ctx) error {
			return c.JSON(fiber.Map{"code": 200, "msg": "ok", "data": fiber.Map{"list": "wrong", "total": 0}})
		}, `"operation":"GetShopNoticeList"`, ""},
		{"an error without its message", func(c fiber.Ctx) error {
			return c.Status(500).JSON(fiber.Map{"code": 500, "data": nil})
		}, `"status":500`, ""},
		{"a right answer", func(c fiber.Ctx) error {
			return c.JSON(fiber.Map{"code": 200, "msg": "ok", "data": fiber.Map{"list": []any{}, "total": 0}})
		}, "", ""},
		{"an error rendered as the envelope", func(fiber.Ctx) error {
			return apperr.New(401, "auth.tokenInvalid")
		}, "", ""},
		{"text for a picture", file("image/png", []byte("a picture, honest")), `"operation":"PictureFile"`, "/api/pictures/file"},
		{"a picture", file("image/png", png), "", "/api/pictures/file"},
		{"a text file for a workbook", file(contract.XLSX, []byte("a,b\n1,2\n")), `not a file of type ` + contract.XLSX, "/api/admin/stats/goodsExport"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var logs bytes.Buffer
			logger := slog.New(slog.NewJSONHandler(&logs, nil))
			a := fiber.New(fiber.Config{ErrorHandler: errorHandler(logger, func(error) bool { return false })})
			a.Use(checkResponses(spec, logger))
			path := tc.path
			if path == "" {
				path = "/api/shop/notice/getList"
			}
			a.Get(path, tc.handler)
			resp, err := a.Test(httptest.NewRequest("GET", path+"?id=1", nil))
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			got := logs.String()
			if tc.warn == "" {
				if strings.Contains(got, "breaks the contract") {
					t.Fatalf("a right answer was flagged:\n%s", got)
				}
				return
			}
			if !strings.Contains(got, `"level":"WARN"`) || !strings.Contains(got, "response breaks the contract") || !strings.Contains(got, tc.warn) {
				t.Fatalf("want a warning with %s, got:\n%s", tc.warn, got)
			}
		})
	}
}

func pngBytes(t *testing.T) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 2, 2))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestCheckResponsesInApp: the app's own answers, errors included, raise no warning.
func TestCheckResponsesInApp(t *testing.T) {
	var logs bytes.Buffer
	logger := slog.New(slog.NewJSONHandler(&logs, &slog.HandlerOptions{Level: slog.LevelWarn}))
	a, err := New(t.Context(), mock.NewAt(time.Date(2026, 11, 21, 0, 0, 0, 0, time.UTC)), Config{
		Session:           session.Config{Secret: []byte(strings.Repeat("s", 32)), MockServer: true, DemoPasswords: true},
		Logger:            logger,
		ValidateResponses: true,
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{"/api/publicKey", "/api/shop/notice/getList", "/api/router/getList"} {
		resp, err := a.Test(httptest.NewRequest("GET", path, nil))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
	}
	login := httptest.NewRequest("POST", "/api/shop/login", strings.NewReader(`{"username":"admin","password":"123456"}`))
	login.Header.Set("Content-Type", "application/json")
	resp, err := a.Test(login)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("login: %d", resp.StatusCode)
	}
	if logs.Len() > 0 {
		t.Fatalf("warnings for the app's own answers:\n%s", logs.String())
	}
}
