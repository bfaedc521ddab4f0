package mock

import (
	"shopconsole/server/freight"
)

// yuan is an amount of whole yuan in cents; u a count of whole units.
func yuan(n int64) int64      { return n * 100 }
func u(n int64) freight.Units { return freight.Units(n) * freight.UnitScale }
func remote() []string        { return []string{"540000", "650000"} } // Tibet, Xinjiang
func jiangZheHu() []string    { return []string{"310000", "320000", "330000"} }
func rule(first, firstFee, extra, extraFee int64, regions ...string) freight.Rule {
	return freight.Rule{Regions: regions, FirstUnit: u(first), FirstFee: yuan(firstFee), ExtraUnit: u(extra), ExtraFee: yuan(extraFee)}
}
