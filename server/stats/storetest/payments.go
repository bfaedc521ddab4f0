package storetest

import (
	"cmp"
	"fmt"
	"slices"
	"testing"
	"time"

	"shopconsole/server/orders"
	"shopconsole/server/stats"
	"shopconsole/server/storecheck"
)

// paidOrder is an order of buyer u placed at `placed` with the lines (goods index, price,
// quantity), paid at `paid` (unpaid when nil) by the way, to the province.
func (f fixture) paidOrder(u int, placed time.Time, paid *time.Time, way orders.PayWay, province, name string, pay int64,
	lines ...[3]int64) orders.Order {
	o := orders.Order{UserID: f.users[u], Status: orders.Unpaid, PayAmount: pay, CreatedAt: placed,
		PayDeadline: placed.Add(30 * time.Minute),
		Consignee: orders.Consignee{Name: "收货人", Mobile: "13700000000", ProvinceCode: province, ProvinceName: name,
			CityCode: province, DistrictCode: province, Detail: "一号"}}
	for _, l := range lines {
		g := f.goods[l[0]]
		o.Items = append(o.Items, orders.Item{GoodsID: g.ID, GoodsName: g.Name, Price: l[1], Quantity: l[2]})
		o.GoodsAmount += l[1] * l[2]
	}
	if paid != nil {
		o.Status, o.PayWay, o.PaidAt = orders.Paid, way, paid
	}
	return o
}

func (f fixture) placeOrders(t *testing.T, list ...orders.Order) {
	t.Helper()
	storecheck.Tx(t, ctx, f.orders.Tx, func(tx orders.Tx) error {
		for _, o := range list {
			id, err := tx.NextOrderID()
			if err != nil {
				return err
			}
			o.ID, o.SN = id, orders.SN(id, o.CreatedAt)
			if err := tx.InsertOrder(o); err != nil {
				return err
			}
		}
		return nil
	})
}

func byKey(list []stats.Share) []stats.Share {
	list = slices.Clone(list)
	if list == nil {
		list = []stats.Share{}
	}
	slices.SortFunc(list, func(a, b stats.Share) int { return cmp.Compare(a.Key, b.Key) })
	return list
}

// payments: orders count on the day they were placed, payments (and their lines' sales)
// on the day they were paid, in shop time; the ways to pay and the provinces sum the
// payments of the range; the ranking sums each goods' sales and paying buyers.
func payments(t *testing.T, f fixture) {
	d0, d1 := day(0), day(1)
	at := func(d time.Time, h, m int) *time.Time {
		x := d.Add(time.Duration(h)*time.Hour + time.Duration(m)*time.Minute)
		return &x
	}
	f.placeOrders(t,
		f.paidOrder(0, *at(d0, 10, 0), at(d0, 11, 0), orders.PayWechat, "110000", "北京市", 2500, [3]int64{0, 1000, 2}, [3]int64{1, 500, 1}),
		f.paidOrder(0, *at(d0, 12, 0), at(d1, 0, 30), orders.PayAlipay, "310000", "上海市", 900, [3]int64{0, 1000, 1}),
		f.paidOrder(1, *at(d0, 13, 0), nil, "", "110000", "北京市", 1500, [3]int64{1, 500, 3}),
		f.paidOrder(1, *at(d0, 14, 0), at(d0, 14, 5), orders.PayWechat, "110000", "北京市", 500, [3]int64{1, 500, 1}),
	)
	storecheck.Equal(t, "ShopDays of the orders", f.days(t, d0, d1), []stats.Day{
		{Day: d0, Orders: 4, OrderAmount: 5400, OrderingBuyers: 2, PayOrders: 2, PayAmount: 3000, PayingBuyers: 2,
			SalesCount: 4, SalesAmount: 3000},
		{Day: d1, PayOrders: 1, PayAmount: 900, PayingBuyers: 1, SalesCount: 1, SalesAmount: 1000},
	}, normDays)
	for _, c := range []struct {
		from, to        int
		ways, provinces []stats.Share
	}{
		{0, 1, []stats.Share{{Key: "alipay", PayOrders: 1, PayAmount: 900}, {Key: "wechat", PayOrders: 2, PayAmount: 3000}},
			[]stats.Share{{Key: "110000", Name: "北京市", PayOrders: 2, PayAmount: 3000}, {Key: "310000", Name: "上海市", PayOrders: 1, PayAmount: 900}}},
		{1, 1, []stats.Share{{Key: "alipay", PayOrders: 1, PayAmount: 900}},
			[]stats.Share{{Key: "310000", Name: "上海市", PayOrders: 1, PayAmount: 900}}},
		{2, 3, []stats.Share{}, []stats.Share{}},
	} {
		ways, err := f.s.PayWays(ctx, day(c.from), day(c.to))
		if err != nil {
			t.Fatal(err)
		}
		storecheck.Equal(t, fmt.Sprintf("PayWays of days %d to %d", c.from, c.to), byKey(ways), c.ways, nil)
		provinces, err := f.s.Provinces(ctx, day(c.from), day(c.to))
		if err != nil {
			t.Fatal(err)
		}
		storecheck.Equal(t, fmt.Sprintf("Provinces of days %d to %d", c.from, c.to), byKey(provinces), c.provinces, nil)
	}
	got, total, err := f.s.GoodsRanking(ctx, d0, d1, "-salesCount", 0, 10)
	if err != nil {
		t.Fatal(err)
	}
	g0, g1 := f.goods[0], f.goods[1]
	storecheck.Equal(t, "GoodsRanking of the sales", got, []stats.GoodsRow{
		{GoodsID: g0.ID, GoodsName: g0.Name, Picture: g0.Image, SalesCount: 3, SalesAmount: 3000, PayingBuyers: 2},
		{GoodsID: g1.ID, GoodsName: g1.Name, Picture: g1.Image, SalesCount: 2, SalesAmount: 1000, PayingBuyers: 2},
	}, nil)
	storecheck.Equal(t, "GoodsRanking's count of the sales", total, int64(2), nil)
}
