package app

import (
	"context"
	"errors"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/gofiber/fiber/v3"

	"shopconsole/server/apperr"
	"shopconsole/server/kernel"
)

// TestCounting: the request's lists count up to the cap, or every match with count=exact;
// an exact count that runs out of the request's time answers that the filter should be
// narrowed, and any other failure stays as it was.
func TestCounting(t *testing.T) {
	slow := errors.New("store: deadline passed")
	for _, c := range []struct {
		name, method, target string
		timeout              time.Duration
		fail                 error
		wantCap              int
		wantErr              string
	}{
		{"capped", "GET", "/x?status=paid", time.Second, nil, 50, ""},
		{"exact asked", "GET", "/x?count=exact", time.Second, nil, 0, ""},
		{"another value is no ask", "GET", "/x?count=all", time.Second, nil, 50, ""},
		{"only reads ask", "POST", "/x?count=exact", time.Second, nil, 50, ""},
		{"an exact count out of time", "GET", "/x?count=exact", time.Millisecond, slow, 0, "list.countTooLong"},
		{"a capped count out of time stays the store's", "GET", "/x", time.Millisecond, slow, 50, "store: deadline passed"},
		{"a refusal stays", "GET", "/x?count=exact", time.Millisecond, apperr.New(400, "x.bad"), 0, "x.bad"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var gotCap int
			var gotErr error
			a := fiber.New(fiber.Config{ErrorHandler: func(_ fiber.Ctx, err error) error { gotErr = err; return nil }})
			a.Use(deadline(c.timeout), counting(50))
			a.All("/x", func(ctx fiber.Ctx) error {
				gotCap = kernel.PageOf(ctx.Context(), nil, nil).Cap
				if c.fail != nil {
					<-ctx.Context().Done()
					return c.fail
				}
				return nil
			})
			res, err := a.Test(httptest.NewRequestWithContext(context.Background(), c.method, c.target, nil))
			if err != nil {
				t.Fatal(err)
			}
			_ = res.Body.Close()
			if gotCap != c.wantCap {
				t.Errorf("cap %d, want %d", gotCap, c.wantCap)
			}
			switch e, ok := apperr.As(gotErr); {
			case c.wantErr == "" && gotErr != nil:
				t.Errorf("error %v, want none", gotErr)
			case c.wantErr == "":
			case ok && e.Key == c.wantErr && (e.Key != "list.countTooLong" || e.Status == 503):
			case !ok && gotErr != nil && gotErr.Error() == c.wantErr:
			default:
				t.Errorf("error %v, want %s", gotErr, c.wantErr)
			}
		})
	}
}
