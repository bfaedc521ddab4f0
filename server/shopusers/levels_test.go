package shopusers

import (
	"errors"
	"fmt"
	"testing"
	"time"
)

func lv(id, growth int64) Level { return Level{ID: id, GrowthValue: growth, Name: fmt.Sprint("L", id)} }

func TestLevelFor(t *testing.T) {
	levels := []Level{lv(3, 500), lv(1, 0), lv(2, 100)} // in no order
	for growth, want := range map[int64]int64{0: 1, 99: 1, 100: 2, 499: 2, 500: 3, 1 << 40: 3} {
		if got := LevelFor(levels, growth); got != want {
			t.Errorf("LevelFor(%d) = %d, want %d", growth, got, want)
		}
	}
	if got := LevelFor([]Level{lv(2, 100)}, 50); got != 0 {
		t.Errorf("below every threshold: %d, want 0 (no level)", got)
	}
}

// Moves answers the growth ranges whose level changes, and only those: a level change
// touches only the users that move.
func TestMoves(t *testing.T) {
	base := []Level{lv(1, 0), lv(2, 100), lv(3, 500)}
	with := func(ls ...Level) []Level { return append(append([]Level{}, base...), ls...) }
	edited := func(id, growth int64) []Level {
		out := append([]Level{}, base...)
		for i := range out {
			if out[i].ID == id {
				out[i].GrowthValue = growth
			}
		}
		return out
	}
	for _, c := range []struct {
		name          string
		before, after []Level
		want          []Band
	}{
		{"nothing changes", base, base, nil},
		{"a level on top", base, with(lv(4, 1000)), []Band{{4, 1000, 0}}},
		{"a level in between", base, with(lv(4, 300)), []Band{{4, 300, 500}}},
		{"a level below the lowest", []Level{lv(2, 100)}, []Level{lv(2, 100), lv(1, 0)}, []Band{{1, 0, 100}}},
		{"a threshold raised", base, edited(2, 200), []Band{{1, 100, 200}}},
		{"a threshold lowered", base, edited(3, 300), []Band{{3, 300, 500}}},
		{"a threshold moved past another", base, edited(2, 700), []Band{{1, 100, 500}, {2, 700, 0}}},
		{"the top level deleted", base, base[:2], []Band{{2, 500, 0}}},
		{"a middle level deleted", base, []Level{base[0], base[2]}, []Band{{1, 100, 500}}},
		{"the lowest level deleted", base, base[1:], []Band{{0, 0, 100}}},
		{"ranges to one level join", []Level{lv(1, 0), lv(2, 10), lv(3, 20)}, []Level{lv(1, 0)}, []Band{{1, 10, 0}}},
		{"a name change moves no one", base, []Level{base[0], {ID: 2, GrowthValue: 100, Name: "x"}, base[2]}, nil},
	} {
		got := Moves(c.before, c.after)
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

func TestCheckLevelUniqueAndSort(t *testing.T) {
	levels := []Level{lv(1, 0), lv(2, 100)}
	for _, c := range []struct {
		l    Level
		want error
	}{
		{Level{ID: 0, Name: "L1", GrowthValue: 5}, ErrLevelNameTaken},
		{Level{ID: 0, Name: "new", GrowthValue: 100}, ErrLevelGrowthTaken},
		{Level{ID: 2, Name: "L2", GrowthValue: 100}, nil}, // itself
		{Level{ID: 0, Name: "new", GrowthValue: 5}, nil},
	} {
		if err := checkLevelUnique(levels, c.l); !errors.Is(err, c.want) {
			t.Errorf("%+v: %v, want %v", c.l, err, c.want)
		}
	}
	for _, c := range []struct {
		ids  []int64
		want error
	}{
		{[]int64{2, 1}, nil}, {[]int64{1}, ErrSortMismatch}, {[]int64{1, 3}, ErrSortMismatch},
		{[]int64{1, 2, 3}, ErrSortMismatch}, {[]int64{1, 1}, ErrSortDuplicate},
	} {
		if err := checkSort(levels, c.ids); !errors.Is(err, c.want) {
			t.Errorf("sort %v: %v, want %v", c.ids, err, c.want)
		}
	}
}

func TestApplyAdjustment(t *testing.T) {
	levels := []Level{lv(1, 0), lv(2, 100)}
	for _, c := range []struct {
		name      string
		u         User
		a         Adjustment
		left      int64
		err       error
		level     int64
		manualNow bool
	}{
		{"increase", User{Balance: 5}, Adjustment{Type: Money, Increase: true, Amount: 3}, 8, nil, 0, false},
		{"decrease to zero", User{Points: 5}, Adjustment{Type: Points, Amount: 5}, 0, nil, 0, false},
		{"decrease beyond the holding", User{Earnings: 5}, Adjustment{Type: Earnings, Amount: 6}, 0, ErrInsufficient, 0, false},
		{"growth moves the level", User{Growth: 90, LevelID: 1}, Adjustment{Type: Growth, Increase: true, Amount: 10}, 100, nil, 2, false},
		{"growth ends a level by hand", User{Growth: 150, LevelID: 1, LevelManual: true}, Adjustment{Type: Growth, Amount: 1}, 149, nil, 2, false},
		{"points keep a level by hand", User{LevelID: 2, LevelManual: true}, Adjustment{Type: Points, Increase: true, Amount: 1}, 1, nil, 2, true},
	} {
		u := c.u
		left, err := u.apply(c.a, levels)
		if left != c.left || !errors.Is(err, c.err) || (err == nil && (u.LevelID != c.level || u.LevelManual != c.manualNow)) {
			t.Errorf("%s: left %d, err %v, level %d manual %v", c.name, left, err, u.LevelID, u.LevelManual)
		}
		if err != nil && u != c.u {
			t.Errorf("%s: a refused change changed the user", c.name)
		}
	}
}

func TestClearedDefaults(t *testing.T) {
	existing := []Address{{ID: 1}, {ID: 2, IsDefault: true}, {ID: 3}}
	if got := clearedDefaults(existing, Address{IsDefault: true}); len(got) != 1 || got[0].ID != 2 || got[0].IsDefault {
		t.Errorf("a new default clears the old one: %+v", got)
	}
	if got := clearedDefaults(existing, Address{}); len(got) != 0 {
		t.Errorf("another address clears nothing: %+v", got)
	}
}

func TestUserFilterMatches(t *testing.T) {
	yes, lvl := true, int64(2)
	day := time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC)
	next := day.AddDate(0, 0, 1)
	u := User{Nickname: "王芳", Mobile: "13812345678", SN: "U0000012345", LevelID: 2, Disabled: true, RegisteredAt: day}
	for _, c := range []struct {
		f    UserFilter
		want bool
	}{
		{UserFilter{}, true},
		{UserFilter{Keyword: "王"}, true}, {UserFilter{Keyword: "芳"}, false},
		{UserFilter{Keyword: "138"}, true}, {UserFilter{Keyword: "12345678"}, false},
		{UserFilter{Keyword: "u00000"}, true}, {UserFilter{Keyword: "U00000"}, true}, {UserFilter{Keyword: "0000"}, false},
		{UserFilter{LevelID: &lvl, Disabled: &yes}, true}, {UserFilter{LevelID: new(int64)}, false},
		{UserFilter{From: &day, To: &next}, true}, {UserFilter{From: &next}, false}, {UserFilter{To: &day}, false},
	} {
		if got := c.f.Matches(u); got != c.want {
			t.Errorf("%+v: %v, want %v", c.f, got, c.want)
		}
	}
}
