package merchant

import "context"

// Store is what the service needs from a backend.
type Store interface {
	// Tx runs fn as one transaction: nothing fn wrote stays when it fails.
	Tx(ctx context.Context, fn func(tx Tx) error) error
	// Applications answers a page of applications, the last changed first, and how many match.
	Applications(ctx context.Context, q Query) ([]Application, int64, error)
	// Application answers one application with its history (ErrNotFound).
	Application(ctx context.Context, id int64) (Application, error)
	// Own answers the console's own shop's application (ErrNotFound before its first save).
	Own(ctx context.Context) (Application, error)
}

// Tx loads and saves inside one transaction; loads hold the application until it ends.
type Tx interface {
	// Application loads one application with its history (ErrNotFound).
	Application(id int64) (Application, error)
	// Own loads the console's own shop's application (ErrNotFound).
	Own() (Application, error)
	// Insert stores a new application (its History ignored) and answers its id.
	Insert(a Application) (int64, error)
	// Save stores an application that exists (its History ignored; ErrNotFound).
	Save(a Application) error
	// Append adds an event to an application's history.
	Append(id int64, e Event) error
}
