package listsettings

import (
	"net/http"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"shopconsole/server/apperr"
)

// ViewInput is a view as the console sends it; ID 0 creates a view.
type ViewInput struct {
	ID        int64
	Name      string
	Query     string
	IsDefault bool
}

// SetHidden replaces the hidden columns, dropping repeats and keeping the first order.
func SetHidden(s *Settings, columns []string) error {
	out := make([]string, 0, len(columns))
	for _, c := range columns {
		if c != "" && !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	if len(out) > MaxHidden {
		return apperr.Invalid("hiddenColumns", "listsettings.tooManyHidden", MaxHidden)
	}
	s.HiddenColumns = out
	return nil
}

// SaveView creates the view (ID 0) or changes the view with in.ID. The name is trimmed,
// required and unique within the list whatever its case; a list holds at most MaxViews;
// a default view makes every other view stop being the default.
func SaveView(s *Settings, in ViewInput, now time.Time) (View, error) {
	name := strings.TrimSpace(in.Name)
	if name == "" {
		return View{}, apperr.Invalid("name", "validation.required", "name")
	}
	if utf8.RuneCountInString(name) > MaxNameLen {
		return View{}, apperr.Invalid("name", "validation.maxLength", "name", MaxNameLen)
	}
	at := -1
	if in.ID != 0 {
		if at = slices.IndexFunc(s.Views, func(v View) bool { return v.ID == in.ID }); at < 0 {
			return View{}, apperr.New(http.StatusNotFound, "listsettings.viewNotFound", in.ID)
		}
	}
	for i, v := range s.Views {
		if i != at && strings.EqualFold(v.Name, name) {
			e := apperr.New(http.StatusConflict, "listsettings.nameTaken", name)
			e.Field = "name"
			return View{}, e
		}
	}
	var view View
	if at < 0 {
		if len(s.Views) >= MaxViews {
			return View{}, apperr.New(http.StatusConflict, "listsettings.tooManyViews", MaxViews)
		}
		s.LastViewID = max(s.LastViewID, maxID(s.Views)) + 1
		view = View{ID: s.LastViewID, CreatedAt: now.UTC().Truncate(time.Second)}
		s.Views = append(s.Views, view)
		at = len(s.Views) - 1
	}
	view = s.Views[at]
	view.Name, view.Query, view.IsDefault = name, strings.TrimPrefix(in.Query, "?"), in.IsDefault
	s.Views[at] = view
	if view.IsDefault {
		for i := range s.Views {
			s.Views[i].IsDefault = i == at
		}
	}
	return view, nil
}

// DestroyView deletes the view with id.
func DestroyView(s *Settings, id int64) error {
	at := slices.IndexFunc(s.Views, func(v View) bool { return v.ID == id })
	if at < 0 {
		return apperr.New(http.StatusNotFound, "listsettings.viewNotFound", id)
	}
	s.Views = slices.Delete(s.Views, at, at+1)
	return nil
}

func maxID(views []View) int64 {
	var out int64
	for _, v := range views {
		out = max(out, v.ID)
	}
	return out
}
