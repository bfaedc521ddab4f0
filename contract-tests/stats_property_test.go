package contracttests

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	amounts "shopconsole/server/money"
	"shopconsole/server/postgres"
)

// statsDay is what a test expects of a shop day, from what it did.
type statsDay struct {
	orders, orderAmount, payOrders, payAmount, salesCount, salesAmount, refunds, refundAmount, views int64
	ordering, paying, visitors                                                                       map[int64]bool
}

func newStatsDay() *statsDay {
	return &statsDay{ordering: map[int64]bool{}, paying: map[int64]bool{}, visitors: map[int64]bool{}}
}

func statsCents(r Res, path string) int64 {
	c, err := amounts.Parse(r.Str(path))
	if err != nil {
		panic(err)
	}
	return c
}

// TestStatsRollupsProperty places, pays, cancels and refunds orders and views goods at random
// over several shop days, then checks that the daily figures equal what was done, on both
// backends; on Postgres, also that the rollups equal a rebuild from the raw tables.
func TestStatsRollupsProperty(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		seed := uint64(time.Now().UnixNano())
		t.Logf("seed %d", seed)
		r := rand.New(rand.NewPCG(seed, 0))
		s := e.shop(t)
		front := statsFront(t, s)
		buyers := []int64{s.buyer, e.shopUser(t, "买家 "+uniq(), e.Clock.Now()).ID, e.shopUser(t, "买家 "+uniq(), e.Clock.Now()).ID}
		for _, b := range buyers {
			e.adjust(t, s.adm.token, b, "money", "increase", "100000", 200)
		}
		shopDay := func() string { return e.Clock.Now().Add(8 * time.Hour).UTC().Format(time.DateOnly) }
		first := shopDay()
		deal := func(from, to string) []any {
			d := e.Do(t, "GET", q("/api/admin/stats/deal", "range", "custom", "startDate", from, "endDate", to), nil, token(s.adm.token))
			expect(t, d, 200, "")
			return d.Field("series").([]any)
		}
		base := deal(first, first)[0].(map[string]any)
		days := map[string]*statsDay{}
		today := func() *statsDay {
			if days[shopDay()] == nil {
				days[shopDay()] = newStatsDay()
			}
			return days[shopDay()]
		}
		type placed struct {
			id, buyer, amount, units, lines int64
		}
		var unpaid, paid []placed
		combos := []string{"红色/S/", "红色/M/"}
		pay := func(o placed) {
			d := today()
			d.payOrders++
			d.payAmount += o.amount
			d.paying[o.buyer] = true
			d.salesCount += o.units
			d.salesAmount += o.lines
		}
		for step := 0; step < 40; step++ {
			switch k := r.IntN(10); {
			case k < 3: // place, paid at once or not
				b := buyers[r.IntN(len(buyers))]
				n := 1 + r.IntN(2)
				combo := combos[r.IntN(2)]
				body := s.order(map[string]any{"userId": b}, s.line(combo, n))
				now := r.IntN(2) == 0
				if now {
					body["pay"] = map[string]any{"way": "balance"}
				}
				res := s.place(t, body)
				if res.Status == 409 { // out of stock
					continue
				}
				expect(t, res, 200, "")
				price := map[string]int64{"红色/S/": 99_90, "红色/M/": 109_00}[combo]
				o := placed{id: num(res, "id"), buyer: b, amount: statsCents(res, "payAmount"), units: int64(n), lines: price * int64(n)}
				d := today()
				d.orders++
				d.orderAmount += o.amount
				d.ordering[b] = true
				if now {
					pay(o)
					paid = append(paid, o)
				} else {
					unpaid = append(unpaid, o)
				}
			case k < 5 && len(unpaid) > 0: // pay or cancel an unpaid order
				i := r.IntN(len(unpaid))
				o := unpaid[i]
				unpaid = append(unpaid[:i], unpaid[i+1:]...)
				if r.IntN(2) == 0 {
					expect(t, s.act(t, "/api/storefront/order/pay", map[string]any{"id": o.id, "way": "balance"}), 200, "")
					pay(o)
					paid = append(paid, o)
				} else {
					expect(t, s.act(t, "/api/storefront/order/cancel", map[string]any{"id": o.id, "reason": "不想要了"}), 200, "")
				}
			case k < 6 && len(paid) > 0: // cancel a paid order with its refund
				i := r.IntN(len(paid))
				o := paid[i]
				paid = append(paid[:i], paid[i+1:]...)
				expect(t, s.act(t, "/api/admin/order/cancel", map[string]any{"id": o.id, "reason": "缺货"}), 200, "")
				d := today()
				d.refunds++
				d.refundAmount += o.amount
			case k < 7 && len(paid) > 0: // ship a paid order, then refund part of a line through an after-sale
				i := r.IntN(len(paid))
				o := paid[i]
				paid = append(paid[:i], paid[i+1:]...)
				expect(t, s.act(t, "/api/admin/order/ship", map[string]any{"id": o.id, "carrier": "中通快递", "trackingNo": "ZT0000" + uniq()}), 200, "")
				res := s.claim(t, map[string]any{"orderId": o.id, "itemId": s.firstItem(t, o.id), "quantity": 1, "kind": "refund",
					"amount": "10.00", "reason": "少发了配件"})
				expect(t, res, 200, "")
				id := num(res, "id")
				expect(t, s.act(t, "/api/admin/aftersale/agree", map[string]any{"id": id}), 200, "")
				expect(t, s.act(t, "/api/admin/aftersale/refund", map[string]any{"id": id}), 200, "")
				d := today()
				d.refunds++
				d.refundAmount += 10_00
			case k < 9: // a view
				b := buyers[r.IntN(len(buyers))]
				res := e.Do(t, "POST", "/api/storefront/goods/view", map[string]any{"userId": b, "goodsId": s.goods}, token(front.token))
				expect(t, res, 200, "")
				d := today()
				d.views++
				d.visitors[b] = true
			default: // the next hours, maybe the next shop day
				s.later(t, time.Duration(2+r.IntN(10))*time.Hour)
				front.token, _ = e.login(t, front.name, "password-1")
				paid = paid[:0] // paid orders may have been settled or shipped by now: left alone
				// and unpaid ones are past their payment deadline, closed where the timed jobs ran
				unpaid = unpaid[:0]
			}
		}
		last := shopDay()
		series := deal(first, last)
		for i, p := range series {
			got := p.(map[string]any)
			day := got["start"].(string)
			want := days[day]
			if want == nil {
				want = newStatsDay()
			}
			n := func(k string) int64 {
				v := int64(got[k].(float64))
				if i == 0 {
					v -= int64(base[k].(float64))
				}
				return v
			}
			c := func(k string) int64 {
				v, _ := amounts.Parse(got[k].(string))
				if i == 0 {
					b, _ := amounts.Parse(base[k].(string))
					v -= b
				}
				return v
			}
			for _, f := range []struct {
				name      string
				got, want int64
			}{
				{"orders", n("orders"), want.orders}, {"orderAmount", c("orderAmount"), want.orderAmount},
				{"orderingBuyers", n("orderingBuyers"), int64(len(want.ordering))}, {"payOrders", n("payOrders"), want.payOrders},
				{"payAmount", c("payAmount"), want.payAmount}, {"payingBuyers", n("payingBuyers"), int64(len(want.paying))},
				{"refunds", n("refunds"), want.refunds}, {"refundAmount", c("refundAmount"), want.refundAmount},
				{"visitors", n("visitors"), int64(len(want.visitors))},
			} {
				if f.got != f.want {
					t.Errorf("%s %s: %d, want %d (seed %d)", day, f.name, f.got, f.want, seed)
				}
			}
		}
		if db, ok := e.Store.(*postgres.DB); ok {
			statsRebuildAgrees(t, db)
		}
	})
}

// statsRebuildAgrees checks that the rollups kept by the events equal a rebuild from the raw
// tables (views and favourites, which have no raw rows per day, aside).
func statsRebuildAgrees(t *testing.T, db *postgres.DB) {
	t.Helper()
	ctx := context.Background()
	const snapshot = `SELECT coalesce(string_agg(x, ';' ORDER BY x), '') FROM (
		SELECT concat_ws(',', 's', day, sum(orders), sum(order_amount), sum(ordering_buyers), sum(pay_orders), sum(pay_amount),
		       sum(paying_buyers), sum(sales_count), sum(sales_amount), sum(refunds), sum(refund_amount)) AS x
		  FROM stats_shop_days GROUP BY day HAVING sum(orders) + sum(pay_orders) + sum(refunds) > 0
		UNION ALL
		SELECT concat_ws(',', 'g', day, goods_id, sum(sales_count), sum(sales_amount), sum(paying_buyers), sum(refund_count), sum(refund_amount))
		  FROM stats_goods_days GROUP BY day, goods_id HAVING sum(sales_count) + sum(refund_count) > 0
		UNION ALL
		SELECT concat_ws(',', 'p', day, kind, key, sum(pay_orders), sum(pay_amount)) FROM stats_pay_days GROUP BY day, kind, key
	) s`
	var kept, rebuilt string
	if err := db.Pool().QueryRow(ctx, snapshot).Scan(&kept); err != nil {
		t.Fatal(err)
	}
	tx, err := db.Pool().Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = tx.Rollback(ctx) }()
	if _, err := tx.Exec(ctx, "SELECT stats_rebuild()"); err != nil {
		t.Fatal(err)
	}
	if err := tx.QueryRow(ctx, snapshot).Scan(&rebuilt); err != nil {
		t.Fatal(err)
	}
	if kept != rebuilt {
		t.Fatalf("rollups kept:\n%s\nrebuilt from the rows:\n%s", kept, rebuilt)
	}
}
