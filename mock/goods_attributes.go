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

// seedAttributeTemplates gives a few leaves their attribute templates.
func (s *Store) seedAttributeTemplates() {
	leaf := map[string]int64{}
	s.goods.categories.scan(func(c goods.Category) bool {
		if c.Level == goods.MaxLevel {
			leaf[c.Name] = c.ID
		}
		return true
	})
	tx := goodsTx{s}
	templates := map[int64][]goods.AttributeRow{}
	for _, a := range []goods.AttributeTemplate{
		{CategoryID: leaf["连衣裙"], Name: "连衣裙属性", Rows: []goods.AttributeRow{
			{Name: "面料", Required: true, Kind: goods.KindSingle, Options: []string{"纯棉", "雪纺", "真丝", "涤纶"}},
			{Name: "袖长", Kind: goods.KindSingle, Options: []string{"短袖", "七分袖", "长袖"}},
			{Name: "适用季节", Kind: goods.KindMulti, Options: []string{"春", "夏", "秋", "冬"}},
			{Name: "货号", Kind: goods.KindText, Options: []string{}},
		}},
		{CategoryID: leaf["智能手机"], Name: "手机参数", Rows: []goods.AttributeRow{
			{Name: "网络制式", Required: true, Kind: goods.KindMulti, Options: []string{"5G", "4G"}},
			{Name: "屏幕尺寸", Kind: goods.KindText, Options: []string{}},
		}},
	} {
		if _, err := tx.AddAttributeTemplate(a); err != nil {
			panic(err)
		}
		templates[a.CategoryID] = a.Rows
	}
	s.goods.attributes.commit()
	// The sample goods of those leaves have their required rows filled (the first option), as
	// a staff member publishing them would have: each can be saved again as it is.
	var filled []goods.Goods
	s.goods.rows.scan(func(g goods.Goods) bool {
		if rows, ok := templates[g.CategoryID]; ok {
			var in []goods.Attribute
			for _, r := range rows {
				if r.Required && len(r.Options) > 0 {
					in = append(in, goods.Attribute{Name: r.Name, Values: r.Options[:1]})
				}
			}
			attrs, err := goods.FillAttributes(rows, in)
			if err != nil {
				panic(err)
			}
			g.Attributes = attrs
			filled = append(filled, g)
		}
		return true
	})
	for _, g := range filled {
		if err := tx.SaveGoods(g); err != nil {
			panic(err)
		}
	}
	s.goods.rows.commit()
}
