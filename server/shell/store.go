// Package shell serves what the console frame needs around the pages: the menu routes
// (for the console's `all` mode), the top-bar search suggestions and the notices.
package shell

import (
	"context"
	"time"

	"shopconsole/server/api"
)

// Menu is one stored route record; the tree is built from ParentID and Sort.
type Menu struct {
	ID        int64
	ParentID  int64 // 0 for a top-level route
	Path      string
	Name      string
	Component string
	Redirect  string
	Meta      api.RouteMeta
	Sort      int
}

// Notice is an item of the top bar's notice popover.
type Notice struct {
	ID        int64
	StaffID   int64 // 0: for everyone
	Image     string
	Notice    string
	Email     string
	CreatedAt time.Time
}

// Store is what the shell service needs from a backend.
type Store interface {
	Menus(ctx context.Context) ([]Menu, error)
	// SeedMenus stores menus when there are none yet (IDs and ParentIDs as given).
	SeedMenus(ctx context.Context, menus []Menu) error
	// Notices answers the staff member's notices (their own and everyone's) and when they
	// last cleared them (zero when never). It may leave out all but the newest limit (by
	// time, then id); the service orders and cuts the list.
	Notices(ctx context.Context, staffID int64, limit int) ([]Notice, time.Time, error)
	// ClearNotices records that the staff member cleared their notices at the time.
	ClearNotices(ctx context.Context, staffID int64, at time.Time) error
}
