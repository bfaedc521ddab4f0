package demo_test

import (
	"context"
	"encoding/xml"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"shopconsole/mock"
	"shopconsole/server/apperr"
	"shopconsole/server/demo"
	"shopconsole/server/kernel"
)

func status(err error) int {
	if e, ok := apperr.As(err); ok {
		return e.Status
	}
	return 0
}

func TestWithoutDemoStoreEverythingIs404(t *testing.T) {
	s := demo.New(nil, nil)
	ctx := context.Background()
	p := kernel.Page{No: 1, Size: 20}
	_, _, e1 := s.Rows(ctx, "", p)
	_, e2 := s.SaveRow(ctx, demo.RowInput{Title: "t", Author: "a"})
	e3 := s.DeleteRows(ctx, []int64{1})
	_, _, e4 := s.Goods(ctx, "", p)
	_, _, e5 := s.Icons(ctx, "", p)
	_, e6 := s.Workflow(ctx)
	_, e7 := s.SaveWorkflow(ctx, demo.Graph{})
	_, e8 := s.Description(ctx)
	for i, err := range []error{e1, e2, e3, e4, e5, e6, e7, e8} {
		if status(err) != http.StatusNotFound {
			t.Errorf("operation %d: %v, want 404", i+1, err)
		}
	}
	if s.Available() {
		t.Error("available without a store")
	}
}

func TestPaging(t *testing.T) {
	s := demo.New(mock.New(), nil)
	ctx := context.Background()
	for _, tc := range []struct{ no, size, want int }{{1, 20, 20}, {3, 20, 10}, {4, 20, 0}, {1, 100, 50}, {50, 1, 1}} {
		rows, total, err := s.Rows(ctx, "", kernel.Page{No: tc.no, Size: tc.size})
		if err != nil || total != 50 || len(rows) != tc.want {
			t.Errorf("page %d of %d: %d rows of %d (%v), want %d", tc.no, tc.size, len(rows), total, err, tc.want)
		}
	}
}

func TestSaveRowKeepsIdentity(t *testing.T) {
	now := time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)
	s := demo.New(mock.New(), func() time.Time { return now })
	ctx := context.Background()
	rows, _, _ := s.Rows(ctx, "", kernel.Page{No: 1, Size: 1})
	old := rows[0]
	saved, err := s.SaveRow(ctx, demo.RowInput{ID: old.ID, Title: " New ", Author: "Ann", Status: demo.Draft, Rate: 2})
	if err != nil {
		t.Fatal(err)
	}
	if saved.UUID != old.UUID || saved.Img != old.Img || !saved.Datetime.Equal(old.Datetime) || saved.PageViews != old.PageViews || saved.Title != "New" {
		t.Errorf("saved %+v from %+v", saved, old)
	}
	added, err := s.SaveRow(ctx, demo.RowInput{Title: "Fresh", Author: "Bo", Status: demo.Published, Rate: 5})
	if err != nil || added.ID != 51 || !added.Datetime.Equal(now) || added.UUID == old.UUID || added.UUID[6]>>4 != 4 {
		t.Errorf("added %+v %v", added, err)
	}
}

func TestPictureIsInlineSVG(t *testing.T) {
	for label, letter := range map[string]string{"<Tea & cake>": "<", "黄金会员": "黄", "": "?"} {
		p := demo.Picture(label, 240, 160)
		if !strings.HasPrefix(p, "data:image/svg+xml,") || strings.ContainsAny(p, "\"<>#") || strings.ContainsFunc(p, func(r rune) bool { return r > 0x7e }) {
			t.Errorf("%q: not a URI an attribute holds as is: %s", label, p)
		}
		raw, err := url.PathUnescape(strings.TrimPrefix(p, "data:image/svg+xml,"))
		var svg struct {
			Width string `xml:"width,attr"`
			Text  string `xml:"text"`
		}
		if err == nil {
			err = xml.Unmarshal([]byte(raw), &svg)
		}
		if err != nil || svg.Width != "240" || svg.Text != letter {
			t.Errorf("%q: picture %q: %+v (%v)", label, raw, svg, err)
		}
	}
	if first, again := demo.Picture("a", 1, 1), demo.Picture("a", 1, 1); first != again {
		t.Error("the same label draws differently")
	}
}
