package app

import (
	"context"
	"fmt"
	"time"

	"shopconsole/server/cash"
	"shopconsole/server/goods"
	"shopconsole/server/kernel"
	"shopconsole/server/orders"
	"shopconsole/server/stats"
)

// statsTodos counts the home's to-dos through the lists their links open, with the same
// filters (docs/stats.md), so each count equals the total the list shows.
func statsTodos(o *orders.Service, g *goods.Service, c *cash.Service) stats.TodoCounter {
	one := kernel.Page{No: 1, Size: 1}
	return func(ctx context.Context, now time.Time) ([]stats.Todo, error) {
		count := func(key string, n int64, err error) (stats.Todo, error) {
			if err != nil {
				return stats.Todo{}, fmt.Errorf("to-do %s: %w", key, err)
			}
			return stats.Todo{Key: key, Count: n}, nil
		}
		steps := []func() (stats.Todo, error){
			func() (stats.Todo, error) {
				_, n, _, err := o.List(ctx, orders.Filter{Status: orders.Paid, Page: one})
				return count(stats.TodoToShip, n, err)
			},
			func() (stats.Todo, error) {
				_, n, _, err := o.ListAfterSales(ctx, orders.AfterSaleFilter{Status: orders.Applied, Page: one})
				return count(stats.TodoAfterSaleApplied, n, err)
			},
			func() (stats.Todo, error) {
				_, n, _, err := o.ListAfterSales(ctx, orders.AfterSaleFilter{Status: orders.AwaitingReceipt, Page: one})
				return count(stats.TodoAfterSaleAwaitingReceipt, n, err)
			},
			func() (stats.Todo, error) {
				_, n, _, err := g.ListGoods(ctx, goods.Filter{Tab: goods.TabWarning, MinPrice: -1, MaxPrice: -1, Sort: "sort",
					Page: kernel.Page{No: 1, Size: 1}}, 0)
				return count(stats.TodoLowStock, n, err)
			},
			func() (stats.Todo, error) {
				_, n, _, err := c.Withdrawals(ctx, cash.WithdrawalFilter{Status: cash.Pending, Limit: 1})
				return count(stats.TodoWithdrawPending, n, err)
			},
			func() (stats.Todo, error) {
				at := now.UTC().Truncate(time.Microsecond)
				_, n, _, err := o.List(ctx, orders.Filter{Status: orders.Unpaid, Page: one,
					Closing: orders.ClosingWithin(at, stats.ClosingMinutes)})
				return count(stats.TodoUnpaidClosing, n, err)
			},
		}
		out := make([]stats.Todo, 0, len(steps))
		for _, step := range steps {
			t, err := step()
			if err != nil {
				return nil, err
			}
			out = append(out, t)
		}
		return out, nil
	}
}
