// Package idempotency makes a change happen at most once per Idempotency-Key: the first
// request under a key runs and its answer (a result or a refusal) is kept with the key; a
// repeat answers the kept answer without running again; another request under the same key
// is refused. Areas that move money (shop users' ledger, orders, cash) call Decide, its one
// entry point, inside their transaction; their store only loads and saves the key record.
package idempotency

import (
	"encoding/json"
	"errors"
	"math"
	"time"
)

// ErrReused is the answer to a key used before for a different request (409).
var ErrReused = errors.New("idempotency key reused with a different request")

// Record is what a store keeps of a key: the request's fingerprint and its answer, the JSON
// of the result or of the refusal ({"refused": name}).
type Record struct {
	Scope       string
	Key         string
	Fingerprint string
	Result      []byte
	CreatedAt   time.Time
}

// Keys is what the helper needs of a transaction.
type Keys interface {
	// ClaimKey loads the record of scope and key; when there is none (found false) it
	// reserves the key for this transaction, so that a concurrent one claiming it waits until
	// this one ends and then finds its record.
	ClaimKey(scope, key string) (rec Record, found bool, err error)
	// SaveKey stores the record of a key this transaction claimed.
	SaveKey(rec Record) error
}

// Request is one request under a key. An empty Key makes Decide run every time.
type Request struct {
	Scope       string
	Key         string
	Fingerprint string
	At          time.Time
}

// Decide runs do under the request's key inside a transaction tx: the package's one entry
// point. It answers what do answered, or what is kept under the key. A refusal do answers
// (Refuse) is an answer too: it must be decided before do writes anything, since the
// transaction commits the key with it (err is nil), so that a repeat answers it again. err
// is ErrReused for a different request under the key, or any other failure of do or of the
// store (the transaction then rolls back with the key).
func Decide[T any](tx Keys, r Request, do func() (T, error)) (out Kept[T], err error) {
	if r.Key == "" {
		return run(do)
	}
	rec, found, err := tx.ClaimKey(r.Scope, r.Key)
	if err != nil {
		return out, err
	}
	if found {
		if rec.Fingerprint != r.Fingerprint {
			return out, ErrReused
		}
		err = json.Unmarshal(rec.Result, &out)
		if out.Refused != nil {
			wholeNumbers(out.Refused.Args)
		}
		return out, err
	}
	if out, err = run(do); err != nil {
		return out, err
	}
	rec = Record{Scope: r.Scope, Key: r.Key, Fingerprint: r.Fingerprint, CreatedAt: r.At}
	if rec.Result, err = json.Marshal(out); err != nil {
		return out, err
	}
	return out, tx.SaveKey(rec)
}

// run answers do's result, or the refusal it answered.
func run[T any](do func() (T, error)) (Kept[T], error) {
	v, err := do()
	var r *refused
	if errors.As(err, &r) {
		return Kept[T]{Refused: r.err}, nil
	}
	return Kept[T]{ID: v}, err
}

// wholeNumbers gives a kept refusal's whole-number arguments back as int64, as they were
// made (JSON keeps every number as a float), so that a sentence with %d renders the same.
func wholeNumbers(args []any) {
	for i, a := range args {
		if f, ok := a.(float64); ok && f == math.Trunc(f) && math.Abs(f) < 1<<53 {
			args[i] = int64(f)
		}
	}
}
