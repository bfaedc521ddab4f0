package shopusers

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"shopconsole/server/apperr"
	"shopconsole/server/money"
)

// RegionNames resolves a six-digit region code to its name. The region tree implements
// it; without one, addresses carry their codes only.
type RegionNames interface {
	RegionName(code string) (string, bool)
}

// Service holds the shop-user rules over a Store.
type Service struct {
	store   Store
	regions RegionNames
	gifts   Gifts // the register gift (nil: sign-ups get none)
	now     func() time.Time
}

// New returns a Service; regions may be nil.
func New(store Store, regions RegionNames, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, regions: regions, now: now}
}

// RegionName is the name of code, or "" when no region tree is wired or it has no such code.
func (s *Service) RegionName(code string) string {
	if s.regions == nil {
		return ""
	}
	name, _ := s.regions.RegionName(code)
	return name
}

// Users answers a page of users.
func (s *Service) Users(ctx context.Context, f UserFilter) ([]User, int64, error) {
	f.Keyword = strings.TrimSpace(f.Keyword)
	list, total, err := s.store.ListUsers(ctx, f)
	if err != nil {
		return nil, 0, fmt.Errorf("list users: %w", err)
	}
	return list, total, nil
}

// User answers one user, 404 when there is none.
func (s *Service) User(ctx context.Context, id int64) (User, error) {
	u, err := s.store.User(ctx, id)
	if errors.Is(err, ErrNotFound) {
		return u, userNotFound(id)
	}
	return u, err
}

func userNotFound(id int64) error {
	return apperr.New(http.StatusNotFound, "shopusers.userNotFound", id)
}

// Detail answers the user with its newest ledger lines, addresses and coupons.
func (s *Service) Detail(ctx context.Context, id int64) (Detail, error) {
	d, err := s.store.UserDetail(ctx, id, detailSizes)
	if errors.Is(err, ErrNotFound) {
		return d, userNotFound(id)
	}
	return d, err
}

// DetailSizes is how much of each list the user detail shows; its tabs page the rest.
type DetailSizes struct{ Lines, Addresses, Coupons int }

var detailSizes = DetailSizes{Lines: 10, Addresses: 50, Coupons: 20}

// KeyRetention is how long an Idempotency-Key is remembered: a retry comes within seconds
// or minutes; a day later the same key is a new request's.
const KeyRetention = 24 * time.Hour

// Prune forgets the idempotency keys older than KeyRetention.
func (s *Service) Prune(ctx context.Context) (int64, error) {
	return s.store.PruneIdempotencyKeys(ctx, s.now().Add(-KeyRetention))
}

// ParseAmount reads a positive amount: yuan for money and earnings, whole units otherwise.
func ParseAmount(a Account, s string) (int64, error) {
	var n int64
	var err error
	if a.InCents() {
		n, err = money.Parse(s)
	} else {
		n, err = strconv.ParseInt(s, 10, 64)
	}
	if err != nil {
		key := "shopusers.amountWhole"
		if a.InCents() {
			key = "shopusers.amountMoney"
		}
		return 0, apperr.Invalid("amount", key)
	}
	if n <= 0 {
		return 0, apperr.Invalid("amount", "shopusers.amountPositive")
	}
	return n, nil
}

// FormatAmount writes an amount of an account: yuan for money, whole units otherwise.
func (s *Service) FormatAmount(a Account, n int64) string {
	if a.InCents() {
		return money.Format(n)
	}
	return strconv.FormatInt(n, 10)
}

// Ledger answers a page of the ledger.
func (s *Service) Ledger(ctx context.Context, f LedgerFilter) ([]LedgerEntry, int64, error) {
	if f.Type != "" && !slices.Contains(Accounts, f.Type) {
		return nil, 0, apperr.Invalid("type", "validation.enum", "type", Accounts)
	}
	if f.Channel != "" && !slices.Contains(Channels, f.Channel) {
		return nil, 0, apperr.Invalid("channel", "shopusers.channelUnknown", f.Channel)
	}
	return s.store.Ledger(ctx, f)
}

// Addresses answers a page of addresses.
func (s *Service) Addresses(ctx context.Context, f RowFilter) ([]Address, int64, error) {
	f.Keyword = strings.TrimSpace(f.Keyword)
	return s.store.Addresses(ctx, f)
}

// Favourites answers a page of favourites.
func (s *Service) Favourites(ctx context.Context, f RowFilter) ([]Favourite, int64, error) {
	f.Keyword = strings.TrimSpace(f.Keyword)
	return s.store.Favourites(ctx, f)
}

// Browsing answers a page of browsing history.
func (s *Service) Browsing(ctx context.Context, f RowFilter) ([]Browse, int64, error) {
	f.Keyword = strings.TrimSpace(f.Keyword)
	return s.store.Browsing(ctx, f)
}
