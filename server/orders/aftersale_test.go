package orders

import (
	"errors"
	"testing"
	"time"
)

// Every action from every status, for both kinds: the legal ones reach their status,
// every other is refused naming the status and the action.
func TestAfterSaleStateMachine(t *testing.T) {
	type key struct {
		kind Kind
		from AfterSaleStatus
	}
	both := func(from, to AfterSaleStatus) map[key]AfterSaleStatus {
		return map[key]AfterSaleStatus{{RefundOnly, from}: to, {ReturnRefund, from}: to}
	}
	legal := map[AfterSaleAction]map[key]AfterSaleStatus{
		AsAgree:         {{RefundOnly, Applied}: AwaitingRefund, {ReturnRefund, Applied}: AwaitingReturn},
		AsAutoAgree:     {{RefundOnly, Applied}: AwaitingRefund},
		AsRefuse:        both(Applied, Refused),
		AsShip:          both(AwaitingReturn, AwaitingReceipt),
		AsReceive:       both(AwaitingReceipt, AwaitingRefund),
		AsRejectGoods:   both(AwaitingReceipt, Refused),
		AsRefund:        both(AwaitingRefund, AwaitingRefund),
		AsRefundSettled: both(AwaitingRefund, Refunded),
		AsRevoke:        {{RefundOnly, Applied}: Revoked, {ReturnRefund, Applied}: Revoked, {RefundOnly, AwaitingReturn}: Revoked, {ReturnRefund, AwaitingReturn}: Revoked},
		AsExpire:        both(AwaitingReturn, Revoked),
		// A rights claim moves on a refused claim only.
		AsRightsOpen:        both(Refused, Refused),
		AsRightsForward:     both(Refused, Refused),
		AsRightsAppeal:      both(Refused, Refused),
		AsRightsArbitrate:   both(Refused, Refused),
		AsRightsForMerchant: both(Refused, Refused),
		AsRightsForBuyer:    both(Refused, AwaitingRefund),
	}
	actions := []AfterSaleAction{AsApply, AsAgree, AsAutoAgree, AsRefuse, AsShip, AsReceive, AsRejectGoods, AsRefund, AsRefundSettled, AsRevoke, AsExpire,
		AsRightsOpen, AsRightsForward, AsRightsAppeal, AsRightsArbitrate, AsRightsForMerchant, AsRightsForBuyer}
	for _, a := range actions {
		for _, k := range []Kind{RefundOnly, ReturnRefund} {
			for _, from := range AfterSaleStatuses {
				to, err := NextAfterSale(k, from, a)
				want, ok := legal[a][key{k, from}]
				if ok {
					if err != nil || to != want {
						t.Errorf("%s %s from %s: got %s %v, want %s", k, a, from, to, err, want)
					}
					continue
				}
				var illegal *AfterSaleIllegalError
				if !errors.As(err, &illegal) || illegal.From != from || illegal.Action != a || to != from {
					t.Errorf("%s %s from %s: got %s %v, want refused", k, a, from, to, err)
				}
			}
		}
	}
}

func TestClaim(t *testing.T) {
	now := time.Date(2026, 11, 27, 8, 0, 0, 0, time.UTC)
	done := now.AddDate(0, 0, -3)
	// Goods 100.00 + 20.00 = 120.00, paid 108.00 (a discount): the items carry 90%.
	order := Order{ID: 1, Status: Shipped, GoodsAmount: 12000, PayAmount: 10800,
		Items: []Item{{ID: 7, Price: 5000, Quantity: 2}, {ID: 8, Price: 2000, Quantity: 1}}}
	completed := order
	completed.Status, completed.CompletedAt = Completed, &done
	claim := func(item, qty int64, kind Kind, amount int64) AfterSale {
		return AfterSale{ItemID: item, Quantity: qty, Kind: kind, Amount: amount}
	}
	tests := []struct {
		name    string
		order   Order
		earlier []AfterSale
		in      AfterSale
		days    int
		rule    ClaimRule
		max     int64
	}{
		{"the whole item", order, nil, claim(7, 2, ReturnRefund, 9000), 7, "", 0},
		{"one of two", order, nil, claim(7, 1, RefundOnly, 4500), 7, "", 0},
		{"above the share", order, nil, claim(7, 1, RefundOnly, 4501), 7, ClaimAmount, 4500},
		{"unpaid", Order{Status: Unpaid, Items: order.Items}, nil, claim(7, 1, RefundOnly, 1), 7, ClaimOrderStatus, 0},
		{"closed", Order{Status: Closed, Items: order.Items}, nil, claim(7, 1, RefundOnly, 1), 7, ClaimOrderStatus, 0},
		{"within the window", completed, nil, claim(8, 1, RefundOnly, 1800), 7, "", 0},
		{"after the window", completed, nil, claim(8, 1, RefundOnly, 1800), 2, ClaimWindow, 0},
		{"no such item", order, nil, claim(9, 1, RefundOnly, 1), 7, ClaimItem, 0},
		{"too many", order, nil, claim(8, 2, RefundOnly, 1), 7, ClaimQuantity, 0},
		{"none", order, nil, claim(8, 0, RefundOnly, 1), 7, ClaimQuantity, 0},
		{"return of goods not shipped", Order{Status: Paid, GoodsAmount: 12000, PayAmount: 10800, Items: order.Items}, nil,
			claim(8, 1, ReturnRefund, 1), 7, ClaimNotShipped, 0},
		{"an open claim on the item", order, []AfterSale{{ItemID: 8, Status: AwaitingReturn}}, claim(8, 1, RefundOnly, 1), 7, ClaimOpen, 0},
		{"an open claim on another item", order, []AfterSale{{ItemID: 7, Status: Applied}}, claim(8, 1, RefundOnly, 1), 7, "", 0},
		{"refused before", order, []AfterSale{{ItemID: 8, Status: Refused, Amount: 1800}}, claim(8, 1, RefundOnly, 1800), 7, "", 0},
		{"refunded before, in part", order, []AfterSale{{ItemID: 8, Status: Refunded, Amount: 1000}}, claim(8, 1, RefundOnly, 801), 7, ClaimAmount, 800},
		{"the order kept less", Order{Status: Shipped, GoodsAmount: 12000, PayAmount: 10800, RefundedAmount: 10000, Items: order.Items}, nil,
			claim(7, 2, RefundOnly, 801), 7, ClaimAmount, 800},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Claim(tt.order, tt.earlier, tt.in, tt.days, now)
			var c *ClaimError
			switch {
			case tt.rule == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tt.rule != "" && (!errors.As(err, &c) || c.Rule != tt.rule || c.Max != tt.max):
				t.Fatalf("got %v (%+v), want %s max %d", err, c, tt.rule, tt.max)
			}
		})
	}
}

func TestAfterSaleDeadline(t *testing.T) {
	at := time.Date(2026, 11, 27, 8, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		a    AfterSale
		want time.Time
	}{
		{AfterSale{Status: Applied, Kind: RefundOnly}, at.AddDate(0, 0, 7)},
		{AfterSale{Status: Applied, Kind: ReturnRefund}, time.Time{}},
		{AfterSale{Status: AwaitingReturn, Kind: ReturnRefund}, at.AddDate(0, 0, 7)},
		{AfterSale{Status: AwaitingReceipt, Kind: ReturnRefund}, time.Time{}},
		{AfterSale{Status: AwaitingRefund, Kind: RefundOnly}, time.Time{}},
	} {
		if got := AfterSaleDeadline(tt.a, 7, at); !got.Equal(tt.want) {
			t.Errorf("%s %s: got %v, want %v", tt.a.Kind, tt.a.Status, got, tt.want)
		}
	}
}
