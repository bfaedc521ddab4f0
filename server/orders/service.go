package orders

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"time"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
	"shopconsole/server/audit"
	"shopconsole/server/i18n"
)

// Regions is the region tree as the order service needs it.
type Regions interface {
	// Chain answers the codes from the province down to code; false for an unknown code.
	Chain(code string) ([]string, bool)
	RegionName(code string) (string, bool)
}

// Service holds every rule of orders over a Store.
type Service struct {
	store    Store
	regions  Regions
	payments Payments
	// returnAddress answers the shop's return warehouse on one line ("" for none).
	returnAddress func(ctx context.Context) (string, error)
	now           func() time.Time
}

// New answers a service over store; regions checks and names the consignees' regions.
func New(store Store, regions Regions, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, regions: regions, payments: ByHand{}, now: now}
}

func (s *Service) at() time.Time { return s.now().UTC().Truncate(time.Microsecond) }

func notFound(id int64) error { return apperr.New(http.StatusNotFound, "orders.notFound", itoa(id)) }

// refusal turns the errors of the rules and stores into what the caller sees.
func (s *Service) refusal(ctx context.Context, id int64, err error) error {
	var illegal *IllegalError
	switch {
	case err == nil:
		return nil
	case errors.Is(err, ErrNotFound):
		return notFound(id)
	case errors.As(err, &illegal):
		lang := access.ClientFrom(ctx).Lang
		return apperr.New(http.StatusConflict, "orders.illegal", i18n.T(lang, "orders.status."+string(illegal.From)),
			i18n.T(lang, "orders.action."+string(illegal.Action)))
	}
	if _, ok := apperr.As(err); ok {
		return err
	}
	return fmt.Errorf("order %d: %w", id, err)
}

// operator names who acts: the signed-in staff member.
func operator(ctx context.Context) string {
	if p, ok := access.PrincipalFrom(ctx); ok {
		return p.Username
	}
	return OperatorSystem
}

// List answers one page of orders, their number and the count of every tab.
func (s *Service) List(ctx context.Context, f Filter) ([]Order, int64, Counts, error) {
	if f.Sort == "" {
		f.Sort = "-createdAt"
	}
	if !slices.Contains([]string{"createdAt", "-createdAt", "payAmount", "-payAmount"}, f.Sort) {
		return nil, 0, nil, apperr.Invalid("sort", "orders.sort")
	}
	rows, _, counts, err := s.store.ListOrders(ctx, f)
	return rows, counts.Total(f), counts, err
}

// OrderDetail is an order with its log, refunds and after-sales.
type OrderDetail struct {
	Order      Order
	Log        []LogEntry
	Refunds    []Refund
	AfterSales []AfterSale
}

// Detail answers an order with its log, refunds and after-sales.
func (s *Service) Detail(ctx context.Context, id int64) (OrderDetail, error) {
	d, err := s.store.OrderDetail(ctx, id)
	if err != nil {
		return d, s.refusal(ctx, id, err)
	}
	return d, nil
}

// Settings answers the order settings.
func (s *Service) Settings(ctx context.Context) (Settings, error) { return s.store.Settings(ctx) }

// SaveSettings checks and stores the order settings.
func (s *Service) SaveSettings(ctx context.Context, in Settings) (Settings, error) {
	if field := CheckSettings(in); field != "" {
		return in, apperr.Invalid(field, "orders.setting", field)
	}
	return in, s.store.Tx(ctx, func(tx Tx) error { return tx.SaveSettings(in) })
}

// change runs one transition of an order (transition) and answers the order as it is then.
func (s *Service) change(ctx context.Context, id int64, a Action, who, remark string,
	apply func(tx Tx, o *Order, at time.Time) error) (Order, error) {
	if err := s.transition(ctx, id, a, who, remark, apply); err != nil {
		return Order{}, err
	}
	return s.store.Order(ctx, id)
}

// transition runs one transition of an order inside a transaction: it loads the order
// held, checks the action against the state machine, lets apply change it (and whatever
// else the transition moves), and saves it with its log line.
func (s *Service) transition(ctx context.Context, id int64, a Action, who, remark string,
	apply func(tx Tx, o *Order, at time.Time) error) error {
	err := s.store.Tx(ctx, func(tx Tx) error {
		o, err := tx.Order(id, true)
		if err != nil {
			return err
		}
		if err := s.step(tx, &o, a, who, remark, apply); err != nil {
			return err
		}
		audit.Commits(ctx) // the system log's line can go with this commit
		return nil
	})
	return s.refusal(ctx, id, err)
}

// step applies a to a held order and saves it with its log line.
func (s *Service) step(tx Tx, o *Order, a Action, who, remark string, apply func(tx Tx, o *Order, at time.Time) error) error {
	from := o.Status
	to, err := Next(from, a)
	if err != nil {
		return err
	}
	at := s.at()
	if apply != nil {
		if err := apply(tx, o, at); err != nil {
			return err
		}
	}
	if to != from {
		o.Status = to
		var settings Settings
		if to.Timed() { // the settings fix only the deadlines of these
			if settings, err = tx.Settings(); err != nil {
				return err
			}
		}
		o.Deadlines(settings)
	}
	if err := tx.SaveOrder(*o); err != nil {
		return err
	}
	return tx.AppendLog(LogEntry{OrderID: o.ID, Action: a, From: from, To: to, Operator: who, Remark: remark, CreatedAt: at})
}
