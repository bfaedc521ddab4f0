package orders

// StaffAction is what staff can do to an order, one button of the console each.
type StaffAction string

// The staff's actions on an order.
const (
	StaffShip        StaffAction = "ship"
	StaffChangePrice StaffAction = "changePrice"
	StaffCancel      StaffAction = "cancel" // closes an unpaid order, or refunds and closes a paid one
	StaffRemark      StaffAction = "remark"
)

// staffSteps lists, for each staff action, the steps of the machine it may take: the action
// is open when one of them is legal from the order's status.
var staffSteps = []struct {
	action StaffAction
	steps  []Action
}{
	{StaffShip, []Action{ActShip}},
	{StaffChangePrice, []Action{ActChangePrice}},
	{StaffCancel, []Action{ActCancel, ActRefundCancel}},
	{StaffRemark, []Action{ActRemark}},
}

// StaffActions answers the staff's actions the order's status allows now, in the order the
// console shows them. Permissions are the caller's to check.
func StaffActions(s Status) []StaffAction {
	out := []StaffAction{}
	for _, a := range staffSteps {
		for _, step := range a.steps {
			if _, err := Next(s, step); err == nil {
				out = append(out, a.action)
				break
			}
		}
	}
	return out
}

// AfterSaleStaffAction is what staff (or the platform) can do to an after-sale.
type AfterSaleStaffAction string

// The staff's actions on an after-sale, and the platform's on its rights claim.
const (
	AfterSaleAgree           AfterSaleStaffAction = "agree"
	AfterSaleRefuse          AfterSaleStaffAction = "refuse"
	AfterSaleReceive         AfterSaleStaffAction = "receive"
	AfterSaleRejectGoods     AfterSaleStaffAction = "rejectGoods"
	AfterSaleRefund          AfterSaleStaffAction = "refund"
	AfterSaleRightsForward   AfterSaleStaffAction = "rightsForward"
	AfterSaleRightsAppeal    AfterSaleStaffAction = "rightsAppeal"
	AfterSaleRightsArbitrate AfterSaleStaffAction = "rightsArbitrate"
	AfterSaleRightsClose     AfterSaleStaffAction = "rightsClose" // rules for either side
)

// afterSaleSteps lists, for each staff action, the steps of the after-sale's machine (and of
// its rights claim's, for the rights actions) it may take.
var afterSaleSteps = []struct {
	action AfterSaleStaffAction
	steps  []AfterSaleAction
}{
	{AfterSaleAgree, []AfterSaleAction{AsAgree}},
	{AfterSaleRefuse, []AfterSaleAction{AsRefuse}},
	{AfterSaleReceive, []AfterSaleAction{AsReceive}},
	{AfterSaleRejectGoods, []AfterSaleAction{AsRejectGoods}},
	{AfterSaleRefund, []AfterSaleAction{AsRefund}},
	{AfterSaleRightsForward, []AfterSaleAction{AsRightsForward}},
	{AfterSaleRightsAppeal, []AfterSaleAction{AsRightsAppeal}},
	{AfterSaleRightsArbitrate, []AfterSaleAction{AsRightsArbitrate}},
	{AfterSaleRightsClose, []AfterSaleAction{AsRightsForBuyer, AsRightsForMerchant}},
}

// rightsStep reports whether act is a step of the rights claim's machine.
func rightsStep(act AfterSaleAction) bool {
	_, ok := rightsMachine[act]
	return ok
}

// afterSaleAllows reports whether a may take act now: the after-sale's machine, the rights
// claim's for a rights step, and a refund asked for once.
func afterSaleAllows(a AfterSale, act AfterSaleAction) bool {
	if _, err := NextAfterSale(a.Kind, a.Status, act); err != nil {
		return false
	}
	if rightsStep(act) {
		if _, err := NextRights(RightsStatusOf(a), act); err != nil {
			return false
		}
	}
	return act != AsRefund || a.RefundSN == ""
}

// AfterSaleStaffActions answers the actions on a the after-sale's status and its rights
// claim's allow now, in the order the console shows them. Permissions are the caller's to
// check. What it reads of a is enumerated by AfterSaleActionCases.
func AfterSaleStaffActions(a AfterSale) []AfterSaleStaffAction {
	out := []AfterSaleStaffAction{}
	for _, s := range afterSaleSteps {
		for _, step := range s.steps {
			if afterSaleAllows(a, step) {
				out = append(out, s.action)
				break
			}
		}
	}
	return out
}

// Kinds lists every kind of after-sale.
var Kinds = []Kind{RefundOnly, ReturnRefund}

// RightsStatuses lists every status of a rights claim, "" (no claim) first.
var RightsStatuses = []RightsStatus{"", RightsNew, RightsForwarded, RightsAppealed, RightsArbitration, RightsClosed}

// AfterSaleActionCase is one combination of what AfterSaleStaffActions reads of an
// after-sale, with its answer.
type AfterSaleActionCase struct {
	Kind        Kind
	Status      AfterSaleStatus
	Rights      RightsStatus // "": no rights claim
	RefundAsked bool         // a refund was asked for (RefundSN set)
	Actions     []AfterSaleStaffAction
}

// AfterSale is an after-sale of the case, its other fields left zero.
func (c AfterSaleActionCase) AfterSale() AfterSale {
	a := AfterSale{Kind: c.Kind, Status: c.Status}
	if c.Rights != "" {
		a.Rights = &Rights{Status: c.Rights}
	}
	if c.RefundAsked {
		a.RefundSN = "R1"
	}
	return a
}

// AfterSaleActionCases answers AfterSaleStaffActions for every combination of what it reads
// of an after-sale: its kind, its status, its rights claim's status and whether its refund
// was asked for. The console's test fixtures take their actions from these cases
// (server/cmd/gen-actions): whoever makes the answer depend on another field adds it here.
func AfterSaleActionCases() []AfterSaleActionCase {
	var out []AfterSaleActionCase
	for _, k := range Kinds {
		for _, s := range AfterSaleStatuses {
			for _, r := range RightsStatuses {
				for _, asked := range []bool{false, true} {
					c := AfterSaleActionCase{Kind: k, Status: s, Rights: r, RefundAsked: asked}
					c.Actions = AfterSaleStaffActions(c.AfterSale())
					out = append(out, c)
				}
			}
		}
	}
	return out
}
