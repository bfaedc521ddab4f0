package postgres

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"syscall"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

func TestUnavailable(t *testing.T) {
	pg := func(code string) error { return fmt.Errorf("list staff: %w", &pgconn.PgError{Code: code}) }
	cases := []struct {
		name string
		err  error
		want bool
	}{
		{"nil", nil, false},
		{"deadline", fmt.Errorf("acquire: %w", context.DeadlineExceeded), true},
		{"refused", &net.OpError{Op: "dial", Err: syscall.ECONNREFUSED}, true},
		{"reset", fmt.Errorf("read: %w", syscall.ECONNRESET), true},
		{"unexpected eof", fmt.Errorf("failed to receive message: %w", io.ErrUnexpectedEOF), true},
		{"conn closed", fmt.Errorf("query: %w", pgconn.ErrConnClosed), true},
		{"connection exception", pg("08006"), true},
		{"admin shutdown", pg("57P01"), true},
		{"crash shutdown", pg("57P02"), true},
		{"starting up", pg("57P03"), true},
		{"too many connections", pg("53300"), true},
		{"statement timeout", pg("57014"), true},
		{"lock timeout", pg("55P03"), true},
		{"unique violation", pg("23505"), false},
		{"syntax error", pg("42601"), false},
		{"no rows", fmt.Errorf("staff 3: %w", pgx.ErrNoRows), false},
		{"plain bug", errors.New("nil map"), false},
		{"cancelled by the caller", context.Canceled, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Unavailable(c.err); got != c.want {
				t.Errorf("Unavailable(%v) = %v, want %v", c.err, got, c.want)
			}
		})
	}
}
