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
	if err := f.db.pool.QueryRow(ctx, "SELECT count(*) FROM freight_templates"+w.sql(), w.args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count freight templates: %w", err)
	}
	return list, total, nil
}

func (f freightDB) Template(ctx context.Context, id int64) (freight.Template, error) {
	t, err := scanTemplate(f.db.pool.QueryRow(ctx, "SELECT "+freightCols+" FROM freight_templates WHERE id = $1", id))
	if errors.Is(err, pgx.ErrNoRows) {
		return t, fmt.Errorf("freight template %d: %w", id, freight.ErrNotFound)
	}
	return t, err
}

func (f freightDB) AddTemplate(ctx context.Context, t freight.Template) (freight.Template, error) {
	raw, err := json.Marshal(t.Pricing)
	if err != nil {
		return t, err
	}
	err = f.db.pool.QueryRow(ctx, `INSERT INTO freight_templates (name, charge_type, pricing, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5) RETURNING id`, t.Name, string(t.Pricing.Charge), raw, t.CreatedAt, t.UpdatedAt).Scan(&t.ID)
	if err != nil {
		return t, fmt.Errorf("add freight template: %w", err)
	}
	return t, nil
}

func (f freightDB) SaveTemplate(ctx context.Context, t freight.Template) (freight.Template, error) {
	raw, err := json.Marshal(t.Pricing)
	if err != nil {
		return t, err
	}
	out, err := scanTemplate(f.db.pool.QueryRow(ctx, `UPDATE freight_templates SET name = $2, charge_type = $3, pricing = $4,
		updated_at = $5 WHERE id = $1 RETURNING `+freightCols, t.ID, t.Name, string(t.Pricing.Charge), raw, t.UpdatedAt))
	if errors.Is(err, pgx.ErrNoRows) {
		return t, fmt.Errorf("freight template %d: %w", t.ID, freight.ErrNotFound)
	}
	return out, err
}

func (f freightDB) DeleteTemplate(ctx context.Context, id int64) error {
	tag, err := f.db.pool.Exec(ctx, "DELETE FROM freight_templates WHERE id = $1", id)
	if err != nil {
		return fmt.Errorf("delete freight template %d: %w", id, refused(err, foreignKey("", freight.ErrInUse)))
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("freight template %d: %w", id, freight.ErrNotFound)
	}
	return nil
}
