package postgres

import (
	"context"
	"fmt"
	"maps"
	"testing"
	"time"

	"shopconsole/server/kernel"
	"shopconsole/server/orders"
	"shopconsole/server/shopusers"
)

// The counters answer the list's counts as counting the orders does, through new orders,
// transitions and claims opened and closed, before and after their shards are folded.
func TestOrderCountersFollowTheOrders(t *testing.T) {
	_, db := freshSchema(t)
	ctx := context.Background()
	u, err := shopusers.New(db.ShopUsers(), nil, nil).Register(ctx, shopusers.NewUser{Nickname: "小红", Mobile: "13800000002"})
	if err != nil {
		t.Fatal(err)
	}
	// Three days of the shop's calendar; 23:30 in the shop is the next day in UTC's.
	day := func(d int) time.Time { return time.Date(2024, 5, d, 0, 0, 0, 0, kernel.ShopZone) }
	kinds := []struct {
		status orders.Status
		way    orders.PayWay
	}{{orders.Unpaid, ""}, {orders.Paid, orders.PayWechat}, {orders.Shipped, orders.PayAlipay},
		{orders.Completed, orders.PayBalance}, {orders.Closed, ""}, {orders.Completed, orders.PayWechat}}
	var ids []int64
	var items []int64
	err = db.Orders().Tx(ctx, func(tx orders.Tx) error {
		for i := range 18 {
			k := kinds[i%len(kinds)]
			at := day(1 + i%3).Add(time.Duration(i%2)*23*time.Hour + 30*time.Minute)
			id, err := tx.NextOrderID()
			if err != nil {
				return err
			}
			err = tx.InsertOrder(orders.Order{ID: id, SN: fmt.Sprintf("S2024C%03d", i), UserID: u.ID, Status: k.status,
				PayWay: k.way, GoodsAmount: 1000, PayAmount: 1000, CreatedAt: at, PayDeadline: at.Add(time.Hour),
				Consignee: orders.Consignee{Name: "收货人", Mobile: "13700000000", ProvinceCode: "110000", CityCode: "110100",
					DistrictCode: "110101", Detail: "一号"},
				Items: []orders.Item{{GoodsID: 1, SKUID: 1, GoodsName: "茶杯", Price: 500, Quantity: 1},
					{GoodsID: 2, SKUID: 2, GoodsName: "茶壶", Price: 500, Quantity: 1}}})
			if err != nil {
				return err
			}
			o, err := tx.Order(id, false)
			if err != nil {
				return err
			}
			ids = append(ids, o.ID)
			items = append(items, o.Items[0].ID, o.Items[1].ID)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	check := func(when string) {
		t.Helper()
		for _, f := range []orders.Filter{{}, {PayWay: orders.PayWechat}, {From: day(2)}, {To: day(3)},
			{From: day(2), To: day(3), PayWay: orders.PayAlipay}, {Status: orders.Completed}, {AfterSale: true}} {
			f.Page = kernel.Page{No: 1, Size: 20}
			_, total, counts, err := db.Orders().ListOrders(ctx, f)
			if err != nil {
				t.Fatal(err)
			}
			exact := f
			exact.SN = "S2024C" // a filter the counters do not answer: the orders are counted
			_, wantTotal, want, err := db.Orders().ListOrders(ctx, exact)
			if err != nil {
				t.Fatal(err)
			}
			for s, n := range want { // the counters may keep a zero row a count leaves out
				if n == 0 {
					delete(want, s)
				}
			}
			maps.DeleteFunc(counts, func(_ orders.Status, n int64) bool { return n == 0 })
			if total != wantTotal || !maps.Equal(counts, want) {
				t.Errorf("%s, %+v: counters %v (total %d), counted %v (total %d)", when, f, counts, total, want, wantTotal)
			}
		}
	}
	check("new orders")

	// Claims: two on one order (one closes), one on another; an order moves on.
	claim := func(tx orders.Tx, n int, status orders.AfterSaleStatus) (orders.AfterSale, error) {
		id, err := tx.NextAfterSaleID()
		if err != nil {
			return orders.AfterSale{}, err
		}
		a := orders.AfterSale{ID: id, SN: fmt.Sprintf("A2024C%03d", id), OrderID: ids[n/2], ItemID: items[n], GoodsName: "茶杯",
			Quantity: 1, Kind: orders.RefundOnly, Amount: 100, Reason: "不想要了", Status: status, UserID: u.ID,
			CreatedAt: day(3), UpdatedAt: day(3)}
		return a, tx.InsertAfterSale(a)
	}
	err = db.Orders().Tx(ctx, func(tx orders.Tx) error {
		if _, err := claim(tx, 6, orders.Applied); err != nil { // order 3: completed, balance
			return err
		}
		a, err := claim(tx, 7, orders.AwaitingRefund)
		if err != nil {
			return err
		}
		if _, err := claim(tx, 2, orders.Applied); err != nil { // order 1: paid, wechat
			return err
		}
		a.Status = orders.Refunded
		if err := tx.SaveAfterSale(a); err != nil {
			return err
		}
		o, err := tx.Order(ids[1], true)
		if err != nil {
			return err
		}
		o.Status, o.ShippedAt = orders.Shipped, new(day(3))
		return tx.SaveOrder(o)
	})
	if err != nil {
		t.Fatal(err)
	}
	check("claims and a transition")
	// The after-sales' tab counts: the counters without a filter, as counting them does.
	all := orders.AfterSaleFilter{Page: kernel.Page{No: 1, Size: 20}}
	_, total, counts, err := db.Orders().ListAfterSales(ctx, all)
	if err != nil {
		t.Fatal(err)
	}
	all.SN = "A2024C" // counted from the rows
	_, wantTotal, want, err := db.Orders().ListAfterSales(ctx, all)
	if err != nil {
		t.Fatal(err)
	}
	if total != 3 || total != wantTotal || !maps.Equal(counts, want) || counts[orders.Applied] != 2 || counts[orders.Refunded] != 1 {
		t.Errorf("after-sales: counters %v (total %d), counted %v (total %d)", counts, total, want, wantTotal)
	}
	if _, err := db.Pool().Exec(ctx, "SELECT order_counts_compact()"); err != nil {
		t.Fatal(err)
	}
	check("folded")
	var shards int
	if err := db.Pool().QueryRow(ctx, "SELECT count(*) FROM order_day_counts WHERE shard <> 0").Scan(&shards); err != nil || shards != 0 {
		t.Errorf("after folding: %d rows outside shard 0 (%v)", shards, err)
	}
	var open int
	if err := db.Pool().QueryRow(ctx, "SELECT open_claims FROM orders WHERE id = $1", ids[3]).Scan(&open); err != nil || open != 1 {
		t.Errorf("order with one claim of two open: open_claims %d (%v)", open, err)
	}
}
