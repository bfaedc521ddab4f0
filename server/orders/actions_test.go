package orders

import (
	"slices"
	"testing"
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
