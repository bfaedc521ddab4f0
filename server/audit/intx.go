package audit

import (
	"context"
	"sync"
	"time"
)

// A successful write's line can be written by the write's own transaction, with its commit,
// instead of by a statement and a commit of its own after the answer. Three parties agree on
// it through the request's context:
//
//   - the gate offers the line it would write (Log.Offer), before the handler runs;
//   - the service says, inside a transaction, that the operation succeeds when that
//     transaction commits (Commits): after every check and refusal, never on a replay;
//   - a store whose transactions can carry it takes the line at its commit (Take) and says
//     when the commit went through.
//
// When no store took it (the mock, or a service that never said so), the gate writes it
// after the handler as before. Either way there is one line per successful write.
type offered struct {
	mu      sync.Mutex
	entry   Entry
	now     func() time.Time
	commits bool // the transaction running now decides the operation
	written bool // a store committed the line
	deleted []deletion
}

type offeredKey struct{}

// Offer prepares the line of a write (client address, account and type filled in now) and
// answers the context that carries it.
func (l *Log) Offer(ctx context.Context, e Entry) context.Context {
	return context.WithValue(ctx, offeredKey{}, &offered{entry: l.fill(ctx, e), now: l.now})
}

// Commits says that the operation of ctx succeeds if the transaction running now commits.
func Commits(ctx context.Context) {
	if o, ok := ctx.Value(offeredKey{}).(*offered); ok {
		o.mu.Lock()
		o.commits = true
		o.mu.Unlock()
	}
}

// Take answers the line a committing transaction should write, when the operation said its
// commit decides it; done is called once that commit went through.
func Take(ctx context.Context) (e Entry, done func(), ok bool) {
	o, found := ctx.Value(offeredKey{}).(*offered)
	if !found {
		return e, nil, false
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	if !o.commits || o.written {
		return e, nil, false
	}
	o.commits = false
	e = o.detailed(o.entry)
	e.CreatedAt = o.now().UTC()
	return e, func() { o.mu.Lock(); o.written = true; o.mu.Unlock() }, true
}

// Written tells the gate that a store wrote the offered line with the write's commit.
func Written(ctx context.Context) bool {
	o, ok := ctx.Value(offeredKey{}).(*offered)
	if !ok {
		return false
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.written
}
