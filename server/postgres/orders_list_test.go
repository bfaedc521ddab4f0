package postgres

import (
	"context"
	"sync"
	"testing"
	"time"

	"shopconsole/server/kernel"
	"shopconsole/server/orders"
	"shopconsole/server/shopusers"
)

// More concurrent order lists than the pool has connections all answer, with their items:
// a list gives its batch's connection back before it takes one for the page's items.
func TestOrderListsOutnumberThePool(t *testing.T) {
	_, db := freshSchema(t)
	ctx := context.Background()
	u, err := shopusers.New(db.ShopUsers(), nil, nil).Register(ctx, shopusers.NewUser{Nickname: "小明", Mobile: "13800000001"})
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2024, 5, 1, 10, 0, 0, 0, time.UTC)
	err = db.Orders().Tx(ctx, func(tx orders.Tx) error {
		id, err := tx.NextOrderID()
		if err != nil {
			return err
		}
		err = tx.InsertOrder(orders.Order{ID: id, SN: "S2024L001", UserID: u.ID, Status: orders.Unpaid, GoodsAmount: 1000,
			PayAmount: 1000, CreatedAt: at, PayDeadline: at.Add(time.Hour),
			Consignee: orders.Consignee{Name: "收货人", Mobile: "13700000000", ProvinceCode: "110000", CityCode: "110100",
				DistrictCode: "110101", Detail: "一号"},
			Items: []orders.Item{{GoodsID: 1, SKUID: 1, GoodsName: "茶杯", Price: 1000, Quantity: 1}}})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	n := 2*int(db.Pool().Config().MaxConns) + 1
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() {
			for range 5 {
				list, total, _, err := db.Orders().ListOrders(ctx, orders.Filter{Page: kernel.Page{No: 1, Size: 20}})
				if err == nil && (total != 1 || len(list) != 1 || len(list[0].Items) != 1) {
					t.Errorf("list %d: total %d, %d rows", i, total, len(list))
				}
				if err != nil {
					errs[i] = err
					return
				}
			}
		})
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("list %d: %v", i, err)
		}
	}
}
