package listsettings

import (
	"fmt"
	"net/http"
	"slices"
	"testing"
	"time"

	"shopconsole/server/apperr"
)

var now = time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)

func views(names ...string) Settings {
	var s Settings
	for i, n := range names {
		s.Views = append(s.Views, View{ID: int64(i + 1), Name: n, Query: "q=" + n, CreatedAt: now})
	}
	s.LastViewID = int64(len(names))
	return s
}

// refusal checks err against a status and field; status 0 wants no error.
func refusal(t *testing.T, err error, status int, field string) {
	t.Helper()
	if status == 0 {
		if err != nil {
			t.Fatalf("unexpected error %v", err)
		}
		return
	}
	e, ok := apperr.As(err)
	if !ok || e.Status != status || e.Field != field {
		t.Fatalf("got %v, want %d naming %q", err, status, field)
	}
}

func TestSaveView(t *testing.T) {
	full := views()
	for i := range MaxViews {
		full.Views = append(full.Views, View{ID: int64(i + 1), Name: fmt.Sprint("v", i)})
	}
	cases := []struct {
		name    string
		before  Settings
		in      ViewInput
		status  int
		field   string
		want    []string // names after, in order
		def     string   // the default view's name after ("" for none)
		wantID  int64
		wantQry string
	}{
		{name: "creates with the next id", before: views("a"), in: ViewInput{Name: "  b  ", Query: "x=1"}, want: []string{"a", "b"}, wantID: 2, wantQry: "x=1"},
		{name: "drops a leading question mark", before: views(), in: ViewInput{Name: "b", Query: "?x=1"}, want: []string{"b"}, wantID: 1, wantQry: "x=1"},
		{name: "name required after trimming", before: views("a"), in: ViewInput{Name: " \t "}, status: http.StatusBadRequest, field: "name"},
		{name: "name too long", before: views(), in: ViewInput{Name: "一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十一二三"}, status: http.StatusBadRequest, field: "name"},
		{name: "name unique in any case", before: views("Gold"), in: ViewInput{Name: "gOLD"}, status: http.StatusConflict, field: "name"},
		{name: "renaming keeps its own name free", before: views("Gold", "x"), in: ViewInput{ID: 1, Name: "GOLD", Query: "q"}, want: []string{"GOLD", "x"}, wantID: 1, wantQry: "q"},
		{name: "renaming onto another name", before: views("a", "b"), in: ViewInput{ID: 1, Name: "B"}, status: http.StatusConflict, field: "name"},
		{name: "unknown id", before: views("a"), in: ViewInput{ID: 9, Name: "z"}, status: http.StatusNotFound},
		{name: "at most MaxViews", before: full, in: ViewInput{Name: "one more"}, status: http.StatusConflict},
		{name: "changing one of MaxViews", before: full, in: ViewInput{ID: 3, Name: "v2", IsDefault: true}, def: "v2", wantID: 3},
		{name: "a default clears the others", before: withDefault(views("a", "b"), 1), in: ViewInput{Name: "c", IsDefault: true}, want: []string{"a", "b", "c"}, def: "c", wantID: 3},
		{name: "the default may stop being it", before: withDefault(views("a", "b"), 2), in: ViewInput{ID: 2, Name: "b"}, want: []string{"a", "b"}, wantID: 2},
		{name: "another view leaves the default alone", before: withDefault(views("a", "b"), 2), in: ViewInput{ID: 1, Name: "a2"}, want: []string{"a2", "b"}, def: "b", wantID: 1},
		{name: "a deleted id is not reused", before: Settings{LastViewID: 7}, in: ViewInput{Name: "a"}, want: []string{"a"}, wantID: 8},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := c.before.Clone()
			v, err := SaveView(&s, c.in, now)
			refusal(t, err, c.status, c.field)
			if c.status != 0 {
				return
			}
			if v.ID != c.wantID || (c.wantQry != "" && v.Query != c.wantQry) {
				t.Errorf("view %+v, want id %d query %q", v, c.wantID, c.wantQry)
			}
			var names []string
			def := ""
			for _, w := range s.Views {
				names = append(names, w.Name)
				if w.IsDefault {
					if def != "" {
						t.Errorf("two defaults: %s and %s", def, w.Name)
					}
					def = w.Name
				}
			}
			if c.want != nil && !slices.Equal(names, c.want) {
				t.Errorf("names %v, want %v", names, c.want)
			}
			if def != c.def {
				t.Errorf("default %q, want %q", def, c.def)
			}
		})
	}
}

func withDefault(s Settings, id int64) Settings {
	for i := range s.Views {
		s.Views[i].IsDefault = s.Views[i].ID == id
	}
	return s
}

func TestDestroyView(t *testing.T) {
	s := views("a", "b", "c")
	refusal(t, DestroyView(&s, 2), 0, "")
	if len(s.Views) != 2 || s.Views[0].Name != "a" || s.Views[1].Name != "c" {
		t.Fatalf("views %+v", s.Views)
	}
	refusal(t, DestroyView(&s, 2), http.StatusNotFound, "")
	// A new view after a deletion gets a fresh id.
	v, err := SaveView(&s, ViewInput{Name: "d"}, now)
	if err != nil || v.ID != 4 {
		t.Fatalf("new view %+v %v", v, err)
	}
}

func TestSetHidden(t *testing.T) {
	cases := []struct {
		in   []string
		want []string
		err  bool
	}{
		{in: []string{"b", "a", "b", "", "a"}, want: []string{"b", "a"}},
		{in: nil, want: []string{}},
		{in: slices.Repeat([]string{"x"}, MaxHidden+5), want: []string{"x"}},
		{in: many(MaxHidden + 1), err: true},
	}
	for _, c := range cases {
		s := Settings{HiddenColumns: []string{"old"}}
		err := SetHidden(&s, c.in)
		if c.err {
			refusal(t, err, http.StatusBadRequest, "hiddenColumns")
			if !slices.Equal(s.HiddenColumns, []string{"old"}) {
				t.Errorf("a refusal changed the columns: %v", s.HiddenColumns)
			}
			continue
		}
		if err != nil || !slices.Equal(s.HiddenColumns, c.want) {
			t.Errorf("SetHidden(%v) = %v %v, want %v", c.in, s.HiddenColumns, err, c.want)
		}
	}
}

func many(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprint("c", i)
	}
	return out
}

func TestCloneSharesNothing(t *testing.T) {
	a := views("a")
	a.HiddenColumns = []string{"x"}
	b := a.Clone()
	b.Views[0].Name, b.HiddenColumns[0] = "changed", "y"
	if a.Views[0].Name != "a" || a.HiddenColumns[0] != "x" {
		t.Fatal("clone shares slices")
	}
}
