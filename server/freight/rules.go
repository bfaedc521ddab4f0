package freight

import (
	"fmt"
	"strings"

	"shopconsole/server/apperr"
)

// Known reports whether a code is a division code.
type Known func(code string) bool

// Check verifies a template's pricing; prefix ("" or "template.") leads every field it
// names. Every region is known, named by one rule at most and never both priced and
// refused; units are positive (whole for pieces); a free rule has a threshold.
func Check(p Pricing, known Known, prefix string) error {
	if err := checkFee(p, p.Default, prefix+"defaultRule."); err != nil {
		return err
	}
	refused := map[string]bool{}
	if err := checkRegions(prefix+"noDelivery", p.NoDelivery, known, false); err != nil {
		return err
	}
	for _, c := range p.NoDelivery {
		refused[c] = true
	}
	priced := map[string]bool{}
	for i, r := range p.Rules {
		field := fmt.Sprintf("%srules.%d.", prefix, i)
		if err := checkRegions(field+"regions", r.Regions, known, true); err != nil {
			return err
		}
		for _, c := range r.Regions {
			if priced[c] {
				return apperr.Invalid(field+"regions", "freight.regionTwice", field+"regions", c)
			}
			if refused[c] {
				return apperr.Invalid(field+"regions", "freight.regionRefused", field+"regions", c)
			}
			priced[c] = true
		}
		if err := checkFee(p, r, field); err != nil {
			return err
		}
	}
	for i, f := range p.Free {
		field := fmt.Sprintf("%sfreeRules.%d.", prefix, i)
		if err := checkRegions(field+"regions", f.Regions, known, true); err != nil {
			return err
		}
		for _, c := range f.Regions {
			if refused[c] {
				return apperr.Invalid(field+"regions", "freight.regionRefused", field+"regions", c)
			}
		}
		if f.MinUnits <= 0 && f.MinAmount <= 0 {
			return apperr.Invalid(field+"minUnits", "freight.freeThreshold", strings.TrimSuffix(field, "."))
		}
		if err := checkUnits(p.Charge, field+"minUnits", f.MinUnits, false); err != nil {
			return err
		}
	}
	return nil
}

func checkFee(p Pricing, r Rule, field string) error {
	if err := checkUnits(p.Charge, field+"firstUnit", r.FirstUnit, true); err != nil {
		return err
	}
	return checkUnits(p.Charge, field+"extraUnit", r.ExtraUnit, true)
}

func checkUnits(charge ChargeType, field string, u Units, positive bool) error {
	if positive && u <= 0 {
		return apperr.Invalid(field, "freight.unitPositive", field)
	}
	if charge == ByPiece && u%UnitScale != 0 {
		return apperr.Invalid(field, "freight.wholePieces", field)
	}
	return nil
}

func checkRegions(field string, codes []string, known Known, required bool) error {
	if required && len(codes) == 0 {
		return apperr.Invalid(field, "freight.regionsEmpty", field)
	}
	seen := map[string]bool{}
	for _, c := range codes {
		if !known(c) {
			return apperr.Invalid(field, "freight.regionUnknown", field, c)
		}
		if seen[c] {
			return apperr.Invalid(field, "freight.regionRepeated", field, c)
		}
		seen[c] = true
	}
	return nil
}
