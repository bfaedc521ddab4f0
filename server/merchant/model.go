// Package merchant is merchant account opening: the shop's application to open an account
// with the platform, and the platform's review of every shop's application. The rules are
// plain functions over values; a store only loads and saves them.
package merchant

import (
	"errors"
	"time"
)

// State is where an application is.
type State string

// The states: draft → submitted → approved | rejected; approved → opened (final);
// rejected → draft (edited) → submitted again.
const (
	Draft     State = "draft"
	Submitted State = "submitted"
	Approved  State = "approved"
	Rejected  State = "rejected"
	Opened    State = "opened"
)

// States are every state, in the order an application goes through them.
var States = []State{Draft, Submitted, Approved, Rejected, Opened}

// Kind is who opens the account.
type Kind string

// The kinds of subject.
const (
	Company    Kind = "company"
	Individual Kind = "individual"
)

// Categories are what a shop may sell.
var Categories = []string{"apparel", "food", "digital", "home", "beauty", "baby", "sports", "books", "other"}

// ApprovePermission is the platform's: it approves, rejects and opens, lists every shop's
// application and reads ID and account numbers unmasked.
const ApprovePermission = "merchant:application:approve"

// Fields are what the form fills in; pictures are album pictures, by URL.
type Fields struct {
	Kind           Kind
	CompanyName    string
	LicenceNo      string
	LicencePicture string
	LegalName      string
	IDNumber       string
	IDFrontPicture string
	IDBackPicture  string
	Bank           string
	AccountHolder  string
	AccountNo      string
	ShopName       string
	Category       string
	ContactName    string
	ContactMobile  string
}

// Event is one change of state.
type Event struct {
	From     State // "" for the first save
	To       State
	Operator string
	Reason   string
	At       time.Time
}

// Application is one shop's application. Own marks the console's own shop's; the others are
// other shops' applications the platform reviews.
type Application struct {
	ID          int64
	Own         bool
	State       State
	Fields      Fields
	Reason      string // while rejected
	SubmittedAt time.Time
	UpdatedAt   time.Time
	History     []Event // oldest first
}

// ErrNotFound is an application that does not exist.
var ErrNotFound = errors.New("no such application")

// Query picks applications for the review list.
type Query struct {
	State         State // "" for every state
	Offset, Limit int
}
