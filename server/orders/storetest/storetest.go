// Package storetest is the contract every orders.Store keeps, run over each backend's
// store: not found, save then load (orders, their log, refunds, after-sales, settings),
// rollback, the batch writes and held loads, list order, filters, pages and counts, the
// due reads, and what an order's transaction loads and saves of the other areas (stock,
// coupons, the shop's account, the buyers' ledgers, the idempotency keys).
package storetest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"shopconsole/server/cash"
	"shopconsole/server/coupons"
	"shopconsole/server/freight"
	"shopconsole/server/goods"
	"shopconsole/server/orders"
	"shopconsole/server/shopusers"
	"shopconsole/server/storecheck"
)

// Stores are the stores of one backend: the order store under test and those of the areas
// whose rows an order refers to or moves (its buyers, goods, freight templates, coupons and
// the shop's account).
type Stores struct {
	Orders    orders.Store
	ShopUsers shopusers.Store
	Goods     goods.Store
	Freight   freight.Store
	Coupons   coupons.Store
	Cash      cash.Store
}

// Run checks the order store newStores answers, fresh (holding no order) for each case.
func Run(t *testing.T, newStores func(t *testing.T) Stores) {
	fresh := func(t *testing.T) fixture { return newFixture(t, newStores(t)) }
	storecheck.Run(t, fresh, []storecheck.Case[fixture]{
		{Name: "NotFound", Fn: notFound},
		{Name: "SaveThenLoad", Fn: saveThenLoad},
		{Name: "SaveKeepsWhatItDoesNotStore", Fn: saveKeeps},
		{Name: "Batches", Fn: batches},
		{Name: "LogAndDetail", Fn: logAndDetail},
		{Name: "Settings", Fn: settings},
		{Name: "Rollback", Fn: rollback},
		{Name: "ListOrderAndFilters", Fn: listOrders},
		{Name: "ListCounts", Fn: listCounts},
		{Name: "Due", Fn: due},
		{Name: "Refunds", Fn: refunds},
		{Name: "PendingRefunds", Fn: pendingRefunds},
		{Name: "AfterSales", Fn: afterSales},
		{Name: "AfterSaleList", Fn: afterSaleList},
		{Name: "DueAfterSales", Fn: dueAfterSales},
		{Name: "Stock", Fn: stock},
		{Name: "Coupons", Fn: couponsTx},
		{Name: "AccountAndLedger", Fn: accountAndLedger},
	})
}

// fixture is a fresh store with two buyers.
type fixture struct {
	ctx    context.Context
	s      orders.Store
	stores Stores
	users  []shopusers.Brief
	at     time.Time
}

const missing = 987654

func newFixture(t *testing.T, st Stores) fixture {
	t.Helper()
	f := fixture{ctx: context.Background(), s: st.Orders, stores: st, at: storecheck.At}
	svc := shopusers.New(st.ShopUsers, nil, func() time.Time { return f.at })
	for i, name := range []string{"小明", "阿花"} {
		u, err := svc.Register(f.ctx, shopusers.NewUser{Nickname: name, Mobile: fmt.Sprintf("1390000%04d", i)})
		if err != nil {
			t.Fatal(err)
		}
		f.users = append(f.users, shopusers.Brief{ID: u.ID, Nickname: u.Nickname, Mobile: u.Mobile, Avatar: u.Avatar})
	}
	return f
}

// order is an unpaid order of buyer u (an index into f.users) placed at f.at plus minutes,
// every field set, two items.
func (f fixture) order(u int, minutes int) orders.Order {
	at := f.at.Add(time.Duration(minutes) * time.Minute)
	return orders.Order{UserID: f.users[u].ID, User: f.users[u], Status: orders.Unpaid,
		Items: []orders.Item{
			{GoodsID: 11, SKUID: 101, GoodsName: "茶杯", SKUText: "白色", Image: "https://img.example.com/a.jpg", Price: 1200, Quantity: 2},
			{GoodsID: 12, SKUID: 102, GoodsName: "茶壶", SKUText: "大号", Image: "https://img.example.com/b.jpg", Price: 3000, Quantity: 1},
		},
		GoodsAmount: 5400, FreightAmount: 800, DiscountAmount: 500, AdjustAmount: -100, PayAmount: 5600,
		UserCouponID: 7, CouponName: "满50减5", Remark: "尽快发货", MerchantRemark: "老客户",
		Consignee: orders.Consignee{Name: "收货人", Mobile: "13700000000", ProvinceCode: "110000", CityCode: "110100",
			DistrictCode: "110101", ProvinceName: "北京市", CityName: "市辖区", DistrictName: "东城区", Detail: "一号院"},
		CreatedAt: at, PayDeadline: at.Add(30 * time.Minute)}
}

// insert stores o under a new id (its number made from it unless set) and answers it as
// stored, with the ids of its items as the store gave them.
func (f fixture) insert(t *testing.T, o orders.Order) orders.Order {
	t.Helper()
	f.tx(t, func(tx orders.Tx) error {
		id, err := tx.NextOrderID()
		if err != nil {
			return err
		}
		o.ID = id
		if o.SN == "" {
			o.SN = orders.SN(id, o.CreatedAt)
		}
		if err := tx.InsertOrder(o); err != nil {
			return err
		}
		got, err := tx.Order(id, false)
		if err != nil {
			return err
		}
		if len(got.Items) != len(o.Items) {
			t.Fatalf("order %d loads %d items, want %d", id, len(got.Items), len(o.Items))
		}
		for i := range o.Items {
			o.Items[i].ID = got.Items[i].ID
		}
		return nil
	})
	return o
}

// tx runs fn in a transaction that must succeed.
func (f fixture) tx(t *testing.T, fn func(tx orders.Tx) error) {
	t.Helper()
	storecheck.Tx(t, f.ctx, f.s.Tx, fn)
}

// normOrder makes two loads of one order comparable: times in UTC, no list nil. A load of
// a transaction need not fill the buyer: withUser false leaves it out.
func normOrder(o orders.Order, withUser bool) orders.Order {
	o.CreatedAt, o.PayDeadline, o.ConfirmDeadline = o.CreatedAt.UTC(), o.PayDeadline.UTC(), o.ConfirmDeadline.UTC()
	o.PaidAt, o.ShippedAt = storecheck.UTC(o.PaidAt), storecheck.UTC(o.ShippedAt)
	o.CompletedAt, o.ClosedAt = storecheck.UTC(o.CompletedAt), storecheck.UTC(o.ClosedAt)
	if o.Items == nil {
		o.Items = []orders.Item{}
	}
	if !withUser {
		o.User = shopusers.Brief{}
	}
	return o
}

func equalOrder(t *testing.T, what string, got, want orders.Order, withUser bool) {
	t.Helper()
	storecheck.Equal(t, what, got, want, func(o orders.Order) orders.Order { return normOrder(o, withUser) })
}

func orderID(o orders.Order) int64 { return o.ID }

func ptr(t time.Time) *time.Time { return &t }
