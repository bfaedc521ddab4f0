package contracttests

import (
	"fmt"
	"slices"
	"testing"
)

// TestShopUserLevelsByThreshold: a new level is listed where its threshold puts it, on
// both backends: below the base level of growth 0, between the ones around it.
func TestShopUserLevelsByThreshold(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		tok := e.shopAdmin(t)
		thresholds := func() []int64 {
			r := e.Do(t, "GET", "/api/admin/userLevel/index", nil, token(tok))
			expect(t, r, 200, "")
			var out []int64
			for _, l := range list(r) {
				out = append(out, int64(l["growthValue"].(float64)))
			}
			return out
		}
		for _, g := range []int64{800000, 300, 900000, 850000, 1} {
			expect(t, e.Do(t, "POST", "/api/admin/userLevel/add", map[string]any{"name": fmt.Sprint("L", g, " ", uniq()),
				"growthValue": g, "discount": "9"}, token(tok)), 200, "")
			got := thresholds()
			if !slices.IsSorted(got) || got[0] != 0 || !slices.Contains(got, g) {
				t.Fatalf("after adding %d the levels read %v, want ascending thresholds from 0", g, got)
			}
		}
	})
}
