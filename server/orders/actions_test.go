package orders

import (
	"slices"
	"testing"
	"time"

	"shopconsole/server/shopusers"
)

func TestStaffActions(t *testing.T) {
	want := map[Status][]StaffAction{
		Unpaid:    {StaffChangePrice, StaffCancel, StaffRemark},
		Paid:      {StaffShip, StaffCancel, StaffRemark},
		Shipped:   {StaffRemark},
		Completed: {StaffRemark},
		Closed:    {StaffRemark},
	}
	for _, s := range Statuses {
		if got := StaffActions(s); !slices.Equal(got, want[s]) {
			t.Errorf("%s: %v, want %v", s, got, want[s])
		}
	}
}

func TestAfterSaleStaffActions(t *testing.T) {
	cases := []struct {
		name string
		a    AfterSale
		want []AfterSaleStaffAction
	}{
		{"applied", AfterSale{Kind: ReturnRefund, Status: Applied}, []AfterSaleStaffAction{AfterSaleAgree, AfterSaleRefuse}},
		{"awaiting return", AfterSale{Kind: ReturnRefund, Status: AwaitingReturn}, []AfterSaleStaffAction{}},
		{"awaiting receipt", AfterSale{Kind: ReturnRefund, Status: AwaitingReceipt}, []AfterSaleStaffAction{AfterSaleReceive, AfterSaleRejectGoods}},
		{"awaiting refund", AfterSale{Kind: RefundOnly, Status: AwaitingRefund}, []AfterSaleStaffAction{AfterSaleRefund}},
		{"refund pending", AfterSale{Kind: RefundOnly, Status: AwaitingRefund, RefundSN: "R1"}, []AfterSaleStaffAction{}},
		{"refunded", AfterSale{Kind: RefundOnly, Status: Refunded}, []AfterSaleStaffAction{}},
		{"refused", AfterSale{Kind: RefundOnly, Status: Refused}, []AfterSaleStaffAction{}},
		{"rights new", AfterSale{Status: Refused, Rights: &Rights{Status: RightsNew}}, []AfterSaleStaffAction{AfterSaleRightsForward}},
		{"rights forwarded", AfterSale{Status: Refused, Rights: &Rights{Status: RightsForwarded}},
			[]AfterSaleStaffAction{AfterSaleRightsAppeal, AfterSaleRightsArbitrate}},
		{"rights appealed", AfterSale{Status: Refused, Rights: &Rights{Status: RightsAppealed}}, []AfterSaleStaffAction{AfterSaleRightsArbitrate}},
		{"rights arbitration", AfterSale{Status: Refused, Rights: &Rights{Status: RightsArbitration}}, []AfterSaleStaffAction{AfterSaleRightsClose}},
		{"rights closed", AfterSale{Status: Refused, Rights: &Rights{Status: RightsClosed}}, []AfterSaleStaffAction{}},
		{"revoked", AfterSale{Kind: ReturnRefund, Status: Revoked}, []AfterSaleStaffAction{}},
	}
	for _, c := range cases {
		if got := AfterSaleStaffActions(c.a); !slices.Equal(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// The cases hold every combination of what AfterSaleStaffActions reads: an after-sale whose
// other fields are all set answers what its case's does.
func TestAfterSaleActionCasesHoldWhatTheAnswerReads(t *testing.T) {
	cases := AfterSaleActionCases()
	if want := len(Kinds) * len(AfterSaleStatuses) * len(RightsStatuses) * 2; len(cases) != want {
		t.Fatalf("%d cases, want %d", len(cases), want)
	}
	at := time.Date(2026, 11, 28, 2, 0, 0, 0, time.UTC)
	for _, c := range cases {
		a := c.AfterSale()
		a.ID, a.SN, a.OrderID, a.OrderSN, a.ItemID = 5, "A1", 7, "O1", 1
		a.GoodsName, a.SKUText, a.Image, a.Quantity, a.Amount = "dress", "red", "/a.jpg", 1, 9990
		a.Reason, a.Images, a.UserID, a.User, a.PayWay = "size", []string{"/b.jpg"}, 10001, shopusers.Brief{ID: 10001}, "wechat"
		a.ReturnAddress, a.BuyerCarrier, a.BuyerTrackingNo, a.RefuseReason = "depot", "SF", "SF1", "late"
		a.Deadline, a.CreatedAt, a.UpdatedAt = at, at, at
		if a.Rights != nil {
			a.Rights.Decision, a.Rights.Statements = SideBuyer, []Statement{{Side: SideBuyer, Text: "mine"}}
		}
		if got := AfterSaleStaffActions(a); !slices.Equal(got, c.Actions) {
			t.Errorf("%+v filled: %v, want the case's %v", c, got, c.Actions)
		}
	}
}
