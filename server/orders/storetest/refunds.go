package storetest

import (
	"slices"
	"testing"
	"time"

	"shopconsole/server/orders"
	"shopconsole/server/storecheck"
)

// refund is a refund of order made at f.at plus minutes, every field set but the settling.
func (f fixture) refund(orderID int64, minutes int, status orders.RefundStatus) orders.Refund {
	return orders.Refund{OrderID: orderID, AfterSaleID: 0, Amount: 1200, Way: orders.PayWechat, Status: status,
		Reason: "协商退款", CreatedAt: f.at.Add(time.Duration(minutes) * time.Minute)}
}

// insertRefund stores r under a new id, numbered from it, and answers it.
func (f fixture) insertRefund(t *testing.T, r orders.Refund) orders.Refund {
	t.Helper()
	f.tx(t, func(tx orders.Tx) error {
		id, err := tx.NextRefundID()
		if err != nil {
			return err
		}
		r.ID, r.SN = id, orders.RefundSN(id, r.CreatedAt)
		return tx.InsertRefund(r)
	})
	return r
}

func normRefund(r orders.Refund) orders.Refund {
	r.CreatedAt, r.SettledAt = r.CreatedAt.UTC(), storecheck.UTC(r.SettledAt)
	return r
}

func refundID(r orders.Refund) int64 { return r.ID }

// refunds: a refund loads equal by its number; SaveRefund stores its status, reference and
// settling, nothing else; an order's refunds load oldest first.
func refunds(t *testing.T, f fixture) {
	o, other := f.insert(t, f.order(0, 0)), f.insert(t, f.order(1, 1))
	first := f.insertRefund(t, f.refund(o.ID, 0, orders.RefundPending))
	second := f.refund(o.ID, 5, orders.RefundRefunded)
	second.AfterSaleID, second.Way, second.Reference, second.SettledAt = 42, orders.PayBalance, "bal-1", ptr(f.at.Add(5*time.Minute))
	second = f.insertRefund(t, second)
	f.insertRefund(t, f.refund(other.ID, 1, orders.RefundPending))
	settled := first
	settled.Status, settled.Reference, settled.SettledAt = orders.RefundRefunded, "wx-refund-1", ptr(f.at.Add(time.Hour))
	f.tx(t, func(tx orders.Tx) error {
		for _, lock := range []bool{false, true} {
			got, err := tx.RefundBySN(first.SN, lock)
			if err != nil {
				return err
			}
			storecheck.Equal(t, "RefundBySN after InsertRefund", got, first, normRefund)
		}
		ignored := settled
		ignored.Amount, ignored.Reason, ignored.OrderID, ignored.Way = 1, "改", other.ID, orders.PayAlipay
		if err := tx.SaveRefund(ignored); err != nil {
			return err
		}
		got, err := tx.RefundBySN(first.SN, true)
		storecheck.Equal(t, "RefundBySN after SaveRefund", got, settled, normRefund)
		return err
	})
	got, err := f.s.OrderRefunds(f.ctx, o.ID)
	if err != nil || len(got) != 2 {
		t.Fatalf("OrderRefunds: %+v %v", got, err)
	}
	storecheck.Equal(t, "OrderRefunds' first", got[0], settled, normRefund)
	storecheck.Equal(t, "OrderRefunds' second", got[1], second, normRefund)
}

// pendingRefunds: at most limit pending refunds made before t, oldest first.
func pendingRefunds(t *testing.T, f fixture) {
	o := f.insert(t, f.order(0, 0))
	var rs []orders.Refund
	for i, m := range []int{30, 10, 20, 40} {
		status := orders.RefundPending
		if i == 2 {
			status = orders.RefundRefunded
		}
		rs = append(rs, f.insertRefund(t, f.refund(o.ID, m, status)))
	}
	for _, tc := range []struct {
		name   string
		before time.Time
		limit  int
		want   []int64
	}{
		{"all before", f.at.Add(time.Hour), 10, []int64{rs[1].ID, rs[0].ID, rs[3].ID}},
		{"limited", f.at.Add(time.Hour), 2, []int64{rs[1].ID, rs[0].ID}},
		{"before the latest", f.at.Add(40 * time.Minute), 10, []int64{rs[1].ID, rs[0].ID}},
		{"none yet", f.at.Add(10 * time.Minute), 10, []int64{}},
	} {
		got, err := f.s.PendingRefunds(f.ctx, tc.before, tc.limit)
		ids := storecheck.IDs(got, refundID)
		if err != nil || !slices.Equal(ids, tc.want) {
			t.Errorf("PendingRefunds %s: %v %v, want %v", tc.name, ids, err, tc.want)
		}
		if tc.name == "limited" && len(got) == 2 {
			storecheck.Equal(t, "PendingRefunds' refund", got[0], rs[1], normRefund)
		}
	}
}
