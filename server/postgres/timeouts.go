package postgres

import (
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// Options vary how the backend opens.
type Options struct {
	// Schema, when set, is created if missing and put on the search path.
	Schema string
	// Timeouts bound each call; zero values leave the server's and pgx's defaults.
	Timeouts Timeouts
	// BulkLoad commits without waiting for the disk (synchronous_commit off): for loading
	// data that is loaded again after a crash (`shop-console seed`), never for serving.
	BulkLoad bool
}

// Timeouts bound the work of one call so that a stuck or frozen server turns into an error
// within seconds instead of a request that hangs. The request's own deadline (its context)
// bounds waiting for a pooled connection and for an answer on the client's side; these
// bound what the server does and how long a new connection may take.
type Timeouts struct {
	// Statement is Postgres' statement_timeout: the server cancels a statement running
	// longer. Keep it below the request deadline, so that a slow query ends with a clean
	// error and the connection stays usable instead of being dropped at the deadline.
	Statement time.Duration
	// Lock is lock_timeout: how long a statement waits for a row or table lock.
	Lock time.Duration
	// IdleInTransaction is idle_in_transaction_session_timeout: a transaction left open
	// by a stuck client gives its locks back after this long.
	IdleInTransaction time.Duration
	// Connect bounds dialling and the start-up handshake of a new connection. The pool
	// dials in the background on behalf of waiting requests; without a bound a frozen
	// server would hold those dials for as long as it is frozen.
	Connect time.Duration
}

// apply sets the bounds on the pool's configuration; a bound already named in the
// database URL wins.
func (t Timeouts) apply(cfg *pgxpool.Config) {
	params := cfg.ConnConfig.RuntimeParams
	for name, d := range map[string]time.Duration{
		"statement_timeout":                   t.Statement,
		"lock_timeout":                        t.Lock,
		"idle_in_transaction_session_timeout": t.IdleInTransaction,
	} {
		if _, set := params[name]; !set && d > 0 {
			params[name] = fmt.Sprintf("%dms", d.Milliseconds())
		}
	}
	if t.Connect > 0 && cfg.ConnConfig.ConnectTimeout == 0 {
		cfg.ConnConfig.ConnectTimeout = t.Connect
	}
}
