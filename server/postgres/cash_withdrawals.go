package postgres

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/cash"
	"shopconsole/server/idempotency"
)

const cashWithdrawalCols = `id, sn, amount, fee, net, method_id, method_kind, holder, bank, account_mask, status, reference,
	reason, applied_by, decided_by, created_at, decided_at FROM cash_withdrawals`

func scanCashWithdrawal(r pgx.Row) (cash.Withdrawal, error) {
	var w cash.Withdrawal
	err := r.Scan(&w.ID, &w.SN, &w.Amount, &w.Fee, &w.Net, &w.MethodID, &w.MethodKind, &w.Holder, &w.Bank, &w.AccountMask,
		&w.Status, &w.Reference, &w.Reason, &w.AppliedBy, &w.DecidedBy, &w.CreatedAt, &w.DecidedAt)
	return w, err
}

func readCashWithdrawal(ctx context.Context, q querier, id int64, lock string) (cash.Withdrawal, error) {
	w, err := scanCashWithdrawal(q.QueryRow(ctx, "SELECT "+cashWithdrawalCols+" WHERE id = $1"+lock, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return w, fmt.Errorf("withdrawal %d: %w", id, cash.ErrWithdrawalNotFound)
	}
	if err != nil {
		return w, fmt.Errorf("cash withdrawal %d: %w", id, err)
	}
	return w, nil
}

// Withdrawal implements cash.Store.
func (s cashStore) Withdrawal(ctx context.Context, id int64) (cash.Withdrawal, error) {
	return readCashWithdrawal(ctx, s.db.poolFor(ctx), id, "")
}

// Withdrawals implements cash.Store: the page, its total and the status counts under the
// other filters, in one round trip.
func (s cashStore) Withdrawals(ctx context.Context, f cash.WithdrawalFilter) ([]cash.Withdrawal, int64, map[cash.WithdrawalStatus]int64, error) {
	var w where
	if f.SN != "" {
		w.add("sn >= ? AND sn < ?", f.SN, prefixEnd(f.SN))
	}
	if !f.From.IsZero() {
		w.add("created_at >= ?", f.From)
	}
	if !f.To.IsZero() {
		w.add("created_at < ?", f.To)
	}
	countSQL, countArgs := "SELECT status, count(*) FROM cash_withdrawals"+w.sql()+" GROUP BY status", slices.Clone(w.args)
	switch {
	case len(w.conds) == 0: // no filter but the tab: the counters (migration 096)
		countSQL = "SELECT status, n FROM cash_withdrawal_totals WHERE n <> 0"
	case f.Cap > 0: // each status counted up to the cap on its own
		countSQL, countArgs = tabCountsSQL("cash_withdrawals", &w, "status",
			[]string{string(cash.Pending), string(cash.Paid), string(cash.Rejected)}, f.Cap)
	}
	if f.Status != "" {
		w.add("status = ?", string(f.Status))
	}
	order := "created_at DESC, id DESC"
	switch f.Sort {
	case "createdAt":
		order = "created_at, id"
	case "amount":
		order = "amount, id"
	case "-amount":
		order = "amount DESC, id DESC"
	}
	pageSQL := "SELECT " + cashWithdrawalCols + w.sql() + " ORDER BY " + order + fmt.Sprintf(" LIMIT %d OFFSET %d", f.Limit, f.Offset)
	b := &pgx.Batch{}
	b.Queue(countSQL, countArgs...)
	b.Queue(pageSQL, w.args...)
	br := s.db.poolFor(ctx).SendBatch(ctx, b)
	defer br.Close()
	counts := map[cash.WithdrawalStatus]int64{}
	res, _ := br.Query()
	var status cash.WithdrawalStatus
	var n int64
	if _, err := pgx.ForEachRow(res, []any{&status, &n}, func() error { counts[status] = n; return nil }); err != nil {
		return nil, 0, nil, fmt.Errorf("count withdrawals: %w", err)
	}
	res, _ = br.Query()
	list, err := pgx.CollectRows(res, func(r pgx.CollectableRow) (cash.Withdrawal, error) { return scanCashWithdrawal(r) })
	if err != nil {
		return nil, 0, nil, fmt.Errorf("list withdrawals: %w", err)
	}
	if list == nil {
		list = []cash.Withdrawal{}
	}
	return list, cash.WithdrawalTotal(counts, f.Status), counts, nil
}

const cashSettingsSQL = "SELECT min_amount, max_amount, fee_rate, cycle_days, settle_delay_days FROM cash_settings WHERE id = 1"

func readCashSettings(ctx context.Context, q querier) (cash.Settings, error) {
	return scanCashSettings(q.QueryRow(ctx, cashSettingsSQL))
}

// scanCashSettings answers DefaultSettings when they were never saved.
func scanCashSettings(r pgx.Row) (cash.Settings, error) {
	var s cash.Settings
	err := r.Scan(&s.MinAmount, &s.MaxAmount, &s.FeeRate, &s.CycleDays, &s.SettleDelayDays)
	if errors.Is(err, pgx.ErrNoRows) {
		return cash.DefaultSettings, nil
	}
	if err != nil {
		return s, fmt.Errorf("cash settings: %w", err)
	}
	return s, nil
}

// Settings implements cash.Store.
func (s cashStore) Settings(ctx context.Context) (cash.Settings, error) {
	return readCashSettings(ctx, s.db.poolFor(ctx))
}

// ClaimKey implements idempotency.Keys.
func (t cashTx) ClaimKey(scope, key string) (idempotency.Record, bool, error) {
	return claimKey(t.ctx, t.q, scope, key)
}

// SaveKey implements idempotency.Keys.
func (t cashTx) SaveKey(r idempotency.Record) error { return saveKey(t.ctx, t.q, r) }

const nextWithdrawalIDSQL = "SELECT nextval(pg_get_serial_sequence('cash_withdrawals', 'id'))"

func (t cashTx) InsertWithdrawal(w cash.Withdrawal) error {
	return write(t.ctx, t.q, "insert withdrawal "+w.SN, `INSERT INTO cash_withdrawals (id, sn, amount, fee, net, method_id, method_kind, holder, bank,
		account_mask, status, reference, reason, applied_by, decided_by, created_at, decided_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
		w.ID, w.SN, w.Amount, w.Fee, w.Net, w.MethodID, string(w.MethodKind), w.Holder, w.Bank, w.AccountMask, string(w.Status),
		w.Reference, w.Reason, w.AppliedBy, w.DecidedBy, w.CreatedAt, w.DecidedAt)
}

func (t cashTx) Withdrawal(id int64, forUpdate bool) (cash.Withdrawal, error) {
	lock := ""
	if forUpdate {
		lock = " FOR UPDATE"
	}
	return readCashWithdrawal(t.ctx, t.q, id, lock)
}

func (t cashTx) SaveWithdrawal(w cash.Withdrawal) error {
	tag, err := t.q.Exec(t.ctx, `UPDATE cash_withdrawals SET status = $2, reference = $3, reason = $4, decided_by = $5,
		decided_at = $6 WHERE id = $1`, w.ID, string(w.Status), w.Reference, w.Reason, w.DecidedBy, w.DecidedAt)
	if err != nil {
		return fmt.Errorf("save withdrawal %d: %w", w.ID, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("withdrawal %d: %w", w.ID, cash.ErrWithdrawalNotFound)
	}
	return nil
}

func (t cashTx) LastApplied(statuses []cash.WithdrawalStatus) (time.Time, error) {
	names := make([]string, len(statuses))
	for i, s := range statuses {
		names[i] = string(s)
	}
	var last *time.Time
	// One backward step of the status index per status: a max over them all would read them all.
	err := t.q.QueryRow(t.ctx, `SELECT max(m) FROM unnest($1::text[]) s,
		LATERAL (SELECT max(created_at) m FROM cash_withdrawals WHERE status = s) x`, names).Scan(&last)
	if err != nil || last == nil {
		return time.Time{}, err
	}
	return *last, nil
}

func (t cashTx) Settings() (cash.Settings, error) { return readCashSettings(t.ctx, t.q) }

func (t cashTx) SaveSettings(s cash.Settings) error {
	_, err := t.q.Exec(t.ctx, `INSERT INTO cash_settings (id, min_amount, max_amount, fee_rate, cycle_days, settle_delay_days)
		VALUES (1, $1, $2, $3, $4, $5) ON CONFLICT (id) DO UPDATE SET min_amount = $1, max_amount = $2, fee_rate = $3,
		cycle_days = $4, settle_delay_days = $5`, s.MinAmount, s.MaxAmount, s.FeeRate, s.CycleDays, s.SettleDelayDays)
	if err != nil {
		return fmt.Errorf("save cash settings: %w", err)
	}
	return nil
}
