// Package idempotency makes a change happen at most once per Idempotency-Key: the first
// request under a key runs and its answer (a result or a refusal) is kept with the key; a
// repeat answers the kept answer without running again; another request under the same key
// is refused. Areas that move money (shop users' ledger, orders, cash) use it inside their
// transaction; their store only loads and saves the key record.
package idempotency

import (
	"encoding/json"
	"errors"
	"fmt"
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

// Request is one request under a key. An empty Key makes Once run every time.
type Request struct {
	Scope       string
	Key         string
	Fingerprint string
	At          time.Time
	// Refusals names the refusals that are answers to remember (a missing account, an
	// insufficient balance); any other error rolls the transaction back with the key.
	Refusals map[string]error
}

type refusal struct {
	Refused string `json:"refused"`
}

// Once runs do under the request's key inside a transaction tx. It answers do's result, or
// the result kept under the key; refused is a remembered refusal, kept or new: the
// transaction must commit (err is nil), and the caller answers refused. A refusal must be
// decided before do writes anything, since the transaction commits the key with it. err is
// ErrReused for a different request under the key, or a failure to roll back.
func Once[T any](tx Keys, r Request, do func() (T, error)) (res T, refused, err error) {
	if r.Key == "" {
		res, err = do()
		return res, nil, err
	}
	rec, found, err := tx.ClaimKey(r.Scope, r.Key)
	if err != nil {
		return res, nil, err
	}
	if found {
		if rec.Fingerprint != r.Fingerprint {
			return res, nil, ErrReused
		}
		return replay[T](rec.Result, r.Refusals)
	}
	rec = Record{Scope: r.Scope, Key: r.Key, Fingerprint: r.Fingerprint, CreatedAt: r.At}
	res, err = do()
	if name, ok := refusalName(err, r.Refusals); ok {
		if rec.Result, err = json.Marshal(refusal{name}); err != nil {
			return res, nil, err
		}
		var zero T
		return zero, r.Refusals[name], tx.SaveKey(rec)
	}
	if err != nil {
		return res, nil, err
	}
	if rec.Result, err = json.Marshal(res); err != nil {
		return res, nil, err
	}
	return res, nil, tx.SaveKey(rec)
}

// replay answers a kept answer: the result, or the refusal it records.
func replay[T any](stored []byte, refusals map[string]error) (res T, refused, err error) {
	var r refusal
	if json.Unmarshal(stored, &r) == nil && r.Refused != "" {
		if e, ok := refusals[r.Refused]; ok {
			return res, e, nil
		}
		return res, nil, fmt.Errorf("idempotency key holds an unknown refusal %q", r.Refused)
	}
	return res, nil, json.Unmarshal(stored, &res)
}

func refusalName(err error, refusals map[string]error) (string, bool) {
	if err == nil {
		return "", false
	}
	for name, e := range refusals {
		if errors.Is(err, e) {
			return name, true
		}
	}
	return "", false
}
