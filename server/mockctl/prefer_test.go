package mockctl

import (
	"testing"
	"time"
)

func TestParsePrefer(t *testing.T) {
	cases := []struct {
		header  string
		want    Prefs
		wantErr bool
	}{
		{"", Prefs{}, false},
		{"code=404", Prefs{Code: 404}, false},
		{`example="empty"`, Prefs{Example: "empty"}, false},
		{"delay=800ms, dynamic=true", Prefs{Delay: 800 * time.Millisecond, Dynamic: true}, false},
		{"Code=503; reason=test", Prefs{Code: 503}, false},
		{"code=99", Prefs{}, true},
		{"code=abc", Prefs{}, true},
		{"delay=10s", Prefs{Delay: 10 * time.Second}, false},
		{"delay=10001ms", Prefs{}, true},
		{"delay=-1s", Prefs{}, true},
		{"dynamic=yes", Prefs{}, true},
		{"example=", Prefs{}, true},
		{"return=minimal", Prefs{}, true},
	}
	for _, tc := range cases {
		t.Run(tc.header, func(t *testing.T) {
			got, err := ParsePrefer(tc.header)
			if (err != nil) != tc.wantErr {
				t.Fatalf("err %v, want error %v", err, tc.wantErr)
			}
			if err == nil && got != tc.want {
				t.Fatalf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}

func TestParseLatency(t *testing.T) {
	cases := []struct {
		in       string
		min, max time.Duration
		wantErr  bool
	}{
		{"", 0, 0, false},
		{"off", 0, 0, false},
		{"50ms", 50 * time.Millisecond, 50 * time.Millisecond, false},
		{"10ms-100ms", 10 * time.Millisecond, 100 * time.Millisecond, false},
		{"100ms-10ms", 0, 0, true},
		{"1s-11s", 0, 0, true},
		{"soon", 0, 0, true},
	}
	for _, tc := range cases {
		t.Run(tc.in, func(t *testing.T) {
			min, max, err := ParseLatency(tc.in)
			if (err != nil) != tc.wantErr || (err == nil && (min != tc.min || max != tc.max)) {
				t.Fatalf("got %s-%s %v", min, max, err)
			}
			if err == nil {
				if back, _, _ := ParseLatency(FormatLatency(min, max)); back != min {
					t.Fatalf("format %q does not read back", FormatLatency(min, max))
				}
			}
		})
	}
}

func TestFaultShare(t *testing.T) {
	for _, tc := range []struct {
		share float64
		fails bool
	}{{0, false}, {1, true}} {
		s, err := NewSettings(Values{Faults: tc.share})
		if err != nil {
			t.Fatal(err)
		}
		for range 100 {
			if got := s.fault(); (got != 0) != tc.fails || (got != 0 && got != 500 && got != 503) {
				t.Fatalf("share %v: fault %d", tc.share, got)
			}
		}
	}
}
