package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/goods"
)

var errSpecRace = errors.New("spec library changed meanwhile")

func readSpecTemplates(ctx context.Context, q querier) ([]goods.SpecTemplate, error) {
	rows, _ := q.Query(ctx, "SELECT id, name, values, sort FROM goods_spec_templates")
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (goods.SpecTemplate, error) {
		var t goods.SpecTemplate
		err := r.Scan(&t.ID, &t.Name, &t.Values, &t.Sort)
		return t, err
	})
	if err != nil {
		return nil, fmt.Errorf("spec library: %w", err)
	}
	return out, nil
}

// SpecTemplates implements goods.Store.
func (s goodsStore) SpecTemplates(ctx context.Context) ([]goods.SpecTemplate, error) {
	return readSpecTemplates(ctx, s.db.pool)
}

// SpecTemplates implements goods.Tx: one change of the library at a time.
func (t goodsTx) SpecTemplates() ([]goods.SpecTemplate, error) {
	if _, err := t.q.Exec(t.ctx, "LOCK TABLE goods_spec_templates IN SHARE ROW EXCLUSIVE MODE"); err != nil {
		return nil, err
	}
	return readSpecTemplates(t.ctx, t.q)
}

// AddSpecTemplate implements goods.Tx.
func (t goodsTx) AddSpecTemplate(s goods.SpecTemplate) (goods.SpecTemplate, error) {
	err := t.q.QueryRow(t.ctx, "INSERT INTO goods_spec_templates (name, values, sort) VALUES ($1, $2, $3) RETURNING id",
		s.Name, s.Values, s.Sort).Scan(&s.ID)
	if err != nil {
		return s, fmt.Errorf("add spec %s: %w", s.Name, refused(err, unique("", errSpecRace)))
	}
	return s, nil
}

// SaveSpecTemplate implements goods.Tx.
func (t goodsTx) SaveSpecTemplate(s goods.SpecTemplate) error {
	if _, err := t.q.Exec(t.ctx, "UPDATE goods_spec_templates SET name = $2, values = $3, sort = $4 WHERE id = $1",
		s.ID, s.Name, s.Values, s.Sort); err != nil {
		return fmt.Errorf("save spec %d: %w", s.ID, refused(err, unique("", errSpecRace)))
	}
	return nil
}

// DeleteSpecTemplate implements goods.Tx.
func (t goodsTx) DeleteSpecTemplate(id int64) error {
	if _, err := t.q.Exec(t.ctx, "DELETE FROM goods_spec_templates WHERE id = $1", id); err != nil {
		return fmt.Errorf("delete spec %d: %w", id, err)
	}
	return nil
}
