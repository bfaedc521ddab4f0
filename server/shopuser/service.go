package shopuser

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
	"shopconsole/server/i18n"
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

// DayRange turns inclusive shop-calendar days into [from, to) instants; either may be nil.
func DayRange(start, end *time.Time, endField string) (from, to *time.Time, err error) {
	if start != nil {
		f := time.Date(start.Year(), start.Month(), start.Day(), 0, 0, 0, 0, ShopZone)
		from = &f
	}
	if end != nil {
		t := time.Date(end.Year(), end.Month(), end.Day(), 0, 0, 0, 0, ShopZone).AddDate(0, 0, 1)
		to = &t
	}
	if from != nil && to != nil && !to.After(*from) {
		return nil, nil, apperr.Invalid(endField, "shopuser.endBeforeStart")
	}
	return from, to, nil
}

// Users answers a page of users.
func (s *Service) Users(ctx context.Context, f UserFilter) ([]User, int64, error) {
	f.Keyword = strings.TrimSpace(f.Keyword)
	list, total, err := s.store.ListShopUsers(ctx, f)
	if err != nil {
		return nil, 0, fmt.Errorf("list users: %w", err)
	}
	return list, total, nil
}

// User answers one user, 404 when there is none.
func (s *Service) User(ctx context.Context, id int64) (User, error) {
	u, err := s.store.ShopUser(ctx, id)
	if errors.Is(err, ErrNotFound) {
		return u, apperr.New(http.StatusNotFound, "shopuser.userNotFound", id)
	}
	return u, err
}

// Detail answers the user with its newest ledger lines, addresses and coupons.
func (s *Service) Detail(ctx context.Context, id int64) (Detail, error) {
	d, err := s.store.UserDetail(ctx, id, detailSizes)
	if errors.Is(err, ErrNotFound) {
		return d, apperr.New(http.StatusNotFound, "shopuser.userNotFound", id)
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

// Register creates a user (the storefront's sign-up; here for sample data and tests).
func (s *Service) Register(ctx context.Context, n NewUser) (User, error) {
	if !ValidMobile(n.Mobile) {
		return User{}, apperr.Invalid("mobile", "shopuser.mobileInvalid")
	}
	if n.RegisteredAt.IsZero() {
		n.RegisteredAt = s.now()
	}
	return s.store.CreateShopUser(ctx, n)
}

// ValidMobile reports whether m is a mainland mobile number: 11 digits, 1 then 3-9.
func ValidMobile(m string) bool {
	if len(m) != 11 || m[0] != '1' || m[1] < '3' || m[1] > '9' {
		return false
	}
	for _, r := range m {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// Editable lists the fields POST /admin/user/updateVal may change.
var Editable = []string{"nickname", "levelId", "disabled", "remark", "sex"}

// UpdateVal changes one whitelisted field; the value must have that field's type.
func (s *Service) UpdateVal(ctx context.Context, id int64, field string, value any) (User, error) {
	f, err := checkField(field, value)
	if err != nil {
		return User{}, err
	}
	u, err := s.store.UpdateShopUser(ctx, id, f)
	switch {
	case errors.Is(err, ErrNotFound):
		return u, apperr.New(http.StatusNotFound, "shopuser.userNotFound", id)
	case errors.Is(err, ErrUnknownLevel):
		return u, apperr.Invalid("levelId", "shopuser.levelUnknown", value)
	}
	return u, err
}

func checkField(field string, value any) (Field, error) {
	bad := func() (Field, error) { return Field{}, apperr.Invalid(field, "shopuser.valueInvalid", field) }
	switch field {
	case "nickname", "remark":
		v, ok := value.(string)
		if !ok {
			return bad()
		}
		v = strings.TrimSpace(v)
		if field == "nickname" && (v == "" || utf8.RuneCountInString(v) > 32) {
			return Field{}, apperr.Invalid(field, "shopuser.nicknameLength")
		}
		if field == "remark" && utf8.RuneCountInString(v) > 200 {
			return Field{}, apperr.Invalid(field, "validation.maxLength", field, 200)
		}
		return Field{field, v}, nil
	case "disabled":
		v, ok := value.(bool)
		if !ok {
			return bad()
		}
		return Field{field, v}, nil
	case "levelId", "sex":
		n, ok := value.(float64) // JSON numbers
		if !ok || n != float64(int64(n)) || n < 0 || (field == "sex" && n > 2) {
			return bad()
		}
		if field == "sex" {
			return Field{field, int(n)}, nil
		}
		return Field{field, int64(n)}, nil
	}
	return Field{}, apperr.Invalid(field, "shopuser.fieldNotEditable", field, strings.Join(Editable, ", "))
}

// AdjustInput is an administrator's change of one account.
type AdjustInput struct {
	UserID         int64
	Type           Account
	Increase       bool
	Amount         string
	Remark         string
	IdempotencyKey string
}

// Adjust changes an account by an administrator's decision and writes the ledger line.
// A decrease beyond the holding is refused (409), never clamped.
func (s *Service) Adjust(ctx context.Context, in AdjustInput) (AdjustResult, error) {
	amount, err := ParseAmount(in.Type, in.Amount)
	if err != nil {
		return AdjustResult{}, err
	}
	remark := strings.TrimSpace(in.Remark)
	if remark == "" {
		return AdjustResult{}, apperr.Invalid("remark", "validation.required", "remark")
	}
	a := Adjustment{UserID: in.UserID, Type: in.Type, Increase: in.Increase, Amount: amount,
		Channel: AdminDecrease, Remark: remark, At: s.now().UTC(), IdempotencyKey: in.IdempotencyKey}
	if in.Increase {
		a.Channel = AdminIncrease
	}
	if a.IdempotencyKey != "" {
		sum := sha256.Sum256(fmt.Appendf(nil, "%d|%s|%t|%d|%s", a.UserID, a.Type, a.Increase, a.Amount, a.Remark))
		a.Fingerprint = hex.EncodeToString(sum[:])
	}
	res, err := s.store.Adjust(ctx, a)
	switch {
	case errors.Is(err, ErrNotFound):
		return res, apperr.New(http.StatusNotFound, "shopuser.userNotFound", in.UserID)
	case errors.Is(err, ErrInsufficient):
		e := apperr.New(http.StatusConflict, "shopuser.insufficient", s.FormatAmount(in.Type, amount),
			i18n.T(access.ClientFrom(ctx).Lang, accountKey(in.Type)))
		e.Field = "amount"
		return res, e
	case errors.Is(err, ErrIdempotencyReused):
		return res, apperr.New(http.StatusConflict, "shopuser.idempotencyReused")
	case err != nil:
		return res, fmt.Errorf("adjust user %d %s: %w", in.UserID, in.Type, err)
	}
	return res, nil
}

func accountKey(a Account) string { return "shopuser.account." + string(a) }

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
		key := "shopuser.amountWhole"
		if a.InCents() {
			key = "shopuser.amountMoney"
		}
		return 0, apperr.Invalid("amount", key)
	}
	if n <= 0 {
		return 0, apperr.Invalid("amount", "shopuser.amountPositive")
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
		return nil, 0, apperr.Invalid("channel", "shopuser.channelUnknown", f.Channel)
	}
	return s.store.AccountLog(ctx, f)
}

// Addresses answers a page of addresses.
func (s *Service) Addresses(ctx context.Context, f RowFilter) ([]Address, int64, error) {
	f.Keyword = strings.TrimSpace(f.Keyword)
	return s.store.UserAddresses(ctx, f)
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
