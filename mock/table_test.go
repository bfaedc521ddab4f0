package mock

import (
	"cmp"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

type trow struct {
	id    int64
	score int
	name  string
}

func scoreOrder(a, b *trow) int {
	return cmp.Or(cmp.Compare(a.score, b.score), cmp.Compare(a.id, b.id))
}

func newTestTable() (*table[int64, trow], *order[trow], *unique[int64, trow]) {
	t := newTable(func(r *trow) int64 { return r.id })
	return t, t.order(scoreOrder), t.unique(func(r *trow) string { return r.name })
}

func ids(rows []trow) []int64 {
	out := make([]int64, len(rows))
	for i, r := range rows {
		out[i] = r.id
	}
	return out
}

// Random writes, committed one by one or in bulk, keep the order sorted and equal to the
// rows, whatever the way in.
func TestTableKeepsItsOrder(t *testing.T) {
	for _, batch := range []int{1, 7, 500} {
		t.Run(fmt.Sprint("batch ", batch), func(t *testing.T) {
			tb, byScore, _ := newTestTable()
			r := rand.New(rand.NewPCG(1, uint64(batch)))
			want := map[int64]trow{}
			for i := range 3000 {
				id := int64(1 + r.IntN(200))
				if r.IntN(5) == 0 {
					tb.delete(id)
					delete(want, id)
				} else {
					row := trow{id: id, score: r.IntN(50), name: fmt.Sprint("n", id)}
					if err := tb.put(row); err != nil {
						t.Fatal(err)
					}
					want[id] = row
				}
				if i%batch == batch-1 {
					tb.commit()
				}
			}
			tb.commit()
			page, total := byScore.all().page(false, nil, 0, 1000)
			if total != len(want) || tb.len() != len(want) || !slices.IsSortedFunc(byScore.rows, scoreOrder) {
				t.Fatalf("total %d, len %d, want %d; sorted %v", total, tb.len(), len(want), slices.IsSortedFunc(byScore.rows, scoreOrder))
			}
			for _, got := range page {
				if want[got.id] != got {
					t.Fatalf("row %d is %+v, want %+v", got.id, got, want[got.id])
				}
			}
		})
	}
}

func TestTableTransaction(t *testing.T) {
	tb, byScore, byName := newTestTable()
	for i := range 5 {
		_ = tb.put(trow{id: int64(i + 1), score: i * 10, name: fmt.Sprint("n", i+1)})
	}
	tb.commit()

	_ = tb.put(trow{id: 2, score: 99, name: "n2"})
	tb.delete(3)
	if r, _ := tb.get(2); r.score != 99 || tb.has(3) {
		t.Fatal("the transaction does not see its own writes")
	}
	if page, _ := byScore.all().page(true, nil, 0, 1); page[0].id != 5 {
		t.Fatalf("committed order changed before commit: %v", ids(page))
	}
	tb.discard()
	if r, _ := tb.get(2); r.score != 10 || !tb.has(3) {
		t.Fatal("discard kept a write")
	}

	if err := tb.put(trow{id: 9, name: "n1"}); !errors.Is(err, errDuplicate) {
		t.Fatalf("a repeated unique value: %v", err)
	}
	// A value freed in the same transaction can be taken.
	_ = tb.put(trow{id: 1, name: "renamed"})
	if err := tb.put(trow{id: 9, score: 5, name: "n1"}); err != nil {
		t.Fatal(err)
	}
	tb.commit()
	if r, ok := tb.lookup(byName, "n1"); !ok || r.id != 9 {
		t.Fatalf("lookup n1: %+v %v", r, ok)
	}
	if _, ok := tb.lookup(byName, "renamed"); !ok {
		t.Fatal("lookup renamed")
	}
	if page, total := byScore.all().page(false, nil, 0, 10); !slices.Equal(ids(page), []int64{1, 9, 2, 3, 4, 5}) || total != 6 {
		t.Fatalf("order after commit: %v", ids(page))
	}
}

func TestTableViewsAndTrim(t *testing.T) {
	tb, byScore, byName := newTestTable()
	for i := range 10 {
		_ = tb.put(trow{id: int64(i + 1), score: i / 3, name: fmt.Sprint("n", i+1)})
	}
	tb.commit()
	ones := byScore.within(func(r *trow) int { return cmp.Compare(r.score, 1) })
	if page, total := ones.page(true, nil, 0, 10); !slices.Equal(ids(page), []int64{6, 5, 4}) || total != 3 {
		t.Fatalf("score 1, backwards: %v %d", ids(page), total)
	}
	even := func(r *trow) bool { return r.id%2 == 0 }
	if page, total := byScore.all().page(true, even, 1, 2); !slices.Equal(ids(page), []int64{8, 6}) || total != 5 {
		t.Fatalf("even ids, page 2 of 2: %v %d", ids(page), total)
	}
	if none := byScore.within(func(r *trow) int { return cmp.Compare(r.score, 7) }); len(none) != 0 {
		t.Fatalf("score 7: %d rows", len(none))
	}

	byName2 := tb.order(func(a, b *trow) int { return cmp.Compare(b.id, a.id) }) // a second order, newest id first
	if n := tb.trim(byScore, 8, 3); n != 0 {
		t.Fatalf("trimmed %d within the slack", n)
	}
	if n := tb.trim(byScore, 6, 0); n != 4 || tb.len() != 6 || len(byName2.rows) != 6 || tb.has(1) || !tb.has(5) {
		t.Fatalf("trim to 6 dropped %d, kept %d rows (%d in the other order)", n, tb.len(), len(byName2.rows))
	}
	if _, ok := tb.lookup(byName, "n1"); ok {
		t.Fatal("a trimmed row's unique value stays")
	}
}
