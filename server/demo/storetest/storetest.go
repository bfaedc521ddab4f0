// Package storetest is the contract every demo.Store keeps (only the mock backend holds demo
// data): the table's rows added, replaced and deleted all or nothing, the workflow saved,
// the icons sorted, and every read a copy the caller may change.
package storetest

import (
	"cmp"
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"shopconsole/server/demo"
	"shopconsole/server/storecheck"
)

// Run checks the store newStore answers, fresh for each case (as the demo layer starts: it
// may hold sample rows).
func Run(t *testing.T, newStore func(t *testing.T) demo.Store) {
	storecheck.Run(t, newStore, []storecheck.Case[demo.Store]{
		{Name: "RowSaveThenLoad", Fn: rowSaveThenLoad},
		{Name: "MissingRows", Fn: missingRows},
		{Name: "DeleteRows", Fn: deleteRows},
		{Name: "Workflow", Fn: workflow},
		{Name: "Icons", Fn: icons},
		{Name: "ReadsAreCopies", Fn: readsAreCopies},
	})
}

var ctx = context.Background()

const ghost = 987654

// row is a row with every field set.
func row(title string) demo.Row {
	return demo.Row{UUID: [16]byte{1, 2, 3, byte(len(title))}, Title: title, Description: "描述 " + title,
		Status: demo.Published, Author: "作者", Datetime: storecheck.At, PageViews: 42, Img: "/img/" + title + ".png",
		Switch: true, Percent: 30, Rate: 4, Percentage: 75,
		ZH: &demo.RowText{Title: "标题", Description: "说明", Author: "作者", Img: "/zh.png"}}
}

func normRows(list []demo.Row) []demo.Row {
	out := make([]demo.Row, len(list))
	for i, r := range list {
		r.Datetime = r.Datetime.UTC()
		out[i] = r
	}
	slices.SortFunc(out, func(a, b demo.Row) int { return cmp.Compare(a.ID, b.ID) })
	return out
}

func rows(t *testing.T, s demo.Store) []demo.Row {
	t.Helper()
	list, err := s.DemoRows(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return normRows(list)
}

func add(t *testing.T, s demo.Store, r demo.Row) demo.Row {
	t.Helper()
	got, err := s.AddDemoRow(ctx, r)
	if err != nil {
		t.Fatal(err)
	}
	if got.ID == 0 {
		t.Fatal("AddDemoRow answered no id")
	}
	r.ID = got.ID
	storecheck.Equal(t, "AddDemoRow's answer", []demo.Row{got}, []demo.Row{r}, normRows)
	return r
}

// isMissing reports err not a *MissingRowError of id that matches ErrMissingRow.
func isMissing(t *testing.T, what string, err error, id int64) {
	t.Helper()
	var missing *demo.MissingRowError
	if !errors.As(err, &missing) || missing.ID != id || !errors.Is(err, demo.ErrMissingRow) {
		t.Errorf("%s: %v, want the missing row %d", what, err, id)
	}
}

// rowSaveThenLoad: every field comes back, under a new id each; a replace overwrites every
// field of its row alone.
func rowSaveThenLoad(t *testing.T, s demo.Store) {
	before := rows(t, s)
	a, b := add(t, s, row("a")), add(t, s, row("b"))
	if a.ID == b.ID || slices.ContainsFunc(before, func(r demo.Row) bool { return r.ID == a.ID || r.ID == b.ID }) {
		t.Errorf("new rows' ids %d and %d are not new", a.ID, b.ID)
	}
	storecheck.Equal(t, "DemoRows after AddDemoRow", rows(t, s), append(slices.Clone(before), a, b), normRows)
	changed := demo.Row{ID: a.ID, Title: "改", Status: demo.Draft, Datetime: storecheck.At.Add(time.Hour), Rate: 1}
	if err := s.ReplaceDemoRow(ctx, changed); err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "DemoRows after ReplaceDemoRow", rows(t, s), append(slices.Clone(before), changed, b), normRows)
}

// missingRows: replacing or deleting a row no row has answers *MissingRowError.
func missingRows(t *testing.T, s demo.Store) {
	r := row("ghost")
	r.ID = ghost
	isMissing(t, "ReplaceDemoRow", s.ReplaceDemoRow(ctx, r), ghost)
	_, err := s.DeleteDemoRows(ctx, []int64{ghost})
	isMissing(t, "DeleteDemoRows", err, ghost)
}

// deleteRows: all of the ids go, answered as they were; with an unknown one, none goes and
// the error names the first unknown.
func deleteRows(t *testing.T, s demo.Store) {
	before := rows(t, s)
	a, b, c := add(t, s, row("a")), add(t, s, row("b")), add(t, s, row("c"))
	all := append(slices.Clone(before), a, b, c)
	_, err := s.DeleteDemoRows(ctx, []int64{a.ID, ghost, c.ID, ghost + 1})
	isMissing(t, "DeleteDemoRows with unknown ids", err, ghost)
	storecheck.Equal(t, "DemoRows after a refused DeleteDemoRows", rows(t, s), all, normRows)
	gone, err := s.DeleteDemoRows(ctx, []int64{c.ID, a.ID})
	if err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "DeleteDemoRows's answer", normRows(gone), []demo.Row{a, c}, normRows)
	storecheck.Equal(t, "DemoRows after DeleteDemoRows", rows(t, s), append(slices.Clone(before), b), normRows)
}

func graph() demo.Graph {
	return demo.Graph{
		Nodes: []demo.Node{{ID: "n1", Type: "circle", Text: "开始", X: 100, Y: 50.5}, {ID: "n2", Type: "rect", Text: "审核", X: 300, Y: 50.5}},
		Edges: []demo.Edge{{ID: "e1", Source: "n1", Target: "n2", Text: "提交", Points: []demo.Point{{X: 150, Y: 50.5}, {X: 250, Y: 50.5}}}},
	}
}

// workflow: the saved graph comes back whole, and the store keeps its own copy.
func workflow(t *testing.T, s demo.Store) {
	g := graph()
	if err := s.SaveDemoWorkflow(ctx, g); err != nil {
		t.Fatal(err)
	}
	g.Nodes[0].Text, g.Edges[0].Points[0].X = "changed after the save", -1
	got, err := s.DemoWorkflow(ctx)
	if err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "DemoWorkflow after SaveDemoWorkflow", got, graph(), nil)
	got.Nodes[1].Text, got.Edges[0].Points[1].Y = "changed after the load", -1
	again, err := s.DemoWorkflow(ctx)
	if err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "DemoWorkflow after its answer changed", again, graph(), nil)
}

// icons: sorted by name, each once, each with a category.
func icons(t *testing.T, s demo.Store) {
	list, err := s.DemoIcons(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) == 0 {
		t.Fatal("no icons")
	}
	for i, ic := range list {
		if ic.Name == "" || ic.Category == "" || strings.HasPrefix(ic.Name, "ri-") {
			t.Errorf("icon %d: %+v", i, ic)
		}
		if i > 0 && list[i-1].Name >= ic.Name {
			t.Errorf("icons %q then %q: not sorted by name, or twice", list[i-1].Name, ic.Name)
		}
	}
}

// readsAreCopies: changing what the reads answer changes nothing stored.
func readsAreCopies(t *testing.T, s demo.Store) {
	add(t, s, row("a"))
	before := rows(t, s)
	list, _ := s.DemoRows(ctx)
	list[0].Title = "changed"
	storecheck.Equal(t, "DemoRows after its answer changed", rows(t, s), before, nil)
	goods, err := s.DemoGoods(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(goods) > 0 {
		want := slices.Clone(goods)
		goods[0].Title = "changed"
		again, _ := s.DemoGoods(ctx)
		storecheck.Equal(t, "DemoGoods after its answer changed", again, want, nil)
	}
	d, err := s.DemoDescription(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Items) > 0 {
		want := slices.Clone(d.Items)
		d.Items[0].Value = "changed"
		again, _ := s.DemoDescription(ctx)
		storecheck.Equal(t, "DemoDescription after its answer changed", again.Items, want, nil)
	}
}
