package goods

import (
	"cmp"
	"context"
	"net/http"
	"slices"
	"strings"

	"shopconsole/server/apperr"
	"shopconsole/server/audit"
)

// SpecTemplate is a named spec of the library with the values the goods form offers. Goods
// keep their own copy: the library changes no goods.
type SpecTemplate struct {
	ID     int64
	Name   string
	Values []string
	Sort   int
}

// CheckSpecTemplate checks t against the library: a name, unique regardless of case (409),
// and values neither blank nor repeated.
func CheckSpecTemplate(lib []SpecTemplate, t SpecTemplate) (SpecTemplate, error) {
	t.Name = strings.TrimSpace(t.Name)
	if t.Name == "" {
		return t, apperr.Invalid("name", "validation.required", "name")
	}
	seen := map[string]bool{}
	for i, v := range t.Values {
		v = strings.TrimSpace(v)
		if v == "" || seen[v] {
			return t, apperr.Invalid("values", "goods.specValueTwice", t.Name, v)
		}
		seen[v], t.Values[i] = true, v
	}
	if t.ID != 0 && !slices.ContainsFunc(lib, func(o SpecTemplate) bool { return o.ID == t.ID }) {
		return t, specNotFound(t.ID)
	}
	for _, o := range lib {
		if o.ID != t.ID && strings.EqualFold(o.Name, t.Name) {
			return t, conflict("name", "goods.specNameTaken", t.Name)
		}
	}
	return t, nil
}

func specNotFound(id int64) error { return apperr.New(http.StatusNotFound, "goods.specNotFound", id) }

// SpecTemplates answers the library by sort, then id.
func (s *Service) SpecTemplates(ctx context.Context) ([]SpecTemplate, error) {
	lib, err := s.store.SpecTemplates(ctx)
	slices.SortFunc(lib, func(a, b SpecTemplate) int { return cmp.Or(cmp.Compare(a.Sort, b.Sort), cmp.Compare(a.ID, b.ID)) })
	return lib, err
}

// SaveSpecTemplate adds (ID 0) or edits a spec of the library.
func (s *Service) SaveSpecTemplate(ctx context.Context, t SpecTemplate) (SpecTemplate, error) {
	err := s.store.Tx(ctx, func(tx Tx) error {
		lib, err := tx.SpecTemplates()
		if err != nil {
			return err
		}
		if t, err = CheckSpecTemplate(lib, t); err != nil {
			return err
		}
		if t.ID == 0 {
			t, err = tx.AddSpecTemplate(t)
			return err
		}
		return tx.SaveSpecTemplate(t)
	})
	return t, err
}

// DestroySpecTemplate deletes a spec of the library.
func (s *Service) DestroySpecTemplate(ctx context.Context, id int64) error {
	return s.store.Tx(ctx, func(tx Tx) error {
		lib, err := tx.SpecTemplates()
		if err != nil {
			return err
		}
		i := slices.IndexFunc(lib, func(o SpecTemplate) bool { return o.ID == id })
		if i < 0 {
			return specNotFound(id)
		}
		audit.Deleted(ctx, "spec", audit.Item{ID: id, Name: lib[i].Name})
		return tx.DeleteSpecTemplate(id)
	})
}
