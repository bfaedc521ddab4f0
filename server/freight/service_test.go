package freight_test

import (
	"context"
	"errors"
	"net/http"
	"testing"
	"time"

	"shopconsole/mock"
	"shopconsole/server/apperr"
	"shopconsole/server/freight"
	"shopconsole/server/kernel"
	"shopconsole/server/regions"
)

// usedBy is a fake goods area: the templates it names are in use.
type usedBy map[int64]bool

func (u usedBy) FreightTemplateInUse(_ context.Context, id int64) (int, error) {
	if u[id] {
		return 2, nil
	}
	return 0, nil
}

type failing struct{}

func (failing) FreightTemplateInUse(context.Context, int64) (int, error) {
	return 0, errors.New("goods unreachable")
}

func service(t *testing.T, inUse freight.InUse) (*freight.Service, freight.Store) {
	t.Helper()
	areas, err := regions.New()
	if err != nil {
		t.Fatal(err)
	}
	store := mock.NewAt(time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)).Freight()
	return freight.New(store, areas, inUse, nil), store
}

func TestDestroyRefusesTemplateInUse(t *testing.T) {
	ctx := context.Background()
	svc, store := service(t, usedBy{1: true})
	err := svc.Destroy(ctx, 1)
	if e, ok := apperr.As(err); !ok || e.Status != http.StatusConflict || e.Key != "freight.inUse" {
		t.Fatalf("destroy a template in use: %v", err)
	}
	if _, err := store.Template(ctx, 1); err != nil {
		t.Fatalf("the refused template is gone: %v", err)
	}
	if err := svc.Destroy(ctx, 2); err != nil {
		t.Fatalf("destroy an unused template: %v", err)
	}
	svc, _ = service(t, failing{})
	if err := svc.Destroy(ctx, 3); err == nil {
		t.Fatal("destroy when goods cannot say succeeded")
	} else if _, ok := apperr.As(err); ok {
		t.Fatalf("a failing goods area is a refusal: %v", err)
	}
}

// The sample templates pass the rules they would meet if sent through the console, and
// each prices a parcel to Nanshan.
func TestSampleTemplatesAreValid(t *testing.T) {
	ctx := context.Background()
	svc, _ := service(t, nil)
	areas, _ := regions.New()
	known := func(c string) bool { _, ok := areas.RegionName(c); return ok }
	list, total, err := svc.List(ctx, freight.Filter{Page: kernel.Page{No: 1, Size: 20}})
	if err != nil || total != 5 {
		t.Fatalf("samples: %d %v", total, err)
	}
	to, err := svc.Destination("440305")
	if err != nil || to != (freight.Destination{Province: "440000", City: "440300", District: "440305"}) {
		t.Fatalf("destination: %+v %v", to, err)
	}
	for _, tmpl := range list {
		if err := freight.Check(tmpl.Pricing, known, ""); err != nil {
			t.Errorf("%s: %v", tmpl.Name, err)
		}
		if _, err := freight.Fee(tmpl.Pricing, to, freight.Parcel{Quantity: 2, Weight: 1500, Volume: 300, Amount: 5000}); err != nil {
			t.Errorf("%s to Nanshan: %v", tmpl.Name, err)
		}
	}
}
