package postgres

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"shopconsole/server/shopusers"
)

// keywordField is a column a keyword can be a prefix of: the prefix looked for there, the
// longest prefix of the column that shop_user_prefix_counts counts, and the lengths of the
// prefixes that have an index in registration order (migration 005: a surname, a mobile
// segment). Two-character names and blocks of member numbers walk the registration order's
// index instead; their own indexes cost every write more than they spared those pages
// (docs/lists.md).
type keywordField struct {
	col     string
	prefix  string
	kept    int
	ordered []int
}

// keywordFields answers the columns the keyword can match. Every nickname can; a mobile
// only when the keyword is digits, a member number only when the keyword can start one
// ("U" and digits): the table checks both formats, so other columns need no look.
func keywordFields(kw string) []keywordField {
	fields := []keywordField{{"u.nickname", kw, 2, []int{1}}}
	if strings.Trim(kw, "0123456789") == "" {
		fields = append(fields, keywordField{"u.mobile", kw, 7, []int{7}})
	}
	if up := strings.ToUpper(kw); strings.HasPrefix(up, "U") && strings.Trim(up[1:], "0123456789") == "" && len(up) <= 11 {
		fields = append(fields, keywordField{"u.sn", up, 8, nil})
	}
	return fields
}

// countedFirst orders the fields whose matches shop_user_prefix_counts counts for kw first,
// and answers how many they are. It counts users per distinct prefix of all three columns,
// so for kw it answers the users matching in any of those fields at once.
func countedFirst(fields []keywordField, kw string) ([]keywordField, int) {
	n := utf8.RuneCountInString(kw)
	var counted, rest []keywordField
	for _, f := range fields {
		if n <= f.kept && f.prefix == kw {
			counted = append(counted, f)
		} else {
			rest = append(rest, f)
		}
	}
	return append(counted, rest...), len(counted)
}

// rangeConds adds the prefix range of each field to w and answers their conditions.
func rangeConds(w *where, fields []keywordField) []string {
	conds := make([]string, len(fields))
	for i, f := range fields {
		conds[i] = f.col + " >= " + w.arg(f.prefix) + " AND " + f.col + " < " + w.arg(prefixEnd(f.prefix))
	}
	return conds
}

// branch is the matches of field i that no earlier field matches: the branches are
// disjoint, so their counts add up.
func branch(conds []string, i int) string {
	b := conds[i]
	for _, c := range conds[:i] {
		b += " AND NOT (" + c + ")"
	}
	return b
}

// listByKeyword answers a page of the users whose nickname, mobile or member number starts
// with the keyword (and who pass the other filters w). Without other filters the total of a
// short keyword comes from the prefix counters; what they do not cover is counted in
// disjoint branches, each an index-only range scan of its column's index (it includes the
// sort keys, the filter columns and the columns the exclusions test). Then a common prefix
// walks the sort order's index (which includes the keyword columns) and stops at the page,
// while a rare one sorts its few matches.
func (db *DB) listByKeyword(ctx context.Context, f shopusers.UserFilter, w where, col, dir, page string) ([]shopusers.User, int64, error) {
	fields, counted := keywordFields(f.Keyword), 0
	if len(w.conds) == 0 {
		fields, counted = countedFirst(fields, f.Keyword)
	}
	count, countArgs := keywordCount(fields, counted, w, f.Keyword)
	want := f.Offset() + f.Size
	// The other fields match few users when the keyword is longer than the counters keep
	// of them. One left uncounted only because its prefix is the keyword in upper case (a
	// lower-case "u" for member numbers) may match many: the strategies below bound that.
	n := utf8.RuneCountInString(f.Keyword)
	few := !slices.ContainsFunc(fields[counted:], func(f keywordField) bool { return n <= f.kept })
	if col == "u.registered_at" && counted == 1 && slices.Contains(fields[0].ordered, n) && few {
		// The page does not depend on the total: one round trip for both.
		q, args := orderedKeywordPage(fields, n, want, dir, page, shallow(f))
		return db.countedPage(ctx, count, countArgs, q, args)
	}
	// The count's arguments start with the filters' (w's), so the page's conditions that
	// follow them in one statement keep their placeholders.
	p := where{conds: w.conds, args: slices.Clone(countArgs)}
	others := ""
	if len(w.conds) > 0 {
		others = " AND " + strings.Join(w.conds, " AND ")
	}
	conds := rangeConds(&p, fields)
	// The inner LIMIT keeps the filter out of the index scan, so the walk is bounded whatever
	// the planner estimates for the prefix; the filter runs on its rows.
	walk := "SELECT id, k FROM (SELECT u.id, " + col + " AS k, u.nickname, u.mobile, u.sn, u.level_id, u.disabled, u.registered_at" +
		fmt.Sprintf(" FROM shop_users u ORDER BY %s %s, u.id %s LIMIT %s) u", col, dir, dir, walkBudget(want)) +
		" WHERE ((" + strings.Join(conds, ") OR (") + "))" + others + " ORDER BY k " + dir + ", id " + dir + page
	tops := make([]string, len(conds))
	for i := range conds {
		// OFFSET 0 fences the branch: otherwise a generic plan may walk the sort order's
		// index with the prefix as a filter, reading all of it for a branch without matches.
		tops[i] = "(SELECT id, k FROM (SELECT u.id, " + col + " AS k FROM shop_users u WHERE " + branch(conds, i) + others +
			fmt.Sprintf(" OFFSET 0) b ORDER BY k %s, id %s LIMIT %d)", dir, dir, want)
	}
	collect := "SELECT id, k FROM (" + strings.Join(tops, " UNION ALL ") + ") m ORDER BY k " + dir + ", id " + dir + page
	return db.choosePage(ctx, f, count, len(countArgs), p.args, walk, collect, dir)
}

// orderedKeywordPage is the page's query when the keyword's first field (the only one the
// counters count) has an index in registration order: that field's page is a short walk of
// its index; the other fields match few users (the keyword is longer than they count), so
// their matches are sorted. Like walkQuery, a shallow page reads its rows as it goes, a
// deeper one its ids first.
func orderedKeywordPage(fields []keywordField, n, want int, dir, page string, direct bool) (string, []any) {
	var w where
	first := fields[0]
	sel, order := "SELECT u.id, u.registered_at AS k FROM shop_users u", fmt.Sprintf(" ORDER BY k %s, id %s", dir, dir)
	if direct {
		sel, order = "SELECT "+shopUserCols+shopUserFrom, fmt.Sprintf(" ORDER BY registered_at %s, id %s", dir, dir)
	}
	tops := []string{"(" + sel + " WHERE " +
		fmt.Sprintf("left(%s, %d) = %s ORDER BY u.registered_at %s, u.id %s LIMIT %d)", first.col, n, w.arg(first.prefix), dir, dir, want)}
	var conds []string
	if len(fields) > 1 { // unused arguments would fail the statement
		conds = rangeConds(&w, fields)
	}
	for i := 1; i < len(fields); i++ {
		// OFFSET 0 fences the branch, as in listByKeyword.
		from := strings.Replace(sel, "shop_users u", "(SELECT * FROM shop_users u WHERE "+branch(conds, i)+" OFFSET 0) u", 1)
		tops = append(tops, "("+from+fmt.Sprintf(" ORDER BY u.registered_at %s, u.id %s LIMIT %d)", dir, dir, want))
	}
	if direct {
		return "SELECT * FROM (" + strings.Join(tops, " UNION ALL ") + ") m" + order + page, w.args
	}
	return "WITH p AS (SELECT id, k FROM (" + strings.Join(tops, " UNION ALL ") + ") m" + order + page + ") " +
		pageRows(dir), w.args
}

// keywordCount answers the statement counting the matches, with the planner's estimate of
// the table's size: the prefix counter for the first counted fields, disjoint branches for
// the rest.
func keywordCount(fields []keywordField, counted int, w where, kw string) (string, []any) {
	w = where{conds: slices.Clone(w.conds), args: slices.Clone(w.args)}
	if counted == len(fields) {
		return "SELECT (SELECT coalesce(sum(n), 0) FROM shop_user_prefix_counts WHERE prefix = " + w.arg(kw) + ")::bigint, " +
			tableSize, w.args
	}
	others := ""
	if len(w.conds) > 0 {
		others = " AND " + strings.Join(w.conds, " AND ")
	}
	conds := rangeConds(&w, fields)
	var parts []string
	if counted > 0 {
		parts = append(parts, "(SELECT coalesce(sum(n), 0) FROM shop_user_prefix_counts WHERE prefix = "+w.arg(kw)+")::bigint")
	}
	branches := make([]string, 0, len(fields)-counted)
	for i := counted; i < len(fields); i++ {
		branches = append(branches, "SELECT 1 FROM shop_users u WHERE "+branch(conds, i)+others)
	}
	parts = append(parts, "(SELECT count(*) FROM ("+strings.Join(branches, " UNION ALL ")+") m)")
	return "SELECT " + strings.Join(parts, " + ") + ", " + tableSize, w.args
}
