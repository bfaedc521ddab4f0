// Package apperr is the one error type that services return for anything a caller
// should see: an HTTP status, a message key with its arguments and the field at fault.
// The app turns it into the `{code, msg, data}` envelope in the caller's language.
package apperr

import (
	"errors"
	"fmt"
	"net/http"
)

// Error is a failure meant for the caller.
type Error struct {
	Status     int
	Key        string
	Args       []any
	Field      string
	RetryAfter int
}

func (e *Error) Error() string {
	return fmt.Sprintf("%d %s %v", e.Status, e.Key, e.Args)
}

// New makes an error with a status and a message key.
func New(status int, key string, args ...any) *Error {
	return &Error{Status: status, Key: key, Args: args}
}

// Invalid is a 400 naming the field at fault.
func Invalid(field, key string, args ...any) *Error {
	return &Error{Status: http.StatusBadRequest, Key: key, Args: args, Field: field}
}

// As finds an *Error in err's chain.
func As(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}
