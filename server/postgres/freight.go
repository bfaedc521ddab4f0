package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/freight"
)

// freightDB implements freight.Store.
type freightDB struct{ db *DB }

// Freight answers the freight area's store.
func (db *DB) Freight() freight.Store { return freightDB{db} }

const freightCols = "id, name, pricing, created_at, updated_at"

func scanTemplate(r pgx.Row) (freight.Template, error) {
	var t freight.Template
	var raw []byte
	if err := r.Scan(&t.ID, &t.Name, &raw, &t.CreatedAt, &t.UpdatedAt); err != nil {
		return t, err
	}
	if err := json.Unmarshal(raw, &t.Pricing); err != nil {
		return t, fmt.Errorf("decode freight template %d: %w", t.ID, err)
	}
	return t, nil
}

func (f freightDB) ListTemplates(ctx context.Context, flt freight.Filter) ([]freight.Template, int64, error) {
	var w where
	if flt.Keyword != "" {
		w.add("name LIKE ?", "%"+likeEscape(flt.Keyword)+"%")
	}
	if flt.Charge != "" {
		w.add("charge_type = ?", string(flt.Charge))
	}
	rows, _ := f.db.pool.Query(ctx, "SELECT "+freightCols+" FROM freight_templates"+w.sql()+
		" ORDER BY id DESC"+pageSQL(flt.Size, flt.Offset()), w.args...)
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (freight.Template, error) { return scanTemplate(r) })
	if err != nil {
		return nil, 0, fmt.Errorf("list freight templates: %w", err)
	}
	var total int64
	if err := f.db.pool.QueryRow(ctx, countSQL("freight_templates", &w, flt.Cap), w.args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count freight templates: %w", err)
	}
	return list, total, nil
}

func (f freightDB) Template(ctx context.Context, id int64) (freight.Template, error) {
	return templateByID(ctx, f.db.pool, id, "")
}

func templateByID(ctx context.Context, q querier, id int64, lock string) (freight.Template, error) {
	t, err := scanTemplate(q.QueryRow(ctx, "SELECT "+freightCols+" FROM freight_templates WHERE id = $1"+lock, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return t, fmt.Errorf("freight template %d: %w", id, freight.ErrNotFound)
	}
	return t, err
}

// Tx implements freight.Store.
func (f freightDB) Tx(ctx context.Context, fn func(freight.Tx) error) error {
	return f.db.inTx(ctx, func(tx pgx.Tx) error { return fn(freightTx{ctx, tx}) })
}

// freightTx is the database's freight.Tx.
type freightTx struct {
	ctx context.Context
	tx  pgx.Tx
}

func (t freightTx) Template(id int64, forUpdate bool) (freight.Template, error) {
	lock := ""
	if forUpdate {
		lock = " FOR UPDATE"
	}
	return templateByID(t.ctx, t.tx, id, lock)
}

func (t freightTx) InsertTemplate(tmpl freight.Template) (int64, error) {
	raw, err := json.Marshal(tmpl.Pricing)
	if err != nil {
		return 0, err
	}
	var id int64
	err = t.tx.QueryRow(t.ctx, `INSERT INTO freight_templates (name, charge_type, pricing, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5) RETURNING id`, tmpl.Name, string(tmpl.Pricing.Charge), raw, tmpl.CreatedAt, tmpl.UpdatedAt).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("add freight template: %w", err)
	}
	return id, nil
}

func (t freightTx) SaveTemplate(tmpl freight.Template) error {
	raw, err := json.Marshal(tmpl.Pricing)
	if err != nil {
		return err
	}
	tag, err := t.tx.Exec(t.ctx, `UPDATE freight_templates SET name = $2, charge_type = $3, pricing = $4, updated_at = $5
		WHERE id = $1`, tmpl.ID, tmpl.Name, string(tmpl.Pricing.Charge), raw, tmpl.UpdatedAt)
	if err != nil {
		return fmt.Errorf("save freight template %d: %w", tmpl.ID, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("freight template %d: %w", tmpl.ID, freight.ErrNotFound)
	}
	return nil
}

func (t freightTx) DeleteTemplate(id int64) error {
	tag, err := t.tx.Exec(t.ctx, "DELETE FROM freight_templates WHERE id = $1", id)
	if err != nil {
		return fmt.Errorf("delete freight template %d: %w", id, refused(err, foreignKey("", freight.ErrInUse)))
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("freight template %d: %w", id, freight.ErrNotFound)
	}
	return nil
}
