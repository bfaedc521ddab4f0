package mock

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"shopconsole/server/coupon"
	"shopconsole/server/shopuser"
)

// shopData is the shop-user area's part of the store, guarded by Store.mu like the rest.
type shopData struct {
	users      map[int64]*shopuser.User
	levels     map[int64]*shopuser.Level
	ledger     []shopuser.LedgerEntry // id order, which is time order
	addresses  []shopuser.Address
	goods      map[int64]shopuser.Goods
	favourites []shopuser.Favourite
	browse     []shopuser.Browse
	idem       map[string]idemRecord
	next       map[string]int64 // per-table id counters
	coupons
}

type idemRecord struct {
	fingerprint string
	result      any
	at          time.Time
}

func newShopData() *shopData {
	return &shopData{
		users: map[int64]*shopuser.User{}, levels: map[int64]*shopuser.Level{}, goods: map[int64]shopuser.Goods{},
		idem: map[string]idemRecord{}, next: map[string]int64{"user": 10000}, coupons: newCoupons(),
	}
}

func (d *shopData) nextID(table string) int64 {
	d.next[table]++
	return d.next[table]
}

func (d *shopData) brief(id int64) shopuser.Brief {
	u, ok := d.users[id]
	if !ok {
		return shopuser.Brief{ID: id}
	}
	return shopuser.Brief{ID: u.ID, Nickname: u.Nickname, Mobile: u.Mobile, Avatar: u.Avatar}
}

// view is a copy of a user with its level name.
func (d *shopData) view(u *shopuser.User) shopuser.User {
	out := *u
	if l, ok := d.levels[u.LevelID]; ok {
		out.LevelName = l.Name
	}
	return out
}

// levelFor is the level of a growth: the highest threshold not above it (0: none).
func (d *shopData) levelFor(growth int64) int64 {
	var best *shopuser.Level
	for _, l := range d.levels {
		if l.GrowthValue <= growth && (best == nil || l.GrowthValue > best.GrowthValue) {
			best = l
		}
	}
	if best == nil {
		return 0
	}
	return best.ID
}

func (d *shopData) relevel() {
	for _, u := range d.users {
		u.LevelID = d.levelFor(u.Growth)
	}
}

func page[T any](rows []T, p shopuser.Page) []T {
	lo := min(p.Offset(), len(rows))
	hi := min(lo+p.Size, len(rows))
	return slices.Clone(rows[lo:hi])
}

func inRange(t time.Time, from, to *time.Time) bool {
	return (from == nil || !t.Before(*from)) && (to == nil || t.Before(*to))
}

func matchUser(u *shopuser.User, f shopuser.UserFilter) bool {
	if f.Keyword != "" && !strings.HasPrefix(u.Nickname, f.Keyword) && !strings.HasPrefix(u.Mobile, f.Keyword) &&
		!strings.HasPrefix(u.SN, strings.ToUpper(f.Keyword)) {
		return false
	}
	if f.LevelID != nil && u.LevelID != *f.LevelID {
		return false
	}
	if f.Disabled != nil && u.Disabled != *f.Disabled {
		return false
	}
	return inRange(u.RegisteredAt, f.From, f.To)
}

// ListShopUsers implements shopuser.Store.
func (s *Store) ListShopUsers(_ context.Context, f shopuser.UserFilter) ([]shopuser.User, int64, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	var rows []shopuser.User
	for _, u := range s.shop.users {
		if matchUser(u, f) {
			rows = append(rows, s.shop.view(u))
		}
	}
	key := func(u shopuser.User) int64 {
		switch f.Sort {
		case shopuser.SortBalance:
			return u.Balance
		case shopuser.SortSpent:
			return u.TotalOrderAmount
		default:
			return u.RegisteredAt.UnixNano()
		}
	}
	slices.SortFunc(rows, func(a, b shopuser.User) int {
		c := cmp.Or(cmp.Compare(key(a), key(b)), cmp.Compare(a.ID, b.ID))
		if f.Desc {
			return -c
		}
		return c
	})
	return page(rows, f.Page), int64(len(rows)), nil
}

// ShopUser implements shopuser.Store.
func (s *Store) ShopUser(_ context.Context, id int64) (shopuser.User, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	u, ok := s.shop.users[id]
	if !ok {
		return shopuser.User{}, fmt.Errorf("shop user %d: %w", id, shopuser.ErrNotFound)
	}
	return s.shop.view(u), nil
}

// UserDetail implements shopuser.Store.
func (s *Store) UserDetail(_ context.Context, id int64, n shopuser.DetailSizes) (shopuser.Detail, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	u, ok := s.shop.users[id]
	if !ok {
		return shopuser.Detail{}, fmt.Errorf("shop user %d: %w", id, shopuser.ErrNotFound)
	}
	d := shopuser.Detail{User: s.shop.view(u)}
	d.Ledger, _ = s.accountLog(shopuser.LedgerFilter{Page: shopuser.Page{No: 1, Size: n.Lines}, UserID: id})
	d.Addresses, _ = s.userAddresses(shopuser.RowFilter{Page: shopuser.Page{No: 1, Size: n.Addresses}, UserID: id})
	d.Coupons, _ = s.userCoupons(coupon.HeldFilter{Page: shopuser.Page{No: 1, Size: n.Coupons}, UserID: id})
	return d, nil
}

// CreateShopUser implements shopuser.Store.
func (s *Store) CreateShopUser(_ context.Context, n shopuser.NewUser) (shopuser.User, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.createShopUser(n)
}

func (s *Store) createShopUser(n shopuser.NewUser) (shopuser.User, error) {
	d := s.shop
	for _, u := range d.users {
		if u.Mobile == n.Mobile || (n.SN != "" && u.SN == n.SN) {
			return shopuser.User{}, fmt.Errorf("shop user %s/%s exists", n.SN, n.Mobile)
		}
	}
	u := &shopuser.User{ID: d.nextID("user"), SN: n.SN, Nickname: n.Nickname, Avatar: n.Avatar, Mobile: n.Mobile,
		Sex: n.Sex, Remark: n.Remark, RegisteredAt: n.RegisteredAt.UTC()}
	if u.SN == "" {
		u.SN = shopuser.UserSN(u.ID)
	}
	u.LevelID = d.levelFor(0)
	d.users[u.ID] = u
	return d.view(u), nil
}

// UpdateShopUser implements shopuser.Store.
func (s *Store) UpdateShopUser(_ context.Context, id int64, f shopuser.Field) (shopuser.User, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	u, ok := s.shop.users[id]
	if !ok {
		return shopuser.User{}, fmt.Errorf("shop user %d: %w", id, shopuser.ErrNotFound)
	}
	switch f.Name {
	case "nickname":
		u.Nickname = f.Value.(string)
	case "remark":
		u.Remark = f.Value.(string)
	case "disabled":
		u.Disabled = f.Value.(bool)
	case "sex":
		u.Sex = f.Value.(int)
	case "levelId":
		lvl := f.Value.(int64)
		if _, ok := s.shop.levels[lvl]; !ok {
			return shopuser.User{}, shopuser.ErrUnknownLevel
		}
		u.LevelID = lvl
	default:
		return shopuser.User{}, fmt.Errorf("field %s is not editable", f.Name)
	}
	return s.shop.view(u), nil
}

// Adjust implements shopuser.Store: the whole change is one critical section.
func (s *Store) Adjust(_ context.Context, a shopuser.Adjustment) (shopuser.AdjustResult, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	d := s.shop
	idemKey := "user.adjust\x00" + a.IdempotencyKey
	if a.IdempotencyKey != "" {
		if rec, ok := d.idem[idemKey]; ok {
			if rec.fingerprint != a.Fingerprint {
				return shopuser.AdjustResult{}, shopuser.ErrIdempotencyReused
			}
			return rec.result.(shopuser.AdjustResult), nil
		}
	}
	res, err := d.adjust(a)
	if err != nil {
		return res, err
	}
	if a.IdempotencyKey != "" {
		d.idem[idemKey] = idemRecord{a.Fingerprint, res, a.At}
	}
	return res, nil
}

// PruneIdempotencyKeys implements shopuser.Store.
func (s *Store) PruneIdempotencyKeys(_ context.Context, before time.Time) (int64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var n int64
	for k, rec := range s.shop.idem {
		if rec.at.Before(before) {
			delete(s.shop.idem, k)
			n++
		}
	}
	return n, nil
}

func (d *shopData) adjust(a shopuser.Adjustment) (shopuser.AdjustResult, error) {
	u, ok := d.users[a.UserID]
	if !ok {
		return shopuser.AdjustResult{}, fmt.Errorf("shop user %d: %w", a.UserID, shopuser.ErrNotFound)
	}
	field := map[shopuser.Account]*int64{shopuser.Money: &u.Balance, shopuser.Points: &u.Points,
		shopuser.Growth: &u.Growth, shopuser.Earnings: &u.Earnings}[a.Type]
	if field == nil {
		return shopuser.AdjustResult{}, fmt.Errorf("account %q", a.Type)
	}
	left := *field + a.Amount
	if !a.Increase {
		left = *field - a.Amount
	}
	if left < 0 {
		return shopuser.AdjustResult{}, shopuser.ErrInsufficient
	}
	*field = left
	if a.Type == shopuser.Growth {
		u.LevelID = d.levelFor(u.Growth)
	}
	id := d.nextID("ledger")
	e := shopuser.LedgerEntry{ID: id, LogSN: shopuser.LogSN(id), UserID: u.ID, Type: a.Type, Channel: a.Channel,
		Change: a.Amount, Increase: a.Increase, Left: left, SourceSN: a.SourceSN, Remark: a.Remark, CreatedAt: a.At.UTC()}
	d.ledger = append(d.ledger, e)
	e.User = d.brief(u.ID)
	return shopuser.AdjustResult{User: d.view(u), Entry: e}, nil
}

// AccountLog implements shopuser.Store.
func (s *Store) AccountLog(_ context.Context, f shopuser.LedgerFilter) ([]shopuser.LedgerEntry, int64, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	list, total := s.accountLog(f)
	return list, total, nil
}

func (s *Store) accountLog(f shopuser.LedgerFilter) ([]shopuser.LedgerEntry, int64) {
	var rows []shopuser.LedgerEntry
	for i := len(s.shop.ledger) - 1; i >= 0; i-- {
		e := s.shop.ledger[i]
		if (f.UserID == 0 || e.UserID == f.UserID) && (f.Type == "" || e.Type == f.Type) &&
			(f.Channel == "" || e.Channel == f.Channel) && inRange(e.CreatedAt, f.From, f.To) {
			rows = append(rows, e)
		}
	}
	slices.SortStableFunc(rows, func(a, b shopuser.LedgerEntry) int {
		return cmp.Or(b.CreatedAt.Compare(a.CreatedAt), cmp.Compare(b.ID, a.ID))
	})
	out := page(rows, f.Page)
	for i := range out {
		out[i].User = s.shop.brief(out[i].UserID)
	}
	return out, int64(len(rows))
}
