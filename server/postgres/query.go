package postgres

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// where builds a WHERE clause; conditions use ? for their arguments, numbered in order.
type where struct {
	conds []string
	args  []any
}

func (w *where) add(cond string, args ...any) {
	var b strings.Builder
	i := 0
	for _, r := range cond {
		if r == '?' && i < len(args) {
			w.args = append(w.args, args[i])
			b.WriteString("$" + strconv.Itoa(len(w.args)))
			i++
			continue
		}
		b.WriteRune(r)
	}
	w.conds = append(w.conds, b.String())
}

func (w *where) sql() string {
	if len(w.conds) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(w.conds, " AND ")
}

// arg appends one more argument and answers its placeholder.
func (w *where) arg(v any) string {
	w.args = append(w.args, v)
	return "$" + strconv.Itoa(len(w.args))
}

// placed keeps the rows of alias (an order or an after-sale) created in [from, to) (zero:
// open) by a buyer whose nickname or mobile starts with buyer ("": any): two ranges of the
// buyers' indexes, then their orders by buyer.
func (w *where) placed(alias string, from, to time.Time, buyer string) {
	if !from.IsZero() {
		w.add(alias+".created_at >= ?", from)
	}
	if !to.IsZero() {
		w.add(alias+".created_at < ?", to)
	}
	if buyer != "" {
		w.add(alias+".user_id IN (SELECT id FROM shop_users WHERE (nickname >= ? AND nickname < ?) OR (mobile >= ? AND mobile < ?))",
			buyer, prefixEnd(buyer), buyer, prefixEnd(buyer))
	}
}

// itemsNamed keeps the orders of alias with a line whose goods name holds name: the goods
// whose name holds it now or held it before (their indexes, migration 093), their lines by
// goods, and last the line's own name, as it was when the order was placed.
func (w *where) itemsNamed(alias, name string) {
	goods := "SELECT g.id FROM goods g WHERE " + nameHolds(w, "g.name", name) +
		" UNION SELECT f.goods_id FROM goods_former_names f WHERE " + nameHolds(w, "f.name", name)
	w.conds = append(w.conds, alias+".id IN (SELECT i.order_id FROM order_items i WHERE i.goods_id IN ("+goods+
		") AND strpos(i.goods_name, "+w.arg(name)+") > 0)")
}

// prefixEnd is the first string after every string that starts with p, in byte order
// (COLLATE "C"): p followed by the highest code point.
func prefixEnd(p string) string { return p + "\U0010FFFF" }

// likeEscape escapes LIKE wildcards in s.
func likeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// countSQL counts the rows of from (a table, or tables joined) that w keeps: every one, or
// at most limit when it is above 0 (kernel.Page.Cap), an index walk that stops there.
func countSQL(from string, w *where, limit int) string {
	if limit <= 0 {
		return "SELECT count(*) FROM " + from + w.sql()
	}
	return fmt.Sprintf("SELECT count(*) FROM (SELECT 1 FROM %s%s LIMIT %d) c", from, w.sql(), limit)
}

// tabCountsSQL counts the rows of from that w keeps per tab, each up to limit on its own: a
// tab per value of col, and a tab per extra {name, condition}. Each is a walk that stops at
// the cap; the statement answers rows of tab and count.
func tabCountsSQL(from string, w *where, col string, values []string, limit int, extra ...[2]string) (string, []any) {
	and := " WHERE "
	if len(w.conds) > 0 {
		and = w.sql() + " AND "
	}
	count := func(cond string) string {
		return fmt.Sprintf("(SELECT count(*) FROM (SELECT 1 FROM %s%s%s LIMIT %d) c)", from, and, cond, limit)
	}
	args := append(slices.Clone(w.args), values)
	sql := fmt.Sprintf("SELECT t.v, %s FROM unnest($%d::text[]) t(v)", count(col+" = t.v"), len(args))
	for _, e := range extra {
		args = append(args, e[0])
		sql += fmt.Sprintf(" UNION ALL SELECT $%d::text, %s", len(args), count(e[1]))
	}
	return sql, args
}

// texts is values as strings: the values of a tab's column.
func texts[S ~string](values []S) []string {
	out := make([]string, len(values))
	for i, v := range values {
		out[i] = string(v)
	}
	return out
}

// pageSQL is the LIMIT and OFFSET of a page, as literals: a generic plan then knows how
// many rows the page takes.
func pageSQL(limit, offset int) string { return fmt.Sprintf(" LIMIT %d OFFSET %d", limit, offset) }
