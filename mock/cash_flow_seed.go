package mock

import (
	"cmp"
	"slices"

	"shopconsole/server/cash"
	"shopconsole/server/orders"
)

// seedSettlements settles the sample completed orders whose settlement delay (the default
// settings') has passed by the sample epoch, as the settlement job would have: oldest
// completion first, each line dated when its delay ended, for what the order kept (paid
// minus refunded). Orders completed more recently stay pending. Any seeding that moves the
// account (withdrawals) runs after it, on the balance it leaves.
func (s *Store) seedSettlements() {
	d, delay := s.cash, cash.DefaultSettings.SettleDelayDays
	var due []orders.Order
	unsettled(d, s.orders, func(o orders.Order) {
		if !o.CompletedAt.AddDate(0, 0, delay).After(s.epoch) {
			due = append(due, o)
		}
	})
	slices.SortFunc(due, func(a, b orders.Order) int {
		return cmp.Or(a.CompletedAt.Compare(*b.CompletedAt), cmp.Compare(a.ID, b.ID))
	})
	a := d.account
	for _, o := range due {
		at := o.CompletedAt.AddDate(0, 0, delay)
		must(d.settled.put(settledOrder{OrderID: o.ID, SettledAt: at}))
		if amount := o.PayAmount - o.RefundedAmount; amount > 0 {
			var f cash.Flow
			var err error
			a, f, err = cash.Move(a, cash.Settle(a, amount, o.SN, at))
			must(err)
			f.ID = d.nextID("flow")
			must(d.flow.put(f))
		}
	}
	d.account = a
	d.flow.commit()
	d.settled.commit()
}
