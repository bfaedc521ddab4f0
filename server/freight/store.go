package freight

import "context"

// Store keeps templates: the reads that need no transaction, and Tx for everything that
// writes. It decides nothing: every rule is the service's.
type Store interface {
	// Tx runs fn as one transaction: nothing fn wrote stays when it fails.
	Tx(ctx context.Context, fn func(tx Tx) error) error
	// ListTemplates answers one page of the templates matching f, newest first, and their
	// number.
	ListTemplates(ctx context.Context, f Filter) ([]Template, int64, error)
	// Template answers one template (ErrNotFound).
	Template(ctx context.Context, id int64) (Template, error)
}

// Tx loads and saves inside one transaction; forUpdate holds what was loaded until the
// transaction ends.
type Tx interface {
	// Template loads one template (ErrNotFound).
	Template(id int64, forUpdate bool) (Template, error)
	// InsertTemplate stores a new template and answers its id.
	InsertTemplate(t Template) (int64, error)
	// SaveTemplate replaces name, pricing and updatedAt of the template t.ID (ErrNotFound).
	SaveTemplate(t Template) error
	// DeleteTemplate deletes a template (ErrNotFound); ErrInUse when goods use it.
	DeleteTemplate(id int64) error
}
