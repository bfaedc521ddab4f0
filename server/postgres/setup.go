package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/setup"
)

// setupStore is the Postgres setup.Store.
type setupStore struct{ db *DB }

// Setup answers the setup area's store.
func (db *DB) Setup() setup.Store { return setupStore{db} }

// Tx implements setup.Store.
func (s setupStore) Tx(ctx context.Context, fn func(setup.Tx) error) error {
	return s.db.inTx(ctx, func(tx pgx.Tx) error { return fn(setupTx{ctx, tx}) })
}

const shopAddressCols = `id, contact, mobile, province_code, city_code, district_code, province_name, city_name, district_name,
	detail, is_default_shipping, is_default_return, created_at FROM shop_addresses`

func scanShopAddress(r pgx.Row) (setup.Address, error) {
	var a setup.Address
	err := r.Scan(&a.ID, &a.Contact, &a.Mobile, &a.ProvinceCode, &a.CityCode, &a.DistrictCode, &a.ProvinceName, &a.CityName,
		&a.DistrictName, &a.Detail, &a.IsDefaultShipping, &a.IsDefaultReturn, &a.CreatedAt)
	return a, err
}

func shopAddresses(ctx context.Context, q querier) ([]setup.Address, error) {
	rows, _ := q.Query(ctx, "SELECT "+shopAddressCols+" ORDER BY id")
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (setup.Address, error) { return scanShopAddress(r) })
	if err != nil {
		return nil, fmt.Errorf("shop addresses: %w", err)
	}
	return out, nil
}

// Addresses implements setup.Store.
func (s setupStore) Addresses(ctx context.Context) ([]setup.Address, error) {
	return shopAddresses(ctx, s.db.pool)
}

// Address implements setup.Store.
func (s setupStore) Address(ctx context.Context, id int64) (setup.Address, error) {
	a, err := scanShopAddress(s.db.pool.QueryRow(ctx, "SELECT "+shopAddressCols+" WHERE id = $1", id))
	if errors.Is(err, pgx.ErrNoRows) {
		return a, fmt.Errorf("address %d: %w", id, setup.ErrNotFound)
	}
	if err != nil {
		return a, fmt.Errorf("shop address %d: %w", id, err)
	}
	return a, nil
}

// setupTx is the Postgres setup.Tx.
type setupTx struct {
	ctx context.Context
	q   pgx.Tx
}

func (t setupTx) Addresses(forUpdate bool) ([]setup.Address, error) {
	if forUpdate {
		// Writers of addresses queue on the table (readers do not): the second sees the
		// first's defaults, an address added meanwhile included.
		if _, err := t.q.Exec(t.ctx, "LOCK TABLE shop_addresses IN SHARE ROW EXCLUSIVE MODE"); err != nil {
			return nil, fmt.Errorf("hold the shop addresses: %w", err)
		}
	}
	return shopAddresses(t.ctx, t.q)
}

func (t setupTx) InsertAddress(a setup.Address) (setup.Address, error) {
	err := t.q.QueryRow(t.ctx, `INSERT INTO shop_addresses (contact, mobile, province_code, city_code, district_code, province_name,
		city_name, district_name, detail, is_default_shipping, is_default_return, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
		a.Contact, a.Mobile, a.ProvinceCode, a.CityCode, a.DistrictCode, a.ProvinceName, a.CityName, a.DistrictName, a.Detail,
		a.IsDefaultShipping, a.IsDefaultReturn, a.CreatedAt).Scan(&a.ID)
	if err != nil {
		return a, fmt.Errorf("insert shop address: %w", err)
	}
	return a, nil
}

func (t setupTx) SaveAddress(a setup.Address) error {
	tag, err := t.q.Exec(t.ctx, `UPDATE shop_addresses SET contact = $2, mobile = $3, province_code = $4, city_code = $5,
		district_code = $6, province_name = $7, city_name = $8, district_name = $9, detail = $10, is_default_shipping = $11,
		is_default_return = $12 WHERE id = $1`, a.ID, a.Contact, a.Mobile, a.ProvinceCode, a.CityCode, a.DistrictCode,
		a.ProvinceName, a.CityName, a.DistrictName, a.Detail, a.IsDefaultShipping, a.IsDefaultReturn)
	if err != nil {
		return fmt.Errorf("save shop address %d: %w", a.ID, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("address %d: %w", a.ID, setup.ErrNotFound)
	}
	return nil
}

func (t setupTx) DeleteAddress(id int64) error {
	tag, err := t.q.Exec(t.ctx, "DELETE FROM shop_addresses WHERE id = $1", id)
	if err != nil {
		return fmt.Errorf("delete shop address %d: %w", id, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("address %d: %w", id, setup.ErrNotFound)
	}
	return nil
}
