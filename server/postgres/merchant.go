package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/merchant"
)

// merchantStore is the Postgres merchant.Store.
type merchantStore struct{ db *DB }

// Merchant answers the merchant area's store.
func (db *DB) Merchant() merchant.Store { return merchantStore{db} }

// Tx implements merchant.Store.
func (s merchantStore) Tx(ctx context.Context, fn func(merchant.Tx) error) error {
	return s.db.inTx(ctx, func(tx pgx.Tx) error { return fn(merchantTx{ctx, tx}) })
}

const merchantCols = `id, own, state, kind, company_name, licence_no, licence_picture, legal_name, id_number, id_front_picture,
	id_back_picture, bank, account_holder, account_no, shop_name, category, contact_name, contact_mobile, reason, submitted_at,
	updated_at FROM merchant_applications`

func scanApplication(r pgx.Row) (merchant.Application, error) {
	var a merchant.Application
	var submitted *time.Time
	f := &a.Fields
	err := r.Scan(&a.ID, &a.Own, &a.State, &f.Kind, &f.CompanyName, &f.LicenceNo, &f.LicencePicture, &f.LegalName, &f.IDNumber,
		&f.IDFrontPicture, &f.IDBackPicture, &f.Bank, &f.AccountHolder, &f.AccountNo, &f.ShopName, &f.Category, &f.ContactName,
		&f.ContactMobile, &a.Reason, &submitted, &a.UpdatedAt)
	if submitted != nil {
		a.SubmittedAt = *submitted
	}
	return a, err
}

// application loads one application (where picks it) with its history.
func application(ctx context.Context, q querier, where string, args ...any) (merchant.Application, error) {
	a, err := scanApplication(q.QueryRow(ctx, "SELECT "+merchantCols+" "+where, args...))
	if errors.Is(err, pgx.ErrNoRows) {
		return a, fmt.Errorf("application %v: %w", args, merchant.ErrNotFound)
	}
	if err != nil {
		return a, fmt.Errorf("merchant application: %w", err)
	}
	rows, _ := q.Query(ctx, `SELECT from_state, to_state, operator, reason, created_at FROM merchant_application_events
		WHERE application_id = $1 ORDER BY id`, a.ID)
	a.History, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (merchant.Event, error) {
		var e merchant.Event
		return e, r.Scan(&e.From, &e.To, &e.Operator, &e.Reason, &e.At)
	})
	if err != nil {
		return a, fmt.Errorf("merchant application %d history: %w", a.ID, err)
	}
	return a, nil
}

// Applications implements merchant.Store.
func (s merchantStore) Applications(ctx context.Context, q merchant.Query) ([]merchant.Application, int64, error) {
	var total int64
	if err := s.db.pool.QueryRow(ctx, `SELECT count(*) FROM (SELECT 1 FROM merchant_applications
		WHERE $1 = '' OR state = $1 LIMIT 10001) c`, string(q.State)).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count merchant applications: %w", err)
	}
	rows, _ := s.db.pool.Query(ctx, `SELECT id FROM merchant_applications WHERE $1 = '' OR state = $1
		ORDER BY updated_at DESC, id DESC OFFSET $2 LIMIT $3`, string(q.State), q.Offset, q.Limit)
	ids, err := pgx.CollectRows(rows, pgx.RowTo[int64])
	if err != nil {
		return nil, 0, fmt.Errorf("merchant applications: %w", err)
	}
	out := make([]merchant.Application, 0, len(ids))
	for _, id := range ids {
		a, err := application(ctx, s.db.pool, "WHERE id = $1", id)
		if err != nil {
			return nil, 0, err
		}
		out = append(out, a)
	}
	return out, total, nil
}

// Application implements merchant.Store.
func (s merchantStore) Application(ctx context.Context, id int64) (merchant.Application, error) {
	return application(ctx, s.db.pool, "WHERE id = $1", id)
}

// Own implements merchant.Store.
func (s merchantStore) Own(ctx context.Context) (merchant.Application, error) {
	return application(ctx, s.db.pool, "WHERE own")
}

// merchantTx is the Postgres merchant.Tx.
type merchantTx struct {
	ctx context.Context
	q   pgx.Tx
}

func (t merchantTx) Application(id int64) (merchant.Application, error) {
	return application(t.ctx, t.q, "WHERE id = $1 FOR UPDATE", id)
}

func (t merchantTx) Own() (merchant.Application, error) {
	// The first saves of two staff at once: the second waits for the first's row.
	if _, err := t.q.Exec(t.ctx, "SELECT pg_advisory_xact_lock(hashtext('merchant_applications own'))"); err != nil {
		return merchant.Application{}, fmt.Errorf("hold the own application: %w", err)
	}
	return application(t.ctx, t.q, "WHERE own FOR UPDATE")
}

func (t merchantTx) Insert(a merchant.Application) (int64, error) {
	f := a.Fields
	err := t.q.QueryRow(t.ctx, `INSERT INTO merchant_applications (own, state, kind, company_name, licence_no, licence_picture,
		legal_name, id_number, id_front_picture, id_back_picture, bank, account_holder, account_no, shop_name, category,
		contact_name, contact_mobile, reason, submitted_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20) RETURNING id`,
		a.Own, string(a.State), string(f.Kind), f.CompanyName, f.LicenceNo, f.LicencePicture, f.LegalName, f.IDNumber,
		f.IDFrontPicture, f.IDBackPicture, f.Bank, f.AccountHolder, f.AccountNo, f.ShopName, f.Category, f.ContactName,
		f.ContactMobile, a.Reason, nullTime(a.SubmittedAt), a.UpdatedAt).Scan(&a.ID)
	if err != nil {
		return 0, fmt.Errorf("insert merchant application: %w", err)
	}
	return a.ID, nil
}

func (t merchantTx) Save(a merchant.Application) error {
	f := a.Fields
	tag, err := t.q.Exec(t.ctx, `UPDATE merchant_applications SET state = $2, kind = $3, company_name = $4, licence_no = $5,
		licence_picture = $6, legal_name = $7, id_number = $8, id_front_picture = $9, id_back_picture = $10, bank = $11,
		account_holder = $12, account_no = $13, shop_name = $14, category = $15, contact_name = $16, contact_mobile = $17,
		reason = $18, submitted_at = $19, updated_at = $20 WHERE id = $1`,
		a.ID, string(a.State), string(f.Kind), f.CompanyName, f.LicenceNo, f.LicencePicture, f.LegalName, f.IDNumber,
		f.IDFrontPicture, f.IDBackPicture, f.Bank, f.AccountHolder, f.AccountNo, f.ShopName, f.Category, f.ContactName,
		f.ContactMobile, a.Reason, nullTime(a.SubmittedAt), a.UpdatedAt)
	if err != nil {
		return fmt.Errorf("save merchant application %d: %w", a.ID, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("application %d: %w", a.ID, merchant.ErrNotFound)
	}
	return nil
}

func (t merchantTx) Append(id int64, e merchant.Event) error {
	_, err := t.q.Exec(t.ctx, `INSERT INTO merchant_application_events (application_id, from_state, to_state, operator, reason, created_at)
		VALUES ($1, $2, $3, $4, $5, $6)`, id, string(e.From), string(e.To), e.Operator, e.Reason, e.At)
	if err != nil {
		return fmt.Errorf("merchant application %d history: %w", id, err)
	}
	return nil
}
