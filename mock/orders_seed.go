package mock

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"time"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
	"shopconsole/server/goods"
	"shopconsole/server/orders"
	"shopconsole/server/regions"
	"shopconsole/server/shopusers"
)

const (
	sampleOrderCount = 500
	ordersSeed       = Seed + 11 // its own generator, so other areas' sample data never shifts it
)

// sampleOrderSettings are the sample shop's: a day to pay, a week to confirm.
var sampleOrderSettings = orders.Settings{UnpaidMinutes: 24 * 60, AutoConfirmDays: 7, AfterSaleDays: 7}

var (
	regionTreeOnce sync.Once
	regionTree     *regions.Service
)

// sampleRegionTree is the region tree the sample orders' consignees are checked with.
func sampleRegionTree() *regions.Service {
	regionTreeOnce.Do(func() {
		t, err := regions.New()
		if err != nil {
			panic(fmt.Sprintf("region tree: %v", err)) // embedded data: a failure is a bug
		}
		regionTree = t
	})
	return regionTree
}

// step is one thing that happens to a sample order at a time.
type step struct {
	at    time.Time
	order int // the plan's index
	do    func(ctx context.Context, svc *orders.Service, id int64) (int64, error)
}

// sampleFacts are what the sample data written before the orders holds, as the generator
// wrote it: the users (by id), the time of each user's last ledger line, each user's default
// address, and every sample goods as stored (by id, with its SKUs' ids).
type sampleFacts struct {
	users    []shopusers.User
	lastLine map[int64]time.Time
	defaults map[int64]shopusers.Address
	goods    []goods.Goods
}

// sampleOrders places the sample orders of the last 90 days through the order service, as
// the storefront and the staff would have: every step at its time, all of them in time
// order, so stock, sales, the buyers' ledger and the order logs agree with the orders. A
// buyer orders only after the last line of its sample ledger, which keeps each account's
// lines in time order. It answers the ids of the orders placed.
func sampleOrders(ctx context.Context, store orders.Store, epoch time.Time, facts sampleFacts) ([]int64, error) {
	r := rand.New(rand.NewPCG(ordersSeed, 0))
	var now time.Time
	svc := orders.New(store, sampleRegionTree(), func() time.Time { return now })
	svc.WithPayments(samplePlatform{svc})
	ctx = access.WithPrincipal(ctx, access.Principal{Username: "admin"}) // staff ship as admin

	var buyers []shopusers.User
	for _, u := range facts.users {
		if !u.Disabled {
			buyers = append(buyers, u)
		}
	}
	slices.SortFunc(buyers, func(a, b shopusers.User) int { return cmp.Compare(a.ID, b.ID) })
	var onSale []goods.Goods
	for _, g := range facts.goods {
		if g.Status == goods.StatusOn && g.Stock > 0 {
			onSale = append(onSale, g)
		}
	}
	slices.SortFunc(onSale, func(a, b goods.Goods) int { return cmp.Compare(a.ID, b.ID) })

	var steps []step
	ids := make([]int64, sampleOrderCount)
	for i := range sampleOrderCount {
		span := 90 * 24 * time.Hour
		if r.IntN(6) == 0 { // a sixth in the last three days: orders still on their way
			span = 72 * time.Hour
		}
		at := epoch.Add(-time.Duration(r.Int64N(int64(span))))
		buyer := buyers[r.IntN(len(buyers))]
		for tries := 0; !facts.lastLine[buyer.ID].Before(at) && tries < 20; tries++ {
			buyer = buyers[r.IntN(len(buyers))]
		}
		if !facts.lastLine[buyer.ID].Before(at) {
			continue
		}
		body := sampleOrder(r, buyer, onSale, at, facts.defaults)
		steps = append(steps, step{at, i, func(ctx context.Context, svc *orders.Service, _ int64) (int64, error) {
			o, err := svc.Place(ctx, body)
			return o.ID, err
		}})
		steps = append(steps, sampleFate(r, epoch, at, i)...)
	}
	slices.SortStableFunc(steps, func(a, b step) int { return a.at.Compare(b.at) })
	for _, st := range steps {
		now = st.at
		id, err := st.do(ctx, svc, ids[st.order])
		if err != nil {
			if unavailable(err) {
				return nil, err
			}
			continue // sold out meanwhile, or paid too late: the storefront would have said so
		}
		if ids[st.order] == 0 {
			ids[st.order] = id
		}
	}
	now = epoch // what fell due by now has moved, as the job runner would have moved it
	if _, err := svc.AgreeDue(ctx); err != nil {
		return nil, fmt.Errorf("after-sales due: %w", err)
	}
	if _, err := svc.ExpireDue(ctx); err != nil {
		return nil, fmt.Errorf("rights claims due: %w", err)
	}
	return slices.DeleteFunc(ids, func(id int64) bool { return id == 0 }), nil
}

// unavailable tells a failure of the store (which stops the seed) from a refusal of the
// service (which the storefront would have shown, and the sample moves past).
func unavailable(err error) bool {
	var ae *apperr.Error
	return !errors.As(err, &ae) || ae.Status >= 500
}

func maxTime(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// sampleOrder is one to three lines of goods on sale at the time, sent to the buyer's
// default address (or a sample one).
func sampleOrder(r *rand.Rand, buyer shopusers.User, onSale []goods.Goods, at time.Time,
	defaults map[int64]shopusers.Address) orders.PlaceInput {
	in := orders.PlaceInput{UserID: buyer.ID}
	seen := map[int64]bool{}
	for range 1 + r.IntN(3) {
		g := onSale[r.IntN(len(onSale))]
		sku := g.SKUs[r.IntN(len(g.SKUs))]
		if seen[sku.ID] || sku.Retired || sku.Stock == 0 || !g.CreatedAt.Before(at) {
			continue
		}
		seen[sku.ID] = true
		in.Lines = append(in.Lines, orders.Line{SKUID: sku.ID, Quantity: int64(1 + r.IntN(2))})
	}
	if len(in.Lines) == 0 {
		g := onSale[0]
		in.Lines = []orders.Line{{SKUID: g.SKUs[0].ID, Quantity: 1}}
	}
	region := sampleRegions[r.IntN(len(sampleRegions))]
	in.Consignee = orders.Consignee{Name: buyer.Nickname, Mobile: buyer.Mobile, ProvinceCode: region[0][0], CityCode: region[1][0],
		DistrictCode: region[2][0], Detail: fmt.Sprintf("%s %d 号", sampleStreets[r.IntN(len(sampleStreets))], 1+r.IntN(800))}
	if a, ok := defaults[buyer.ID]; ok {
		in.Consignee = orders.Consignee{Name: a.Contact, Mobile: a.Mobile, ProvinceCode: a.ProvinceCode, CityCode: a.CityCode,
			DistrictCode: a.DistrictCode, Detail: a.Detail}
	}
	if r.IntN(4) == 0 {
		in.Remark = sampleRemarks[r.IntN(len(sampleRemarks))]
	}
	return in
}

var sampleRemarks = []string{"请尽快发货", "周末送货", "不要放快递柜", "送人的，请不要放价格单", "包装结实一点"}

var sampleCarriers = []struct{ name, prefix string }{{"顺丰速运", "SF"}, {"中通快递", "ZT"}, {"圆通速递", "YT"}, {"京东物流", "JD"}, {"韵达快递", "YD"}}

// dueStep runs the timed transitions at a time, as the job runner would.
func dueStep(at time.Time, i int) step {
	return step{at, i, func(ctx context.Context, svc *orders.Service, id int64) (int64, error) {
		if _, err := svc.CloseDue(ctx); err != nil {
			return id, err
		}
		_, err := svc.ConfirmDue(ctx)
		return id, err
	}}
}

// sampleFate plans what happens to an order placed at at: paid a little later (or never, or
// cancelled), shipped within two days, confirmed by its buyer or by time. What would fall
// after epoch does not happen yet.
func sampleFate(r *rand.Rand, epoch, at time.Time, i int) []step {
	var out []step
	add := func(t time.Time, do func(ctx context.Context, svc *orders.Service, id int64) (int64, error)) bool {
		if !t.Before(epoch) {
			return false
		}
		out = append(out, step{t, i, do})
		return true
	}
	switch n := r.IntN(100); {
	case n < 6: // never paid: closed by time
		add(at.Add(time.Duration(sampleOrderSettings.UnpaidMinutes)*time.Minute), dueStep(at, i).do)
		return out
	case n < 12:
		add(at.Add(time.Duration(5+r.IntN(600))*time.Minute), func(ctx context.Context, svc *orders.Service, id int64) (int64, error) {
			_, err := svc.Cancel(ctx, orders.CancelInput{OrderID: id, Reason: sampleCancelReasons[i%len(sampleCancelReasons)], Buyer: true})
			return id, err
		})
		return out
	}
	way, ref := orders.PayWechat, fmt.Sprintf("42000%014d", 1_000_000+i)
	if r.IntN(3) == 0 {
		way, ref = orders.PayAlipay, fmt.Sprintf("2026%016d", 1_000_000+i)
	}
	paid := at.Add(time.Duration(1+r.IntN(90)) * time.Minute)
	if r.IntN(10) == 0 { // paid the next day
		paid = paid.Add(20 * time.Hour)
	}
	if !add(paid, func(ctx context.Context, svc *orders.Service, id int64) (int64, error) {
		_, err := svc.Pay(ctx, orders.PayInput{OrderID: id, Payment: orders.Payment{Way: way, Reference: ref}})
		return id, err
	}) {
		return out
	}
	carrier := sampleCarriers[r.IntN(len(sampleCarriers))]
	shipped := paid.Add(time.Duration(2+r.IntN(70)) * time.Hour)
	if !add(shipped, func(ctx context.Context, svc *orders.Service, id int64) (int64, error) {
		_, err := svc.Ship(ctx, id, carrier.name, fmt.Sprintf("%s%012d", carrier.prefix, 100_000_000+i*7919))
		return id, err
	}) {
		return out
	}
	if r.IntN(3) > 0 { // most buyers confirm; the others are confirmed by time
		confirmed := shipped.Add(time.Duration(24+r.IntN(5*24)) * time.Hour)
		if add(confirmed, func(ctx context.Context, svc *orders.Service, id int64) (int64, error) {
			_, err := svc.Confirm(ctx, id)
			return id, err
		}) && i%4 == 0 {
			out = append(out, sampleAfterSale(epoch, confirmed, i)...)
		}
	} else {
		add(shipped.AddDate(0, 0, sampleOrderSettings.AutoConfirmDays), dueStep(at, i).do)
	}
	return out
}

var sampleCancelReasons = []string{"拍错了", "不想要了", "地址填错了", "找到更便宜的了"}
