package orders

import (
	"errors"
	"testing"
)

// Every rights action from every status: the legal ones reach their status, every other is
// refused naming the status and the action.
func TestRightsStateMachine(t *testing.T) {
	legal := map[AfterSaleAction]map[RightsStatus]RightsStatus{
		AsRightsOpen:        {"": RightsNew},
		AsRightsForward:     {RightsNew: RightsForwarded},
		AsRightsAppeal:      {RightsForwarded: RightsAppealed},
		AsRightsArbitrate:   {RightsForwarded: RightsArbitration, RightsAppealed: RightsArbitration},
		AsRightsForBuyer:    {RightsArbitration: RightsClosed},
		AsRightsForMerchant: {RightsArbitration: RightsClosed},
	}
	statuses := []RightsStatus{"", RightsNew, RightsForwarded, RightsAppealed, RightsArbitration, RightsClosed}
	for _, a := range []AfterSaleAction{AsRightsOpen, AsRightsForward, AsRightsAppeal, AsRightsArbitrate, AsRightsForBuyer, AsRightsForMerchant, AsRefuse} {
		for _, from := range statuses {
			to, err := NextRights(from, a)
			if want, ok := legal[a][from]; ok {
				if err != nil || to != want {
					t.Errorf("%s from %q: got %s %v, want %s", a, from, to, err, want)
				}
				continue
			}
			var illegal *RightsIllegalError
			if !errors.As(err, &illegal) || illegal.From != from || illegal.Action != a || to != from {
				t.Errorf("%s from %q: got %s %v, want refused", a, from, to, err)
			}
		}
	}
}

// A step copies the claim: the after-sale it came from keeps its statements, and a step
// without words adds none. The decision follows the ruling.
func TestStepRights(t *testing.T) {
	held := AfterSale{Rights: &Rights{Status: RightsArbitration, Statements: make([]Statement, 1, 4)}}
	a := held
	if err := StepRights(&a, AsRightsForBuyer, Statement{Side: SidePlatform, Text: "买家举证充分", Images: []string{"/x.jpg"}}); err != nil {
		t.Fatal(err)
	}
	if a.Rights.Status != RightsClosed || a.Rights.Decision != SideBuyer || len(a.Rights.Statements) != 2 {
		t.Errorf("ruled: %+v", a.Rights)
	}
	if held.Rights.Status != RightsArbitration || len(held.Rights.Statements) != 1 || held.Rights.Statements[:2][1].Text != "" {
		t.Errorf("the held claim changed: %+v", held.Rights)
	}
	b := AfterSale{}
	if err := StepRights(&b, AsRightsOpen, Statement{Side: SideBuyer, Text: "商家无理拒绝"}); err != nil || b.Rights.Status != RightsNew || len(b.Rights.Statements) != 1 {
		t.Errorf("open: %+v %v", b.Rights, err)
	}
	if err := StepRights(&b, AsRightsForward, Statement{Side: SidePlatform}); err != nil || len(b.Rights.Statements) != 1 {
		t.Errorf("forward: %+v %v", b.Rights, err)
	}
	if err := StepRights(&b, AsRightsForMerchant, Statement{}); err == nil {
		t.Error("ruled before arbitration")
	}
}

func TestRuleForBuyer(t *testing.T) {
	// Goods 100.00, paid 90.00: the item of 2 × 50.00 carries 90.00, one of them 45.00.
	order := Order{ID: 1, Status: Completed, GoodsAmount: 10000, PayAmount: 9000, Items: []Item{{ID: 7, Price: 5000, Quantity: 2}}}
	refused := AfterSale{ID: 3, ItemID: 7, Quantity: 1, Amount: 4500, Status: Refused}
	cases := []struct {
		name   string
		order  Order
		others []AfterSale
		claim  AfterSale
		rule   ClaimRule
	}{
		{"alone", order, []AfterSale{refused}, refused, ""},
		{"another claim open on the item", order, []AfterSale{refused, {ID: 4, ItemID: 7, Status: Applied}}, refused, ClaimOpen},
		{"another item's open claim", order, []AfterSale{refused, {ID: 4, ItemID: 8, Status: Applied}}, refused, ""},
		{"refunded since, in part", order, []AfterSale{refused, {ID: 4, ItemID: 7, Status: Refunded, Amount: 4600}}, refused, ClaimAmount},
		{"the order refunded", func() Order { o := order; o.RefundedAmount = 5000; return o }(), []AfterSale{refused}, refused, ClaimAmount},
		{"no such item", order, nil, AfterSale{ID: 3, ItemID: 9, Quantity: 1, Amount: 1}, ClaimItem},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := RuleForBuyer(c.order, c.others, c.claim)
			var ce *ClaimError
			switch {
			case c.rule == "" && err != nil:
				t.Errorf("refused: %v", err)
			case c.rule != "" && (!errors.As(err, &ce) || ce.Rule != c.rule):
				t.Errorf("got %v, want %s", err, c.rule)
			}
		})
	}
}
