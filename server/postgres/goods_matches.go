package postgres

import (
	"context"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/goods"
)

// listMatches answers the page and the counts of a filter that the counters do not hold (a
// keyword, or two of category, price and dates), which are counted from the goods: its
// matches are read once, for their counts per kind and the page's ids in one statement (the
// keyword's index was read twice before, once for the counts and once for the page: 1–2 ms
// each for a keyword of 500 goods at 1M), then the page's goods by id.
func (s goodsStore) listMatches(ctx context.Context, f goods.Filter) (goods.Listing, error) {
	pred, ok := tabPredicates[f.Tab]
	order, known := goodsOrders[f.Sort]
	if !ok || !known {
		return goods.Listing{}, fmt.Errorf("goods list: tab %q sort %q", f.Tab, f.Sort)
	}
	key := sortKeys[strings.TrimPrefix(f.Sort, "-")]
	w := goodsWhereWith(f, shortKeyword(f.Keyword)) // a short keyword among the names' substrings
	// Named g, the matches take the goods' column names: the sort's ORDER BY reads them as is.
	matches := "WITH g AS MATERIALIZED (SELECT g.id, g." + key + ", goods_kind(g.status, g.stock, g.stock_warning) AS kind, (" +
		pred + ") AS in_tab FROM goods g" + w.sql() + ") SELECT kind, count(*), NULL::bigint[] FROM g GROUP BY kind" +
		" UNION ALL SELECT NULL, NULL, ARRAY(SELECT g.id FROM g WHERE g.in_tab ORDER BY " + order +
		pageSQL(f.Page.Size, f.Page.Offset()) + ")"
	perKind := map[goods.Tab]int64{}
	var ids, page []int64
	var kind *string
	var n *int64
	rows, _ := s.db.pool.Query(ctx, matches, w.args...)
	_, err := pgx.ForEachRow(rows, []any{&kind, &n, &page}, func() error {
		if kind == nil {
			ids = page
		} else {
			perKind[goods.Tab(*kind)] = *n
		}
		return nil
	})
	if err != nil {
		return goods.Listing{}, fmt.Errorf("goods list: matches: %w", err)
	}
	l := goods.Listing{Rows: []goods.Goods{}, Counts: goods.CountsOf(perKind)}
	b := &pgx.Batch{} // the page's goods by id, in its order
	queuePage(b, &l, "SELECT "+goodsRowCols+" FROM unnest($1::bigint[]) WITH ORDINALITY p(id, n) JOIN goods g ON g.id = p.id ORDER BY p.n", ids)
	if err := s.db.pool.SendBatch(ctx, b).Close(); err != nil {
		return l, fmt.Errorf("goods list: the page's goods: %w", err)
	}
	return l, nil
}

// share counts f (a branch of several categories, a short keyword: from the counters) with
// every goods beside, and answers whether a walk of the order finds f's page sooner than
// f's matches are read whole (walks): a smaller branch walks each category's part, a rarer
// keyword is read from the substrings' index.
func (s goodsStore) share(ctx context.Context, f goods.Filter, countSQL string, countArgs []any) (goods.Counts, bool, error) {
	b := &pgx.Batch{}
	b.Queue(countSQL, countArgs...)
	b.Queue("SELECT kind, sum(n)::bigint FROM goods_kind_totals GROUP BY kind")
	br := s.db.pool.SendBatch(ctx, b)
	defer br.Close()
	rows, _ := br.Query()
	c, err := readCounts(rows)
	if err != nil {
		return c, false, err
	}
	rows, _ = br.Query()
	all, err := readCounts(rows)
	if err != nil {
		return c, false, err
	}
	return c, walks(f, c.Of(f.Tab), all.Of(f.Tab)), br.Close()
}

// walks tells whether a walk of the order, which passes about all ÷ n goods for each of the
// n matches of its tab, reaches the page's end (offset + size) sooner than the n matches are
// read whole. A short keyword in the default order of a status's tab walks the order's index
// alone (it holds the name, migration 095), as cheap per goods as a match read from the
// substrings' index: walking is cheaper while n² ≥ (offset + size) × all (at a million goods,
// a keyword of 1 goods in 200 and more). Elsewhere each goods walked is a row read for its
// name, or one category's part for a branch: 1 in 50.
func walks(f goods.Filter, n, all int64) bool {
	indexOnly := f.Keyword != "" && f.Sort == "sort" && f.Tab != goods.TabSoldOut && f.Tab != goods.TabWarning
	if indexOnly {
		return n*n >= int64(f.Page.Offset()+f.Page.Size)*all
	}
	return n*50 >= all
}
