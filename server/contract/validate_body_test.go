package contract

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"

	"shopconsole/server/apperr"
)

// A body that cannot be read as its media type is refused naming the body, in the words of
// that type: a form is not called JSON.
func TestUnreadableBody(t *testing.T) {
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		method, path, contentType, body, key string
	}{
		{"POST", "/api/admin/order/batchShip", "multipart/form-data; boundary=x", "--x\r\n\r\n--x--\r\n", "http.badForm"},
		{"POST", "/api/admin/album/upload", "multipart/form-data; boundary=x", "--x\r\nno headers\r\n--x", "http.badForm"},
		{"POST", "/api/roleManagement/doEdit", "application/json", `{"role":`, "http.badJSON"},
	}
	for _, tc := range cases {
		op, ok := c.Find(tc.method, tc.path)
		if !ok {
			t.Fatalf("no operation %s %s", tc.method, tc.path)
		}
		req, _ := http.NewRequest(tc.method, "http://localhost"+tc.path, strings.NewReader(tc.body))
		req.Header.Set("Content-Type", tc.contentType)
		var ae *apperr.Error
		if err := op.ValidateRequest(context.Background(), req); !errors.As(err, &ae) || ae.Key != tc.key || ae.Field != "body" {
			t.Errorf("%s with %q: %v, want 400 %s on body", tc.path, tc.body, err, tc.key)
		}
	}
}
