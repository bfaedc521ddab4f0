package app

import (
	"bytes"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"testing"
	"time"

	"github.com/gofiber/fiber/v3"

	"shopconsole/mock"
)

// serve runs a on a random loopback port until the test ends and answers its base URL.
func serve(t *testing.T, a *fiber.App) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- Serve(a, ln, fiber.ListenConfig{DisableStartupMessage: true}) }()
	t.Cleanup(func() {
		_ = a.ShutdownWithTimeout(5 * time.Second)
		if err := <-done; err != nil {
			t.Logf("serve: %v", err)
		}
	})
	return "http://" + ln.Addr().String()
}

// A body over the limit is answered with the 413 envelope, which an ordinary client
// receives instead of a reset connection, and the server serves the next request.
func TestTooLargeBodyGets413Envelope(t *testing.T) {
	base := serve(t, newApp(t, mock.New(), nil))
	client := &http.Client{Timeout: 10 * time.Second}
	for _, size := range []int{2 << 20, 6 << 20} {
		for range 3 { // a reset is a race: one lucky answer proves little
			req, _ := http.NewRequest("POST", base+"/api/shop/login", bytes.NewReader(bytes.Repeat([]byte("x"), size)))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Accept-Language", "en")
			resp, err := client.Do(req)
			if err != nil {
				t.Fatalf("%d bytes: %v", size, err)
			}
			var env struct {
				Code int    `json:"code"`
				Msg  string `json:"msg"`
			}
			raw, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if err := json.Unmarshal(raw, &env); err != nil || resp.StatusCode != 413 || env.Code != 413 ||
				env.Msg != "the request body is too large" {
				t.Fatalf("%d bytes: %d %s", size, resp.StatusCode, raw)
			}
		}
	}
	resp, err := client.Get(base + "/api/publicKey")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Errorf("a request after the 413s: %d", resp.StatusCode)
	}
}
