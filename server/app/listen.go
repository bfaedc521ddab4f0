package app

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	gojson "github.com/goccy/go-json"
	"github.com/gofiber/fiber/v3"

	"shopconsole/server/apperr"
	"shopconsole/server/i18n"
)

// A request whose Content-Length is over its limit is refused by fasthttp before it reads
// the body: it writes the 413 and closes the connection with the body still arriving.
// Closing a socket with unread data sends a reset, which often reaches the client before
// it has read the answer, so that it reports "connection reset" instead of the 413
// envelope. Such a connection is therefore drained, within these bounds, before it closes.
const (
	drainBytes = 8 << 20
	drainTime  = 2 * time.Second
)

// A connection over the cap is answered at once and closed after a short drain (for the
// same reason), at most refuseDrains of them at a time: past that it closes at once.
const (
	refuseDrains    = 64
	refuseDrainTime = 500 * time.Millisecond
	refuseDrainSize = 64 << 10
	busyRetryAfter  = 1
)

// maxConnsKey is where New leaves the app's connection cap for Serve.
const maxConnsKey = "shop-console.maxConns"

// Serve serves a on ln: at most the app's Edge.MaxConns connections at once (one more is
// answered 503 and closed without being read), and the body of a refused request drained
// before its connection closes (see drainBytes).
func Serve(a *fiber.App, ln net.Listener, cfg fiber.ListenConfig) error {
	maxConns, _ := a.State().Get(maxConnsKey)
	limit, _ := maxConns.(int)
	if limit <= 0 {
		limit = DefaultMaxConns
	}
	return a.Listener(&drainingListener{Listener: ln, max: int64(limit), busy: busyAnswer(), drains: make(chan struct{}, refuseDrains)}, cfg)
}

type drainingListener struct {
	net.Listener
	open   atomic.Int64 // connections accepted and not yet closed
	max    int64
	busy   []byte        // the 503 a connection over max gets
	drains chan struct{} // the refused connections being drained
}

func (l *drainingListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		if l.open.Add(1) > l.max {
			l.open.Add(-1)
			l.refuse(c)
			continue
		}
		return &drainingConn{Conn: c, open: &l.open}, nil
	}
}

// refuse answers a connection over the cap without reading its request.
func (l *drainingListener) refuse(c net.Conn) {
	_ = c.SetWriteDeadline(time.Now().Add(refuseDrainTime))
	_, _ = c.Write(l.busy)
	select {
	case l.drains <- struct{}{}:
		go func() {
			defer func() { <-l.drains }()
			closeDrained(c, refuseDrainTime, refuseDrainSize)
		}()
	default:
		_ = c.Close()
	}
}

// busyAnswer is the 503 envelope of a connection over the cap, in the default language:
// the request is not read, so neither is its Accept-Language.
func busyAnswer() []byte {
	e := apperr.New(http.StatusServiceUnavailable, "http.busy")
	e.RetryAfter = busyRetryAfter
	body, err := gojson.Marshal(envelope(e, i18n.ZH))
	if err != nil {
		panic(fmt.Sprintf("busy answer: %v", err))
	}
	return fmt.Appendf(nil, "HTTP/1.1 503 Service Unavailable\r\nContent-Type: %s\r\nRetry-After: %d\r\n"+
		"Connection: close\r\nContent-Length: %d\r\n\r\n%s", fiber.MIMEApplicationJSONCharsetUTF8, busyRetryAfter, len(body), body)
}

// drainingConn drains what the client still sends when it closes, if asked to, and counts
// itself out of the listener's open connections once it is closed for good.
type drainingConn struct {
	net.Conn
	drain  atomic.Bool
	open   *atomic.Int64
	closed sync.Once
}

// Close answers at once; a connection marked for draining first tells the client that
// the answer is complete (FIN), then reads and discards until the client closes, up to
// drainBytes or drainTime, in the background.
func (c *drainingConn) Close() error {
	var err error
	c.closed.Do(func() {
		if !c.drain.Load() {
			err = c.Conn.Close()
			c.open.Add(-1)
			return
		}
		go func() {
			closeDrained(c.Conn, drainTime, drainBytes)
			c.open.Add(-1)
		}()
	})
	return err
}

// closeDrained half-closes c, reads and discards what the client still sends within d
// and n bytes, then closes it.
func closeDrained(c net.Conn, d time.Duration, n int64) {
	if tcp, ok := c.(*net.TCPConn); ok {
		_ = tcp.CloseWrite()
	}
	_ = c.SetReadDeadline(time.Now().Add(d))
	_, _ = io.CopyN(io.Discard, c, n)
	_ = c.Close()
}

// drainOnClose marks the request's connection for draining; on a connection that Serve
// did not accept (app.Test, another listener) it does nothing.
func drainOnClose(c fiber.Ctx) {
	if dc, ok := c.RequestCtx().Conn().(*drainingConn); ok {
		dc.drain.Store(true)
	}
}
