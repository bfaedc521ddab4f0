package money

import "testing"

func TestFormat(t *testing.T) {
	for _, c := range []struct {
		cents int64
		want  string
	}{
		{0, "0.00"}, {5, "0.05"}, {-5, "-0.05"}, {-1205, "-12.05"}, {100000000001, "1000000000.01"},
		{-9223372036854775808, "-92233720368547758.08"},
	} {
		if got := Format(c.cents); got != c.want {
			t.Errorf("Format(%d) = %q, want %q", c.cents, got, c.want)
		}
	}
}

func TestParseAndFormat(t *testing.T) {
	for _, c := range []struct {
		in   string
		want int64
		out  string
	}{
		{"0", 0, "0.00"}, {"12", 1200, "12.00"}, {"12.5", 1250, "12.50"}, {"12.05", 1205, "12.05"}, {"0.01", 1, "0.01"},
	} {
		got, err := Parse(c.in)
		if err != nil || got != c.want {
			t.Errorf("Parse(%q) = %d, %v; want %d", c.in, got, err, c.want)
		}
		if f := Format(got); f != c.out {
			t.Errorf("Format(%d) = %q, want %q", got, f, c.out)
		}
	}
	for _, bad := range []string{"", ".5", "1.", "1.234", "-1", "1e3", "12,50", "1 2"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) accepted", bad)
		}
	}
	if Format(-150) != "-1.50" {
		t.Errorf("negative: %s", Format(-150))
	}
}
