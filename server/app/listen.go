package app

import (
	"io"
	"net"
	"sync/atomic"
	"time"

	"github.com/gofiber/fiber/v3"
)

// A request whose Content-Length is over BodyLimit is refused by fasthttp before it reads
// the body: it writes the 413 and closes the connection with the body still arriving.
// Closing a socket with unread data sends a reset, which often reaches the client before
// it has read the answer, so that it reports "connection reset" instead of the 413
// envelope. Such a connection is therefore drained, within these bounds, before it closes.
const (
	drainBytes = 8 << 20
	drainTime  = 2 * time.Second
)

// Serve serves a on ln, draining the body of a refused request before closing its
// connection (see drainBytes).
func Serve(a *fiber.App, ln net.Listener, cfg fiber.ListenConfig) error {
	return a.Listener(drainingListener{ln}, cfg)
}

type drainingListener struct{ net.Listener }

func (l drainingListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return &drainingConn{Conn: c}, nil
}

// drainingConn drains what the client still sends when it closes, if asked to.
type drainingConn struct {
	net.Conn
	drain atomic.Bool
}

// Close answers at once; a connection marked for draining first tells the client that
// the answer is complete (FIN), then reads and discards until the client closes, up to
// drainBytes or drainTime, in the background.
func (c *drainingConn) Close() error {
	if !c.drain.Load() {
		return c.Conn.Close()
	}
	go func() {
		if tcp, ok := c.Conn.(*net.TCPConn); ok {
			_ = tcp.CloseWrite()
		}
		_ = c.SetReadDeadline(time.Now().Add(drainTime))
		_, _ = io.CopyN(io.Discard, c.Conn, drainBytes)
		_ = c.Conn.Close()
	}()
	return nil
}

// drainOnClose marks the request's connection for draining; on a connection that Serve
// did not accept (app.Test, another listener) it does nothing.
func drainOnClose(c fiber.Ctx) {
	if dc, ok := c.RequestCtx().Conn().(*drainingConn); ok {
		dc.drain.Store(true)
	}
}
