package postgres

import (
	"context"
	"fmt"
	"testing"
)

// TestListCountersFollowTheRows: the counters of migration 096 answer what counting the rows
// answers, through statements of one row and of many, updates that move rows between keys
// and deletes.
func TestListCountersFollowTheRows(t *testing.T) {
	_, db := freshSchema(t)
	ctx := context.Background()
	exec := func(sql string) {
		t.Helper()
		if _, err := db.pool.Exec(ctx, sql); err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
	}
	const logLine = `INSERT INTO system_log (account, type, result, ip, operation, target, detail, created_at)
		SELECT a, 'login log', r, '', '', '', '', now() FROM (VALUES `
	exec(logLine + `('admin', 'login success')) v(a, r)`)
	exec(logLine + `('admin', 'login failure'), ('clerk', 'login success'), ('clerk', 'login success'), ('ghost', 'attack')) v(a, r)`)
	const withdrawal = `INSERT INTO cash_withdrawals (sn, amount, fee, net, method_id, method_kind, holder, account_mask, status, created_at)
		SELECT 'W' || i, 100, 0, 100, 1, 'bank', '王', '**** 1', s, now() FROM (VALUES `
	exec(withdrawal + `(1, 'pending')) v(i, s)`)
	exec(withdrawal + `(2, 'pending'), (3, 'pending'), (4, 'paid')) v(i, s)`)
	exec(`UPDATE cash_withdrawals SET status = 'rejected' WHERE sn IN ('W1', 'W2')`)
	exec(`UPDATE cash_withdrawals SET amount = 200`) // no status changes
	exec(`DELETE FROM cash_withdrawals WHERE sn = 'W4'`)
	exec(`INSERT INTO albums (name, created_at) VALUES ('二号', now())`)
	const picture = `INSERT INTO pictures (album_id, name, content_type, size, width, height, blob_key, thumb_key, thumb_type, created_at)
		SELECT a.id, 'p', 'image/png', 1, 1, 1, 'k' || i, '', '', now() FROM albums a, generate_series(1, 3) i WHERE a.name = `
	exec(picture + `'二号'`)
	exec(`INSERT INTO pictures (album_id, name, content_type, size, width, height, blob_key, thumb_key, thumb_type, created_at)
		SELECT id, 'p', 'image/png', 1, 1, 1, 'default', '', '', now() FROM albums WHERE is_default`)
	exec(`UPDATE pictures SET album_id = (SELECT id FROM albums WHERE is_default) WHERE blob_key = 'k1'`)
	exec(`DELETE FROM pictures WHERE blob_key = 'k2'`)

	for _, c := range []struct{ name, counters, rows string }{
		{"system log", `SELECT sum(n)::bigint FROM system_log_totals`, `SELECT count(*) FROM system_log`},
		{"system log per account and result",
			`SELECT account, result, sum(n)::bigint FROM system_log_account_counts GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2`,
			`SELECT account, result, count(*) FROM system_log GROUP BY 1, 2 ORDER BY 1, 2`},
		{"withdrawals per status", `SELECT status, n FROM cash_withdrawal_totals WHERE n <> 0 ORDER BY 1`,
			`SELECT status, count(*) FROM cash_withdrawals GROUP BY 1 ORDER BY 1`},
		{"pictures per album", `SELECT album_id, n FROM picture_album_counts WHERE n <> 0 ORDER BY 1`,
			`SELECT album_id, count(*) FROM pictures GROUP BY 1 ORDER BY 1`},
	} {
		got, want := rowsText(t, db, c.counters), rowsText(t, db, c.rows)
		if got != want || want == "" {
			t.Errorf("%s: the counters say %q, the rows %q", c.name, got, want)
		}
	}
}

// rowsText is what sql answers, every value printed, a line per row.
func rowsText(t *testing.T, db *DB, sql string) string {
	t.Helper()
	rows, err := db.pool.Query(context.Background(), sql)
	if err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	defer rows.Close()
	out := ""
	for rows.Next() {
		vals, err := rows.Values()
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range vals {
			out += fmt.Sprint(v) + " "
		}
		out += "\n"
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
