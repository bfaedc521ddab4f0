package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/valyala/fasthttp"

	"shopconsole/server/app"
	"shopconsole/server/session"
)

// orderTarget is what a backend's orders are, for drawing request parameters: values read
// from up to 200 orders' details through the API.
type orderTarget struct {
	pick                           func() int64 // an order for the detail
	sns, buyers, consignees, goods []string
	days                           []time.Time // the orders' days of placing
	buyerIDs                       []int64     // users who may place orders
	skus                           []int64     // SKUs on shelf with stock
	stock                          int64       // their stock
	front                          string      // a storefront account's token
	paid                           func() []int64
	created                        []int64 // orders the intake case placed (paid)
	createdMu                      sync.Mutex
}

type orderView struct {
	ID        int64
	Sn        string
	User      struct{ Mobile string }
	Consignee struct{ Mobile string }
	Items     []struct{ GoodsName string }
	CreatedAt time.Time
}

// loadOrderTarget reads up to 200 orders (ids from pick) through the detail.
func loadOrderTarget(c *fasthttp.Client, base, tok string, pick func() int64) (*orderTarget, error) {
	t := &orderTarget{pick: pick}
	for try := 0; try < 400 && len(t.sns) < 200; try++ {
		var env struct{ Data struct{ Order orderView } }
		if _, err := do(c, request{method: "GET", url: base + "/admin/order/detail?id=" + strconv.FormatInt(pick(), 10), token: tok}, &env); err != nil {
			return nil, fmt.Errorf("order detail: %w", err)
		}
		o := env.Data.Order
		if o.ID == 0 {
			continue
		}
		t.sns = append(t.sns, o.Sn)
		t.buyers = append(t.buyers, o.User.Mobile)
		t.consignees = append(t.consignees, o.Consignee.Mobile)
		t.days = append(t.days, o.CreatedAt)
		for _, it := range o.Items {
			name := it.GoodsName
			if head, _, ok := strings.Cut(name, " M"); ok { // a bench goods: its brand and product
				name = head
			}
			t.goods = append(t.goods, name)
		}
	}
	if len(t.sns) == 0 || len(t.goods) == 0 {
		return nil, fmt.Errorf("orders: none read")
	}
	return t, nil
}

// listIDs pages through a list (pageSize 100) and answers the ids of its rows.
func listIDs(c *fasthttp.Client, base, path, query, tok string, pages int) ([]int64, error) {
	var ids []int64
	for p := 1; p <= pages; p++ {
		var env struct {
			Data struct {
				List []struct {
					ID     int64
					Status string
					Stock  int64
				}
			}
		}
		if _, err := do(c, request{method: "GET", url: fmt.Sprintf("%s%s?pageSize=100&pageNo=%d&%s", base, path, p, query), token: tok}, &env); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		for _, r := range env.Data.List {
			ids = append(ids, r.ID)
		}
		if len(env.Data.List) < 100 {
			break
		}
	}
	return ids, nil
}

// prepareIntake signs in a storefront account (a role holding storefront:order:write, as
// the storefront's service account has) and reads buyers and SKUs to order.
func (t *orderTarget) prepareIntake(ctx context.Context, b app.Backend, c *fasthttp.Client, base, tok string) error {
	body, _ := json.Marshal(map[string]any{"role": "BenchStorefront", "btnRolesCheckedList": []string{"storefront:order:write"}})
	_, _ = do(c, request{method: "POST", url: base + "/roleManagement/doEdit", token: tok, body: body}, nil) // there already on a kept schema
	hash, err := session.HashPassword("bench-password")
	if err != nil {
		return err
	}
	_, _ = b.CreateStaff(ctx, session.NewStaff{Username: "benchfront", PasswordHash: hash, Roles: []string{"BenchStorefront"}, CreatedAt: time.Now()})
	creds, _ := json.Marshal(map[string]string{"username": "benchfront", "password": "bench-password"})
	if t.front, err = signIn(c, request{method: "POST", url: base + "/shop/login", body: creds}); err != nil {
		return fmt.Errorf("storefront sign in: %w", err)
	}
	if t.buyerIDs, err = listIDs(c, base, "/admin/user/index", "disabled=false", tok, 2); err != nil {
		return err
	}
	goodsIDs, err := listIDs(c, base, "/admin/goods/index", "tab=on", tok, 1)
	if err != nil {
		return err
	}
	for _, id := range goodsIDs {
		var env struct {
			Data struct {
				Skus []struct {
					ID      int64
					Stock   int64
					Retired bool
				}
			}
		}
		if _, err := do(c, request{method: "GET", url: base + "/admin/goods/detail?id=" + strconv.FormatInt(id, 10), token: tok}, &env); err != nil {
			return fmt.Errorf("goods detail: %w", err)
		}
		for _, s := range env.Data.Skus {
			if !s.Retired && s.Stock >= 20 {
				t.skus = append(t.skus, s.ID)
				if t.stock == 0 || s.Stock < t.stock {
					t.stock = s.Stock
				}
			}
		}
	}
	if len(t.buyerIDs) == 0 || len(t.skus) == 0 {
		return fmt.Errorf("intake: %d buyers and %d SKUs", len(t.buyerIDs), len(t.skus))
	}
	return nil
}

func orderCases(t *orderTarget) []shopCase {
	v := func(kv ...string) url.Values {
		out := url.Values{}
		for i := 0; i+1 < len(kv); i += 2 {
			out.Set(kv[i], kv[i+1])
		}
		return out
	}
	one := func(s []string) string { return s[rand.IntN(len(s))] }
	month := func() (string, string) { // the 30 days around one of the orders'
		d := t.days[rand.IntN(len(t.days))].Add(8*time.Hour).AddDate(0, 0, -15)
		return d.Format(time.DateOnly), d.AddDate(0, 0, 29).Format(time.DateOnly)
	}
	list := "/admin/order/index"
	cases := []shopCase{
		{"orders", func() url.Values { return v() }, list},
	}
	for _, tab := range []string{"unpaid", "paid", "shipped", "completed", "closed", "afterSale"} {
		cases = append(cases, shopCase{"orders:" + tab, func() url.Values { return v("tab", tab) }, list})
	}
	return append(cases,
		// An order number less its last two digits: up to 100 orders.
		shopCase{"orders:sn", func() url.Values { sn := one(t.sns); return v("sn", sn[:len(sn)-2]) }, list},
		shopCase{"orders:buyer", func() url.Values { return v("buyer", one(t.buyers)) }, list},
		shopCase{"orders:consignee", func() url.Values { return v("consignee", one(t.consignees)) }, list},
		shopCase{"orders:goods", func() url.Values { return v("goodsName", one(t.goods)) }, list},
		// The same filter counted in full (count=exact): what "Count all" costs.
		shopCase{"orders:goods:exact", func() url.Values { return v("goodsName", one(t.goods), "count", "exact") }, list},
		shopCase{"orders:payWay", func() url.Values { return v("payWay", "wechat") }, list},
		shopCase{"orders:month", func() url.Values { a, b := month(); return v("startDate", a, "endDate", b) }, list},
		shopCase{"orders:page50", func() url.Values { return v("pageNo", "50") }, list},
		shopCase{"orders:page500", func() url.Values { return v("pageNo", "500") }, list},
		shopCase{"orders:-payAmount", func() url.Values { return v("sort", "-payAmount") }, list},
		shopCase{"order:detail", func() url.Values { return v("id", strconv.FormatInt(t.pick(), 10)) }, "/admin/order/detail"},
		// The statistics over the same orders (daily rollups, migration 090): the home, a
		// 90-day goods ranking and goods figures, a year of transactions by day.
		shopCase{"stats:home", func() url.Values { return v() }, "/admin/stats/home"},
		shopCase{"stats:goods:ranking90", func() url.Values { return v("range", "last90") }, "/admin/stats/goodsRanking"},
		shopCase{"stats:goods:90", func() url.Values { return v("range", "last90") }, "/admin/stats/goods"},
		shopCase{"stats:deal:year", func() url.Values {
			today := time.Now().UTC().Add(8 * time.Hour)
			return v("range", "custom", "startDate", today.AddDate(0, 0, -365).Format(time.DateOnly), "endDate", today.Format(time.DateOnly))
		}, "/admin/stats/deal"},
	)
}

// runOrders measures every order list case and the detail, then the storefront's intake
// (paid on WeChat) and the shipping of paid orders, each once.
func runOrders(ctx context.Context, backend string, b app.Backend, c *fasthttp.Client, l load, base, tok string, t *orderTarget) error {
	for _, oc := range orderCases(t) {
		run(backend, oc.name, c, l, func() request {
			return request{method: "GET", url: base + oc.path + "?" + oc.query().Encode(), token: tok}
		})
	}
	if wanted("write:order-create") {
		if err := t.prepareIntake(ctx, b, c, base, tok); err != nil {
			return fmt.Errorf("%s: %w", backend, err)
		}
		var n atomic.Int64
		intake := l
		// Two units an order, drawn at random: each SKU sold about half its stock at most.
		intake.maxRequests = int(min(int64(l.maxRequests), int64(len(t.skus))*t.stock/4))
		measure(backend, "write:order-create", intake, func() error {
			i := n.Add(1)
			a := rand.IntN(len(t.skus))
			lines := []map[string]any{{"skuId": t.skus[a], "quantity": 1}}
			if len(t.skus) > 1 { // two lines, two SKUs
				lines = append(lines, map[string]any{"skuId": t.skus[(a+1+rand.IntN(len(t.skus)-1))%len(t.skus)], "quantity": 1})
			}
			body, _ := json.Marshal(map[string]any{
				"userId": t.buyerIDs[rand.IntN(len(t.buyerIDs))],
				"items":  lines,
				"consignee": map[string]any{"name": "王芳", "mobile": "13812345678", "provinceCode": "440000", "cityCode": "440300",
					"districtCode": "440305", "detail": "科技园南区 8 栋 1201"},
				"remark": "压测",
				"pay":    map[string]any{"way": "wechat", "reference": fmt.Sprintf("BENCHPAY%d%06d", time.Now().UnixNano(), i)},
			})
			var env struct {
				Code int
				Msg  string
				Data struct{ ID int64 }
			}
			status, err := do(c, request{method: "POST", url: base + "/storefront/order/create", token: t.front, body: body,
				headers: [][2]string{{"Idempotency-Key", randomKey()}}}, &env)
			switch {
			case err != nil:
				return err
			case status != 200 || env.Code != 200:
				return fmt.Errorf("status %d code %d: %s", status, env.Code, env.Msg)
			}
			t.createdMu.Lock()
			t.created = append(t.created, env.Data.ID)
			t.createdMu.Unlock()
			return nil
		})
	}
	if wanted("write:order-ship") {
		ids := slices.Clone(t.created)
		if t.paid != nil {
			ids = append(ids, t.paid()...)
		}
		seen := map[int64]bool{}
		ids = slices.DeleteFunc(ids, func(id int64) bool { dup := seen[id]; seen[id] = true; return dup })
		if len(ids) == 0 {
			fmt.Printf("# %s: no paid orders to ship\n", backend)
			return nil
		}
		var next atomic.Int64
		ship := l
		ship.maxRequests = min(l.maxRequests, len(ids)) // each order once
		measure(backend, "write:order-ship", ship, func() error {
			i := next.Add(1) - 1
			if i >= int64(len(ids)) {
				return fmt.Errorf("no paid order left")
			}
			body, _ := json.Marshal(map[string]any{"id": ids[i], "carrier": "顺丰速运", "trackingNo": fmt.Sprintf("SF%013d", ids[i])})
			return okEnvelope(c, request{method: "POST", url: base + "/admin/order/ship", token: tok, body: body})
		})
	}
	return nil
}

// ordersWanted reports whether any order case is to be measured.
func ordersWanted() bool {
	return slices.ContainsFunc(orderCases(&orderTarget{}), func(oc shopCase) bool { return wanted(oc.name) }) ||
		wanted("write:order-create") || wanted("write:order-ship")
}
