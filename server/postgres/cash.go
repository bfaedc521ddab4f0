package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/cash"
)

// cashStore is the Postgres cash.Store.
type cashStore struct{ db *DB }

// Cash answers the cash area's store.
func (db *DB) Cash() cash.Store { return cashStore{db} }

// Tx implements cash.Store.
func (s cashStore) Tx(ctx context.Context, fn func(cash.Tx) error) error {
	return s.db.inPipeline(ctx, func(p *pipeline) error { return fn(cashTx{ctx, p}) })
}

const cashAccountCols = `available, frozen, debt, withdrawn FROM cash_accounts WHERE id = 1`

func scanCashAccount(r pgx.Row) (cash.Account, error) {
	var a cash.Account
	err := r.Scan(&a.Available, &a.Frozen, &a.Debt, &a.Withdrawn)
	if errors.Is(err, pgx.ErrNoRows) { // the migration makes the row; zero all the same
		return a, nil
	}
	if err != nil {
		return a, fmt.Errorf("cash account: %w", err)
	}
	return a, nil
}

// Account implements cash.Store.
func (s cashStore) Account(ctx context.Context) (cash.Account, error) {
	return scanCashAccount(s.db.pool.QueryRow(ctx, "SELECT "+cashAccountCols))
}

const cashMethodCols = `id, kind, holder, bank, branch, account_no, is_default FROM cash_methods`

func scanCashMethod(r pgx.Row) (cash.Method, error) {
	var m cash.Method
	err := r.Scan(&m.ID, &m.Kind, &m.Holder, &m.Bank, &m.Branch, &m.AccountNo, &m.IsDefault)
	return m, err
}

func cashMethods(ctx context.Context, q querier, lock string) ([]cash.Method, error) {
	rows, err := q.Query(ctx, "SELECT "+cashMethodCols+" ORDER BY id"+lock)
	if err != nil {
		return nil, fmt.Errorf("cash methods: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (cash.Method, error) { return scanCashMethod(r) })
	if err != nil {
		return nil, fmt.Errorf("cash methods: %w", err)
	}
	return out, nil
}

// Methods implements cash.Store.
func (s cashStore) Methods(ctx context.Context) ([]cash.Method, error) {
	return cashMethods(ctx, s.db.pool, "")
}

// Method implements cash.Store.
func (s cashStore) Method(ctx context.Context, id int64) (cash.Method, error) {
	m, err := scanCashMethod(s.db.pool.QueryRow(ctx, "SELECT "+cashMethodCols+" WHERE id = $1", id))
	if errors.Is(err, pgx.ErrNoRows) {
		return m, fmt.Errorf("method %d: %w", id, cash.ErrNotFound)
	}
	if err != nil {
		return m, fmt.Errorf("cash method %d: %w", id, err)
	}
	return m, nil
}

// cashTx is the Postgres cash.Tx. Its writes that answer nothing are held and go with the
// next statement (pipeline): applying for a withdrawal takes three round trips, not twelve.
type cashTx struct {
	ctx context.Context
	q   *pipeline
}

func (t cashTx) Account(forUpdate bool) (cash.Account, error) {
	lock := ""
	if forUpdate {
		lock = " FOR UPDATE"
	}
	return scanCashAccount(t.q.QueryRow(t.ctx, "SELECT "+cashAccountCols+lock))
}

func (t cashTx) SaveAccount(a cash.Account) error {
	return write(t.ctx, t.q, "save cash account", `INSERT INTO cash_accounts (id, available, frozen, debt, withdrawn) VALUES (1, $1, $2, $3, $4)
		ON CONFLICT (id) DO UPDATE SET available = $1, frozen = $2, debt = $3, withdrawn = $4`,
		a.Available, a.Frozen, a.Debt, a.Withdrawn)
}

// AppendFlow appends the line and counts it (migration 074) in one statement: the flow is
// written here only, so its counters need no trigger (which cost a write about a third of
// its CPU).
func (t cashTx) AppendFlow(f cash.Flow) error {
	return write(t.ctx, t.q, "append cash flow", `WITH f AS (
		  INSERT INTO cash_flow (type, available, frozen, debt, available_after, frozen_after, debt_after, reference, remark, created_at)
		  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING type, available, frozen, debt, created_at
		), totals AS (
		  INSERT INTO cash_flow_totals AS t (type, n) SELECT type, 1 FROM f
		  ON CONFLICT (type) DO UPDATE SET n = t.n + 1
		)
		INSERT INTO cash_flow_counts AS t (day, type, n, amount)
		SELECT shop_day(created_at), type, 1, cash_flow_amount(type, available, frozen, debt) FROM f
		ON CONFLICT (day, type) DO UPDATE SET n = t.n + 1, amount = t.amount + EXCLUDED.amount`,
		string(f.Type), f.Available, f.Frozen, f.Debt, f.AvailableAfter, f.FrozenAfter, f.DebtAfter, f.Reference, f.Remark,
		f.CreatedAt)
}

// Standing implements cash.Tx: three statements (four to apply), one round trip.
func (t cashTx) Standing(apply bool) (cash.Standing, error) {
	var st cash.Standing
	lock := ""
	if apply {
		lock = " FOR UPDATE"
	}
	b := &pgx.Batch{}
	b.Queue("SELECT " + cashAccountCols + lock).QueryRow(func(r pgx.Row) (err error) {
		st.Account, err = scanCashAccount(r)
		return err
	})
	b.Queue("SELECT " + cashMethodCols + " ORDER BY id").Query(func(rows pgx.Rows) (err error) {
		st.Methods, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (cash.Method, error) { return scanCashMethod(r) })
		return err
	})
	b.Queue(cashSettingsSQL).QueryRow(func(r pgx.Row) (err error) {
		st.Settings, err = scanCashSettings(r)
		return err
	})
	if apply {
		b.Queue(nextWithdrawalIDSQL).QueryRow(func(r pgx.Row) error { return r.Scan(&st.NextID) })
	}
	if err := t.q.SendBatch(t.ctx, b).Close(); err != nil {
		return st, fmt.Errorf("cash standing: %w", err)
	}
	return st, nil
}

func (t cashTx) Methods(forUpdate bool) ([]cash.Method, error) {
	lock := ""
	if forUpdate {
		lock = " FOR UPDATE"
		// The account row is the area's lock: two writers of methods queue on it, so the
		// second sees the first's default (FOR UPDATE holds no rows when there are none).
		if _, err := t.Account(true); err != nil {
			return nil, err
		}
	}
	return cashMethods(t.ctx, t.q, lock)
}

func (t cashTx) InsertMethod(m cash.Method) (cash.Method, error) {
	err := t.q.QueryRow(t.ctx, `INSERT INTO cash_methods (kind, holder, bank, branch, account_no, is_default)
		VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`, string(m.Kind), m.Holder, m.Bank, m.Branch, m.AccountNo, m.IsDefault).Scan(&m.ID)
	if err != nil {
		return m, fmt.Errorf("insert cash method: %w", err)
	}
	return m, nil
}

func (t cashTx) SaveMethod(m cash.Method) error {
	tag, err := t.q.Exec(t.ctx, `UPDATE cash_methods SET kind = $2, holder = $3, bank = $4, branch = $5, account_no = $6,
		is_default = $7 WHERE id = $1`, m.ID, string(m.Kind), m.Holder, m.Bank, m.Branch, m.AccountNo, m.IsDefault)
	if err != nil {
		return fmt.Errorf("save cash method %d: %w", m.ID, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("method %d: %w", m.ID, cash.ErrNotFound)
	}
	return nil
}

func (t cashTx) DeleteMethod(id int64) error {
	tag, err := t.q.Exec(t.ctx, "DELETE FROM cash_methods WHERE id = $1", id)
	if err != nil {
		return fmt.Errorf("delete cash method %d: %w", id, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("method %d: %w", id, cash.ErrNotFound)
	}
	return nil
}
