package storetest

import (
	"slices"
	"testing"
	"time"

	"shopconsole/server/kernel"
	"shopconsole/server/shopusers"
	"shopconsole/server/storecheck"
)

// detail: the user with its newest ledger lines, its first addresses (the default first)
// and no coupons, each cut to its size.
func detail(t *testing.T, f fixture) {
	u := f.insert(t, user(1))
	var lines, addrs []int64
	f.tx(t, func(tx shopusers.Tx) error {
		for i := range 3 {
			e, err := tx.AppendLedger(shopusers.LedgerEntry{UserID: u.ID, Type: shopusers.Points, Channel: shopusers.SignIn,
				Change: 1, Increase: true, Left: int64(i), CreatedAt: at.Add(time.Duration(i) * time.Hour)})
			if err != nil {
				return err
			}
			lines = append(lines, e.ID)
			a, err := tx.AddAddress(address(u.ID, "c", i == 1))
			if err != nil {
				return err
			}
			addrs = append(addrs, a.ID)
		}
		return nil
	})
	d, err := f.s.UserDetail(f.ctx, u.ID, shopusers.DetailSizes{Lines: 2, Addresses: 2, Coupons: 5})
	if err != nil {
		t.Fatal(err)
	}
	read(t, "UserDetail's user", d.User, u)
	if got := storecheck.IDs(d.Ledger, lineID); !slices.Equal(got, []int64{lines[2], lines[1]}) {
		t.Errorf("UserDetail's lines %v, want the newest two of %v", got, lines)
	}
	addressID := func(a shopusers.Address) int64 { return a.ID }
	if got := storecheck.IDs(d.Addresses, addressID); !slices.Equal(got, []int64{addrs[1], addrs[2]}) {
		t.Errorf("UserDetail's addresses %v, want the default then the newest of %v", got, addrs)
	}
	if len(d.Coupons) != 0 {
		t.Errorf("UserDetail's coupons: %+v, want none", d.Coupons)
	}
}

// day is the start of the shop's day n days after at's.
func day(n int) time.Time { return time.Date(2026, 5, 4, 0, 0, 0, 0, kernel.ShopZone).AddDate(0, 0, n) }

// listUsers: each filter, each sort both ways, pages and the total.
func listUsers(t *testing.T, f fixture) {
	levels, _ := f.s.Levels(f.ctx)
	var us []shopusers.User
	for i, x := range []struct {
		nick, mobile   string
		balance, spent int64
		level          bool
		disabled       bool
	}{
		{"Alice", "13800000001", 300, 10, true, false},
		{"Bob", "13900000002", 100, 30, false, true},
		{"Alina", "13800000003", 200, 20, true, false},
	} {
		u := user(i)
		u.Nickname, u.Mobile, u.Balance, u.TotalOrderAmount, u.Disabled = x.nick, x.mobile, x.balance, x.spent, x.disabled
		u.RegisteredAt = day(i).Add(time.Hour)
		if x.level {
			u.LevelID, u.LevelName = levels[0].ID, levels[0].Name
		}
		us = append(us, f.insert(t, u))
	}
	lv, none, yes := levels[0].ID, int64(0), true
	from, to := day(1), day(2)
	for _, tc := range []struct {
		name  string
		f     shopusers.UserFilter
		want  []int
		total int64
	}{
		{"registered, newest first", shopusers.UserFilter{Sort: shopusers.SortRegistered, Desc: true}, []int{2, 1, 0}, 3},
		{"registered", shopusers.UserFilter{Sort: shopusers.SortRegistered}, []int{0, 1, 2}, 3},
		{"balance", shopusers.UserFilter{Sort: shopusers.SortBalance}, []int{1, 2, 0}, 3},
		{"spent, most first", shopusers.UserFilter{Sort: shopusers.SortSpent, Desc: true}, []int{1, 2, 0}, 3},
		{"nickname prefix", shopusers.UserFilter{Keyword: "Ali", Sort: shopusers.SortRegistered}, []int{0, 2}, 2},
		{"mobile prefix", shopusers.UserFilter{Keyword: "1390", Sort: shopusers.SortRegistered}, []int{1}, 1},
		{"member number", shopusers.UserFilter{Keyword: us[2].SN, Sort: shopusers.SortRegistered}, []int{2}, 1},
		{"level", shopusers.UserFilter{LevelID: &lv, Sort: shopusers.SortRegistered}, []int{0, 2}, 2},
		{"no level", shopusers.UserFilter{LevelID: &none, Sort: shopusers.SortRegistered}, []int{1}, 1},
		{"disabled", shopusers.UserFilter{Disabled: &yes, Sort: shopusers.SortRegistered}, []int{1}, 1},
		{"registered days", shopusers.UserFilter{From: &from, To: &to, Sort: shopusers.SortRegistered}, []int{1}, 1},
		{"second page", shopusers.UserFilter{Page: kernel.Page{No: 2, Size: 2}, Sort: shopusers.SortRegistered}, []int{2}, 3},
	} {
		if tc.f.Size == 0 {
			tc.f.Page = page(10)
		}
		got, total, err := f.s.ListUsers(f.ctx, tc.f)
		want := storecheck.IDs(tc.want, func(i int) int64 { return us[i].ID })
		ids := storecheck.IDs(got, func(u shopusers.User) int64 { return u.ID })
		if err != nil || total != tc.total || !slices.Equal(ids, want) {
			t.Errorf("%s: %v of %d (%v), want %v of %d", tc.name, ids, total, err, want, tc.total)
		}
	}
	got, _, _ := f.s.ListUsers(f.ctx, shopusers.UserFilter{Page: page(10), Sort: shopusers.SortRegistered})
	for i := range got {
		read(t, "a listed user", got[i], us[i])
	}
}
