package contracttests

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/gofiber/fiber/v3"

	"shopconsole/server/app"
)

// served is an app over one backend, served on a loopback port as the binary serves it.
type served struct {
	*Env
	addr string
	logs *logBook
}

// onServedBackends runs fn against an app over each backend served by app.Serve on
// 127.0.0.1: what the listener does (timeouts, the cap, heads fasthttp refuses) is only seen
// over a socket. Not through eachBackend: a remote run has no listener of the test's.
func onServedBackends(t *testing.T, o options, fn func(t *testing.T, s *served)) {
	for _, name := range []string{"mock", "postgres"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			logs := &logBook{}
			o := o
			o.logger = slog.New(logs)
			var store backend
			if name == "mock" {
				store = mockStore()
			} else {
				store = openPostgres(t)
			}
			e := newEnv(t, name, store, o)
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- app.Serve(e.App, ln, fiber.ListenConfig{DisableStartupMessage: true}) }()
			t.Cleanup(func() {
				_ = e.App.ShutdownWithTimeout(5 * time.Second)
				if err := <-done; err != nil {
					t.Errorf("serve: %v", err)
				}
			})
			fn(t, &served{Env: e, addr: ln.Addr().String(), logs: logs})
			for _, r := range logs.all() {
				if r.Level >= slog.LevelError {
					t.Errorf("logged at %s: %s %v", r.Level, r.Message, r.attrs)
				}
			}
		})
	}
}

// dial opens a connection to the server, closed when the test ends.
func (s *served) dial(t *testing.T) net.Conn {
	t.Helper()
	c, err := net.DialTimeout("tcp", s.addr, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	return c
}

// exchange writes raw on a new connection and reads one answer.
func (s *served) exchange(t *testing.T, raw string) (head, []byte) {
	t.Helper()
	c := s.dial(t)
	if _, err := io.WriteString(c, raw); err != nil {
		t.Fatalf("write: %v", err)
	}
	resp, body, err := readAnswer(bufio.NewReader(c), c)
	if err != nil {
		t.Fatalf("read the answer: %v", err)
	}
	return resp, body
}

// readAnswer reads one HTTP answer from br (c's reader), within 10 s.
func readAnswer(br *bufio.Reader, c net.Conn) (head, []byte, error) {
	_ = c.SetReadDeadline(time.Now().Add(10 * time.Second))
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		return head{}, nil, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	return head{StatusCode: resp.StatusCode, Header: resp.Header}, body, err
}

// head is an answer's status and headers (its body read apart).
type head struct {
	StatusCode int
	Header     http.Header
}

// untilClosed reads from br until the server closes the connection and answers when it
// did; past 10 s it fails. What was read on the way is returned.
func untilClosed(t *testing.T, br *bufio.Reader, c net.Conn) (time.Time, []byte) {
	t.Helper()
	_ = c.SetReadDeadline(time.Now().Add(10 * time.Second))
	got, err := io.ReadAll(br)
	at := time.Now()
	if errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("the server kept the connection open for 10 s (read %q)", got)
	}
	return at, got
}

// envelopeOf decodes an error envelope.
func envelopeOf(t *testing.T, body []byte) (code int, msg, field string) {
	t.Helper()
	var env struct {
		Code int    `json:"code"`
		Msg  string `json:"msg"`
		Data *struct {
			Field string `json:"field"`
		} `json:"data"`
	}
	if err := json.Unmarshal(body, &env); err != nil {
		t.Fatalf("not the envelope: %q", body)
	}
	if env.Data != nil {
		field = env.Data.Field
	}
	return env.Code, env.Msg, field
}

// logBook is a slog handler that keeps every record.
type logBook struct {
	mu      sync.Mutex
	records []logRecord
}

type logRecord struct {
	slog.Record
	attrs map[string]any
}

func (b *logBook) Enabled(context.Context, slog.Level) bool { return true }
func (b *logBook) WithAttrs([]slog.Attr) slog.Handler       { return b }
func (b *logBook) WithGroup(string) slog.Handler            { return b }

func (b *logBook) Handle(_ context.Context, r slog.Record) error {
	attrs := map[string]any{}
	r.Attrs(func(a slog.Attr) bool { attrs[a.Key] = a.Value.Any(); return true })
	b.mu.Lock()
	defer b.mu.Unlock()
	b.records = append(b.records, logRecord{Record: r, attrs: attrs})
	return nil
}

func (b *logBook) all() []logRecord {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]logRecord(nil), b.records...)
}

// find answers the first record with that message whose attribute key equals value.
func (b *logBook) find(msg, key string, value any) (logRecord, bool) {
	for _, r := range b.all() {
		if r.Message == msg && r.attrs[key] == value {
			return r, true
		}
	}
	return logRecord{}, false
}
