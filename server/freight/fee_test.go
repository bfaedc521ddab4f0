package freight

import (
	"errors"
	"testing"
)

var (
	nanshan   = Destination{Province: "440000", City: "440300", District: "440305"}
	futian    = Destination{Province: "440000", City: "440300", District: "440304"}
	tianhe    = Destination{Province: "440000", City: "440100", District: "440106"}
	xihu      = Destination{Province: "330000", City: "330100", District: "330106"}
	dongcheng = Destination{Province: "110000", City: "110100", District: "110101"}
	lhasa     = Destination{Province: "540000", City: "540100", District: "540102"}
)

// byPiece: 10.00 for the first 2 pieces, 3.00 for every 2 more; Guangdong, Shenzhen and
// Nanshan each have a rule of their own.
func byPiece() Pricing {
	return Pricing{
		Charge:  ByPiece,
		Default: Rule{FirstUnit: 2000, FirstFee: 1000, ExtraUnit: 2000, ExtraFee: 300},
		Rules: []Rule{
			{Regions: []string{"440000"}, FirstUnit: 1000, FirstFee: 800, ExtraUnit: 1000, ExtraFee: 200},
			{Regions: []string{"440300"}, FirstUnit: 1000, FirstFee: 600, ExtraUnit: 1000, ExtraFee: 100},
			{Regions: []string{"440305", "110101"}, FirstUnit: 1000, FirstFee: 500, ExtraUnit: 1000, ExtraFee: 50},
		},
		Free: []FreeRule{
			{Regions: []string{"330000"}, MinAmount: 9900},
			{Regions: []string{"110000"}, MinUnits: 5000},
		},
		NoDelivery: []string{"540000", "440106"},
	}
}

func TestFee(t *testing.T) {
	weight := Pricing{Charge: ByWeight, Default: Rule{FirstUnit: 1000, FirstFee: 800, ExtraUnit: 500, ExtraFee: 150}}
	volume := Pricing{Charge: ByVolume, Default: Rule{FirstUnit: 100, FirstFee: 2000, ExtraUnit: 100, ExtraFee: 1000}}
	cases := []struct {
		name   string
		t      Pricing
		to     Destination
		p      Parcel
		fee    int64
		free   bool
		level  Level
		region string
	}{
		{"district rule beats city and province", byPiece(), nanshan, Parcel{Quantity: 3}, 500 + 2*50, false, LevelDistrict, "440305"},
		{"city rule beats province", byPiece(), futian, Parcel{Quantity: 3}, 600 + 2*100, false, LevelCity, "440300"},
		{"province rule beats default", byPiece(), Destination{Province: "440000", City: "440500", District: "440507"}, Parcel{Quantity: 1}, 800, false, LevelProvince, "440000"},
		{"default rule elsewhere", byPiece(), Destination{Province: "320000", City: "320500", District: "320505"}, Parcel{Quantity: 2}, 1000, false, LevelDefault, ""},
		{"units at first unit pay first fee", byPiece(), Destination{Province: "320000"}, Parcel{Quantity: 2}, 1000, false, LevelDefault, ""},
		{"one unit over starts an extra", byPiece(), Destination{Province: "320000"}, Parcel{Quantity: 3}, 1300, false, LevelDefault, ""},
		{"a full extra unit", byPiece(), Destination{Province: "320000"}, Parcel{Quantity: 4}, 1300, false, LevelDefault, ""},
		{"extra units round up", byPiece(), Destination{Province: "320000"}, Parcel{Quantity: 5}, 1600, false, LevelDefault, ""},
		{"no pieces pay first fee", byPiece(), Destination{Province: "320000"}, Parcel{}, 1000, false, LevelDefault, ""},
		{"weight below first", weight, xihu, Parcel{Weight: 999}, 800, false, LevelDefault, ""},
		{"weight rounds partial extra up", weight, xihu, Parcel{Weight: 1001}, 950, false, LevelDefault, ""},
		{"weight exactly two extras", weight, xihu, Parcel{Weight: 2000}, 1100, false, LevelDefault, ""},
		{"weight ignores pieces", weight, xihu, Parcel{Quantity: 100, Weight: 1000}, 800, false, LevelDefault, ""},
		{"volume rounds up", volume, xihu, Parcel{Volume: 250}, 4000, false, LevelDefault, ""},
		{"free by amount reached", byPiece(), xihu, Parcel{Quantity: 9, Amount: 9900}, 0, true, LevelDefault, ""},
		{"free by amount missed by a cent", byPiece(), xihu, Parcel{Quantity: 1, Amount: 9899}, 1000, false, LevelDefault, ""},
		{"free by units on a district rule", byPiece(), dongcheng, Parcel{Quantity: 5}, 0, true, LevelDistrict, "110101"},
		{"free by units not reached", byPiece(), dongcheng, Parcel{Quantity: 4}, 500 + 3*50, false, LevelDistrict, "110101"},
		{"free rule of another region does not apply", byPiece(), nanshan, Parcel{Quantity: 9, Amount: 1000000}, 500 + 8*50, false, LevelDistrict, "440305"},
		{"destination without district", byPiece(), Destination{Province: "440000", City: "440300"}, Parcel{Quantity: 1}, 600, false, LevelCity, "440300"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			q, err := Fee(c.t, c.to, c.p)
			if err != nil {
				t.Fatalf("Fee: %v", err)
			}
			if q.Fee != c.fee || q.Free != c.free || q.Level != c.level || q.Region != c.region {
				t.Fatalf("got %+v, want fee %d free %v level %s region %q", q, c.fee, c.free, c.level, c.region)
			}
		})
	}
}

func TestFeeRefusesNoDelivery(t *testing.T) {
	cases := []struct {
		name   string
		to     Destination
		region string
	}{
		{"whole province", lhasa, "540000"},
		{"one district, though its province has a rule", tianhe, "440106"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Fee(byPiece(), c.to, Parcel{Quantity: 1})
			var u *UndeliverableError
			if !errors.As(err, &u) || u.Region != c.region {
				t.Fatalf("got %v, want undeliverable to %s", err, c.region)
			}
		})
	}
}

func TestRuleFee(t *testing.T) {
	r := Rule{FirstUnit: 1500, FirstFee: 1000, ExtraUnit: 1000, ExtraFee: 499}
	cases := []struct {
		units Units
		want  int64
	}{{0, 1000}, {1500, 1000}, {1501, 1499}, {2500, 1499}, {2501, 1998}, {1_000_000_000, 1000 + 999_999*499}}
	for _, c := range cases {
		if got, ok := RuleFee(r, c.units); !ok || got != c.want {
			t.Errorf("RuleFee(%d) = %d %v, want %d", c.units, got, ok, c.want)
		}
	}
	// The largest fees of the contract: 0.001 units for 10,000,000,000.00 each, over 999,999.999 units.
	huge := Rule{FirstUnit: 1, FirstFee: 1_000_000_000_000, ExtraUnit: 1, ExtraFee: 1_000_000_000_000}
	if got, ok := RuleFee(huge, 999_999_999); ok {
		t.Errorf("RuleFee of a huge parcel = %d, want refused", got)
	}
	if got, ok := RuleFee(huge, 99); !ok || got != 99_000_000_000_000 {
		t.Errorf("RuleFee just under the largest fee = %d %v", got, ok)
	}
	if _, err := Fee(Pricing{Charge: ByWeight, Default: huge}, xihu, Parcel{Weight: 999_999_999}); !errors.Is(err, ErrFeeTooLarge) {
		t.Errorf("Fee of a huge parcel: %v", err)
	}
}
