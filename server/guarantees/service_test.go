package guarantees_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"shopconsole/mock"
	"shopconsole/server/apperr"
	"shopconsole/server/guarantees"
	"shopconsole/server/kernel"
)

// usedBy is a fake goods area: the services it names are in use.
type usedBy map[int64]bool

func (u usedBy) GuaranteeInUse(_ context.Context, k guarantees.Kind, id int64) (int, error) {
	if k == guarantees.Service && u[id] {
		return 1, nil
	}
	return 0, nil
}

func TestDestroyRefusesServiceInUse(t *testing.T) {
	ctx := context.Background()
	store := mock.NewAt(time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)).Guarantees()
	svc := guarantees.New(store, usedBy{1: true}, nil)
	err := svc.Destroy(ctx, guarantees.Service, 1)
	if e, ok := apperr.As(err); !ok || e.Status != http.StatusConflict || e.Key != "guarantees.service.inUse" {
		t.Fatalf("destroy a service in use: %v", err)
	}
	if _, err := svc.Get(ctx, guarantees.Service, 1); err != nil {
		t.Fatalf("the refused service is gone: %v", err)
	}
	if err := svc.Destroy(ctx, guarantees.Service, 2); err != nil {
		t.Fatalf("destroy an unused service: %v", err)
	}
	services, n, _ := svc.List(ctx, guarantees.Filter{Page: kernel.Page{No: 1, Size: 20}, Kind: guarantees.Service})
	texts, m, _ := svc.List(ctx, guarantees.Filter{Page: kernel.Page{No: 1, Size: 20}, Kind: guarantees.Guarantee})
	if n != 4 || m != 4 || services[0].Sort > services[1].Sort || texts[0].Kind != guarantees.Guarantee {
		t.Fatalf("samples after one deletion: %d services, %d texts", n, m)
	}
}

func TestCheck(t *testing.T) {
	for _, c := range []struct {
		title, content, field string
	}{
		{"正品保证", "假一赔十", ""},
		{" ", "假一赔十", "title"},
		{"正品保证", "\t\n", "content"},
	} {
		it, err := guarantees.Check(guarantees.Item{Title: c.title, Content: c.content})
		e, _ := apperr.As(err)
		switch {
		case c.field == "" && err != nil:
			t.Errorf("%q: %v", c.title, err)
		case c.field != "" && (e == nil || e.Field != c.field || e.Status != 400):
			t.Errorf("%q %q: got %v, want 400 on %s", c.title, c.content, err, c.field)
		case c.field == "" && it.Title != c.title:
			t.Errorf("kept %q", it.Title)
		}
	}
}
