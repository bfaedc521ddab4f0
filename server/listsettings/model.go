// Package listsettings keeps each staff member's own settings of the console's lists: the
// columns they hid and their saved views (a named set of filters and sort, one of them
// the default). The rules are plain functions over one list's Settings; a store keeps one
// document per staff member and list.
package listsettings

import "time"

// Limits of one list's settings.
const (
	MaxViews   = 20
	MaxHidden  = 100
	MaxNameLen = 32
)

// View is a saved view: the list's URL query without paging.
type View struct {
	ID        int64     `json:"id"`
	Name      string    `json:"name"`
	Query     string    `json:"query"`
	IsDefault bool      `json:"isDefault"`
	CreatedAt time.Time `json:"createdAt"`
}

// Settings are one staff member's settings of one list, stored as one document.
type Settings struct {
	HiddenColumns []string `json:"hiddenColumns"`
	Views         []View   `json:"views"`
	// LastViewID is the highest view id handed out, so a deleted view's id is never reused.
	LastViewID int64 `json:"lastViewId"`
}

// Clone copies the settings, so a store never shares slices with its callers.
func (s Settings) Clone() Settings {
	out := Settings{LastViewID: s.LastViewID, HiddenColumns: make([]string, len(s.HiddenColumns)), Views: make([]View, len(s.Views))}
	copy(out.HiddenColumns, s.HiddenColumns)
	copy(out.Views, s.Views)
	return out
}
