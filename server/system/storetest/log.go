package storetest

import (
	"fmt"
	"testing"
	"time"

	"shopconsole/server/audit"
	"shopconsole/server/storecheck"
	"shopconsole/server/system"
)

// searchLog: every field comes back, newest first (then by id), each filter, From inclusive
// and To exclusive, the count of all that match, and paging. A fresh store may hold lines of
// its own (Postgres logs its migrations, at the time they run): every search but those of
// From and To is kept to the days of the suite's lines.
func searchLog(t *testing.T, f fixture) {
	dayBefore, dayAfter := at.AddDate(0, 0, -1), at.AddDate(0, 0, 1)
	var all []audit.Entry // in the order written
	for i := range 6 {
		e := audit.Entry{Account: []string{"admin", "editor"}[i%2], Type: []string{"login", "operation", "data"}[i%3],
			Result: []string{audit.ResultSuccess, audit.ResultLoginFailure}[i/3], IP: fmt.Sprintf("10.0.0.%d", i%2),
			Operation: fmt.Sprint("op ", i), Target: fmt.Sprint("target ", i), Detail: fmt.Sprint("detail ", i),
			CreatedAt: at.Add(time.Duration(i) * time.Hour)}
		if i == 4 {
			e.CreatedAt = all[3].CreatedAt // a tie in time: the later write is newer
		}
		if err := f.log.AppendLog(ctx, e); err != nil {
			t.Fatal(err)
		}
		all = append(all, e)
	}
	search := func(q system.LogQuery) ([]audit.Entry, int) {
		t.Helper()
		if q.Limit == 0 {
			q.Limit = 100
		}
		if q.From == nil {
			q.From = &dayBefore
		}
		if q.To == nil {
			q.To = &dayAfter
		}
		got, total, err := f.s.SearchLog(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		for i := range got {
			got[i].CreatedAt = got[i].CreatedAt.UTC()
		}
		return got, total
	}
	newest, total := search(system.LogQuery{})
	if len(newest) != 6 || total != 6 {
		t.Fatalf("SearchLog: %d entries, count %d, want 6", len(newest), total)
	}
	for i, e := range newest {
		if e.ID == 0 {
			t.Errorf("entry %d has no id", i)
		}
		if i > 0 && e.ID == newest[i-1].ID {
			t.Errorf("entries %d and %d share id %d", i-1, i, e.ID)
		}
		w := all[len(all)-1-i]
		w.ID = e.ID
		storecheck.Equal(t, fmt.Sprint("SearchLog's entry ", i), e, w, nil)
	}
	if newest[1].ID < newest[2].ID {
		t.Errorf("of two entries at one time, id %d comes before id %d", newest[1].ID, newest[2].ID)
	}
	from, to := all[1].CreatedAt, all[3].CreatedAt
	for _, c := range []struct {
		name string
		q    system.LogQuery
		want []int // indexes into all, newest first
	}{
		{"account", system.LogQuery{Account: "editor"}, []int{5, 3, 1}},
		{"type", system.LogQuery{Type: "login"}, []int{3, 0}},
		{"results", system.LogQuery{Results: []string{audit.ResultLoginFailure, audit.ResultAttack}}, []int{5, 4, 3}},
		{"ip", system.LogQuery{IP: "10.0.0.0"}, []int{4, 2, 0}},
		{"from, inclusive", system.LogQuery{From: &from}, []int{5, 4, 3, 2, 1}},
		{"to, exclusive", system.LogQuery{To: &to}, []int{2, 1, 0}},
		{"from and to", system.LogQuery{From: &from, To: &to}, []int{2, 1}},
		{"all at once", system.LogQuery{Account: "admin", Type: "data", Results: []string{audit.ResultSuccess}, IP: "10.0.0.0",
			From: &from, To: &to}, []int{2}},
		{"no match", system.LogQuery{Account: "nobody"}, nil},
	} {
		got, total := search(c.q)
		want := []int64{}
		for _, i := range c.want {
			want = append(want, newest[5-i].ID)
		}
		storecheck.Equal(t, "SearchLog by "+c.name, storecheck.IDs(got, entryID), want, nil)
		storecheck.Equal(t, "SearchLog's count by "+c.name, total, len(want), nil)
	}
	for _, c := range []struct{ offset, limit, from, to int }{{0, 4, 0, 4}, {4, 4, 4, 6}, {6, 4, 6, 6}} {
		got, total := search(system.LogQuery{Offset: c.offset, Limit: c.limit})
		if got == nil {
			got = []audit.Entry{}
		}
		storecheck.Equal(t, fmt.Sprintf("SearchLog's page at %d", c.offset), got, newest[c.from:c.to], nil)
		storecheck.Equal(t, "SearchLog's count of a page", total, 6, nil)
	}
}

func entryID(e audit.Entry) int64 { return e.ID }
