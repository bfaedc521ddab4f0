package freight

import (
	"testing"

	"shopconsole/server/apperr"
)

func TestCheck(t *testing.T) {
	known := func(c string) bool { return c != "999999" }
	ok := func() Pricing { return byPiece() }
	cases := []struct {
		name  string
		edit  func(p *Pricing)
		field string
		key   string
	}{
		{"valid", func(*Pricing) {}, "", ""},
		{"default first unit zero", func(p *Pricing) { p.Default.FirstUnit = 0 }, "x.defaultRule.firstUnit", "freight.unitPositive"},
		{"default extra unit zero", func(p *Pricing) { p.Default.ExtraUnit = 0 }, "x.defaultRule.extraUnit", "freight.unitPositive"},
		{"half a piece", func(p *Pricing) { p.Rules[1].FirstUnit = 1500 }, "x.rules.1.firstUnit", "freight.wholePieces"},
		{"half a kilogram is fine by weight", func(p *Pricing) { p.Charge = ByWeight; p.Rules[1].FirstUnit = 1500 }, "", ""},
		{"rule without regions", func(p *Pricing) { p.Rules[0].Regions = nil }, "x.rules.0.regions", "freight.regionsEmpty"},
		{"unknown region", func(p *Pricing) { p.Rules[2].Regions = []string{"999999"} }, "x.rules.2.regions", "freight.regionUnknown"},
		{"region repeated in a rule", func(p *Pricing) { p.Rules[0].Regions = []string{"440000", "440000"} }, "x.rules.0.regions", "freight.regionRepeated"},
		{"region in two rules", func(p *Pricing) { p.Rules[2].Regions = []string{"440300"} }, "x.rules.2.regions", "freight.regionTwice"},
		{"priced and refused", func(p *Pricing) { p.NoDelivery = []string{"440000"} }, "x.rules.0.regions", "freight.regionRefused"},
		{"unknown refused region", func(p *Pricing) { p.NoDelivery = []string{"999999"} }, "x.noDelivery", "freight.regionUnknown"},
		{"free and refused", func(p *Pricing) { p.Free[0].Regions = []string{"540000"} }, "x.freeRules.0.regions", "freight.regionRefused"},
		{"free without threshold", func(p *Pricing) { p.Free[1].MinUnits = 0 }, "x.freeRules.1.minUnits", "freight.freeThreshold"},
		{"free half piece", func(p *Pricing) { p.Free[1].MinUnits = 2500 }, "x.freeRules.1.minUnits", "freight.wholePieces"},
		{"free without regions", func(p *Pricing) { p.Free[0].Regions = []string{} }, "x.freeRules.0.regions", "freight.regionsEmpty"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := ok()
			c.edit(&p)
			err := Check(p, known, "x.")
			if c.key == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			e, isApp := apperr.As(err)
			if !isApp || e.Field != c.field || e.Key != c.key || e.Status != 400 {
				t.Fatalf("got %v, want 400 %s on %s", err, c.key, c.field)
			}
		})
	}
}

func TestUnits(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Units
		ok   bool
		out  string
	}{
		{"1", 1000, true, "1"}, {"1.5", 1500, true, "1.5"}, {"0.125", 125, true, "0.125"}, {"2.050", 2050, true, "2.05"},
		{"0", 0, true, "0"}, {"1.", 0, false, ""}, {".5", 0, false, ""}, {"1.2345", 0, false, ""}, {"-1", 0, false, ""}, {"1e3", 0, false, ""},
	} {
		got, ok := ParseUnits(c.in)
		if ok != c.ok || (ok && (got != c.want || got.String() != c.out)) {
			t.Errorf("ParseUnits(%q) = %d %v (%q), want %d %v (%q)", c.in, got, ok, got.String(), c.want, c.ok, c.out)
		}
	}
}
