package goods

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"shopconsole/server/apperr"
	"shopconsole/server/audit"
)

// Attribute row kinds.
const (
	KindText   = "text"
	KindSingle = "single"
	KindMulti  = "multi"
)

// AttributeRow is one attribute a goods of the category fills: free text, or one or several
// of the options.
type AttributeRow struct {
	Name     string
	Required bool
	Kind     string
	Options  []string
}

// AttributeTemplate is the attributes of one category's goods. Goods keep their own filled
// copy: a template changes no goods.
type AttributeTemplate struct {
	ID         int64
	CategoryID int64
	Name       string
	Rows       []AttributeRow
}

// CheckAttributeTemplate checks a template's own fields: a name, rows with unique names,
// options (unique, not blank) for single and multi rows and none for text rows.
func CheckAttributeTemplate(t AttributeTemplate) (AttributeTemplate, error) {
	t.Name = strings.TrimSpace(t.Name)
	if t.Name == "" {
		return t, apperr.Invalid("name", "validation.required", "name")
	}
	if len(t.Rows) == 0 {
		return t, apperr.Invalid("rows", "validation.required", "rows")
	}
	names := map[string]bool{}
	for i, r := range t.Rows {
		field := fmt.Sprintf("rows[%d]", i)
		r.Name = strings.TrimSpace(r.Name)
		if r.Name == "" {
			return t, apperr.Invalid(field+".name", "validation.required", field+".name")
		}
		if names[r.Name] {
			return t, apperr.Invalid(field+".name", "goods.attributeTwice", r.Name)
		}
		names[r.Name] = true
		if r.Kind == KindText {
			if len(r.Options) > 0 {
				return t, apperr.Invalid(field+".options", "goods.attributeTextOptions", r.Name)
			}
			r.Options = []string{}
		} else {
			if len(r.Options) == 0 {
				return t, apperr.Invalid(field+".options", "goods.attributeNeedsOptions", r.Name)
			}
			seen := map[string]bool{}
			for j, o := range r.Options {
				o = strings.TrimSpace(o)
				if o == "" || seen[o] {
					return t, apperr.Invalid(field+".options", "goods.attributeOptionTwice", r.Name, o)
				}
				seen[o], r.Options[j] = true, o
			}
		}
		t.Rows[i] = r
	}
	return t, nil
}

func attributeNotFound(id int64) error {
	return apperr.New(http.StatusNotFound, "goods.attributeNotFound", id)
}

// AttributeTemplates answers the templates (of one category unless categoryID is 0), by
// category then id.
func (s *Service) AttributeTemplates(ctx context.Context, categoryID int64) ([]AttributeTemplate, error) {
	all, err := s.store.AttributeTemplates(ctx)
	if err != nil {
		return nil, err
	}
	if categoryID != 0 {
		all = slices.DeleteFunc(all, func(t AttributeTemplate) bool { return t.CategoryID != categoryID })
	}
	slices.SortFunc(all, func(a, b AttributeTemplate) int {
		return cmp.Or(cmp.Compare(a.CategoryID, b.CategoryID), cmp.Compare(a.ID, b.ID))
	})
	return all, nil
}

// AttributeTemplate answers one template, 404 when there is none.
func (s *Service) AttributeTemplate(ctx context.Context, id int64) (AttributeTemplate, error) {
	all, err := s.store.AttributeTemplates(ctx)
	if err != nil {
		return AttributeTemplate{}, err
	}
	i := slices.IndexFunc(all, func(t AttributeTemplate) bool { return t.ID == id })
	if i < 0 {
		return AttributeTemplate{}, attributeNotFound(id)
	}
	return all[i], nil
}

// SaveAttributeTemplate adds (ID 0) or edits a template of an existing category.
func (s *Service) SaveAttributeTemplate(ctx context.Context, t AttributeTemplate) (AttributeTemplate, error) {
	t, err := CheckAttributeTemplate(t)
	if err != nil {
		return t, err
	}
	err = s.store.Tx(ctx, func(tx Tx) error {
		cats, err := tx.Categories(false)
		if err != nil {
			return err
		}
		if _, ok := byID(cats)[t.CategoryID]; !ok {
			return apperr.Invalid("categoryId", "goods.categoryNotFound", t.CategoryID)
		}
		if t.ID == 0 {
			t, err = tx.AddAttributeTemplate(t)
			return err
		}
		return tx.SaveAttributeTemplate(t)
	})
	if errors.Is(err, ErrNotFound) {
		return t, attributeNotFound(t.ID)
	}
	return t, err
}

// DestroyAttributeTemplate deletes a template.
func (s *Service) DestroyAttributeTemplate(ctx context.Context, id int64) error {
	err := s.store.Tx(ctx, func(tx Tx) error {
		name, err := tx.DeleteAttributeTemplate(id)
		if err == nil {
			audit.Deleted(ctx, "attribute template", audit.Item{ID: id, Name: name})
		}
		return err
	})
	if errors.Is(err, ErrNotFound) {
		return attributeNotFound(id)
	}
	return err
}
