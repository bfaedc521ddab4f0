package postgres

import (
	"cmp"
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/shopuser"
)

// The user list picks a strategy by the number of matches (walk the sort order for a
// common prefix, sort the matches of a rare one, fall back when a walk comes up short):
// every strategy must answer exactly what the filter says, in order, with the right total.
func TestUserPagesAgreeWithTheFilter(t *testing.T) {
	_, db := freshSchema(t)
	ctx := context.Background()
	const n = 3000
	start := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	r := rand.New(rand.NewPCG(1, 2))
	type user struct {
		id                   int64
		sn, nickname, mobile string
		balance, spent       int64
		disabled, deleted    bool
		registered           time.Time
	}
	var users []user
	var rows [][]any
	for i := int64(1); i <= n; i++ {
		u := user{id: i, sn: fmt.Sprintf("U%010d", i), mobile: fmt.Sprintf("1%d%09d", 3+i%7, i),
			balance: (10 + r.Int64N(50)) * 100, spent: r.Int64N(20) * 100, disabled: i%3 == 1,
			registered: start.Add(time.Duration(r.Int64N(365*24)) * time.Hour)}
		if u.disabled { // the lowest balances: a walk from the top comes up short
			u.balance = r.Int64N(5) * 100
		}
		switch {
		case i%3 == 0: // a common surname: the walk
			u.nickname = "王" + string([]rune("伟芳娜")[i/3%3])
		case i%10 == 1: // nicknames that also match by mobile or sn: the exclusions
			u.nickname = u.mobile[:5] + "x"
		case i%10 == 2:
			u.nickname = "u000000" + fmt.Sprint(i%10)
		case i < 1200: // clustered by registration: walks come up short when sorted by it
			u.nickname = "赵" + fmt.Sprint(i)
			u.registered = start.Add(-time.Duration(i) * time.Hour)
		default:
			u.nickname = "李" + fmt.Sprint(i)
		}
		users = append(users, u)
		rows = append(rows, []any{u.id, u.sn, u.nickname, u.mobile, u.balance, u.spent, u.disabled, u.registered})
	}
	if _, err := db.pool.CopyFrom(ctx, pgx.Identifier{"shop_users"},
		[]string{"id", "sn", "nickname", "mobile", "balance", "total_order_amount", "disabled", "registered_at"},
		pgx.CopyFromRows(rows)); err != nil {
		t.Fatal(err)
	}
	if _, err := db.pool.Exec(ctx, "VACUUM ANALYZE shop_users"); err != nil {
		t.Fatal(err)
	}
	yes := true
	mid := time.Date(2025, 6, 30, 0, 0, 0, 0, shopuser.ShopZone) // a shop day starts: the service passes only those
	cases := []shopuser.UserFilter{}
	none := int64(0)
	for _, sort := range []shopuser.UserSort{shopuser.SortRegistered, shopuser.SortBalance, shopuser.SortSpent} {
		for _, page := range []int{1, 3, 40} {
			cases = append(cases,
				shopuser.UserFilter{Page: shopuser.Page{No: page, Size: 20}, Sort: sort, Desc: true, Disabled: &yes},
				shopuser.UserFilter{Page: shopuser.Page{No: page, Size: 20}, Sort: sort, Desc: true, LevelID: &none},
				shopuser.UserFilter{Page: shopuser.Page{No: page, Size: 20}, Sort: sort, LevelID: &none, Disabled: &yes},
				shopuser.UserFilter{Page: shopuser.Page{No: page, Size: 20}, Sort: sort, From: &mid},
				shopuser.UserFilter{Page: shopuser.Page{No: page, Size: 20}, Sort: sort, Desc: true})
		}
	}
	for _, kw := range []string{"王", "王伟", "1", "U", "u", "13", "1300", "1300000", "u0000000", "U0000001", "U00000012", "赵", "赵1", "x"} {
		for _, sort := range []shopuser.UserSort{shopuser.SortRegistered, shopuser.SortBalance, shopuser.SortSpent} {
			for _, page := range []int{1, 2, 30} {
				cases = append(cases,
					shopuser.UserFilter{Page: shopuser.Page{No: page, Size: 20}, Keyword: kw, Sort: sort, Desc: true},
					shopuser.UserFilter{Page: shopuser.Page{No: page, Size: 7}, Keyword: kw, Sort: sort})
			}
			cases = append(cases,
				shopuser.UserFilter{Page: shopuser.Page{No: 1, Size: 20}, Keyword: kw, Sort: sort, Disabled: &yes, Desc: true},
				shopuser.UserFilter{Page: shopuser.Page{No: 2, Size: 20}, Keyword: kw, Sort: sort, From: &mid})
		}
	}
	check := func(cases []shopuser.UserFilter) {
		t.Helper()
		for _, f := range cases {
			var want []int64
			for _, u := range users {
				if !u.deleted && (strings.HasPrefix(u.nickname, f.Keyword) || strings.HasPrefix(u.mobile, f.Keyword) ||
					strings.HasPrefix(u.sn, strings.ToUpper(f.Keyword))) &&
					(f.Disabled == nil || u.disabled == *f.Disabled) && (f.From == nil || !u.registered.Before(*f.From)) {
					want = append(want, u.id)
				}
			}
			key := func(id int64) int64 {
				u := users[id-1]
				switch f.Sort {
				case shopuser.SortBalance:
					return u.balance
				case shopuser.SortSpent:
					return u.spent
				}
				return u.registered.UnixNano()
			}
			slices.SortFunc(want, func(a, b int64) int {
				c := cmp.Or(cmp.Compare(key(a), key(b)), cmp.Compare(a, b))
				if f.Desc {
					return -c
				}
				return c
			})
			total := len(want)
			want = want[min(len(want), f.Offset()):min(len(want), f.Offset()+f.Size)]
			list, got, err := db.ListShopUsers(ctx, f)
			if err != nil {
				t.Fatalf("%+v: %v", f, err)
			}
			ids := make([]int64, len(list))
			for i, u := range list {
				ids[i] = u.ID
			}
			if got != int64(total) || !slices.Equal(ids, want) {
				t.Errorf("%q sort %s desc %v page %d disabled %v from %v: total %d, ids %v; want %d, %v",
					f.Keyword, f.Sort, f.Desc, f.No, f.Disabled != nil, f.From != nil, got, ids, total, want)
			}
		}
	}
	check(cases)

	// The keyword totals come from counters that writes keep: renames, new numbers and
	// deletions move users between prefixes.
	for _, q := range []string{
		"UPDATE shop_users SET nickname = '王改' || id WHERE id % 7 = 0",
		"UPDATE shop_users SET mobile = '1390000' || lpad(id::text, 4, '0') WHERE id % 11 = 0",
		"UPDATE shop_users SET balance = balance + 1 WHERE id % 5 = 0",
		"DELETE FROM shop_users WHERE id % 13 = 0",
	} {
		if _, err := db.pool.Exec(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	for i := range users {
		u := &users[i]
		if u.id%7 == 0 {
			u.nickname = fmt.Sprint("王改", u.id)
		}
		if u.id%11 == 0 {
			u.mobile = fmt.Sprintf("1390000%04d", u.id)
		}
		if u.id%5 == 0 {
			u.balance++
		}
		u.deleted = u.id%13 == 0
	}
	var after []shopuser.UserFilter
	for _, kw := range []string{"王", "王改", "王伟", "1", "13", "139", "1390000", "U", "U0000000", "u", "赵"} {
		after = append(after,
			shopuser.UserFilter{Page: shopuser.Page{No: 1, Size: 20}, Keyword: kw, Desc: true},
			shopuser.UserFilter{Page: shopuser.Page{No: 3, Size: 20}, Keyword: kw, Sort: shopuser.SortBalance})
	}
	check(after)
}
