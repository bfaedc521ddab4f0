package postgres

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/goods"
	"shopconsole/server/kernel"
)

// goodsOrders are the ORDER BY of each declared sort; ties newest first.
var goodsOrders = map[string]string{
	"sort": "g.sort, g.id DESC", "sales": "g.sales, g.id", "-sales": "g.sales DESC, g.id DESC",
	"price": "g.price, g.id", "-price": "g.price DESC, g.id DESC", "stock": "g.stock, g.id", "-stock": "g.stock DESC, g.id DESC",
	"createdAt": "g.created_at, g.id", "-createdAt": "g.created_at DESC, g.id DESC",
}

// tabPredicates are the tabs as predicates (goods.InTab in SQL), written as literals: the
// stock tabs' partial indexes serve a generic plan only so.
var tabPredicates = map[goods.Tab]string{
	goods.TabAll: "g.status <> 'recycle'", goods.TabOn: "g.status = 'on'", goods.TabOff: "g.status = 'off'",
	goods.TabSoldOut: "g.status = 'on' AND g.stock = 0", goods.TabWarning: "g.status = 'on' AND g.stock > 0 AND g.stock <= g.stock_warning",
	goods.TabRecycle: "g.status = 'recycle'",
}

// shortKeyword reports whether kw has no trigram (one or two characters): the substring
// counters and index of migration 039 serve it.
func shortKeyword(kw string) bool { n := utf8.RuneCountInString(kw); return n > 0 && n <= 2 }

// uncased reports whether no character of kw has another case (Chinese, digits, signs): a
// name holds it in any case exactly when it holds it as written, which LIKE and strpos test
// two to three times faster per row than ILIKE and strpos over lower().
func uncased(kw string) bool {
	for _, r := range kw {
		if unicode.SimpleFold(r) != r {
			return false
		}
	}
	return true
}

// nameHolds is the condition that the name column col holds kw, in any case, as an index
// serves it: a short kw among the name's substrings (migration 039), a longer one by its
// trigrams (which serve LIKE and ILIKE alike).
func nameHolds(w *where, col, kw string) string {
	switch {
	case shortKeyword(kw):
		return "goods_grams(" + col + ") @> ARRAY[lower(" + w.arg(kw) + "::text)]"
	case uncased(kw):
		return col + " LIKE " + w.arg("%"+likeEscape(kw)+"%")
	}
	return col + " ILIKE " + w.arg("%"+likeEscape(kw)+"%")
}

// nameContains is the condition that g's name holds a short kw, tested on each name a walk
// passes.
func nameContains(w *where, kw string) string {
	if uncased(kw) {
		return "strpos(g.name, " + w.arg(kw) + "::text) > 0"
	}
	return "strpos(lower(g.name), lower(" + w.arg(kw) + "::text)) > 0"
}

// goodsWhere is every filter but the tab. The keyword is a name that contains it (the
// trigram index) or an active SKU of that barcode, as ids: both are index conditions, so
// the goods are read once, from the union of the two indexes' matches.
func goodsWhere(f goods.Filter) *where { return goodsWhereWith(f, false) }

// goodsWhereWith is goodsWhere, a short keyword looked for among the names' substrings (an
// index condition, where a short pattern reads the trigram index whole) when grams, else
// tested on each name a walk passes.
func goodsWhereWith(f goods.Filter, grams bool) *where {
	w := &where{}
	if f.Keyword != "" {
		var name string
		if shortKeyword(f.Keyword) && !grams { // tested row by row in a walk: never the trigram index, read whole
			name = nameContains(w, f.Keyword)
		} else {
			name = nameHolds(w, "g.name", f.Keyword)
		}
		code := w.arg(f.Keyword)
		w.conds = append(w.conds, "("+name+" OR g.id = ANY(ARRAY(SELECT goods_id FROM goods_skus WHERE barcode = "+
			code+" AND barcode <> '' AND NOT retired)))")
	}
	switch {
	case len(f.CategoryIDs) == 1: // a category of the third level: a walk of its own index part
		w.add("g.category_id = ?", f.CategoryIDs[0])
	case f.CategoryIDs != nil:
		w.add("g.category_id = ANY(?)", f.CategoryIDs)
	}
	if f.MinPrice >= 0 {
		w.add("g.price >= ?", f.MinPrice)
	}
	if f.MaxPrice >= 0 {
		w.add("g.price <= ?", f.MaxPrice)
	}
	if !f.From.IsZero() {
		w.add("g.created_at >= ?", f.From)
	}
	if !f.To.IsZero() {
		w.add("g.created_at < ?", f.To)
	}
	return w
}

// shopDay answers t as a day of the shop's calendar, and whether t is that day's start.
func shopDay(t time.Time) (string, bool) {
	s := t.In(kernel.ShopZone)
	return s.Format(time.DateOnly), s.Hour() == 0 && s.Minute() == 0 && s.Second() == 0 && s.Nanosecond() == 0
}

// countersQuery answers the statement that sums f's goods per kind from the counters, when
// they hold f's filters (none, or one of a category branch, whole days of creation, a price
// range; a short keyword alone); false when f is to be counted from the goods.
func countersQuery(f goods.Filter) (string, []any, bool) {
	from, fromDay := shopDay(f.From)
	to, toDay := shopDay(f.To)
	days := (f.From.IsZero() || fromDay) && (f.To.IsZero() || toDay)
	dated := !f.From.IsZero() || !f.To.IsZero()
	priced := f.MinPrice >= 0 || f.MaxPrice >= 0
	filters := 0
	for _, on := range []bool{f.CategoryIDs != nil, dated, priced} {
		if on {
			filters++
		}
	}
	if shortKeyword(f.Keyword) && days && filters == 0 {
		// The substring's counters, and the goods that only a barcode finds.
		w := &where{}
		kw, pattern := w.arg(f.Keyword), w.arg("%"+likeEscape(f.Keyword)+"%")
		return "SELECT kind, sum(n)::bigint FROM (SELECT kind, n FROM goods_gram_counts WHERE gram = lower(" + kw + "::text)" +
			" UNION ALL SELECT goods_kind(g.status, g.stock, g.stock_warning), 1 FROM goods g WHERE g.id = ANY(ARRAY(" +
			"SELECT goods_id FROM goods_skus WHERE barcode = " + kw + " AND barcode <> '' AND NOT retired)) AND NOT g.name ILIKE " +
			pattern + ") c GROUP BY kind", w.args, true
	}
	if f.Keyword == "" && days && filters <= 1 {
		w := &where{}
		switch {
		case priced:
			if f.MinPrice >= 0 {
				w.add("price >= ?", f.MinPrice)
			}
			if f.MaxPrice >= 0 {
				w.add("price <= ?", f.MaxPrice)
			}
			return "SELECT kind, sum(n)::bigint FROM goods_price_counts" + w.sql() + " GROUP BY kind", w.args, true
		case f.CategoryIDs != nil:
			w.add("category_id = ANY(?)", f.CategoryIDs)
			return "SELECT kind, sum(n)::bigint FROM goods_category_counts" + w.sql() + " GROUP BY kind", w.args, true
		case dated:
			if !f.From.IsZero() {
				w.add("day >= ?::date", from)
			}
			if !f.To.IsZero() {
				w.add("day < ?::date", to)
			}
			return "SELECT kind, sum(n)::bigint FROM goods_day_counts" + w.sql() + " GROUP BY kind", w.args, true
		}
		return "SELECT kind, sum(n)::bigint FROM goods_kind_totals GROUP BY kind", nil, true
	}
	return "", nil, false
}

// sortKeys are the column each declared sort orders by (then the id).
var sortKeys = map[string]string{"sort": "sort", "sales": "sales", "price": "price", "stock": "stock", "createdAt": "created_at"}

// pageIDs answers the statement of the ids of f's page (with their sort key): a walk of the
// order's index that reads only the index where it can (the default order's index holds the
// filters' columns); the page's goods are then read by id. The tab of every goods but the
// recycle bin merges the walks of on and off shelf, each bounded by the page's end: no index
// walks two statuses in one order.
func pageIDs(f goods.Filter, walk bool) (string, []any, error) {
	pred, ok := tabPredicates[f.Tab]
	order, known := goodsOrders[f.Sort]
	if !ok || !known {
		return "", nil, fmt.Errorf("goods list: tab %q sort %q", f.Tab, f.Sort)
	}
	key := "g." + sortKeys[strings.TrimPrefix(f.Sort, "-")]
	w := goodsWhereWith(f, shortKeyword(f.Keyword) && !walk)
	page := pageSQL(f.Page.Size, f.Page.Offset())
	var ids string
	switch {
	case f.CategoryIDs != nil && f.Keyword == "" && f.Sort == "sort" && !walk:
		ids, w = branchIDs(f, pred)
	case f.Keyword != "" && !walk: // a short keyword common enough walks the order, below
		// The keyword's few matches, sorted: the fence (OFFSET 0) keeps a generic plan from
		// walking an order's index and testing every goods against the keyword.
		w.conds = append(w.conds, pred)
		ids = "SELECT * FROM (SELECT g.id, " + key + " FROM goods g" + w.sql() + " OFFSET 0) g ORDER BY " + order + page
	case f.Tab != goods.TabAll:
		w.conds = append(w.conds, pred)
		ids = "SELECT g.id, " + key + " FROM goods g" + w.sql() + " ORDER BY " + order + page
	default:
		bound := fmt.Sprintf(" LIMIT %d", f.Page.Offset()+f.Page.Size)
		branch := func(status string) string {
			b := *w
			b.conds = append(append([]string{}, w.conds...), "g.status = '"+status+"'")
			return "(SELECT g.id, " + key + " FROM goods g" + b.sql() + " ORDER BY " + order + bound + ")"
		}
		ids = "SELECT * FROM (" + branch("on") + " UNION ALL " + branch("off") + ") g ORDER BY " + order + page
	}
	return ids, w.args, nil
}

// tabStatuses are the statuses a tab's goods hold.
var tabStatuses = map[goods.Tab]string{goods.TabAll: "{on,off}", goods.TabOn: "{on}", goods.TabOff: "{off}",
	goods.TabSoldOut: "{on}", goods.TabWarning: "{on}", goods.TabRecycle: "{recycle}"}

// branchIDs answers the ids of a category branch's page in the default order: per category
// and status a walk of goods_category_sort_idx bounded by the page's end, whatever the
// branch's size (a walk of the whole order would pass every other category's goods), then
// the first of those merged.
func branchIDs(f goods.Filter, pred string) (string, *where) {
	rest := f
	rest.CategoryIDs = nil
	w := goodsWhere(rest)
	cats := w.arg(f.CategoryIDs)
	w.conds = append(w.conds, "g.category_id = c.id", "g.status = s.status", pred)
	walk := "SELECT g.id, g.sort FROM goods g" + w.sql() + " ORDER BY g.sort, g.id DESC" + fmt.Sprintf(" LIMIT %d", f.Page.Offset()+f.Page.Size)
	return "SELECT x.id, x.sort FROM unnest(" + cats + "::bigint[]) c(id), unnest('" + tabStatuses[f.Tab] +
		"'::text[]) s(status), LATERAL (" + walk + ") x ORDER BY x.sort, x.id DESC" + pageSQL(f.Page.Size, f.Page.Offset()), w
}

// readCounts reads per-kind counts (kind, n) into the tabs' counts.
func readCounts(rows pgx.Rows) (goods.Counts, error) {
	perKind := map[goods.Tab]int64{}
	var kind string
	var n int64
	if _, err := pgx.ForEachRow(rows, []any{&kind, &n}, func() error { perKind[goods.Tab(kind)] = n; return nil }); err != nil {
		return goods.Counts{}, fmt.Errorf("goods counts: %w", err)
	}
	return goods.CountsOf(perKind), nil
}

// categoryVersionSQL reads the category tree's version (CategoryVersion), queued with a list.
const categoryVersionSQL = "SELECT v FROM goods_category_version"

// queuePage queues the statement sql of a page's goods (goodsRowCols) and the category
// version, both read into l.
func queuePage(b *pgx.Batch, l *goods.Listing, sql string, args ...any) {
	b.Queue(sql, args...).Query(func(rows pgx.Rows) (err error) {
		l.Rows, err = pgx.AppendRows(l.Rows, rows, func(r pgx.CollectableRow) (goods.Goods, error) { return scanGoodsRow(r) })
		return err
	})
	b.Queue(categoryVersionSQL).QueryRow(func(r pgx.Row) error { return r.Scan(&l.CategoryVersion) })
}

// ListGoods implements goods.Store: the page's goods as the list shows them (goodsRowCols, no
// SKUs). A filter the counters hold: the counts, the page and the category version in one
// round trip (a branch of several categories or a short keyword counts first: its share picks
// the page's walk). Any other filter: listMatches.
func (s goodsStore) ListGoods(ctx context.Context, f goods.Filter) (goods.Listing, error) {
	countSQL, countArgs, fromCounters := countersQuery(f)
	if !fromCounters {
		return s.listMatches(ctx, f)
	}
	l := goods.Listing{Rows: []goods.Goods{}}
	counted, walk := false, false
	branch := len(f.CategoryIDs) > 1 && f.Keyword == "" && f.Sort == "sort"
	ranged := f.MinPrice >= 0 || f.MaxPrice >= 0 || !f.From.IsZero() || !f.To.IsZero() // a price range or dates
	if short := shortKeyword(f.Keyword) && f.CategoryIDs == nil && !ranged; branch || short {
		var err error
		if l.Counts, walk, err = s.share(ctx, f, countSQL, countArgs); err != nil {
			return l, err
		}
		counted = true
	}
	ids, pageArgs, err := pageIDs(f, walk)
	if err != nil {
		return l, err
	}
	b := &pgx.Batch{}
	if !counted {
		b.Queue(countSQL, countArgs...).Query(func(rows pgx.Rows) (err error) { l.Counts, err = readCounts(rows); return err })
	}
	queuePage(b, &l, "SELECT "+goodsRowCols+" FROM goods g JOIN ("+ids+") p ON p.id = g.id ORDER BY "+goodsOrders[f.Sort], pageArgs...)
	if err := s.db.pool.SendBatch(ctx, b).Close(); err != nil {
		return l, fmt.Errorf("goods list: %w", err)
	}
	return l, nil
}
