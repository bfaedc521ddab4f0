package main

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// cashFlowSQL loads lines lo..hi of a fund flow of n lines over 330 days up to the seed's
// end, in groups of four: an order settled (100.00 to 300.00), a withdrawal of half of it
// applied, that withdrawal paid, a smaller order settled. The totals after each line are the
// running sums of the deltas (a window over the lines in id order), so the flow reconciles.
const cashFlowSQL = `
WITH l AS (
  SELECT i, (i - 1) %% 4 AS k, 10000 + abs(hashint8((i - 1) / 4)) %% 20000 AS big
  FROM generate_series(%[1]d::bigint, %[2]d) i
), d AS (
  SELECT i,
    CASE k WHEN 0 THEN 'orderSettled' WHEN 1 THEN 'withdrawApplied' WHEN 2 THEN 'withdrawPaid' ELSE 'orderSettled' END AS type,
    CASE k WHEN 0 THEN big WHEN 1 THEN -(big / 2) WHEN 2 THEN 0 ELSE big / 10 END AS available,
    CASE k WHEN 1 THEN big / 2 WHEN 2 THEN -(big / 2) ELSE 0 END AS frozen,
    CASE k WHEN 0 THEN 'B' || lpad(i::text, 12, '0') WHEN 3 THEN 'B' || lpad(i::text, 12, '0')
      ELSE 'W' || lpad(((i - 1) / 4)::text, 12, '0') END AS reference
  FROM l
)
INSERT INTO cash_flow (id, type, available, frozen, debt, available_after, frozen_after, debt_after, reference, remark, created_at)
SELECT i, type, available, frozen, 0,
  %[3]d + sum(available) OVER (ORDER BY i), %[4]d + sum(frozen) OVER (ORDER BY i), 0,
  reference, '', timestamptz '%[5]s' + (i - 1) * interval '1 second' * %[6]f
FROM d ORDER BY i`

// ensureCashFlow loads n fund-flow lines unless the schema already holds them (indexes
// and triggers off while loading), and makes the account what the flow sums to.
func ensureCashFlow(ctx context.Context, pool *pgxpool.Pool, n int64) error {
	var have int64
	if err := pool.QueryRow(ctx, "SELECT count(*) FROM (SELECT 1 FROM cash_flow LIMIT $1) x", n).Scan(&have); err != nil {
		return err
	}
	if have >= n {
		return nil
	}
	if have > 0 {
		return fmt.Errorf("schema holds %d fund-flow lines, not %d: use another -shop-schema", have, n)
	}
	start := time.Now()
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return err
	}
	defer conn.Release()
	c := conn.Conn()
	for _, s := range []string{"SET session_replication_role = replica", "SET maintenance_work_mem = '256MB'",
		"SET synchronous_commit = off", "SET work_mem = '256MB'"} {
		if _, err := c.Exec(ctx, s); err != nil {
			return fmt.Errorf("%s: %w", s, err)
		}
	}
	rebuild, err := dropIndexes(ctx, c, "cash_flow")
	if err != nil {
		return err
	}
	const span = 330 * 24 * time.Hour
	from := time.Now().UTC().Add(-span).Truncate(time.Second)
	step := span.Seconds() / float64(n)
	var avail, frozen int64
	const batch = 1_000_000
	for lo := int64(1); lo <= n; lo += batch {
		hi := min(n, lo+batch-1)
		if _, err := c.Exec(ctx, fmt.Sprintf(cashFlowSQL, lo, hi, avail, frozen, from.Format(time.RFC3339), step)); err != nil {
			return fmt.Errorf("seed the fund flow %d-%d: %w", lo, hi, err)
		}
		if err := c.QueryRow(ctx, "SELECT available_after, frozen_after FROM cash_flow WHERE id = $1", hi).Scan(&avail, &frozen); err != nil {
			return err
		}
	}
	if err := rebuild(); err != nil {
		return err
	}
	for _, s := range []string{
		fmt.Sprintf("UPDATE cash_accounts SET available = %d, frozen = %d, debt = 0 WHERE id = 1", avail, frozen),
		"SELECT setval(pg_get_serial_sequence('cash_flow', 'id'), (SELECT max(id) FROM cash_flow))",
		"SELECT cash_flow_counts_rebuild()", // loaded without the store
		"VACUUM (ANALYZE) cash_flow",
	} {
		if _, err := c.Exec(ctx, s); err != nil {
			return fmt.Errorf("%s: %w", s, err)
		}
	}
	fmt.Printf("seeded %d fund-flow lines in %s\n", n, time.Since(start).Round(time.Second))
	return nil
}
