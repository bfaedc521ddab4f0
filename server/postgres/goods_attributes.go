package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/goods"
)

type jsonAttributeRow struct {
	Name     string   `json:"name"`
	Required bool     `json:"required"`
	Kind     string   `json:"kind"`
	Options  []string `json:"options"`
}

// AttributeTemplates implements goods.Store.
func (s goodsStore) AttributeTemplates(ctx context.Context) ([]goods.AttributeTemplate, error) {
	rows, _ := s.db.pool.Query(ctx, "SELECT id, category_id, name, rows FROM goods_attribute_templates")
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (goods.AttributeTemplate, error) {
		var t goods.AttributeTemplate
		var rs []jsonAttributeRow
		err := r.Scan(&t.ID, &t.CategoryID, &t.Name, &rs)
		for _, x := range rs {
			t.Rows = append(t.Rows, goods.AttributeRow(x))
		}
		return t, err
	})
	if err != nil {
		return nil, fmt.Errorf("attribute templates: %w", err)
	}
	return out, nil
}

func attributeRowsJSON(t goods.AttributeTemplate) []byte {
	rs := make([]jsonAttributeRow, len(t.Rows))
	for i, r := range t.Rows {
		rs[i] = jsonAttributeRow(r)
	}
	b, _ := json.Marshal(rs)
	return b
}

// AddAttributeTemplate implements goods.Tx.
func (t goodsTx) AddAttributeTemplate(a goods.AttributeTemplate) (goods.AttributeTemplate, error) {
	err := t.q.QueryRow(t.ctx, "INSERT INTO goods_attribute_templates (category_id, name, rows) VALUES ($1, $2, $3) RETURNING id",
		a.CategoryID, a.Name, attributeRowsJSON(a)).Scan(&a.ID)
	if err != nil {
		return a, fmt.Errorf("add attribute template %s: %w", a.Name, categoryRefused(err))
	}
	return a, nil
}

// SaveAttributeTemplate implements goods.Tx.
func (t goodsTx) SaveAttributeTemplate(a goods.AttributeTemplate) error {
	tag, err := t.q.Exec(t.ctx, "UPDATE goods_attribute_templates SET category_id = $2, name = $3, rows = $4 WHERE id = $1",
		a.ID, a.CategoryID, a.Name, attributeRowsJSON(a))
	if err != nil {
		return fmt.Errorf("save attribute template %d: %w", a.ID, categoryRefused(err))
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("attribute template %d: %w", a.ID, goods.ErrNotFound)
	}
	return nil
}

// DeleteAttributeTemplate implements goods.Tx.
func (t goodsTx) DeleteAttributeTemplate(id int64) (string, error) {
	var name string
	err := t.q.QueryRow(t.ctx, "DELETE FROM goods_attribute_templates WHERE id = $1 RETURNING name", id).Scan(&name)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", fmt.Errorf("attribute template %d: %w", id, goods.ErrNotFound)
	}
	if err != nil {
		return "", fmt.Errorf("delete attribute template %d: %w", id, err)
	}
	return name, nil
}
