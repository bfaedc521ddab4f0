package mock

import (
	"cmp"
	"errors"
	"slices"
)

// table is the in-memory form of a database table: rows by key, secondary orders kept
// sorted on every write (a page is a walk of the right one), unique keys, and a
// transaction's writes kept aside until it commits.
//
// Committed rows are never changed in place: a write replaces the row, so a page copied
// out of an order stays what it was. Inside a transaction (begin ... commit or discard)
// every write goes to pending, a copy-on-write layer over the committed rows: reads in the
// transaction see it, the committed rows and orders do not change until commit, and
// discard drops it. The store's lock makes a transaction a critical section.
type table[K cmp.Ordered, R any] struct {
	key     func(*R) K
	rows    map[K]*R
	orders  []*order[R]
	uniques []*unique[K, R]
	pending map[K]*R // a transaction's writes; nil deletes the row
}

// order is a secondary order of a table's committed rows; cmp must be total (ties broken
// by the key), so a row has exactly one place.
type order[R any] struct {
	cmp  func(a, b *R) int
	rows []*R
}

// unique is a unique key of a table: no two rows have the same value.
type unique[K cmp.Ordered, R any] struct {
	val func(*R) string
	idx map[string]K
}

// errDuplicate is what put answers when a row would repeat a unique key's value.
var errDuplicate = errors.New("duplicate key value")

func newTable[K cmp.Ordered, R any](key func(*R) K) *table[K, R] {
	return &table[K, R]{key: key, rows: map[K]*R{}}
}

// order declares an order of the table's rows, kept sorted from now on.
func (t *table[K, R]) order(compare func(a, b *R) int) *order[R] {
	o := &order[R]{cmp: compare}
	for _, r := range t.rows {
		o.rows = append(o.rows, r)
	}
	slices.SortFunc(o.rows, compare)
	t.orders = append(t.orders, o)
	return o
}

// unique declares a unique key of the table's rows.
func (t *table[K, R]) unique(val func(*R) string) *unique[K, R] {
	u := &unique[K, R]{val: val, idx: map[string]K{}}
	for k, r := range t.rows {
		u.idx[val(r)] = k
	}
	t.uniques = append(t.uniques, u)
	return u
}

// row answers the row of k as the transaction sees it.
func (t *table[K, R]) row(k K) *R {
	if r, ok := t.pending[k]; ok {
		return r
	}
	return t.rows[k]
}

// get answers a copy of the row of k.
func (t *table[K, R]) get(k K) (R, bool) {
	if r := t.row(k); r != nil {
		return *r, true
	}
	var zero R
	return zero, false
}

// has reports whether k has a row.
func (t *table[K, R]) has(k K) bool { return t.row(k) != nil }

// lookup answers the row whose unique value is v.
func (t *table[K, R]) lookup(u *unique[K, R], v string) (R, bool) {
	for _, r := range t.pending {
		if r != nil && u.val(r) == v {
			return *r, true
		}
	}
	if k, ok := u.idx[v]; ok {
		if r := t.row(k); r != nil && u.val(r) == v {
			return *r, true
		}
	}
	var zero R
	return zero, false
}

// scan calls fn with a copy of every row as the transaction sees it, in no order, until
// fn answers false.
func (t *table[K, R]) scan(fn func(R) bool) {
	for k, r := range t.rows {
		if _, changed := t.pending[k]; !changed && !fn(*r) {
			return
		}
	}
	for _, r := range t.pending {
		if r != nil && !fn(*r) {
			return
		}
	}
}

// sorted answers a copy of every row as the transaction sees it, by key.
func (t *table[K, R]) sorted() []R {
	var out []R
	t.scan(func(r R) bool {
		out = append(out, r)
		return true
	})
	slices.SortFunc(out, func(a, b R) int { return cmp.Compare(t.key(&a), t.key(&b)) })
	return out
}

// put writes r (a new row or a new version of one); errDuplicate when another row holds
// one of its unique values.
func (t *table[K, R]) put(r R) error {
	k := t.key(&r)
	for _, u := range t.uniques {
		if other, ok := t.lookup(u, u.val(&r)); ok && t.key(&other) != k {
			return errDuplicate
		}
	}
	t.write(k, &r)
	return nil
}

// delete removes the row of k, if any.
func (t *table[K, R]) delete(k K) { t.write(k, nil) }

func (t *table[K, R]) write(k K, r *R) {
	if t.pending == nil {
		t.pending = map[K]*R{}
	}
	t.pending[k] = r
}

// len is the number of committed rows.
func (t *table[K, R]) len() int { return len(t.rows) }

// discard drops what the transaction wrote.
func (t *table[K, R]) discard() { t.pending = nil }

// commit makes what the transaction wrote the committed rows, keeping every order and
// unique key. Many writes at once (a seed) sort each order afresh instead.
func (t *table[K, R]) commit() {
	bulk := len(t.pending) > 64 && len(t.pending) > len(t.rows)/8
	for k, r := range t.pending {
		if old := t.rows[k]; old != nil {
			t.unlink(old, !bulk)
		}
		if r == nil {
			delete(t.rows, k)
			continue
		}
		t.rows[k] = r
		for _, u := range t.uniques {
			u.idx[u.val(r)] = k
		}
		if !bulk {
			for _, o := range t.orders {
				o.insert(r)
			}
		}
	}
	if bulk {
		for _, o := range t.orders {
			o.rows = o.rows[:0]
			for _, r := range t.rows {
				o.rows = append(o.rows, r)
			}
			slices.SortFunc(o.rows, o.cmp)
		}
	}
	t.pending = nil
}

// unlink takes a committed row out of the unique keys and, unless the orders are rebuilt,
// out of the orders.
func (t *table[K, R]) unlink(r *R, orders bool) {
	for _, u := range t.uniques {
		if k, ok := u.idx[u.val(r)]; ok && k == t.key(r) {
			delete(u.idx, u.val(r))
		}
	}
	if orders {
		for _, o := range t.orders {
			o.remove(r)
		}
	}
}

// trim forgets the first committed rows of o once the table holds more than keep+slack,
// down to keep: what only accumulates stays bounded, the oldest forgotten first. A slack
// makes the work rare when other orders must give the rows up one by one.
func (t *table[K, R]) trim(o *order[R], keep, slack int) int {
	drop := len(t.rows) - keep
	if len(t.rows) <= keep+slack || drop <= 0 {
		return 0
	}
	gone := o.rows[:drop]
	for _, r := range gone {
		delete(t.rows, t.key(r))
		for _, u := range t.uniques {
			if k, ok := u.idx[u.val(r)]; ok && k == t.key(r) {
				delete(u.idx, u.val(r))
			}
		}
	}
	for _, other := range t.orders {
		switch {
		case other == o:
		case drop <= 8:
			for _, r := range gone {
				other.remove(r)
			}
		default: // one pass instead of a shift per row
			set := make(map[*R]bool, drop)
			for _, r := range gone {
				set[r] = true
			}
			other.rows = slices.DeleteFunc(other.rows, func(r *R) bool { return set[r] })
		}
	}
	// The dropped slots are zeroed at once; the array is let go the next time append moves it.
	clear(o.rows[:drop])
	o.rows = o.rows[drop:]
	return drop
}

func (o *order[R]) insert(r *R) {
	i, _ := slices.BinarySearchFunc(o.rows, r, o.cmp)
	o.rows = slices.Insert(o.rows, i, r)
}

func (o *order[R]) remove(r *R) {
	i, _ := slices.BinarySearchFunc(o.rows, r, o.cmp)
	for ; i < len(o.rows) && o.cmp(o.rows[i], r) == 0; i++ {
		if o.rows[i] == r {
			o.rows = slices.Delete(o.rows, i, i+1)
			return
		}
	}
}

// view is a run of an order's rows, in its order.
type view[R any] []*R

// all is every row of the order.
func (o *order[R]) all() view[R] { return o.rows }

// within is the run of rows for which probe answers 0; probe answers below 0 for rows
// before the run and above 0 for rows after it.
func (o *order[R]) within(probe func(*R) int) view[R] {
	lo, _ := slices.BinarySearchFunc(o.rows, 0, func(r *R, _ int) int {
		if probe(r) < 0 {
			return -1
		}
		return 1
	})
	hi, _ := slices.BinarySearchFunc(o.rows[lo:], 0, func(r *R, _ int) int {
		if probe(r) <= 0 {
			return -1
		}
		return 1
	})
	return o.rows[lo : lo+hi]
}

// page answers copies of the rows match accepts from offset on, at most limit, walking the
// run forwards or backwards (desc), and how many it accepts in all. Without match the page
// is a slice of the run and the total its length.
func (v view[R]) page(desc bool, match func(*R) bool, offset, limit int) ([]R, int) {
	out := []R{}
	at := func(i int) *R {
		if desc {
			return v[len(v)-1-i]
		}
		return v[i]
	}
	if match == nil {
		for i := offset; i < len(v) && len(out) < limit; i++ {
			out = append(out, *at(i))
		}
		return out, len(v)
	}
	total := 0
	for i := range v {
		r := at(i)
		if !match(r) {
			continue
		}
		if total >= offset && len(out) < limit {
			out = append(out, *r)
		}
		total++
	}
	return out, total
}
