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

	"shopconsole/server/kernel"
	"shopconsole/server/shopusers"
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
		level                int64 // 0: none
		disabled, deleted    bool
		registered           time.Time
	}
	// Real levels besides the one every schema starts with; a quarter of the users hold none.
	levels := []int64{0}
	for _, name := range []string{"白银", "黄金", "钻石"} {
		var id int64
		if err := db.pool.QueryRow(ctx, `INSERT INTO user_levels (name, growth_value, discount)
			VALUES ($1, 1000 * (SELECT count(*) FROM user_levels), 95) RETURNING id`, name).Scan(&id); err != nil {
			t.Fatal(err)
		}
		levels = append(levels, id)
	}
	var users []user
	var rows [][]any
	for i := int64(1); i <= n; i++ {
		u := user{id: i, sn: fmt.Sprintf("U%010d", i), mobile: fmt.Sprintf("1%d%09d", 3+i%7, i),
			balance: (10 + r.Int64N(50)) * 100, spent: r.Int64N(20) * 100, disabled: i%3 == 1,
			registered: start.Add(time.Duration(r.Int64N(365*24)) * time.Hour), level: levels[i%4]}
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
		var level *int64
		if u.level != 0 {
			level = &u.level
		}
		rows = append(rows, []any{u.id, u.sn, u.nickname, u.mobile, u.balance, u.spent, level, u.disabled, u.registered})
	}
	if _, err := db.pool.CopyFrom(ctx, pgx.Identifier{"shop_users"},
		[]string{"id", "sn", "nickname", "mobile", "balance", "total_order_amount", "level_id", "disabled", "registered_at"},
		pgx.CopyFromRows(rows)); err != nil {
		t.Fatal(err)
	}
	if _, err := db.pool.Exec(ctx, "VACUUM ANALYZE shop_users"); err != nil {
		t.Fatal(err)
	}
	yes := true
	// Shop days start: the service passes only those. To is exclusive.
	mid := time.Date(2025, 6, 30, 0, 0, 0, 0, kernel.ShopZone)
	august := time.Date(2025, 8, 1, 0, 0, 0, 0, kernel.ShopZone)
	early := time.Date(2024, 12, 20, 0, 0, 0, 0, kernel.ShopZone)
	cases := []shopusers.UserFilter{}
	none, silver, diamond := levels[0], levels[1], levels[3]
	for _, sort := range []shopusers.UserSort{shopusers.SortRegistered, shopusers.SortBalance, shopusers.SortSpent} {
		for _, page := range []int{1, 3, 40} {
			p := kernel.Page{No: page, Size: 20}
			cases = append(cases,
				shopusers.UserFilter{Page: p, Sort: sort, Desc: true, Disabled: &yes},
				shopusers.UserFilter{Page: p, Sort: sort, Desc: true, LevelID: &none},
				shopusers.UserFilter{Page: p, Sort: sort, LevelID: &none, Disabled: &yes},
				shopusers.UserFilter{Page: p, Sort: sort, Desc: true, LevelID: &silver},
				shopusers.UserFilter{Page: p, Sort: sort, LevelID: &diamond, Disabled: &yes},
				shopusers.UserFilter{Page: p, Sort: sort, LevelID: &silver, From: &mid, To: &august},
				shopusers.UserFilter{Page: p, Sort: sort, From: &mid},
				shopusers.UserFilter{Page: p, Sort: sort, Desc: true, To: &early},
				shopusers.UserFilter{Page: p, Sort: sort, Desc: true, From: &mid, To: &august, Disabled: &yes},
				shopusers.UserFilter{Page: p, Sort: sort, Desc: true})
		}
	}
	for _, kw := range []string{"王", "王伟", "1", "U", "u", "13", "1300", "1300000", "u0000000", "U0000001", "U00000012", "赵", "赵1", "x"} {
		for _, sort := range []shopusers.UserSort{shopusers.SortRegistered, shopusers.SortBalance, shopusers.SortSpent} {
			for _, page := range []int{1, 2, 30} {
				cases = append(cases,
					shopusers.UserFilter{Page: kernel.Page{No: page, Size: 20}, Keyword: kw, Sort: sort, Desc: true},
					shopusers.UserFilter{Page: kernel.Page{No: page, Size: 7}, Keyword: kw, Sort: sort})
			}
			cases = append(cases,
				shopusers.UserFilter{Page: kernel.Page{No: 1, Size: 20}, Keyword: kw, Sort: sort, Disabled: &yes, Desc: true},
				shopusers.UserFilter{Page: kernel.Page{No: 2, Size: 20}, Keyword: kw, Sort: sort, From: &mid},
				shopusers.UserFilter{Page: kernel.Page{No: 1, Size: 20}, Keyword: kw, Sort: sort, LevelID: &diamond, To: &august})
		}
	}
	check := func(cases []shopusers.UserFilter) {
		t.Helper()
		for _, f := range cases {
			var want []int64
			for _, u := range users {
				matches := (strings.HasPrefix(u.nickname, f.Keyword) || strings.HasPrefix(u.mobile, f.Keyword) ||
					strings.HasPrefix(u.sn, strings.ToUpper(f.Keyword))) &&
					(f.Disabled == nil || u.disabled == *f.Disabled) && (f.LevelID == nil || u.level == *f.LevelID) &&
					(f.From == nil || !u.registered.Before(*f.From)) && (f.To == nil || u.registered.Before(*f.To))
				// The service's rule, which the mock filters with, says the same as this test.
				if f.Matches(shopusers.User{Nickname: u.nickname, Mobile: u.mobile, SN: u.sn, Disabled: u.disabled,
					LevelID: u.level, RegisteredAt: u.registered}) != matches {
					t.Fatalf("UserFilter.Matches disagrees on user %d for %+v", u.id, f)
				}
				if !u.deleted && matches {
					want = append(want, u.id)
				}
			}
			key := func(id int64) int64 {
				u := users[id-1]
				switch f.Sort {
				case shopusers.SortBalance:
					return u.balance
				case shopusers.SortSpent:
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
			list, got, err := db.ShopUsers().ListUsers(ctx, f)
			if err != nil {
				t.Fatalf("%+v: %v", f, err)
			}
			ids := make([]int64, len(list))
			for i, u := range list {
				ids[i] = u.ID
			}
			if got != int64(total) || !slices.Equal(ids, want) {
				t.Errorf("%q sort %s desc %v page %d disabled %v level %v from %v to %v: total %d, ids %v; want %d, %v",
					f.Keyword, f.Sort, f.Desc, f.No, f.Disabled != nil, f.LevelID, f.From, f.To, got, ids, total, want)
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
	var after []shopusers.UserFilter
	for _, kw := range []string{"王", "王改", "王伟", "1", "13", "139", "1390000", "U", "U0000000", "u", "赵"} {
		after = append(after,
			shopusers.UserFilter{Page: kernel.Page{No: 1, Size: 20}, Keyword: kw, Desc: true},
			shopusers.UserFilter{Page: kernel.Page{No: 3, Size: 20}, Keyword: kw, Sort: shopusers.SortBalance})
	}
	check(after)
}
