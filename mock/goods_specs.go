package mock

import (
	"context"
	"slices"

	"shopconsole/server/goods"
)

func (s *Store) readSpecTemplates() []goods.SpecTemplate {
	var out []goods.SpecTemplate
	s.goods.specs.scan(func(t goods.SpecTemplate) bool {
		t.Values = slices.Clone(t.Values)
		out = append(out, t)
		return true
	})
	return out
}

// SpecTemplates implements goods.Store.
func (m goodsStore) SpecTemplates(context.Context) ([]goods.SpecTemplate, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	return m.s.readSpecTemplates(), nil
}

// SpecTemplates implements goods.Tx.
func (t goodsTx) SpecTemplates() ([]goods.SpecTemplate, error) { return t.s.readSpecTemplates(), nil }

// AddSpecTemplate implements goods.Tx.
func (t goodsTx) AddSpecTemplate(s goods.SpecTemplate) (goods.SpecTemplate, error) {
	s.ID, s.Values = t.s.goods.nextID("spec"), slices.Clone(s.Values)
	return s, duplicate(t.s.goods.specs.put(s), "spec "+s.Name)
}

// SaveSpecTemplate implements goods.Tx.
func (t goodsTx) SaveSpecTemplate(s goods.SpecTemplate) error {
	s.Values = slices.Clone(s.Values)
	return duplicate(t.s.goods.specs.put(s), "spec "+s.Name)
}

// DeleteSpecTemplate implements goods.Tx.
func (t goodsTx) DeleteSpecTemplate(id int64) error {
	t.s.goods.specs.delete(id)
	return nil
}

// sampleSpecs are the spec library of the sample shop.
var sampleSpecs = []goods.SpecTemplate{
	{Name: "颜色", Values: []string{"红色", "黑色", "白色", "蓝色", "灰色"}},
	{Name: "尺码", Values: []string{"S", "M", "L", "XL", "XXL"}},
	{Name: "鞋码", Values: []string{"36", "37", "38", "39", "40", "41", "42", "43"}},
	{Name: "存储", Values: []string{"8GB+128GB", "8GB+256GB", "12GB+256GB"}},
	{Name: "规格", Values: []string{"1.5m床", "1.8m床", "2.0m床"}},
	{Name: "口味", Values: []string{"原味", "香辣", "五香"}},
}
