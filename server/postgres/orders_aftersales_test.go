package postgres

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"shopconsole/server/kernel"
	"shopconsole/server/orders"
	"shopconsole/server/shopusers"
)

// The after-sales' storage: what goes in comes back, the list's filters and counts, the
// timed transitions' walk, and the after-sale a refund pays.
func TestAfterSalesStorage(t *testing.T) {
	_, db := freshSchema(t)
	ctx := context.Background()
	store := db.Orders()
	users := shopusers.New(db.ShopUsers(), nil, nil)
	ming, err := users.Register(ctx, shopusers.NewUser{Nickname: "小明", Mobile: "13800000001"})
	if err != nil {
		t.Fatal(err)
	}
	hua, err := users.Register(ctx, shopusers.NewUser{Nickname: "阿花", Mobile: "13900000002"})
	if err != nil {
		t.Fatal(err)
	}
	for role, want := range map[string][]string{
		"Editor": {"aftersale:aftersale:read", "aftersale:aftersale:write", "aftersale:refund:write"},
		"Test":   {"aftersale:aftersale:read"},
	} {
		var has bool
		err := db.pool.QueryRow(ctx, "SELECT permissions @> $2 FROM roles WHERE name = $1", role, want).Scan(&has)
		if err != nil || !has {
			t.Errorf("role %s lacks %v: %v", role, want, err)
		}
	}
	base := time.Date(2024, 5, 1, 10, 0, 0, 0, time.UTC)
	order := func(sn string, userID int64) orders.Order {
		paid := base
		return orders.Order{SN: sn, UserID: userID, Status: orders.Paid, GoodsAmount: 3000, PayAmount: 3000,
			PayWay: orders.PayWechat, CreatedAt: base, PaidAt: &paid,
			Consignee: orders.Consignee{Name: "收货人", Mobile: "13700000000", ProvinceCode: "110000", CityCode: "110100",
				DistrictCode: "110101", Detail: "一号"},
			Items: []orders.Item{{GoodsID: 1, SKUID: 1, GoodsName: "茶杯", Price: 1000, Quantity: 1},
				{GoodsID: 2, SKUID: 2, GoodsName: "茶壶", SKUText: "白", Image: "/p.png", Price: 2000, Quantity: 1}}}
	}
	var o1, o2 orders.Order
	var a1, a2, a3 orders.AfterSale
	claim := func(tx orders.Tx, sn string, o orders.Order, item int, k orders.Kind, s orders.AfterSaleStatus,
		created, deadline time.Time, images []string) (orders.AfterSale, error) {
		id, err := tx.NextAfterSaleID()
		if err != nil {
			return orders.AfterSale{}, err
		}
		it := o.Items[item]
		a := orders.AfterSale{ID: id, SN: sn, OrderID: o.ID, ItemID: it.ID, GoodsName: it.GoodsName, SKUText: it.SKUText,
			Image: it.Image, Quantity: 1, Kind: k, Amount: it.Price, Reason: "破损", Images: images, Status: s, UserID: o.UserID,
			PayWay: o.PayWay, Deadline: deadline, CreatedAt: created, UpdatedAt: created}
		return a, tx.InsertAfterSale(a)
	}
	err = store.Tx(ctx, func(tx orders.Tx) error {
		for _, p := range []struct {
			o  *orders.Order
			sn string
			u  int64
		}{{&o1, "S2024A001", ming.ID}, {&o2, "S2024B002", hua.ID}} {
			id, err := tx.NextOrderID()
			if err != nil {
				return err
			}
			in := order(p.sn, p.u)
			in.ID = id
			if err = tx.InsertOrder(in); err != nil {
				return err
			}
			if *p.o, err = tx.Order(id, false); err != nil {
				return err
			}
		}
		if a1, err = claim(tx, "A001", o1, 0, orders.RefundOnly, orders.Applied, base, base.Add(24*time.Hour), []string{"/1.png", "/2.png"}); err != nil {
			return err
		}
		if a2, err = claim(tx, "A002", o1, 1, orders.ReturnRefund, orders.AwaitingReturn, base.Add(time.Hour), base.Add(2*time.Hour), nil); err != nil {
			return err
		}
		a3, err = claim(tx, "B003", o2, 0, orders.RefundOnly, orders.Applied, base.Add(2*time.Hour), base.Add(30*time.Minute), nil)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}

	got, err := store.AfterSale(ctx, a2.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.OrderSN != "S2024A001" || got.User.ID != ming.ID || got.User.Nickname != "小明" || got.User.Mobile != "13800000001" ||
		got.ItemID != o1.Items[1].ID || got.SKUText != "白" || got.Image != "/p.png" || got.Kind != orders.ReturnRefund ||
		got.Status != orders.AwaitingReturn || got.PayWay != orders.PayWechat || !got.Deadline.Equal(a2.Deadline) ||
		!got.CreatedAt.Equal(a2.CreatedAt) || got.Images == nil || len(got.Images) != 0 {
		t.Errorf("after-sale %d: %+v", a2.ID, got)
	}
	if got, _ := store.AfterSale(ctx, a1.ID); !slices.Equal(got.Images, a1.Images) {
		t.Errorf("images: %v", got.Images)
	}
	if _, err := store.AfterSale(ctx, 999); !errors.Is(err, orders.ErrAfterSaleNotFound) {
		t.Errorf("missing after-sale: %v", err)
	}

	ids := func(list []orders.AfterSale) []int64 {
		out := make([]int64, len(list))
		for i, a := range list {
			out[i] = a.ID
		}
		return out
	}
	page := kernel.Page{No: 1, Size: 10}
	for _, c := range []struct {
		name  string
		f     orders.AfterSaleFilter
		want  []int64
		total int64
	}{
		{"all", orders.AfterSaleFilter{}, []int64{a3.ID, a2.ID, a1.ID}, 3},
		{"status", orders.AfterSaleFilter{Status: orders.Applied}, []int64{a3.ID, a1.ID}, 2},
		{"order sn", orders.AfterSaleFilter{SN: "S2024A"}, []int64{a2.ID, a1.ID}, 2},
		{"after-sale sn", orders.AfterSaleFilter{SN: "B0"}, []int64{a3.ID}, 1},
		{"nickname", orders.AfterSaleFilter{Buyer: "阿"}, []int64{a3.ID}, 1},
		{"nickname inside", orders.AfterSaleFilter{Buyer: "花"}, []int64{}, 0},
		{"mobile", orders.AfterSaleFilter{Buyer: "1380"}, []int64{a2.ID, a1.ID}, 2},
		{"mobile inside", orders.AfterSaleFilter{Buyer: "0000001"}, []int64{}, 0},
		{"kind", orders.AfterSaleFilter{Kind: orders.ReturnRefund}, []int64{a2.ID}, 1},
		{"dates", orders.AfterSaleFilter{From: base.Add(time.Hour), To: base.Add(2 * time.Hour)}, []int64{a2.ID}, 1},
		{"page", orders.AfterSaleFilter{Page: kernel.Page{No: 2, Size: 1}}, []int64{a2.ID}, 3},
	} {
		if c.f.Page.Size == 0 {
			c.f.Page = page
		}
		list, total, _, err := store.ListAfterSales(ctx, c.f)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if !slices.Equal(ids(list), c.want) || total != c.total {
			t.Errorf("%s: %v (%d), want %v (%d)", c.name, ids(list), total, c.want, c.total)
		}
	}
	list, _, counts, err := store.ListAfterSales(ctx, orders.AfterSaleFilter{Status: orders.Refused, SN: "S2024A", Page: page})
	if err != nil || len(list) != 0 || counts[orders.Applied] != 1 || counts[orders.AwaitingReturn] != 1 || counts.All() != 2 {
		t.Errorf("counts under the other filters: %v %v %v", list, counts, err)
	}
	if list, _, _, _ := store.ListAfterSales(ctx, orders.AfterSaleFilter{Page: page}); list[0].OrderSN != "S2024B002" || list[0].User.Nickname != "阿花" {
		t.Errorf("list row: %+v", list[0])
	}

	due := func(s orders.AfterSaleStatus, at time.Time, want ...int64) {
		t.Helper()
		got, err := store.DueAfterSales(ctx, s, at, 10)
		if err != nil || !slices.Equal(got, append([]int64{}, want...)) {
			t.Errorf("due %s at %v: %v %v, want %v", s, at, got, err, want)
		}
	}
	due(orders.Applied, base.Add(48*time.Hour), a3.ID, a1.ID)
	due(orders.Applied, base.Add(30*time.Minute), a3.ID)
	due(orders.AwaitingReturn, base.Add(time.Hour))
	due(orders.AwaitingReturn, base.Add(3*time.Hour), a2.ID)

	// Saving: what may change changes, the deadline goes; the log keeps its order.
	later := base.Add(5 * time.Hour)
	err = store.Tx(ctx, func(tx orders.Tx) error {
		a, err := tx.AfterSale(a1.ID, true)
		if err != nil {
			return err
		}
		a.Status, a.RefundSN, a.Deadline, a.UpdatedAt = orders.AwaitingRefund, "R1", time.Time{}, later
		a.ReturnAddress, a.BuyerCarrier, a.BuyerTrackingNo, a.RefuseReason = "仓库", "顺丰", "SF1", "无"
		if err := tx.SaveAfterSale(a); err != nil {
			return err
		}
		for _, e := range []orders.AfterSaleLogEntry{
			{AfterSaleID: a1.ID, Action: orders.AsApply, To: orders.Applied, Operator: orders.OperatorBuyer, CreatedAt: base},
			{AfterSaleID: a1.ID, Action: orders.AsAgree, From: orders.Applied, To: orders.AwaitingRefund, Operator: "admin",
				Remark: "同意", CreatedAt: later},
		} {
			if err := tx.AppendAfterSaleLog(e); err != nil {
				return err
			}
		}
		if err := tx.SaveAfterSale(orders.AfterSale{ID: 999}); !errors.Is(err, orders.ErrAfterSaleNotFound) {
			t.Errorf("saving a missing after-sale: %v", err)
		}
		if _, err := tx.AfterSale(999, true); !errors.Is(err, orders.ErrAfterSaleNotFound) {
			t.Errorf("locking a missing after-sale: %v", err)
		}
		mine, err := tx.OrderAfterSales(o1.ID)
		if err != nil || !slices.Equal(ids(mine), []int64{a1.ID, a2.ID}) {
			t.Errorf("order's after-sales in the transaction: %v %v", ids(mine), err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	got, err = store.AfterSale(ctx, a1.ID)
	if err != nil || got.Status != orders.AwaitingRefund || got.RefundSN != "R1" || !got.Deadline.IsZero() ||
		!got.UpdatedAt.Equal(later) || !got.CreatedAt.Equal(base) || got.ReturnAddress != "仓库" || got.BuyerCarrier != "顺丰" ||
		got.BuyerTrackingNo != "SF1" || got.RefuseReason != "无" || got.Amount != a1.Amount {
		t.Errorf("saved after-sale: %+v %v", got, err)
	}
	due(orders.Applied, base.Add(48*time.Hour), a3.ID)
	log, err := store.AfterSaleLog(ctx, a1.ID)
	if err != nil || len(log) != 2 || log[0].Action != orders.AsApply || log[0].From != "" || log[1].From != orders.Applied ||
		log[1].To != orders.AwaitingRefund || log[1].Remark != "同意" || !log[1].CreatedAt.Equal(later) {
		t.Errorf("log: %+v %v", log, err)
	}
	if mine, err := store.OrderAfterSales(ctx, o2.ID); err != nil || !slices.Equal(ids(mine), []int64{a3.ID}) {
		t.Errorf("order's after-sales: %v %v", ids(mine), err)
	}

	// A refund names the after-sale it pays, 0 for none.
	err = store.Tx(ctx, func(tx orders.Tx) error {
		for i, as := range []int64{a1.ID, 0} {
			id, err := tx.NextRefundID()
			if err != nil {
				return err
			}
			err = tx.InsertRefund(orders.Refund{ID: id, SN: []string{"R1", "R2"}[i], OrderID: o1.ID, AfterSaleID: as, Amount: 1000,
				Way: orders.PayWechat, Status: orders.RefundPending, CreatedAt: later})
			if err != nil {
				return err
			}
		}
		r, err := tx.RefundBySN("R1", true)
		if err != nil || r.AfterSaleID != a1.ID {
			t.Errorf("refund by number: %+v %v", r, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	refunds, err := store.OrderRefunds(ctx, o1.ID)
	if err != nil || len(refunds) != 2 || refunds[0].AfterSaleID != a1.ID || refunds[1].AfterSaleID != 0 {
		t.Errorf("refunds: %+v %v", refunds, err)
	}
	pending, err := store.PendingRefunds(ctx, later.Add(time.Second), 10)
	if err != nil || len(pending) != 2 || pending[0].AfterSaleID != a1.ID {
		t.Errorf("pending refunds: %+v %v", pending, err)
	}

	// Clearing the shop empties the after-sales with the orders.
	if err := db.ClearShop(ctx); err != nil {
		t.Fatal(err)
	}
	if list, total, _, err := store.ListAfterSales(ctx, orders.AfterSaleFilter{Page: page}); err != nil || total != 0 || len(list) != 0 {
		t.Errorf("after clearing: %v %d %v", list, total, err)
	}
	if list, total, counts, err := store.ListOrders(ctx, orders.Filter{Page: page}); err != nil || total != 0 || len(list) != 0 ||
		counts.All() != 0 {
		t.Errorf("orders after clearing: %v %d %v %v", list, total, counts, err)
	}
}
