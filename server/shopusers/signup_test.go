package shopusers

import (
	"testing"
	"time"
)

func TestWelcomeLines(t *testing.T) {
	at := time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name string
		w    Welcome
		want []Account
	}{
		{"nothing", Welcome{}, nil},
		{"points only", Welcome{Points: 100}, []Account{Points}},
		{"growth only", Welcome{Growth: 30}, []Account{Growth}},
		{"both, points first", Welcome{Points: 5, Growth: 7, CouponIDs: []int64{3}}, []Account{Points, Growth}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := welcomeLines(42, tc.w, at)
			if len(got) != len(tc.want) {
				t.Fatalf("%d lines, want %d: %+v", len(got), len(tc.want), got)
			}
			for i, l := range got {
				amount := map[Account]int64{Points: tc.w.Points, Growth: tc.w.Growth}[l.Type]
				if l.Type != tc.want[i] || l.UserID != 42 || l.Channel != RegisterGift || !l.Increase ||
					l.Change != amount || l.Left != amount || !l.CreatedAt.Equal(at) {
					t.Errorf("line %d: %+v", i, l)
				}
			}
		})
	}
}
