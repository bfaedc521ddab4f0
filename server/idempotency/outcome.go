package idempotency

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"

	"shopconsole/server/apperr"
)

// refusal is a refusal decided before anything was written: the answer a key remembers.
type refused struct{ err *apperr.Error }

func (r *refused) Error() string { return r.err.Error() }

// Refuse marks e as a refusal Decide remembers with the key.
func Refuse(e *apperr.Error) error { return &refused{err: e} }

// Outcome is what a key keeps of a write that makes or moves one thing: its id, or the
// refusal (whose arguments are strings, so that it answers the same after a round trip
// through JSON).
type Outcome struct {
	ID      int64         `json:"id,omitempty"`
	Refused *apperr.Error `json:"refused,omitempty"`
}

// Decide runs do under the request's key inside tx. A refusal do answers (Refuse) is an
// outcome: decided before do wrote anything, it commits with the key, so that a repeat
// answers it again.
func Decide(tx Keys, req Request, do func() (int64, error)) (Outcome, error) {
	out, _, err := Once(tx, req, func() (Outcome, error) {
		id, err := do()
		var r *refused
		if errors.As(err, &r) {
			return Outcome{Refused: r.err}, nil
		}
		return Outcome{ID: id}, err
	})
	return out, err
}

// Fingerprint is the fingerprint of a request's body: the hash of its JSON.
func Fingerprint(v any) string {
	b, _ := json.Marshal(v)
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}
