package contracttests

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"shopconsole/server/app"
	"shopconsole/server/contract"
	"shopconsole/server/pictures"
)

// TestEdgeOversizedRequests: a URL, a header or a head too large, and a body over its
// limit, are answered with their status in the envelope, before any sign-in, and logged at
// info; each answer is one the operation's contract allows (through its `default`).
func TestEdgeOversizedRequests(t *testing.T) {
	const en = "Accept-Language: en\r\n"
	long := func(n int) string { return strings.Repeat("a", n) }
	cases := []struct {
		name, method, path, head string // head: the header lines after Host
		status                   int
		msg, field               string
	}{
		{name: "URL over 8 KiB", method: "GET", path: "/api/shop/admin/info?q=" + long(9000), head: en,
			status: http.StatusRequestURITooLong, msg: "the request URL is too long: at most 8192 bytes"},
		// Past the head's 16 KiB nothing of it is read, the language neither.
		{name: "URL over the head", method: "GET", path: "/api/shop/admin/info?q=" + long(20000), head: en,
			status: http.StatusRequestURITooLong, msg: "请求地址过长：最多 8192 字节"},
		{name: "header over 8 KiB", method: "GET", path: "/api/shop/admin/info", head: en + "X-Big: " + long(9000) + "\r\n",
			status: http.StatusRequestHeaderFieldsTooLarge, msg: "the request header X-Big is too large: at most 8192 bytes each", field: "X-Big"},
		{name: "cookie over 8 KiB", method: "GET", path: "/api/refreshToken", head: en + "Cookie: shop_refresh=" + long(9000) + "\r\n",
			status: http.StatusRequestHeaderFieldsTooLarge, msg: "the request header Cookie is too large: at most 8192 bytes each", field: "Cookie"},
		{name: "head over 16 KiB", method: "GET", path: "/api/shop/admin/info",
			head:   en + "X-A: " + long(6000) + "\r\nX-B: " + long(6000) + "\r\nX-C: " + long(6000) + "\r\n",
			status: http.StatusRequestHeaderFieldsTooLarge, msg: "请求头过大：请求行与请求头合计最多 16384 字节"},
		{name: "JSON body over 1 MiB", method: "POST", path: "/api/shop/login",
			head:   en + "Content-Type: application/json\r\nContent-Length: " + strconv.Itoa(2<<20) + "\r\n",
			status: http.StatusRequestEntityTooLarge, msg: "the request body is too large"},
		{name: "upload over its limit", method: "POST", path: "/api/admin/album/upload",
			head:   en + "Content-Type: multipart/form-data; boundary=x\r\nContent-Length: " + strconv.Itoa(pictures.MaxUploadBody+1) + "\r\n",
			status: http.StatusRequestEntityTooLarge, msg: "the request body is too large"},
	}
	spec, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	onServedBackends(t, options{}, func(t *testing.T, s *served) {
		for _, tc := range cases {
			t.Run(tc.name, func(t *testing.T) {
				resp, body := s.exchange(t, tc.method+" "+tc.path+" HTTP/1.1\r\nHost: shop\r\n"+tc.head+"\r\n")
				code, msg, field := envelopeOf(t, body)
				if resp.StatusCode != tc.status || code != tc.status || msg != tc.msg || field != tc.field {
					t.Errorf("%d %s, want %d %q field %q", resp.StatusCode, body, tc.status, tc.msg, tc.field)
				}
				if resp.Header.Get("X-Content-Type-Options") != "nosniff" || resp.Header.Get("X-Frame-Options") != "DENY" ||
					resp.Header.Get("Content-Security-Policy") == "" {
					t.Errorf("a refusal without the security headers: %v", resp.Header)
				}
				id := resp.Header.Get("X-Request-ID")
				if _, ok := s.logs.find("request", "id", id); !ok {
					if _, ok := s.logs.find("request refused", "id", id); !ok {
						t.Errorf("no info line for request %q", id)
					}
				}
				path, _, _ := strings.Cut(tc.path, "?")
				op, ok := spec.Find(tc.method, path)
				if !ok {
					t.Fatalf("no operation %s %s", tc.method, path)
				}
				req := httptest.NewRequest(tc.method, path, nil)
				if err := op.ValidateResponse(context.Background(), req, resp.StatusCode, resp.Header, body); err != nil {
					t.Errorf("the contract refuses the answer: %v", err)
				}
			})
		}
	})
}

// TestRequestID: a client's X-Request-ID is kept when it is at most 128 characters of
// letters, digits, '.', '_' and '-'; any other is replaced by a new one, logged with it.
func TestRequestID(t *testing.T) {
	cases := []struct {
		name, sent string
		kept       bool
	}{
		{name: "plain", sent: "req-42_a.B", kept: true},
		{name: "128 characters", sent: strings.Repeat("7", 128), kept: true},
		{name: "129 characters", sent: strings.Repeat("7", 129)},
		{name: "a space", sent: "req 42"},
		{name: "a quote", sent: `req"42`},
		{name: "not ASCII", sent: "请求-42"},
		{name: "markup", sent: "<script>alert(1)</script>"},
		{name: "none"},
	}
	onServedBackends(t, options{edge: app.Edge{}}, func(t *testing.T, s *served) {
		for _, tc := range cases {
			t.Run(tc.name, func(t *testing.T) {
				head := ""
				if tc.sent != "" {
					head = "X-Request-ID: " + tc.sent + "\r\n"
				}
				resp, _ := s.exchange(t, "GET /api/publicKey HTTP/1.1\r\nHost: shop\r\n"+head+"\r\n")
				id := resp.Header.Get("X-Request-ID")
				switch {
				case resp.StatusCode != http.StatusOK:
					t.Fatalf("status %d", resp.StatusCode)
				case tc.kept && id != tc.sent:
					t.Errorf("id %q, want %q kept", id, tc.sent)
				case !tc.kept && (id == tc.sent || len(id) != 22 || strings.Trim(id, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-") != ""):
					t.Errorf("id %q, want a new one", id)
				}
				if _, ok := s.logs.find("request", "id", id); !ok {
					t.Errorf("no access line for %q", id)
				}
				_, replaced := s.logs.find("request id replaced", "id", id)
				if replaced != (!tc.kept && tc.sent != "") {
					t.Errorf("replacement logged: %v", replaced)
				}
			})
		}
	})
}
