package idempotency

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"

	"shopconsole/server/apperr"
)

// refused is a refusal decided before anything was written: the answer a key remembers.
type refused struct{ err *apperr.Error }

func (r *refused) Error() string { return r.err.Error() }

// Refuse marks e as a refusal Decide remembers with the key.
func Refuse(e *apperr.Error) error { return &refused{err: e} }

// Kept is what a key keeps of a write: what it answered (the id of what it made or moved,
// for most writes), or the refusal (whose arguments are strings, so that it answers the
// same after a round trip through JSON).
type Kept[T any] struct {
	ID      T             `json:"id,omitzero"`
	Refused *apperr.Error `json:"refused,omitempty"`
}

// Outcome is what a key keeps of a write that makes or moves one thing: its id, or the
// refusal.
type Outcome = Kept[int64]

// Fingerprint is the fingerprint of a request's body: the hash of its JSON.
func Fingerprint(v any) string {
	b, _ := json.Marshal(v)
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}
