package mock

import (
	"context"
	"fmt"
	"slices"

	"shopconsole/server/goods"
)

func cloneTemplate(t goods.AttributeTemplate) goods.AttributeTemplate {
	rows := make([]goods.AttributeRow, len(t.Rows))
	for i, r := range t.Rows {
		r.Options = slices.Clone(r.Options)
		rows[i] = r
	}
	t.Rows = rows
	return t
}

// AttributeTemplates implements goods.Store.
func (m goodsStore) AttributeTemplates(context.Context) ([]goods.AttributeTemplate, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	var out []goods.AttributeTemplate
	m.s.goods.attributes.scan(func(t goods.AttributeTemplate) bool {
		out = append(out, cloneTemplate(t))
		return true
	})
	return out, nil
}

// AddAttributeTemplate implements goods.Tx.
func (t goodsTx) AddAttributeTemplate(a goods.AttributeTemplate) (goods.AttributeTemplate, error) {
	a.ID = t.s.goods.nextID("attribute")
	return a, t.s.goods.attributes.put(cloneTemplate(a))
}

// SaveAttributeTemplate implements goods.Tx.
func (t goodsTx) SaveAttributeTemplate(a goods.AttributeTemplate) error {
	if !t.s.goods.attributes.has(a.ID) {
		return fmt.Errorf("attribute template %d: %w", a.ID, goods.ErrNotFound)
	}
	return t.s.goods.attributes.put(cloneTemplate(a))
}

// DeleteAttributeTemplate implements goods.Tx.
func (t goodsTx) DeleteAttributeTemplate(id int64) (string, error) {
	a, ok := t.s.goods.attributes.get(id)
	if !ok {
		return "", fmt.Errorf("attribute template %d: %w", id, goods.ErrNotFound)
	}
	t.s.goods.attributes.delete(id)
	return a.Name, nil
}
