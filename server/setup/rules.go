package setup

import (
	"slices"
	"strings"

	"shopconsole/server/apperr"
	"shopconsole/server/kernel"
)

// Regions checks and names the divisions of an address.
type Regions interface {
	// Chain answers the codes from the province down to code.
	Chain(code string) ([]string, bool)
	// RegionName names one division.
	RegionName(code string) (string, bool)
}

// Input is an address as a form sends it; Shipping and Return ask for the defaults.
type Input struct {
	ID                                   int64
	Contact, Mobile                      string
	ProvinceCode, CityCode, DistrictCode string
	Detail                               string
	Shipping, Return                     bool
}

// build checks an address's rules and names its regions.
func build(in Input, regions Regions) (Address, error) {
	a := Address{ID: in.ID, Contact: strings.TrimSpace(in.Contact), Mobile: strings.TrimSpace(in.Mobile),
		ProvinceCode: in.ProvinceCode, CityCode: in.CityCode, DistrictCode: in.DistrictCode, Detail: strings.TrimSpace(in.Detail)}
	switch {
	case a.Contact == "":
		return a, apperr.Invalid("contact", "validation.required", "contact")
	case !kernel.ValidMobile(a.Mobile):
		return a, apperr.Invalid("mobile", "shopusers.mobileInvalid")
	case a.Detail == "":
		return a, apperr.Invalid("detail", "validation.required", "detail")
	}
	chain, ok := regions.Chain(a.DistrictCode)
	if !ok || len(chain) != 3 || !slices.Equal(chain, []string{a.ProvinceCode, a.CityCode, a.DistrictCode}) {
		return a, apperr.Invalid("districtCode", "setup.region")
	}
	a.ProvinceName, _ = regions.RegionName(a.ProvinceCode)
	a.CityName, _ = regions.RegionName(a.CityCode)
	a.DistrictName, _ = regions.RegionName(a.DistrictCode)
	return a, nil
}

// is tells whether a is the default d.
func is(a Address, d Default) bool {
	if d == Shipping {
		return a.IsDefaultShipping
	}
	return a.IsDefaultReturn
}

// Holder answers which of addresses (oldest first) is the default d once want (an id, 0
// for none) asked to be: want when it is one of them, else the address that is already,
// else the oldest; 0 when there is no address. At most one address is each default, and one
// is when there is any.
func Holder(addresses []Address, d Default, want int64) int64 {
	if want != 0 && slices.ContainsFunc(addresses, func(a Address) bool { return a.ID == want }) {
		return want
	}
	for _, a := range addresses {
		if is(a, d) {
			return a.ID
		}
	}
	if len(addresses) == 0 {
		return 0
	}
	return addresses[0].ID
}

// Changes answers the addresses whose defaults change once the defaults are held by
// shipping and ret, in the order a store that allows one of each at any moment can save
// them: first those that lose a default, then those that gain one.
func Changes(addresses []Address, shipping, ret int64) []Address {
	var losing, gaining []Address
	for _, a := range addresses {
		next := a
		next.IsDefaultShipping, next.IsDefaultReturn = a.ID == shipping, a.ID == ret
		switch {
		case next == a:
		case (a.IsDefaultShipping && !next.IsDefaultShipping) || (a.IsDefaultReturn && !next.IsDefaultReturn):
			// It loses one (and maybe gains the other): saved without the gain first.
			lost := next
			lost.IsDefaultShipping = lost.IsDefaultShipping && a.IsDefaultShipping
			lost.IsDefaultReturn = lost.IsDefaultReturn && a.IsDefaultReturn
			losing = append(losing, lost)
			if lost != next {
				gaining = append(gaining, next)
			}
		default:
			gaining = append(gaining, next)
		}
	}
	return append(losing, gaining...)
}
