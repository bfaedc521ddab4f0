// Package audit appends to the system log: every sign-in attempt and every successful
// write. Entries are never edited or deleted.
package audit

import (
	"context"
	"fmt"
	"time"

	"shopconsole/server/access"
)

// Entry types and results, as the console's system log shows them.
const (
	TypeOperation = "operation log"
	TypeDatabase  = "database log"
	TypeSystem    = "system log"

	ResultLoginSuccess = "login success"
	ResultLoginFailure = "login failure"
	ResultException    = "interface exception"
	ResultAttack       = "attack"
	ResultSuccess      = "success"
)

// Entry is one line of the system log.
type Entry struct {
	ID        int64
	Account   string
	Type      string
	Result    string
	IP        string
	Operation string
	Target    string
	Detail    string
	CreatedAt time.Time
}

// Store keeps the log.
type Store interface {
	AppendLog(ctx context.Context, e Entry) error
}

// Log writes entries, filling in the client address and time.
type Log struct {
	store Store
	now   func() time.Time
}

// New returns a Log over store.
func New(store Store, now func() time.Time) *Log {
	return &Log{store: store, now: now}
}

// Record appends e; IP and time come from the request context and the clock.
func (l *Log) Record(ctx context.Context, e Entry) error {
	e = l.fill(ctx, e)
	e.CreatedAt = l.now().UTC()
	if err := l.store.AppendLog(ctx, e); err != nil {
		return fmt.Errorf("append system log %q: %w", e.Operation, err)
	}
	return nil
}

// fill completes e from the request: the client's address, the signed-in account, the type.
func (l *Log) fill(ctx context.Context, e Entry) Entry {
	if e.IP == "" {
		e.IP = access.ClientFrom(ctx).IP
	}
	if e.Account == "" {
		if p, ok := access.PrincipalFrom(ctx); ok {
			e.Account = p.Username
		}
	}
	if e.Type == "" {
		e.Type = TypeOperation
	}
	return e
}
