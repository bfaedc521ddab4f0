package cash

import (
	"testing"
	"time"
)

func TestSettlementRules(t *testing.T) {
	before := at.AddDate(0, 0, -7)
	same, earlier, later := before, before.Add(-time.Second), before.Add(time.Second)
	for _, c := range []struct {
		name          string
		o             Completed
		unsettled, ok bool
	}{
		{"completed at the cut", Completed{Completed: true, CompletedAt: &same}, true, true},
		{"completed before", Completed{Completed: true, CompletedAt: &earlier}, true, true},
		{"completed after", Completed{Completed: true, CompletedAt: &later}, true, false},
		{"settled already", Completed{Completed: true, CompletedAt: &earlier, Settled: true}, false, false},
		{"not completed", Completed{CompletedAt: &earlier}, false, false},
		{"no completion time", Completed{Completed: true}, false, false},
	} {
		if got := Unsettled(c.o); got != c.unsettled {
			t.Errorf("%s: Unsettled %v", c.name, got)
		}
		if got := DueForSettlement(c.o, before); got != c.ok {
			t.Errorf("%s: DueForSettlement %v", c.name, got)
		}
	}
	if got := SettleBefore(at, 7); !got.Equal(before) {
		t.Errorf("SettleBefore %v", got)
	}
	for _, c := range [][3]int64{{100_00, 0, 100_00}, {100_00, 30_00, 70_00}, {100_00, 100_00, 0}} {
		if got := SettlementAmount(c[0], c[1]); got != c[2] {
			t.Errorf("SettlementAmount(%d, %d) = %d", c[0], c[1], got)
		}
	}
}
