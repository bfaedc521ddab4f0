package freight

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"shopconsole/server/api"
	"shopconsole/server/apperr"
	"shopconsole/server/audit"
	"shopconsole/server/money"
)

// Regions is what the service needs of the division tree.
type Regions interface {
	RegionName(code string) (string, bool)
	Lookup(code string) (api.AreaLookup, error)
}

// Service holds the template rules over a Store.
type Service struct {
	store   Store
	regions Regions
	inUse   InUse
	now     func() time.Time
}

// New returns a Service; inUse nil means no template is ever in use.
func New(store Store, regions Regions, inUse InUse, now func() time.Time) *Service {
	if inUse == nil {
		inUse = Unused{}
	}
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, regions: regions, inUse: inUse, now: now}
}

func (s *Service) known(code string) bool {
	_, ok := s.regions.RegionName(code)
	return ok
}

func notFound(err error, id int64) error {
	if errors.Is(err, ErrNotFound) {
		return apperr.New(http.StatusNotFound, "freight.notFound", id)
	}
	return err
}

// List answers a page of templates, newest first.
func (s *Service) List(ctx context.Context, f Filter) ([]Template, int64, error) {
	f.Keyword = strings.TrimSpace(f.Keyword)
	return s.store.ListTemplates(ctx, f)
}

// Get answers one template, 404 when there is none.
func (s *Service) Get(ctx context.Context, id int64) (Template, error) {
	t, err := s.store.Template(ctx, id)
	return t, notFound(err, id)
}

func (s *Service) build(t Template) (Template, error) {
	t.Name = strings.TrimSpace(t.Name)
	if t.Name == "" {
		return t, apperr.Invalid("name", "freight.required", "name")
	}
	t.Pricing = normalise(t.Pricing)
	return t, Check(t.Pricing, s.known, "")
}

// normalise gives every list a value, so stores and answers never see nil.
func normalise(p Pricing) Pricing {
	p.Default.Regions = nil
	if p.Rules == nil {
		p.Rules = []Rule{}
	}
	if p.Free == nil {
		p.Free = []FreeRule{}
	}
	if p.NoDelivery == nil {
		p.NoDelivery = []string{}
	}
	return p
}

// Add stores a new template.
func (s *Service) Add(ctx context.Context, t Template) (Template, error) {
	t, err := s.build(t)
	if err != nil {
		return t, err
	}
	t.ID = 0
	t.CreatedAt = s.now().UTC().Truncate(time.Second)
	t.UpdatedAt = t.CreatedAt
	err = s.store.Tx(ctx, func(tx Tx) error {
		id, err := tx.InsertTemplate(t)
		t.ID = id
		return err
	})
	return t, err
}

// Edit replaces a template's name and pricing.
func (s *Service) Edit(ctx context.Context, t Template) (Template, error) {
	t, err := s.build(t)
	if err != nil {
		return t, err
	}
	var out Template
	err = s.store.Tx(ctx, func(tx Tx) error {
		if out, err = tx.Template(t.ID, true); err != nil {
			return err
		}
		out.Name, out.Pricing, out.UpdatedAt = t.Name, t.Pricing, s.now().UTC().Truncate(time.Second)
		return tx.SaveTemplate(out)
	})
	if err != nil {
		return Template{}, notFound(err, t.ID)
	}
	return out, nil
}

// Destroy deletes a template no goods use. The goods are asked before the transaction;
// the store's ErrInUse guards goods that come to use the template in between.
func (s *Service) Destroy(ctx context.Context, id int64) error {
	if _, err := s.store.Template(ctx, id); err != nil {
		return notFound(err, id)
	}
	if err := s.refuseInUse(ctx, id); err != nil {
		return err
	}
	err := s.store.Tx(ctx, func(tx Tx) error {
		t, err := tx.Template(id, true)
		if err != nil {
			return err
		}
		audit.Deleted(ctx, "freight template", audit.Item{ID: t.ID, Name: t.Name})
		return tx.DeleteTemplate(id)
	})
	if errors.Is(err, ErrInUse) { // goods came to use it since the check
		if err := s.refuseInUse(ctx, id); err != nil {
			return err
		}
	}
	return notFound(err, id)
}

// refuseInUse answers 409 naming how many goods use the template, nil when none does.
func (s *Service) refuseInUse(ctx context.Context, id int64) error {
	n, err := s.inUse.FreightTemplateInUse(ctx, id)
	if err != nil {
		return fmt.Errorf("freight template %d in use: %w", id, err)
	}
	if n > 0 {
		return apperr.New(http.StatusConflict, "freight.inUse", n)
	}
	return nil
}

// Calculation is a parcel to price with a stored template (TemplateID) or with pricing
// being edited (Pricing), exactly one of them.
type Calculation struct {
	TemplateID int64
	Pricing    *Pricing
	Region     string
	Parcel     Parcel
}

// Calculated is a quote, or the region a template does not deliver to (Refused, with its
// full name).
type Calculated struct {
	Quote       Quote
	Refused     string
	RefusedName string
}

// Destination resolves a division code to its province, city and district.
func (s *Service) Destination(code string) (Destination, error) {
	l, err := s.regions.Lookup(code)
	if err != nil {
		if e, ok := apperr.As(err); ok && e.Status == http.StatusNotFound {
			return Destination{}, apperr.Invalid("regionCode", "freight.regionUnknown", "regionCode", code)
		}
		return Destination{}, err
	}
	var d Destination
	for i, p := range l.Path {
		switch i {
		case 0:
			d.Province = p.Code
		case 1:
			d.City = p.Code
		case 2:
			d.District = p.Code
		}
	}
	return d, nil
}

// Calculate prices a parcel for the calculate box.
func (s *Service) Calculate(ctx context.Context, c Calculation) (Calculated, error) {
	if (c.TemplateID == 0) == (c.Pricing == nil) {
		return Calculated{}, apperr.Invalid("templateId", "freight.source")
	}
	var p Pricing
	if c.Pricing != nil {
		p = normalise(*c.Pricing)
		if err := Check(p, s.known, "template."); err != nil {
			return Calculated{}, err
		}
	} else {
		t, err := s.Get(ctx, c.TemplateID)
		if err != nil {
			return Calculated{}, err
		}
		p = t.Pricing
	}
	d, err := s.Destination(c.Region)
	if err != nil {
		return Calculated{}, err
	}
	q, err := Fee(p, d, c.Parcel)
	if errors.Is(err, ErrFeeTooLarge) {
		field := map[ChargeType]string{ByPiece: "quantity", ByWeight: "weight", ByVolume: "volume"}[p.Charge]
		return Calculated{}, apperr.Invalid(field, "freight.feeTooLarge", money.Format(MaxFee))
	}
	var u *UndeliverableError
	if errors.As(err, &u) {
		name := u.Region
		if l, err := s.regions.Lookup(u.Region); err == nil {
			name = l.FullName
		}
		return Calculated{Refused: u.Region, RefusedName: name}, nil
	}
	return Calculated{Quote: q}, err
}
