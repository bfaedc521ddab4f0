// Package freight holds the shop's freight templates and the one function that prices a
// parcel with them: the template's editor, its calculate box and (later) orders all call
// Fee, so they always agree.
package freight

import (
	"errors"
	"fmt"
	"slices"
)

// ChargeType is what a template counts: pieces, kilograms or cubic metres.
type ChargeType string

// Charge types, as in the contract.
const (
	ByPiece  ChargeType = "piece"
	ByWeight ChargeType = "weight"
	ByVolume ChargeType = "volume"
)

// Units are thousandths of the template's unit (a piece, a kilogram, a cubic metre), so
// 1.5 kg is 1500 and every computation stays in integers.
type Units int64

// UnitScale is how many Units make one piece, kilogram or cubic metre.
const UnitScale Units = 1000

// Rule prices a parcel: FirstFee up to FirstUnit, then ExtraFee for every ExtraUnit (or
// part of one) beyond. Fees are cents. Regions is empty for a template's default rule.
type Rule struct {
	Regions   []string `json:"regions,omitempty"`
	FirstUnit Units    `json:"firstUnit"`
	FirstFee  int64    `json:"firstFee"`
	ExtraUnit Units    `json:"extraUnit"`
	ExtraFee  int64    `json:"extraFee"`
}

// FreeRule ships free to its regions once a parcel reaches MinUnits or MinAmount (cents);
// a zero threshold is not a condition.
type FreeRule struct {
	Regions   []string `json:"regions"`
	MinUnits  Units    `json:"minUnits,omitempty"`
	MinAmount int64    `json:"minAmount,omitempty"`
}

// Pricing is what Fee needs of a template.
type Pricing struct {
	Charge     ChargeType `json:"charge"`
	Default    Rule       `json:"default"`
	Rules      []Rule     `json:"rules"`
	Free       []FreeRule `json:"free"`
	NoDelivery []string   `json:"noDelivery"`
}

// Destination is where a parcel goes, as division codes from the province down; City and
// District may be empty when the address stops above them.
type Destination struct {
	Province, City, District string
}

// codes lists the destination's codes from the most specific up.
func (d Destination) codes() []codeAt {
	out := make([]codeAt, 0, 3)
	for _, c := range []codeAt{{d.District, LevelDistrict}, {d.City, LevelCity}, {d.Province, LevelProvince}} {
		if c.code != "" {
			out = append(out, c)
		}
	}
	return out
}

type codeAt struct {
	code  string
	level Level
}

// Parcel is what is shipped: pieces, total weight and volume (Units) and the goods amount
// in cents.
type Parcel struct {
	Quantity int64
	Weight   Units
	Volume   Units
	Amount   int64
}

// Level says which rule priced a parcel.
type Level string

// Levels, most specific first.
const (
	LevelDistrict Level = "district"
	LevelCity     Level = "city"
	LevelProvince Level = "province"
	LevelDefault  Level = "default"
)

// Quote is a priced parcel: the fee in cents (0 when Free), the rule's level and the
// region that chose it ("" for the default rule), and the units counted.
type Quote struct {
	Fee    int64
	Free   bool
	Level  Level
	Region string
	Units  Units
}

// UndeliverableError is Fee's refusal: the template does not deliver to Region.
type UndeliverableError struct{ Region string }

func (e *UndeliverableError) Error() string {
	return fmt.Sprintf("the template does not deliver to %s", e.Region)
}

// MaxFee is the largest fee in cents a template may give (999,999,999,999.99 yuan, the
// contract's largest amount); a parcel priced above it is refused with ErrFeeTooLarge.
const MaxFee int64 = 99_999_999_999_999

// ErrFeeTooLarge is Fee's refusal of a parcel whose fee would exceed MaxFee.
var ErrFeeTooLarge = errors.New("the fee exceeds the largest amount")

// Fee prices parcel p sent to d under template t. It refuses with *UndeliverableError when
// d lies in one of t's no-delivery regions. Otherwise the rule naming d's district wins,
// then its city, then its province, then the default rule; a free-shipping rule covering
// d whose threshold p reaches makes the fee 0.
func Fee(t Pricing, d Destination, p Parcel) (Quote, error) {
	codes := d.codes()
	for _, c := range codes {
		if slices.Contains(t.NoDelivery, c.code) {
			return Quote{}, &UndeliverableError{Region: c.code}
		}
	}
	units := t.Units(p)
	rule, q := t.Default, Quote{Level: LevelDefault, Units: units}
	if r, at, ok := t.ruleFor(codes); ok {
		rule, q.Level, q.Region = r, at.level, at.code
	}
	for _, f := range t.Free {
		if covers(f.Regions, codes) && ((f.MinUnits > 0 && units >= f.MinUnits) || (f.MinAmount > 0 && p.Amount >= f.MinAmount)) {
			q.Free = true
			return q, nil
		}
	}
	fee, ok := RuleFee(rule, units)
	if !ok {
		return Quote{}, ErrFeeTooLarge
	}
	q.Fee = fee
	return q, nil
}

// Units is how much of the template's unit p counts.
func (t Pricing) Units(p Parcel) Units {
	switch t.Charge {
	case ByWeight:
		return p.Weight
	case ByVolume:
		return p.Volume
	default:
		return Units(p.Quantity) * UnitScale
	}
}

// ruleFor finds the rule naming the most specific of codes.
func (t Pricing) ruleFor(codes []codeAt) (Rule, codeAt, bool) {
	for _, c := range codes {
		for _, r := range t.Rules {
			if slices.Contains(r.Regions, c.code) {
				return r, c, true
			}
		}
	}
	return Rule{}, codeAt{}, false
}

func covers(regions []string, codes []codeAt) bool {
	for _, c := range codes {
		if slices.Contains(regions, c.code) {
			return true
		}
	}
	return false
}

// RuleFee is one rule's fee for units: FirstFee up to FirstUnit, then ExtraFee for every
// started ExtraUnit beyond it; false when that exceeds MaxFee.
func RuleFee(r Rule, units Units) (int64, bool) {
	if units <= r.FirstUnit || r.ExtraUnit <= 0 {
		return r.FirstFee, r.FirstFee <= MaxFee
	}
	extra := int64((units - r.FirstUnit + r.ExtraUnit - 1) / r.ExtraUnit)
	if r.FirstFee > MaxFee || (r.ExtraFee > 0 && extra > (MaxFee-r.FirstFee)/r.ExtraFee) {
		return 0, false
	}
	return r.FirstFee + extra*r.ExtraFee, true
}
