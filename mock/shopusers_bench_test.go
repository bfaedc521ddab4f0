package mock

import (
	"context"
	"testing"

	"shopconsole/server/kernel"
	"shopconsole/server/shopusers"
)

// The lists the console opens most, at the store: a page is a walk of a maintained order.
// go test ./mock -run - -bench Lists
func BenchmarkLists(b *testing.B) {
	ctx := context.Background()
	st := New().ShopUsers()
	first := kernel.Page{No: 1, Size: 20}
	users := func(sort shopusers.UserSort, kw string) func() error {
		return func() error {
			_, _, err := st.ListUsers(ctx, shopusers.UserFilter{Page: first, Sort: sort, Desc: true, Keyword: kw})
			return err
		}
	}
	for _, c := range []struct {
		name string
		run  func() error
	}{
		{"users", users(shopusers.SortRegistered, "")},
		{"users:-balance", users(shopusers.SortBalance, "")},
		{"users:-spent", users(shopusers.SortSpent, "")},
		{"users:kw-surname", users(shopusers.SortRegistered, "王")},
		{"ledger", func() error { _, _, err := st.Ledger(ctx, shopusers.LedgerFilter{Page: first}); return err }},
		{"ledger:user", func() error {
			_, _, err := st.Ledger(ctx, shopusers.LedgerFilter{Page: first, UserID: 10100})
			return err
		}},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if err := c.run(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
