package orders

import (
	"fmt"
	"slices"
	"time"
)

// RightsStatus is where a rights claim stands: a buyer whose after-sale the shop refused
// asks the platform to rule.
type RightsStatus string

// The statuses of a rights claim, in the order it goes through them.
const (
	RightsNew         RightsStatus = "new"         // raised by the buyer
	RightsForwarded   RightsStatus = "forwarded"   // sent on to the shop by the platform
	RightsAppealed    RightsStatus = "appealed"    // the shop stated its side
	RightsArbitration RightsStatus = "arbitration" // the platform is ruling
	RightsClosed      RightsStatus = "closed"      // ruled
)

// Side is who made a statement.
type Side string

// The sides of a rights claim.
const (
	SideBuyer    Side = "buyer"
	SideMerchant Side = "merchant"
	SidePlatform Side = "platform"
)

// Statement is what one side said, with its pictures.
type Statement struct {
	Side      Side      `json:"side"`
	Operator  string    `json:"operator"`
	Text      string    `json:"text"`
	Images    []string  `json:"images"`
	CreatedAt time.Time `json:"createdAt"`
}

// Rights is the rights claim of a refused after-sale. Decision is "" until closed, then the
// side the platform ruled for: the buyer (the claim goes back to awaiting refund) or the
// merchant (the refusal stands). Stored as it is written in JSON.
type Rights struct {
	Status     RightsStatus `json:"status"`
	Decision   Side         `json:"decision"`
	Statements []Statement  `json:"statements"`
}

// The actions of a rights claim, kept in the after-sale's log. The claim stays refused
// through them but for AsRightsForBuyer, which sends it back to awaiting refund.
const (
	AsRightsOpen        AfterSaleAction = "rightsOpen"
	AsRightsForward     AfterSaleAction = "rightsForward"
	AsRightsAppeal      AfterSaleAction = "rightsAppeal"
	AsRightsArbitrate   AfterSaleAction = "rightsArbitrate"
	AsRightsForBuyer    AfterSaleAction = "rightsForBuyer"
	AsRightsForMerchant AfterSaleAction = "rightsForMerchant"
)

// rightsMachine is the rights claim's state machine ("" is no claim yet). The platform may
// take up a claim the shop did not appeal.
var rightsMachine = map[AfterSaleAction]struct {
	from []RightsStatus
	to   RightsStatus
}{
	AsRightsOpen:        {[]RightsStatus{""}, RightsNew},
	AsRightsForward:     {[]RightsStatus{RightsNew}, RightsForwarded},
	AsRightsAppeal:      {[]RightsStatus{RightsForwarded}, RightsAppealed},
	AsRightsArbitrate:   {[]RightsStatus{RightsForwarded, RightsAppealed}, RightsArbitration},
	AsRightsForBuyer:    {[]RightsStatus{RightsArbitration}, RightsClosed},
	AsRightsForMerchant: {[]RightsStatus{RightsArbitration}, RightsClosed},
}

// RightsIllegalError refuses an action the rights claim's status does not allow; From ""
// is no claim.
type RightsIllegalError struct {
	From   RightsStatus
	Action AfterSaleAction
}

func (e *RightsIllegalError) Error() string {
	return fmt.Sprintf("a rights claim %q cannot take %s", e.From, e.Action)
}

// NextRights answers the status a rights claim in from reaches by a, or *RightsIllegalError.
func NextRights(from RightsStatus, a AfterSaleAction) (RightsStatus, error) {
	m, ok := rightsMachine[a]
	if !ok || !slices.Contains(m.from, from) {
		return from, &RightsIllegalError{From: from, Action: a}
	}
	return m.to, nil
}

// RightsFilter narrows a list to claims with a rights claim open or closed.
type RightsFilter string

// The rights filters.
const (
	RightsOpen       RightsFilter = "open"
	RightsClosedOnly RightsFilter = "closed"
)

// Matches reports whether a's rights claim is what f asks for.
func (f RightsFilter) Matches(a AfterSale) bool {
	switch f {
	case RightsOpen:
		return a.Rights != nil && a.Rights.Status != RightsClosed
	case RightsClosedOnly:
		return a.Rights != nil && a.Rights.Status == RightsClosed
	}
	return true
}

// RightsStatusOf is the status of a's rights claim, "" when it has none.
func RightsStatusOf(a AfterSale) RightsStatus {
	if a.Rights == nil {
		return ""
	}
	return a.Rights.Status
}

// StepRights moves a's rights claim by act at at, adding what side said: a copy replaces
// the claim, so nothing held elsewhere changes.
func StepRights(a *AfterSale, act AfterSaleAction, st Statement) error {
	to, err := NextRights(RightsStatusOf(*a), act)
	if err != nil {
		return err
	}
	var r Rights
	if a.Rights != nil {
		r = *a.Rights
	}
	r.Status = to
	switch act {
	case AsRightsForBuyer:
		r.Decision = SideBuyer
	case AsRightsForMerchant:
		r.Decision = SideMerchant
	}
	if st.Text != "" || len(st.Images) > 0 {
		st.Images = slices.Clone(st.Images)
		r.Statements = append(slices.Clip(r.Statements), st)
	}
	a.Rights = &r
	return nil
}

// RuleForBuyer checks that a refused claim can go back to its refund when the platform
// rules for the buyer: no other claim on the item is open, and the amount is still at most
// what the item and the order keep (others are the order's after-sales).
func RuleForBuyer(o Order, others []AfterSale, a AfterSale) error {
	k := slices.IndexFunc(o.Items, func(it Item) bool { return it.ID == a.ItemID })
	if k < 0 {
		return &ClaimError{Rule: ClaimItem}
	}
	most, err := room(o, others, o.Items[k], a.Quantity, a.ID)
	if err != nil {
		return err
	}
	if a.Amount > most {
		return &ClaimError{Rule: ClaimAmount, Max: max(most, 0)}
	}
	return nil
}
