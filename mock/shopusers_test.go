package mock

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"shopconsole/server/kernel"
	"shopconsole/server/shopusers"
)

// Every walk the mock picks (a sort order, a level's run, a date range's run) answers what
// the filter says, in order, with the right total: the same oracle as the Postgres list's.
func TestMockPagesAgreeWithTheFilter(t *testing.T) {
	ctx := context.Background()
	s := NewAt(time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC))
	st := s.ShopUsers()
	var all []shopusers.User
	s.shop.users.scan(func(u shopusers.User) bool { all = append(all, u); return true })
	yes, lvl, none := true, int64(2), int64(0)
	from, to := s.epoch.AddDate(0, 0, -300), s.epoch.AddDate(0, 0, -100)
	var cases []shopusers.UserFilter
	for _, sort := range []shopusers.UserSort{shopusers.SortRegistered, shopusers.SortBalance, shopusers.SortSpent} {
		for _, page := range []kernel.Page{{No: 1, Size: 20}, {No: 3, Size: 7}, {No: 40, Size: 20}} {
			for _, f := range []shopusers.UserFilter{{}, {Keyword: "王"}, {Keyword: "13"}, {Keyword: "u2026000"}, {LevelID: &lvl},
				{LevelID: &none}, {Disabled: &yes}, {From: &from, To: &to}, {LevelID: &lvl, From: &from}, {Keyword: "李", To: &to}} {
				for _, desc := range []bool{false, true} {
					f.Page, f.Sort, f.Desc = page, sort, desc
					cases = append(cases, f)
				}
			}
		}
	}
	for _, f := range cases {
		var want []shopusers.User
		for _, u := range all {
			if f.Matches(u) {
				want = append(want, u)
			}
		}
		key := func(u shopusers.User) int64 {
			switch f.Sort {
			case shopusers.SortBalance:
				return u.Balance
			case shopusers.SortSpent:
				return u.TotalOrderAmount
			}
			return u.RegisteredAt.UnixNano()
		}
		slices.SortFunc(want, func(a, b shopusers.User) int {
			c := cmp.Or(cmp.Compare(key(a), key(b)), cmp.Compare(a.ID, b.ID))
			if f.Desc {
				return -c
			}
			return c
		})
		total := len(want)
		want = want[min(total, f.Offset()):min(total, f.Offset()+f.Size)]
		got, n, err := st.ListUsers(ctx, f)
		if err != nil {
			t.Fatal(err)
		}
		if n != int64(total) || fmt.Sprint(userIDs(got)) != fmt.Sprint(userIDs(want)) {
			t.Errorf("%+v: total %d, ids %v; want %d, %v", f, n, userIDs(got), total, userIDs(want))
		}
	}
}

func userIDs(us []shopusers.User) []int64 {
	out := make([]int64, len(us))
	for i, u := range us {
		out[i] = u.ID
	}
	return out
}
