package listsettings

import "context"

// Store keeps the settings, one document per staff member and list: the read that needs
// no transaction, and Tx for everything that writes. It decides nothing.
type Store interface {
	// Tx runs fn as one transaction: nothing fn wrote stays when it fails.
	Tx(ctx context.Context, fn func(tx Tx) error) error
	// Settings answers the staff member's settings of the list; empty when none are stored.
	Settings(ctx context.Context, staffID int64, list string) (Settings, error)
}

// Tx loads and saves inside one transaction.
type Tx interface {
	// Settings loads the staff member's settings of the list, empty when none are stored;
	// forUpdate holds them (stored or not) until the transaction ends.
	Settings(staffID int64, list string, forUpdate bool) (Settings, error)
	// SaveSettings replaces the staff member's settings of the list.
	SaveSettings(staffID int64, list string, s Settings) error
}
