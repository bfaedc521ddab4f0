package mock

import (
	"cmp"
	"slices"
	"time"
)

// The mock is a development tool that may run for days under load. What only accumulates
// with writes (log lines, ledger lines, tokens, keys) is kept up to these bounds, the
// oldest forgotten first, so that its memory levels off instead of growing until a
// restart. Held in full, they come to about 32 MB of heap (log lines about 200 bytes
// each, ledger lines about 220), small beside the sample data.
const (
	// MaxLogLines is how many system-log lines are kept, the newest.
	MaxLogLines = 20_000
	// MaxLedgerLines is how many shop-user ledger lines are kept, the newest. Holdings
	// stay as they are, so a user's remaining lines may no longer start from zero.
	MaxLedgerLines = 50_000
	// MaxRefreshTokens is how many refresh tokens are kept (about 300 bytes each), the
	// newest: a sign-in whose token was forgotten signs in again. Tokens live a week, so
	// the prune loop alone would keep a week of sign-ins.
	MaxRefreshTokens = 10_000
	// MaxIdempotencyKeys is how many Idempotency-Keys are kept, the newest. Each holds the
	// answer it replays (about 650 bytes); a retry comes within seconds, and 10,000 keys
	// are more than half a minute of adjustments even at 300 a second.
	MaxIdempotencyKeys = 10_000
	// MaxLoginFailureKeys is how many account-and-address pairs with failed sign-ins are
	// tracked, the most recently failed (stale ones go with the prune loop).
	MaxLoginFailureKeys = 20_000
	// MaxSMSCodes is how many numbers' SMS codes are kept, the most recently sent.
	MaxSMSCodes = 20_000
)

// limits are the bounds in force; tests lower them.
type limits struct {
	logLines, ledgerLines, refreshTokens, idempotencyKeys, failureKeys, smsCodes int
}

var defaultLimits = limits{
	logLines: MaxLogLines, ledgerLines: MaxLedgerLines, refreshTokens: MaxRefreshTokens,
	idempotencyKeys: MaxIdempotencyKeys, failureKeys: MaxLoginFailureKeys, smsCodes: MaxSMSCodes,
}

// keepNewest drops the oldest elements of s beyond limit. The dropped slots are zeroed at
// once (their strings can be collected); the array itself is let go the next time append
// moves the slice, so the memory held stays within about twice the limit.
func keepNewest[T any](s []T, limit int) []T {
	if len(s) <= limit {
		return s
	}
	drop := len(s) - limit
	clear(s[:drop])
	return s[drop:]
}

// trimOldest deletes the oldest entries of m, by at, once it holds more than an eighth
// above limit, down to limit. The slack keeps the sort behind it rare: amortised, a few
// comparisons per insert.
func trimOldest[K comparable, V any](m map[K]V, limit int, at func(V) time.Time) {
	if len(m) <= limit+limit/8 {
		return
	}
	type aged struct {
		key K
		at  time.Time
	}
	all := make([]aged, 0, len(m))
	for k, v := range m {
		all = append(all, aged{k, at(v)})
	}
	slices.SortFunc(all, func(a, b aged) int { return cmp.Compare(a.at.UnixNano(), b.at.UnixNano()) })
	for _, a := range all[:len(all)-limit] {
		delete(m, a.key)
	}
}
