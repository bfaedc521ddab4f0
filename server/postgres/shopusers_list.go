package postgres

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/shopusers"
)

var userSortColumn = map[shopusers.UserSort]string{
	shopusers.SortRegistered: "u.registered_at", shopusers.SortBalance: "u.balance", shopusers.SortSpent: "u.total_order_amount",
}

// userFilters adds every filter but the keyword to w, and answers where a walk in balance or
// spending order goes: a level's users have their own part of the order.
func userFilters(w *where, f shopusers.UserFilter) (scope string) {
	switch {
	case f.LevelID != nil && *f.LevelID == 0:
		w.add("u.level_id IS NULL")
		scope = " WHERE u.level_id IS NULL"
	case f.LevelID != nil:
		w.add("u.level_id = ?", *f.LevelID)
		scope = " WHERE " + w.conds[len(w.conds)-1]
	}
	// A literal, not a parameter: generic plans then use the partial index of disabled users.
	if f.Disabled != nil && *f.Disabled {
		w.add("u.disabled")
	} else if f.Disabled != nil {
		w.add("NOT u.disabled")
	}
	if f.From != nil {
		w.add("u.registered_at >= ?", *f.From)
	}
	if f.To != nil {
		w.add("u.registered_at < ?", *f.To)
	}
	return scope
}

// ListUsers implements shopusers.Store. Without a keyword the total comes from the
// counters; with one, from the prefix indexes (listByKeyword).
func (s shopUsers) ListUsers(ctx context.Context, f shopusers.UserFilter) ([]shopusers.User, int64, error) {
	db := s.db
	var w where // every filter but the keyword
	userFilters(&w, f)
	col, ok := userSortColumn[f.Sort]
	if !ok {
		col = "u.registered_at"
	}
	dir := "ASC"
	if f.Desc {
		dir = "DESC"
	}
	page := pageSQL(f.Size, f.Offset())
	if f.Keyword != "" {
		return db.listByKeyword(ctx, f, w, col, dir, page)
	}
	count, countArgs := userCount(f)
	// Sorted by registration, every filter has an index in that order (the level's, the
	// disabled users', the registration's for a date range): the page is a short walk
	// whatever the total, so the total and the page share one round trip. So do they
	// without any filter, whatever the sort.
	if col == "u.registered_at" || len(w.conds) == 0 {
		// A level with disabled users is the one filter the walk's index does not order:
		// read off the heap, every skipped user would cost a row.
		direct := shallow(f) && (f.LevelID == nil || f.Disabled == nil)
		return db.countedPage(ctx, count, countArgs, walkQuery(w, col, dir, page, direct), w.args)
	}
	// Sorted by balance or spending with filters, the strategy depends on how many match.
	// The walk goes through the level's part of the sort order with a level filter.
	want := f.Offset() + f.Size
	p := where{args: slices.Clone(countArgs)} // the page's statement counts again first
	scope := userFilters(&p, f)
	walk := "SELECT id, k FROM (SELECT u.id, " + col + " AS k, u.level_id, u.disabled, u.registered_at FROM shop_users u" + scope +
		fmt.Sprintf(" ORDER BY %s %s, u.id %s LIMIT %s) u", col, dir, dir, walkBudget(want)) + p.sql() +
		" ORDER BY k " + dir + ", id " + dir + page
	collect := "SELECT id, k FROM (SELECT u.id, " + col + " AS k FROM shop_users u" + p.sql() + " OFFSET 0) m ORDER BY k " + dir + ", id " + dir + page
	return db.choosePage(ctx, f, count, len(countArgs), p.args, walk, collect, dir)
}

// userCount answers the total of the filter (but the keyword) from the counters, and the
// size of the scope a walk in balance or spending order covers: the level's users with a
// level filter, else the planner's estimate of the table's size. Without a date range the
// total comes from the totals (a few dozen rows), with one from the per-day counts. Only
// the filter's own conditions, so that a generic plan ranges over the day index.
func userCount(f shopusers.UserFilter) (string, []any) {
	var w where
	scope := tableSize
	if f.LevelID != nil {
		w.add("level_id = ?", *f.LevelID) // 0: no level, as the counters keep it
		scope = "(SELECT coalesce(sum(n), 0) FROM shop_user_totals WHERE level_id = $1)::bigint"
	}
	if f.Disabled != nil {
		w.add("disabled = ?", *f.Disabled)
	}
	table := "shop_user_totals"
	if f.From != nil || f.To != nil {
		table = "shop_user_counts"
		dayRange(&w, f.From, f.To)
	}
	return "SELECT coalesce(sum(n), 0)::bigint, " + scope + " FROM " + table + w.sql(), w.args
}

// dayRange adds the counters' days of a time range.
func dayRange(w *where, from, to *time.Time) {
	if from != nil {
		w.add("day >= ?", shopDate(from))
	}
	if to != nil {
		w.add("day < ?", shopDate(to))
	}
}

// shallow reports whether a page reads its rows as its walk meets them (walkQuery): up to
// three pages in, a heap fetch per row skipped costs less than the primary key's four buffers
// per row of the page.
func shallow(f shopusers.UserFilter) bool { return f.Offset() <= 3*f.Size }

// walkQuery walks the sort order's index to the page. A shallow page reads its rows as it
// walks: a heap fetch for each row walked. A deeper one walks index-only (the index includes
// the filter columns) to the page's ids, then reads just those rows: four buffers per row
// for the primary key, but nothing for each row skipped.
func walkQuery(w where, col, dir, page string, direct bool) string {
	order := fmt.Sprintf(" ORDER BY %s %s, u.id %s", col, dir, dir)
	if direct {
		return "SELECT " + shopUserCols + shopUserFrom + w.sql() + order + page
	}
	return "WITH p AS (SELECT u.id, " + col + " AS k FROM shop_users u" + w.sql() + order + page + ") " + pageRows(dir)
}

// pageRows reads the rows of the page p (id, sort key k) in its order.
func pageRows(dir string) string {
	return "SELECT " + shopUserCols + " FROM p JOIN shop_users u ON u.id = p.id" +
		" LEFT JOIN user_levels l ON l.id = u.level_id ORDER BY p.k " + dir + ", p.id " + dir
}

// countedPage runs the count (total, rows) and the page in one round trip.
func (db *DB) countedPage(ctx context.Context, count string, countArgs []any, q string, args []any) ([]shopusers.User, int64, error) {
	b := &pgx.Batch{}
	b.Queue(count, countArgs...)
	b.Queue(q, args...)
	br := db.pool.SendBatch(ctx, b)
	defer br.Close()
	var total, rows int64
	if err := br.QueryRow().Scan(&total, &rows); err != nil {
		return nil, 0, fmt.Errorf("count shop users: %w", err)
	}
	res, _ := br.Query()
	list, err := pgx.CollectRows(res, func(r pgx.CollectableRow) (shopusers.User, error) { return scanShopUser(r) })
	if err != nil {
		return nil, 0, fmt.Errorf("list shop users: %w", err)
	}
	return list, total, nil
}

// tableSize is the planner's estimate of the number of users.
const tableSize = `(SELECT greatest(reltuples, 0)::bigint FROM pg_class WHERE oid = 'shop_users'::regclass)`

// walkBudget bounds a walk (in the page's statement, from the count c) at four times the
// expected walk, at least 256 entries.
func walkBudget(want int) string {
	return fmt.Sprintf("(SELECT greatest(256, 4 * %d * rows / greatest(total, 1)) FROM c)", want)
}

// choosePage answers a page whose strategy depends on its total, with the total, in one
// statement. Walking the sort order meets the page after about want*rows/total entries
// (rows: the users in the walk's scope); collecting the matches reads the total's entries
// and sorts them. The statement counts first and runs only the strategy its count picks:
// the walk when that is less than half the total, bounded at four times the expected walk
// (a generic plan cannot know the total), else the collection. Its rows carry the count;
// an empty page takes a second round trip for it. Should the walk come up short (matches
// clustered away from the page's end), the matches are collected after all.
//
// count selects (total, rows) with the first counted of args; walk and collect select the
// page's (id, k) with all of them.
func (db *DB) choosePage(ctx context.Context, f shopusers.UserFilter, count string, counted int, args []any, walk, collect, dir string) ([]shopusers.User, int64, error) {
	want := int64(f.Offset() + f.Size)
	paged := func(walkGate string) string {
		return "WITH c AS MATERIALIZED (SELECT t.total, t.rows FROM (" + count + ") t(total, rows)), " +
			"p AS (SELECT id, k FROM (" + walk + ") a WHERE " + walkGate +
			" UNION ALL SELECT id, k FROM (" + collect + ") b WHERE NOT " + walkGate + ") " +
			"SELECT c.total, c.rows, " + shopUserCols + " FROM p JOIN shop_users u ON u.id = p.id" +
			" LEFT JOIN user_levels l ON l.id = u.level_id CROSS JOIN c ORDER BY p.k " + dir + ", p.id " + dir
	}
	var total, rows int64
	run := func(q string) ([]shopusers.User, error) {
		res, _ := db.pool.Query(ctx, q, args...)
		list, err := pgx.CollectRows(res, func(r pgx.CollectableRow) (shopusers.User, error) { return scanShopUser(r, &total, &rows) })
		if err != nil {
			return nil, fmt.Errorf("list shop users: %w", err)
		}
		return list, nil
	}
	list, err := run(paged(fmt.Sprintf("(SELECT 2 * %d * rows < total * total FROM c)", want)))
	if err != nil {
		return nil, 0, err
	}
	if len(list) == 0 {
		if err := db.pool.QueryRow(ctx, count, args[:counted]...).Scan(&total, &rows); err != nil {
			return nil, 0, fmt.Errorf("count shop users: %w", err)
		}
	}
	if 2*want*rows < total*total && int64(len(list)) < min(int64(f.Size), total-int64(f.Offset())) {
		list, err = run(paged("false"))
	}
	return list, total, err
}
