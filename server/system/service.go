package system

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"time"

	"shopconsole/server/apperr"
	"shopconsole/server/contract"
	"shopconsole/server/kernel"
)

// Catalog is what the contract says exists: the permission codes a role can grant and the
// page keys a menu record can name.
type Catalog struct {
	PermissionCodes []string
	ComponentKeys   []string
}

// CatalogOf reads the catalog from a loaded contract.
func CatalogOf(c *contract.Contract) (Catalog, error) {
	cat := Catalog{PermissionCodes: c.PermissionCodes()}
	ref, ok := c.Doc.Components.Schemas["ComponentKey"]
	if !ok || ref.Value == nil {
		return cat, errors.New("contract has no ComponentKey schema")
	}
	for _, v := range ref.Value.Enum {
		s, ok := v.(string)
		if !ok {
			return cat, fmt.Errorf("ComponentKey value %v is not a string", v)
		}
		cat.ComponentKeys = append(cat.ComponentKeys, s)
	}
	return cat, nil
}

// Config tunes the service.
type Config struct {
	// DemoPasswords: accounts stored without a password (the mock's sample staff) accept
	// as the current password, when changing it, whatever sign-in accepts for them.
	DemoPasswords bool
	Now           func() time.Time
	// Changed runs after every successful write, so that caches of staff and roles
	// (the session's) forget what they hold.
	Changed func()
}

// Service holds the administration rules.
type Service struct {
	store Store
	cat   Catalog
	cfg   Config
}

// New returns a Service.
func New(store Store, cat Catalog, cfg Config) *Service {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &Service{store: store, cat: cat, cfg: cfg}
}

// admin runs fn in the store's critical section and tells Changed when it succeeded.
func (s *Service) admin(ctx context.Context, fn func(tx Tx) error) error {
	if err := s.store.Admin(ctx, fn); err != nil {
		return err
	}
	if s.cfg.Changed != nil {
		s.cfg.Changed()
	}
	return nil
}

// offsetLimit is the rows a page skips and takes, the page brought inside the contract's
// bounds first.
func offsetLimit(p kernel.Page) (int, int) {
	p = p.Within()
	return p.Offset(), p.Size
}

// unique returns ids without repeats, in their first order.
func unique(ids []int64) []int64 {
	out := make([]int64, 0, len(ids))
	for _, id := range ids {
		if !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

func notFound(key string, id int64) error {
	return apperr.New(http.StatusNotFound, key, id)
}

func conflict(field, key string, args ...any) error {
	e := apperr.New(http.StatusConflict, key, args...)
	e.Field = field
	return e
}
