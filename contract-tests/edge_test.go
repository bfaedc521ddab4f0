package contracttests

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"shopconsole/server/app"
)

const (
	edgeBound = 300 * time.Millisecond
	// edgeSlack is how late after its bound a connection may close on a busy machine.
	edgeSlack = 2 * time.Second
	// trickleEvery is how often a slow client sends its next byte.
	trickleEvery = 50 * time.Millisecond
)

// TestEdgeTimeouts: a client that sends its headers or its body a byte at a time, or keeps
// a connection idle, is cut off by the server within its bound, and a late request is
// answered 408 first.
func TestEdgeTimeouts(t *testing.T) {
	const bodyRate = 10 << 10 // a 1000-byte body gets 0.1 s on top of the header bound
	edge := app.Edge{HeaderTimeout: edgeBound, IdleTimeout: edgeBound, BodyRate: bodyRate}
	cases := []struct {
		name  string
		bound time.Duration
		// open writes what comes before the slow part and answers when the bound starts.
		open    func(t *testing.T, c net.Conn, br *bufio.Reader) time.Time
		trickle string // then sent a byte every trickleEvery until the server closes
		status  int    // the answer read before the close; 0 for none
	}{
		{name: "slow headers", bound: edgeBound, status: http.StatusRequestTimeout,
			open: func(t *testing.T, c net.Conn, _ *bufio.Reader) time.Time {
				start := time.Now() // a first request's headers count from the accept
				write(t, c, "GET /api/publicKey HTTP/1.1\r\nHost: shop\r\n")
				return start
			},
			trickle: "X-Slow: " + strings.Repeat("a", 200)},
		{name: "slow body", bound: edgeBound + 1000*time.Second/bodyRate, status: http.StatusRequestTimeout,
			open: func(t *testing.T, c net.Conn, _ *bufio.Reader) time.Time {
				write(t, c, "POST /api/shop/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n")
				return time.Now()
			},
			trickle: `{"username": "` + strings.Repeat("a", 200)},
		{name: "idle keep-alive", bound: edgeBound,
			open: func(t *testing.T, c net.Conn, br *bufio.Reader) time.Time {
				write(t, c, "GET /api/publicKey HTTP/1.1\r\nHost: shop\r\n\r\n")
				if resp, _, err := readAnswer(br, c); err != nil || resp.StatusCode != http.StatusOK {
					t.Fatalf("first request: %v %v", resp, err)
				}
				return time.Now()
			}},
	}
	onServedBackends(t, options{edge: edge}, func(t *testing.T, s *served) {
		for _, tc := range cases {
			t.Run(tc.name, func(t *testing.T) {
				c := s.dial(t)
				br := bufio.NewReader(c)
				start := tc.open(t, c, br)
				stop := make(chan struct{})
				defer close(stop)
				go trickle(c, tc.trickle, stop)
				at, got := untilClosed(t, br, c)
				took := at.Sub(start)
				t.Logf("closed after %v (bound %v)", took.Round(time.Millisecond), tc.bound)
				if took < tc.bound-20*time.Millisecond || took > tc.bound+edgeSlack {
					t.Errorf("closed after %v, want about %v", took, tc.bound)
				}
				if tc.status == 0 {
					if len(got) > 0 {
						t.Errorf("an idle connection got %q", got)
					}
					return
				}
				resp, body, err := readAnswer(bufio.NewReader(bytes.NewReader(got)), c)
				if err != nil {
					t.Fatalf("answer before the close: %v (%q)", err, got)
				}
				if code, _, _ := envelopeOf(t, body); resp.StatusCode != tc.status || code != tc.status {
					t.Errorf("answer %d %s, want %d", resp.StatusCode, body, tc.status)
				}
				if _, ok := s.logs.find("request refused", "status", int64(tc.status)); !ok {
					t.Errorf("no info line for the %d", tc.status)
				}
			})
		}
	})
}

// TestEdgeConnectionCap: past the cap a new connection is answered 503 in the envelope
// and closed without its request being read; the connections held carry on, and a place
// freed by a close is taken by the next connection.
func TestEdgeConnectionCap(t *testing.T) {
	const maxConns = 4
	onServedBackends(t, options{edge: app.Edge{MaxConns: maxConns}}, func(t *testing.T, s *served) {
		type held struct {
			c  net.Conn
			br *bufio.Reader
		}
		ask := func(h held) int {
			write(t, h.c, "GET /api/publicKey HTTP/1.1\r\nHost: shop\r\n\r\n")
			resp, _, err := readAnswer(h.br, h.c)
			if err != nil {
				t.Fatalf("held connection: %v", err)
			}
			return resp.StatusCode
		}
		var hold []held
		for range maxConns {
			c := s.dial(t)
			h := held{c, bufio.NewReader(c)}
			if code := ask(h); code != http.StatusOK {
				t.Fatalf("connection within the cap: %d", code)
			}
			hold = append(hold, h)
		}
		for i, request := range []string{"", "", "GET /api/publicKey HTTP/1.1\r\nHost: shop\r\n\r\n"} {
			c := s.dial(t)
			write(t, c, request)
			resp, body, err := readAnswer(bufio.NewReader(c), c)
			if err != nil {
				t.Fatalf("connection %d over the cap: %v", i+1, err)
			}
			code, msg, _ := envelopeOf(t, body)
			if resp.StatusCode != http.StatusServiceUnavailable || code != http.StatusServiceUnavailable ||
				resp.Header.Get("Retry-After") != "1" || msg != "服务器连接已满，请稍后重试" {
				t.Errorf("connection %d over the cap: %d %v %s", i+1, resp.StatusCode, resp.Header, body)
			}
		}
		for i, h := range hold {
			if code := ask(h); code != http.StatusOK {
				t.Errorf("held connection %d after the refusals: %d", i, code)
			}
		}
		_ = hold[0].c.Close()
		// The server counts the close once it reads it: the next connection is served then.
		deadline := time.Now().Add(5 * time.Second)
		for {
			c := s.dial(t)
			h := held{c, bufio.NewReader(c)}
			code := ask(h)
			_ = c.Close()
			if code == http.StatusOK {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("a freed place is not taken within 5 s: %d", code)
			}
		}
	})
}

func write(t *testing.T, c net.Conn, s string) {
	t.Helper()
	if _, err := io.WriteString(c, s); err != nil {
		t.Fatalf("write: %v", err)
	}
}

// trickle sends s a byte every trickleEvery until stop, s runs out or a write fails.
func trickle(c net.Conn, s string, stop <-chan struct{}) {
	tick := time.NewTicker(trickleEvery)
	defer tick.Stop()
	for i := range len(s) {
		select {
		case <-stop:
			return
		case <-tick.C:
		}
		if _, err := fmt.Fprint(c, s[i:i+1]); err != nil {
			return
		}
	}
}
