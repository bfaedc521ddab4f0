package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/cash"
	"shopconsole/server/kernel"
)

const cashFlowCols = `id, type, available, frozen, debt, available_after, frozen_after, debt_after, reference, remark, created_at`

func scanCashFlow(r pgx.CollectableRow) (cash.Flow, error) {
	var f cash.Flow
	err := r.Scan(&f.ID, &f.Type, &f.Available, &f.Frozen, &f.Debt, &f.AvailableAfter, &f.FrozenAfter, &f.DebtAfter,
		&f.Reference, &f.Remark, &f.CreatedAt)
	return f, err
}

// Flows implements cash.Store: the page and its total, from the counters or counted up to
// the page's cap (an index range scan of at most that many entries), in one round trip.
func (s cashStore) Flows(ctx context.Context, f cash.FlowFilter) ([]cash.Flow, int64, error) {
	var w where
	if f.Type != "" {
		w.add("type = ?", string(f.Type))
	}
	if f.Reference != "" { // the literal selects the references' partial index
		w.add("reference <> '' AND reference = ?", f.Reference)
	}
	if f.From != nil {
		w.add("created_at >= ?", *f.From)
	}
	if f.To != nil {
		w.add("created_at < ?", *f.To)
	}
	order := " ORDER BY created_at DESC, id DESC"
	if f.Asc {
		order = " ORDER BY created_at, id"
	}
	b := &pgx.Batch{}
	b.Queue("SELECT "+cashFlowCols+" FROM cash_flow"+w.sql()+order+pageSQL(f.Page.Size, f.Page.Offset()), w.args...)
	if counters, args, ok := flowCounters(f); ok {
		b.Queue(counters, args...)
	} else { // a reference's few lines
		b.Queue(countSQL("cash_flow", &w, f.Page.Cap), w.args...)
	}
	br := s.db.pool.SendBatch(ctx, b)
	defer br.Close()
	rows, _ := br.Query()
	list, err := pgx.CollectRows(rows, scanCashFlow)
	if err != nil {
		return nil, 0, fmt.Errorf("cash flow: %w", err)
	}
	var total int64
	if err := br.QueryRow().Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count cash flow: %w", err)
	}
	if list == nil {
		list = []cash.Flow{}
	}
	return list, total, nil
}

// flowCounters is the statement that sums the counters (migration 074) for f: any filter but
// a reference, over whole days of the shop's calendar.
func flowCounters(f cash.FlowFilter) (string, []any, bool) {
	if f.Reference != "" || (f.From != nil && !shopMidnight(*f.From)) || (f.To != nil && !shopMidnight(*f.To)) {
		return "", nil, false
	}
	var c where
	table := "cash_flow_totals"
	if f.From != nil || f.To != nil {
		table = "cash_flow_counts"
		dayRange(&c, f.From, f.To)
	}
	if f.Type != "" {
		c.add("type = ?", string(f.Type))
	}
	return "SELECT coalesce(sum(n), 0)::bigint FROM " + table + c.sql(), c.args, true
}

// FlowMonth implements cash.Store.
func (s cashStore) FlowMonth(ctx context.Context, from, to time.Time) (cash.Balance, []cash.Flow, error) {
	var open cash.Balance
	err := s.db.pool.QueryRow(ctx, `SELECT available_after, frozen_after, debt_after FROM cash_flow
		WHERE id = (SELECT max(id) FROM cash_flow WHERE created_at < $1)`, from).Scan(&open.Available, &open.Frozen, &open.Debt)
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return open, nil, fmt.Errorf("cash statement: %w", err)
	}
	rows, _ := s.db.pool.Query(ctx, "SELECT "+cashFlowCols+" FROM cash_flow WHERE created_at >= $1 AND created_at < $2 ORDER BY id", from, to)
	lines, err := pgx.CollectRows(rows, scanCashFlow)
	if err != nil {
		return open, nil, fmt.Errorf("cash statement: %w", err)
	}
	return open, lines, nil
}

// FlowDaily implements cash.Store: the sums per shop day (UTC+8) in one pass over the
// range of the time index.
func (s cashStore) FlowDaily(ctx context.Context, from, to time.Time) ([]cash.DaySums, error) {
	// Whole shop days sum the day counters' amounts (migration 074); any other range its lines.
	sql := `SELECT day, coalesce(sum(amount) FILTER (WHERE type = 'orderSettled'), 0)::bigint,
		coalesce(sum(amount) FILTER (WHERE type = 'withdrawPaid'), 0)::bigint,
		coalesce(sum(amount) FILTER (WHERE type = 'refund'), 0)::bigint
		FROM cash_flow_counts WHERE day >= $1 AND day < $2 GROUP BY 1 ORDER BY 1`
	args := []any{shopDate(&from), shopDate(&to)}
	if !shopMidnight(from) || !shopMidnight(to) {
		sql = `SELECT shop_day(created_at) AS day,
		coalesce(sum(available - debt) FILTER (WHERE type = 'orderSettled'), 0)::bigint,
		coalesce(sum(-frozen) FILTER (WHERE type = 'withdrawPaid'), 0)::bigint,
		coalesce(sum(debt - available) FILTER (WHERE type = 'refund'), 0)::bigint
		FROM cash_flow WHERE created_at >= $1 AND created_at < $2 GROUP BY 1 ORDER BY 1`
		args = []any{from, to}
	}
	rows, _ := s.db.pool.Query(ctx, sql, args...)
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (cash.DaySums, error) {
		var d cash.DaySums
		var day time.Time
		err := r.Scan(&day, &d.Income, &d.Withdrawals, &d.Refunds)
		d.Day = kernel.ShopDay(time.Date(day.Year(), day.Month(), day.Day(), 12, 0, 0, 0, time.UTC).Add(-8 * time.Hour))
		return d, err
	})
	if err != nil {
		return nil, fmt.Errorf("cash daily: %w", err)
	}
	return out, nil
}

// PendingSettlement implements cash.Store.
func (s cashStore) PendingSettlement(ctx context.Context) (int64, error) {
	var n int64
	err := s.db.pool.QueryRow(ctx, "SELECT coalesce(sum("+settlementAmountSQL+"), 0)::bigint FROM orders WHERE "+unsettledSQL).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("pending settlement: %w", err)
	}
	return n, nil
}

// WalkFlow implements cash.Store: in a read-only transaction of its own (one snapshot
// for the account and the lines, no statement timeout), one query in id order whose rows
// are read as they arrive.
func (s cashStore) WalkFlow(ctx context.Context, fn func(cash.Flow) error) (cash.Account, error) {
	var a cash.Account
	err := pgx.BeginTxFunc(ctx, s.db.poolFor(ctx), pgx.TxOptions{AccessMode: pgx.ReadOnly, IsoLevel: pgx.RepeatableRead}, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "SET LOCAL statement_timeout = 0"); err != nil {
			return err
		}
		var err error
		if a, err = scanCashAccount(tx.QueryRow(ctx, "SELECT "+cashAccountCols)); err != nil {
			return err
		}
		rows, err := tx.Query(ctx, "SELECT "+cashFlowCols+" FROM cash_flow ORDER BY id")
		if err != nil {
			return fmt.Errorf("walk cash flow: %w", err)
		}
		defer rows.Close()
		var f cash.Flow
		for rows.Next() {
			if err := rows.Scan(&f.ID, &f.Type, &f.Available, &f.Frozen, &f.Debt, &f.AvailableAfter, &f.FrozenAfter,
				&f.DebtAfter, &f.Reference, &f.Remark, &f.CreatedAt); err != nil {
				return fmt.Errorf("walk cash flow: %w", err)
			}
			if err := fn(f); err != nil {
				return err
			}
		}
		if err := rows.Err(); err != nil {
			return fmt.Errorf("walk cash flow: %w", err)
		}
		return nil
	})
	return a, err
}

// The settlement's selection and amount in SQL, a cache of the cash rules for the partial
// index orders_settle_due_idx: unsettledSQL is cash.Unsettled, unsettledSQL with
// settleDueSQL is cash.DueForSettlement ($1 its before), settlementAmountSQL is
// cash.SettlementAmount. TestSettlementSQLAgreesWithTheService ties them.
const (
	unsettledSQL        = "status = 'completed' AND settled_at IS NULL AND completed_at IS NOT NULL"
	settleDueSQL        = unsettledSQL + " AND completed_at <= $1"
	settlementAmountSQL = "pay_amount - refunded_amount"
)

// DueSettlements implements cash.Tx: the orders held, those another transaction holds (a
// refund under way) skipped until the next run.
func (t cashTx) DueSettlements(before time.Time, limit int) ([]cash.Due, error) {
	rows, _ := t.q.Query(t.ctx, "SELECT id, sn, "+settlementAmountSQL+", completed_at FROM orders WHERE "+settleDueSQL+
		" ORDER BY completed_at, id LIMIT $2 FOR UPDATE SKIP LOCKED", before, limit)
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (cash.Due, error) {
		var d cash.Due
		err := r.Scan(&d.OrderID, &d.OrderSN, &d.Amount, &d.CompletedAt)
		return d, err
	})
	if err != nil {
		return nil, fmt.Errorf("due settlements: %w", err)
	}
	return out, nil
}

// MarkSettled implements cash.Tx.
func (t cashTx) MarkSettled(orderID int64, at time.Time) error {
	tag, err := t.q.Exec(t.ctx, "UPDATE orders SET settled_at = $2 WHERE id = $1 AND settled_at IS NULL", orderID, at)
	if err != nil {
		return fmt.Errorf("mark order %d settled: %w", orderID, err)
	}
	if tag.RowsAffected() == 0 {
		return cash.ErrSettled
	}
	return nil
}

var (
	_ cash.Store = cashStore{}
	_ cash.Tx    = cashTx{}
)

// OrderSettled implements orders.Tx: the order is held by the refund's transaction, so its
// settlement (which skips held orders) cannot happen meanwhile.
func (t ordersTx) OrderSettled(orderID int64) (bool, error) {
	var settled bool
	if err := t.q.QueryRow(t.ctx, "SELECT settled_at IS NOT NULL FROM orders WHERE id = $1", orderID).Scan(&settled); err != nil {
		return false, fmt.Errorf("order %d settled: %w", orderID, err)
	}
	return settled, nil
}

// Account, SaveAccount and AppendFlow implement orders.Tx: the cash area's, in the order's
// transaction.
func (t ordersTx) Account(forUpdate bool) (cash.Account, error) {
	return cashTx{t.ctx, t.p}.Account(forUpdate)
}

func (t ordersTx) SaveAccount(a cash.Account) error { return cashTx{t.ctx, t.p}.SaveAccount(a) }

func (t ordersTx) AppendFlow(f cash.Flow) error { return cashTx{t.ctx, t.p}.AppendFlow(f) }
