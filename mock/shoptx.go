package mock

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"shopconsole/server/idempotency"
	"shopconsole/server/shopusers"
)

// Tx implements shopusers.Store: a critical section over the committed tables. What fn
// writes is kept aside and becomes the tables' rows only when fn succeeds.
func (m shopStore) Tx(_ context.Context, fn func(shopusers.Tx) error) error {
	return m.write(func(d *shopData) error { return fn(shopTx{d}) })
}

// write runs fn under the store's lock and commits every table fn wrote, or none.
func (m shopStore) write(fn func(d *shopData) error) error {
	m.s.mu.Lock()
	defer m.s.mu.Unlock()
	d := m.s.shop
	done := false
	defer func() {
		if !done { // fn failed or panicked
			for _, t := range d.tables() {
				t.discard()
			}
		}
	}()
	if err := fn(d); err != nil {
		return err
	}
	for _, t := range d.tables() {
		t.commit()
	}
	done = true
	d.bound(m.s.limits)
	return nil
}

// shopTx is the mock's shopusers.Tx: the lock holds everything, so forUpdate needs nothing.
type shopTx struct{ d *shopData }

func userNotFound(id int64) error { return fmt.Errorf("shop user %d: %w", id, shopusers.ErrNotFound) }

func duplicate(err error, what string) error {
	if errors.Is(err, errDuplicate) {
		return fmt.Errorf("%s exists: %w", what, err)
	}
	return err
}

func (t shopTx) NextUserID() (int64, error) { return t.d.nextID("user"), nil }

func (t shopTx) InsertUser(u shopusers.User) error {
	if u.LevelID != 0 && !t.d.levels.has(u.LevelID) {
		return fmt.Errorf("level %d: %w", u.LevelID, shopusers.ErrNotFound)
	}
	u.LevelName = ""
	return duplicate(t.d.users.put(u), "shop user "+u.SN+"/"+u.Mobile)
}

func (t shopTx) User(id int64, _ bool) (shopusers.User, error) {
	u, ok := t.d.users.get(id)
	if !ok {
		return u, userNotFound(id)
	}
	return t.d.view(u), nil
}

func (t shopTx) UserByMobile(mobile string) (shopusers.User, error) {
	u, ok := t.d.users.lookup(t.d.byMobile, "m"+mobile)
	if !ok {
		return u, fmt.Errorf("shop user with mobile %s: %w", mobile, shopusers.ErrNotFound)
	}
	return t.d.view(u), nil
}

func (t shopTx) SaveUser(u shopusers.User) error {
	old, ok := t.d.users.get(u.ID)
	if !ok {
		return userNotFound(u.ID)
	}
	if u.LevelID != 0 && !t.d.levels.has(u.LevelID) {
		return fmt.Errorf("level %d: %w", u.LevelID, shopusers.ErrNotFound)
	}
	u.SN, u.Mobile, u.RegisteredAt, u.LevelName = old.SN, old.Mobile, old.RegisteredAt, ""
	return t.d.users.put(u)
}

func (t shopTx) SetAutoLevel(level, from, to int64) error {
	var move []shopusers.User
	t.d.users.scan(func(u shopusers.User) bool {
		if !u.LevelManual && u.Growth >= from && (to == 0 || u.Growth < to) && u.LevelID != level {
			move = append(move, u)
		}
		return true
	})
	for _, u := range move {
		u.LevelID = level
		if err := t.d.users.put(u); err != nil {
			return err
		}
	}
	return nil
}

func (t shopTx) Levels(bool) ([]shopusers.Level, error) {
	var out []shopusers.Level
	t.d.levels.scan(func(l shopusers.Level) bool { out = append(out, l); return true })
	slices.SortFunc(out, func(a, b shopusers.Level) int { return cmp.Compare(a.ID, b.ID) })
	return out, nil
}

func (t shopTx) LevelUsers(id int64) (int64, error) {
	var n int64
	t.d.users.scan(func(u shopusers.User) bool {
		if u.LevelID == id {
			n++
		}
		return true
	})
	return n, nil
}

func (t shopTx) AddLevel(l shopusers.Level) (shopusers.Level, error) {
	l.ID, l.UserCount = t.d.nextID("level"), 0
	return l, t.d.levels.put(l)
}

func (t shopTx) SaveLevel(l shopusers.Level) error {
	if !t.d.levels.has(l.ID) {
		return fmt.Errorf("level %d: %w", l.ID, shopusers.ErrNotFound)
	}
	l.UserCount = 0
	return t.d.levels.put(l)
}

func (t shopTx) DeleteLevel(id int64) error {
	t.d.levels.delete(id)
	return nil
}

func (t shopTx) AppendLedger(e shopusers.LedgerEntry) (shopusers.LedgerEntry, error) {
	e.ID = t.d.nextID("ledger")
	e.LogSN, e.User = shopusers.LogSN(e.ID), shopusers.Brief{}
	return e, t.d.ledger.put(e)
}

func (t shopTx) UserAddresses(userID int64) ([]shopusers.Address, error) {
	var out []shopusers.Address
	t.d.addresses.scan(func(a shopusers.Address) bool {
		if a.UserID == userID {
			out = append(out, a)
		}
		return true
	})
	slices.SortFunc(out, func(a, b shopusers.Address) int { return cmp.Compare(a.ID, b.ID) })
	return out, nil
}

func (t shopTx) AddAddress(a shopusers.Address) (shopusers.Address, error) {
	if !t.d.users.has(a.UserID) {
		return a, userNotFound(a.UserID)
	}
	a.ID, a.User = t.d.nextID("address"), shopusers.Brief{}
	if err := t.d.addresses.put(a); err != nil {
		return a, err
	}
	a.User = t.d.brief(a.UserID)
	return a, nil
}

func (t shopTx) SaveAddress(a shopusers.Address) error {
	a.User = shopusers.Brief{}
	return t.d.addresses.put(a)
}

func (t shopTx) AddGoods(g shopusers.Goods) (shopusers.Goods, error) {
	g.ID = t.d.nextID("goods")
	return g, t.d.goods.put(g)
}

func (t shopTx) checkRefs(userID, goodsID int64) error {
	if !t.d.users.has(userID) {
		return userNotFound(userID)
	}
	if !t.d.goods.has(goodsID) {
		return fmt.Errorf("goods %d: %w", goodsID, shopusers.ErrNotFound)
	}
	return nil
}

func (t shopTx) AddFavourite(f shopusers.Favourite) error {
	if err := t.checkRefs(f.UserID, f.Goods.ID); err != nil {
		return err
	}
	if _, kept := t.d.favourites.lookup(t.d.favouriteKey, pairKey(f.UserID, f.Goods.ID)); kept {
		return nil
	}
	f.ID, f.User, f.Goods = t.d.nextID("favourite"), shopusers.Brief{}, shopusers.Goods{ID: f.Goods.ID}
	return t.d.favourites.put(f)
}

func (t shopTx) RecordVisit(userID, goodsID int64, at time.Time) error {
	if err := t.checkRefs(userID, goodsID); err != nil {
		return err
	}
	b, seen := t.d.browse.lookup(t.d.browseKey, pairKey(userID, goodsID))
	if !seen {
		b = shopusers.Browse{ID: t.d.nextID("browse"), UserID: userID, Goods: shopusers.Goods{ID: goodsID}}
	}
	b.Visits++
	if at.After(b.LastVisitedAt) {
		b.LastVisitedAt = at
	}
	return t.d.browse.put(b)
}

func (t shopTx) ClaimKey(scope, key string) (idempotency.Record, bool, error) {
	r, ok := t.d.idem.get(idemKey(scope, key))
	return r, ok, nil
}

func (t shopTx) SaveKey(r idempotency.Record) error { return t.d.idem.put(r) }

var _ shopusers.Tx = shopTx{}
