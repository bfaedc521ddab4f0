package postgres

import (
	"context"
	"errors"
	"io"
	"net"
	"strings"
	"syscall"

	"github.com/jackc/pgx/v5/pgconn"
)

// unavailableCodes are the SQLSTATEs that say the server could not do the work now, not
// that the work was wrong: a caller may try the same request again shortly.
var unavailableCodes = map[string]bool{
	"57P01": true, // admin_shutdown: the server is stopping
	"57P02": true, // crash_shutdown: another backend crashed
	"57P03": true, // cannot_connect_now: starting up or in recovery
	"53300": true, // too_many_connections
	"57014": true, // query_canceled: statement_timeout, or the cancel pgx sends at a deadline
	"55P03": true, // lock_not_available: lock_timeout
}

// Unavailable tells a failure to reach the store, or to hear from it in time, from any
// other error (a bug, a constraint the service did not expect). It is the one place that
// decides which store errors become 503 "try again shortly" instead of 500.
func Unavailable(err error) bool {
	if err == nil {
		return false
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		// Class 08 is connection exceptions; the server answered, so nothing else counts.
		return strings.HasPrefix(pgErr.Code, "08") || unavailableCodes[pgErr.Code]
	}
	var connectErr *pgconn.ConnectError
	var netErr net.Error
	switch {
	case errors.Is(err, context.DeadlineExceeded), pgconn.Timeout(err):
		// The request's deadline passed while waiting for a connection or an answer.
		return true
	case errors.As(err, &connectErr), errors.As(err, &netErr):
		return true
	case errors.Is(err, pgconn.ErrConnClosed), errors.Is(err, net.ErrClosed), errors.Is(err, io.ErrUnexpectedEOF):
		// The server went away mid-conversation (a restart, a killed backend).
		return true
	case errors.Is(err, syscall.ECONNREFUSED), errors.Is(err, syscall.ECONNRESET), errors.Is(err, syscall.EPIPE):
		return true
	}
	return false
}

// Unavailable implements the app's check for a backend that can be out of reach.
func (db *DB) Unavailable(err error) bool { return Unavailable(err) }
