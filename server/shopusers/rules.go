package shopusers

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"time"
)

// The rules of the area as plain functions: the service applies them between a load and a
// save, the mock's tables filter with them, and tests check them without a store.

// LevelFor is the level of a growth: the one with the highest threshold (GrowthValue) not
// above it; 0 when every threshold is above it.
func LevelFor(levels []Level, growth int64) int64 {
	var best *Level
	for i := range levels {
		l := &levels[i]
		if l.GrowthValue <= growth && (best == nil || l.GrowthValue > best.GrowthValue) {
			best = l
		}
	}
	if best == nil {
		return 0
	}
	return best.ID
}

// Band is a range of growth, [From, To) (To 0: no end), and the level its users hold.
type Band struct {
	Level    int64
	From, To int64
}

// Moves answers the growth ranges whose level differs between two sets of levels, each
// with its level in the after set: the users whose level follows their growth move there,
// and no one else. Neighbouring ranges moving to the same level are one.
func Moves(before, after []Level) []Band {
	points := []int64{0}
	for _, l := range slices.Concat(before, after) {
		points = append(points, l.GrowthValue)
	}
	slices.Sort(points)
	points = slices.Compact(points)
	var out []Band
	for i, p := range points {
		var to int64
		if i+1 < len(points) {
			to = points[i+1]
		}
		want := LevelFor(after, p)
		if LevelFor(before, p) == want {
			continue
		}
		if n := len(out); n > 0 && out[n-1].Level == want && out[n-1].To == p {
			out[n-1].To = to
			continue
		}
		out = append(out, Band{Level: want, From: p, To: to})
	}
	return out
}

// checkLevelUnique refuses a level whose name or threshold another level has.
func checkLevelUnique(levels []Level, l Level) error {
	for _, o := range levels {
		switch {
		case o.ID == l.ID:
		case o.Name == l.Name:
			return ErrLevelNameTaken
		case o.GrowthValue == l.GrowthValue:
			return ErrLevelGrowthTaken
		}
	}
	return nil
}

// DuplicateError names a level that a sort lists twice.
type DuplicateError struct{ ID int64 }

func (e *DuplicateError) Error() string { return fmt.Sprintf("level %d listed twice", e.ID) }

func (e *DuplicateError) Unwrap() error { return ErrSortDuplicate }

// checkSort accepts ids that name every level exactly once.
func checkSort(levels []Level, ids []int64) error {
	seen := map[int64]bool{}
	for _, id := range ids {
		if seen[id] {
			return &DuplicateError{id}
		}
		seen[id] = true
	}
	if len(ids) != len(levels) {
		return ErrSortMismatch
	}
	for _, l := range levels {
		if !seen[l.ID] {
			return ErrSortMismatch
		}
	}
	return nil
}

// apply changes the user's holding in the adjustment's account and answers what is left;
// ErrInsufficient when a decrease exceeds the holding (never clamped). A growth change
// moves the user to the level of the new growth, a level set by hand included.
func (u *User) apply(a Adjustment, levels []Level) (int64, error) {
	held := map[Account]*int64{Money: &u.Balance, Points: &u.Points, Growth: &u.Growth, Earnings: &u.Earnings}[a.Type]
	if held == nil {
		return 0, fmt.Errorf("account %q", a.Type)
	}
	left := *held + a.Amount
	if !a.Increase {
		left = *held - a.Amount
	}
	if left < 0 {
		return 0, ErrInsufficient
	}
	*held = left
	if a.Type == Growth {
		u.LevelID, u.LevelManual = LevelFor(levels, u.Growth), false
		u.LevelName = levelName(levels, u.LevelID)
	}
	return left, nil
}

func levelName(levels []Level, id int64) string {
	for _, l := range levels {
		if l.ID == id {
			return l.Name
		}
	}
	return ""
}

// clearedDefaults answers the user's addresses that stop being the default when added is
// stored: a user has one default address, the latest one made so.
func clearedDefaults(existing []Address, added Address) []Address {
	var out []Address
	for _, a := range existing {
		if added.IsDefault && a.IsDefault {
			a.IsDefault = false
			out = append(out, a)
		}
	}
	return out
}

// Matches reports whether the user passes every condition of the filter (not its page): a
// keyword matches when it is a prefix of the nickname, of the mobile number, or (any case)
// of the member number.
func (f UserFilter) Matches(u User) bool { return f.Matcher()(&u) }

// Matcher is Matches for many users: what depends on the filter alone is worked out once.
func (f UserFilter) Matcher() func(*User) bool {
	kw, upper := f.Keyword, strings.ToUpper(f.Keyword)
	return func(u *User) bool {
		if kw != "" && !strings.HasPrefix(u.Nickname, kw) && !strings.HasPrefix(u.Mobile, kw) && !strings.HasPrefix(u.SN, upper) {
			return false
		}
		return (f.LevelID == nil || u.LevelID == *f.LevelID) && (f.Disabled == nil || u.Disabled == *f.Disabled) &&
			inRange(u.RegisteredAt, f.From, f.To)
	}
}

// Matches reports whether the ledger line passes every condition of the filter.
func (f LedgerFilter) Matches(e LedgerEntry) bool {
	return (f.UserID == 0 || e.UserID == f.UserID) && (f.Type == "" || e.Type == f.Type) &&
		(f.Channel == "" || e.Channel == f.Channel) && inRange(e.CreatedAt, f.From, f.To)
}

// MatchesAddress reports whether the address passes the filter: the keyword is a prefix of
// the contact or of the mobile number.
func (f RowFilter) MatchesAddress(a Address) bool {
	return (f.UserID == 0 || a.UserID == f.UserID) &&
		(f.Keyword == "" || strings.HasPrefix(a.Contact, f.Keyword) || strings.HasPrefix(a.Mobile, f.Keyword))
}

// MatchesGoods reports whether a favourite or browsing row passes the filter: the keyword is
// part of the goods' name.
func (f RowFilter) MatchesGoods(userID int64, g Goods) bool {
	return (f.UserID == 0 || userID == f.UserID) && (f.Keyword == "" || strings.Contains(g.Name, f.Keyword))
}

func inRange(t time.Time, from, to *time.Time) bool {
	return (from == nil || !t.Before(*from)) && (to == nil || t.Before(*to))
}

// PlaceByGrowth answers the display order (each level's Sort, from 1) once l joins the
// levels: l goes before the first level, in display order, whose threshold is above its
// own, so a shop that never reorders by hand lists its levels by threshold. The levels
// keep their order among themselves.
func PlaceByGrowth(levels []Level, l Level) []Level {
	out := slices.Clone(levels)
	slices.SortStableFunc(out, func(a, b Level) int { return cmp.Or(cmp.Compare(a.Sort, b.Sort), cmp.Compare(a.ID, b.ID)) })
	at := slices.IndexFunc(out, func(o Level) bool { return o.GrowthValue > l.GrowthValue })
	if at < 0 {
		at = len(out)
	}
	out = slices.Insert(out, at, l)
	for i := range out {
		out[i].Sort = i + 1
	}
	return out
}
