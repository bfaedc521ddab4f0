// Package storetest is the contract every shell.Store keeps, run over each backend's store:
// seeding the menus once (ids as given, and administration's new menus after them), a
// staff member's notices (their own and everyone's, the newest kept under the limit) and
// when they last cleared them.
package storetest

import (
	"cmp"
	"context"
	"slices"
	"testing"
	"time"

	"shopconsole/server/api"
	"shopconsole/server/session"
	"shopconsole/server/shell"
	"shopconsole/server/storecheck"
	"shopconsole/server/system"
)

// Stores are one backend's stores, fresh (no menus, notices or staff).
type Stores struct {
	Shell shell.Store
	// Session registers the staff members notices are for.
	Session session.Store
	// System creates menus after the seeded ones.
	System system.Store
	// AddNotice stores a notice (StaffID 0: for everyone): notices come from outside the
	// console, so no area's Store has it.
	AddNotice func(ctx context.Context, n shell.Notice) error
}

// Run checks the stores newStores answers, fresh for each case.
func Run(t *testing.T, newStores func(t *testing.T) Stores) {
	storecheck.Run(t, newStores, []storecheck.Case[Stores]{
		{Name: "SeedMenus", Fn: seedMenus},
		{Name: "Notices", Fn: notices},
		{Name: "NoticeLimit", Fn: noticeLimit},
		{Name: "ClearNotices", Fn: clearNotices},
	})
}

var (
	ctx = context.Background()
	at  = storecheck.At
)

func byID(list []shell.Menu) []shell.Menu {
	list = slices.Clone(list)
	slices.SortFunc(list, func(a, b shell.Menu) int { return cmp.Compare(a.ID, b.ID) })
	return list
}

func menus(t *testing.T, s Stores) []shell.Menu {
	t.Helper()
	list, err := s.Shell.Menus(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return byID(list)
}

// seedMenus: the first seed stores every field, ids as given (in an order the service sets
// itself); a later seed changes nothing; administration's new menus take ids after them.
func seedMenus(t *testing.T, s Stores) {
	if list := menus(t, s); len(list) != 0 {
		t.Fatalf("a fresh store's menus: %+v", list)
	}
	icon, hidden := "home-line", true
	seed := []shell.Menu{
		{ID: 10, Path: "/goods", Name: "Goods", Component: "Layout", Redirect: "/goods/list",
			Meta: api.RouteMeta{Title: "商品", Icon: &icon}, Sort: 2},
		{ID: 11, ParentID: 10, Path: "list", Name: "GoodsList", Component: "@/views/goods/list",
			Meta: api.RouteMeta{Title: "商品列表", Hidden: &hidden}, Sort: 1},
		{ID: 5, Path: "/home", Name: "Home", Component: "Layout", Meta: api.RouteMeta{Title: "首页"}, Sort: 1},
	}
	if err := s.Shell.SeedMenus(ctx, seed); err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "Menus after SeedMenus", menus(t, s), byID(seed), nil)
	if err := s.Shell.SeedMenus(ctx, []shell.Menu{{ID: 1, Path: "/other", Name: "Other", Meta: api.RouteMeta{Title: "x"}}}); err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "Menus after a second SeedMenus", menus(t, s), byID(seed), nil)
	var id int64
	storecheck.Tx(t, ctx, s.System.Admin, func(tx system.Tx) (err error) {
		id, err = tx.CreateMenu(ctx, shell.Menu{Path: "/new", Name: "New", Component: "Layout", Meta: api.RouteMeta{Title: "新"}})
		return err
	})
	if id <= 11 {
		t.Errorf("CreateMenu after SeedMenus answered id %d, want one after the seeded ids", id)
	}
}

func staff(t *testing.T, s Stores, username string) int64 {
	t.Helper()
	st, err := s.Session.CreateStaff(ctx, session.NewStaff{Username: username, PasswordHash: "h", CreatedAt: at})
	if err != nil {
		t.Fatal(err)
	}
	return st.ID
}

func notice(staffID int64, text string, minutes int) shell.Notice {
	return shell.Notice{StaffID: staffID, Image: "/n/" + text + ".png", Notice: text, Email: text + "@example.com",
		CreatedAt: at.Add(time.Duration(minutes) * time.Minute)}
}

func add(t *testing.T, s Stores, list ...shell.Notice) {
	t.Helper()
	for _, n := range list {
		if err := s.AddNotice(ctx, n); err != nil {
			t.Fatal(err)
		}
	}
}

// newest orders notices newest first (by time, then id) with every time in UTC.
func newest(list []shell.Notice) []shell.Notice {
	out := make([]shell.Notice, len(list))
	for i, n := range list {
		n.CreatedAt = n.CreatedAt.UTC()
		out[i] = n
	}
	slices.SortFunc(out, func(a, b shell.Notice) int {
		return cmp.Or(b.CreatedAt.Compare(a.CreatedAt), cmp.Compare(b.ID, a.ID))
	})
	return out
}

// noticesOf answers the staff member's notices newest first, ids checked and cleared, and
// when they last cleared them.
func noticesOf(t *testing.T, s Stores, staffID int64, limit int) ([]shell.Notice, time.Time) {
	t.Helper()
	list, cleared, err := s.Shell.Notices(ctx, staffID, limit)
	if err != nil {
		t.Fatal(err)
	}
	list = newest(list)
	seen := map[int64]bool{}
	for i := range list {
		if list[i].ID == 0 || seen[list[i].ID] {
			t.Errorf("notice %+v: no id, or one another has", list[i])
		}
		seen[list[i].ID] = true
		list[i].ID = 0
	}
	return list, cleared.UTC()
}

// notices: each staff member's own and everyone's, every field; never cleared.
func notices(t *testing.T, s Stores) {
	a, b := staff(t, s, "alice"), staff(t, s, "bob")
	all, mine, theirs := notice(0, "all", 1), notice(a, "alice", 2), notice(b, "bob", 3)
	add(t, s, all, mine, theirs)
	got, cleared := noticesOf(t, s, a, 10)
	storecheck.Equal(t, "alice's notices", got, newest([]shell.Notice{mine, all}), nil)
	if !cleared.IsZero() {
		t.Errorf("alice's notices cleared at %v, never", cleared)
	}
	got, _ = noticesOf(t, s, b, 10)
	storecheck.Equal(t, "bob's notices", got, newest([]shell.Notice{theirs, all}), nil)
}

// noticeLimit: what Notices answers holds at least the newest `limit` (by time, then id).
func noticeLimit(t *testing.T, s Stores) {
	a, b := staff(t, s, "alice"), staff(t, s, "bob")
	add(t, s, notice(a, "old", 1), notice(0, "tie-1", 5), notice(0, "tie-2", 5), notice(b, "bob", 9), notice(a, "new", 7))
	got, _ := noticesOf(t, s, a, 3)
	if len(got) < 3 {
		t.Fatalf("Notices with limit 3: %d", len(got))
	}
	storecheck.Equal(t, "the newest 3 notices", got[:3], []shell.Notice{notice(a, "new", 7), notice(0, "tie-2", 5),
		notice(0, "tie-1", 5)}, nil)
}

// clearNotices: Notices answers when the staff member last cleared them, theirs alone.
func clearNotices(t *testing.T, s Stores) {
	a, b := staff(t, s, "alice"), staff(t, s, "bob")
	add(t, s, notice(0, "all", 1))
	for _, when := range []time.Time{at.Add(time.Hour), at.Add(2 * time.Hour)} {
		if err := s.Shell.ClearNotices(ctx, a, when); err != nil {
			t.Fatal(err)
		}
		_, cleared := noticesOf(t, s, a, 10)
		storecheck.Equal(t, "alice's notices cleared at", cleared, when, nil)
	}
	got, cleared := noticesOf(t, s, b, 10)
	if !cleared.IsZero() || len(got) != 1 {
		t.Errorf("bob's notices after alice cleared hers: %+v, cleared at %v", got, cleared)
	}
}
