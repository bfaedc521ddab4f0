package mock

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"time"

	"github.com/brianvoe/gofakeit/v7"

	"shopconsole/server/cash"
	"shopconsole/server/coupons"
	"shopconsole/server/freight"
	"shopconsole/server/goods"
	"shopconsole/server/guarantees"
	"shopconsole/server/merchant"
	"shopconsole/server/orders"
	"shopconsole/server/pictures"
	"shopconsole/server/setup"
	"shopconsole/server/shopusers"
	"shopconsole/server/stats"
	"shopconsole/server/system"
)

// ShopSink is where the shop's sample data goes: the mock's own tables (NewAt) or a
// database (`shop-console seed`, postgres.SampleSink). One generator, SampleShop, writes
// to either, so both backends hold the same sample data.
type ShopSink interface {
	// Tx is the shop-user store's transaction (shopusers.Store.Tx).
	Tx(ctx context.Context, fn func(tx shopusers.Tx) error) error
	// Coupons is the coupon store (coupons, with their counters, and gifts).
	Coupons() coupons.Store
	// AddHeldCoupons stores coupons users already hold, as they are (used ones included).
	AddHeldCoupons(ctx context.Context, held []coupons.UserCoupon) error
	// Goods is the goods store (categories, goods with their SKUs, specs, attribute templates).
	Goods() goods.Store
	// Freight is the freight template store.
	Freight() freight.Store
	// Guarantees is the store of after-sale services and guarantee texts.
	Guarantees() guarantees.Store
	// Pictures is the album store.
	Pictures() pictures.Store
	// PutSampleFiles stores the sample pictures' files under their blob keys.
	PutSampleFiles(ctx context.Context, files map[string]pictures.SampleBlob) error
	// Orders is the order store (orders, their settings, the goods' stock and sales).
	Orders() orders.Store
	// Cash is the shop's account store (withdrawal methods, withdrawals, fund flow).
	Cash() cash.Store
	// Setup is the store of the shop's addresses.
	Setup() setup.Store
	// Merchant is the store of the account-opening applications.
	Merchant() merchant.Store
	// AddSampleStatsEvents adds the statistics' sample storefront events (goods views and
	// favourite adds), in their order, to the statistics only: the shop users' browsing and
	// favourites stay as they are.
	AddSampleStatsEvents(ctx context.Context, events []stats.SampleEvent) error
	// AddSampleDepartments writes the sample departments, in their order: their ID is their
	// place in deps from 1, ParentID the parent's place (0: the top).
	AddSampleDepartments(ctx context.Context, deps []system.Department) error
}

// SampleShop writes the shop's sample data, dated before epoch, into sink: the levels
// (the level of growth 0, if the sink holds one, is updated rather than added), 500 users
// with their addresses, favourites, visits and ledger, coupons, the coupons users hold, both
// gifts, the order settings, the goods area (freight templates, services and guarantees,
// albums and pictures, categories, specs, attribute templates, goods with SKUs, stock and
// sales), 500 orders with their refunds, after-sales and rights claims, the shop's account
// (withdrawal methods, withdrawals, fund flow, settled orders), the shop's addresses with
// the return warehouse, the merchant applications, the statistics' goods views and
// favourite adds, and the staff's departments (not their staff). The same epoch gives the
// same data.
func SampleShop(ctx context.Context, sink ShopSink, epoch time.Time) error {
	f := gofakeit.New(shopSeed)
	var levels []shopusers.Level
	var briefs []int64 // the goods shop users hold, by their place in sampleGoods
	err := sink.Tx(ctx, func(tx shopusers.Tx) error {
		have, err := tx.Levels(true)
		if err != nil {
			return err
		}
		for i, l := range sampleLevels {
			l.Sort, l.Image = i+1, tile(string([]rune(l.Name)[:1]), i)
			if j := slices.IndexFunc(have, func(h shopusers.Level) bool { return h.GrowthValue == l.GrowthValue }); j >= 0 {
				l.ID = have[j].ID
				err = tx.SaveLevel(l)
			} else {
				_, err = tx.AddLevel(l)
			}
			if err != nil {
				return fmt.Errorf("level %s: %w", l.Name, err)
			}
		}
		if levels, err = tx.Levels(false); err != nil {
			return err
		}
		for i, g := range sampleGoods {
			added, err := tx.AddGoods(shopusers.Goods{Name: g.name, Price: g.price, Image: sampleGoodsImage(i)})
			if err != nil {
				return fmt.Errorf("goods %s: %w", g.name, err)
			}
			briefs = append(briefs, added.ID)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("sample levels and goods: %w", err)
	}
	seen := map[string]bool{}
	var events []shopusers.LedgerEntry
	var userIDs []int64
	facts := sampleFacts{lastLine: map[int64]time.Time{}, defaults: map[int64]shopusers.Address{}}
	for i := range sampleShopUsers {
		err := sink.Tx(ctx, func(tx shopusers.Tx) error {
			u, history, def, err := sampleUser(tx, f, epoch, i, seen, levels)
			if err != nil {
				return err
			}
			events, userIDs = append(events, history...), append(userIDs, u.ID)
			facts.users = append(facts.users, u)
			if def != nil {
				facts.defaults[u.ID] = *def
			}
			return nil
		})
		if err != nil {
			return fmt.Errorf("sample user %d: %w", i+1, err)
		}
	}
	// One ledger in time order: ids follow time, as on a live shop.
	slices.SortStableFunc(events, func(a, b shopusers.LedgerEntry) int { return a.CreatedAt.Compare(b.CreatedAt) })
	for _, e := range events {
		facts.lastLine[e.UserID] = maxTime(facts.lastLine[e.UserID], e.CreatedAt)
	}
	err = sink.Tx(ctx, func(tx shopusers.Tx) error {
		for _, e := range events {
			if _, err := tx.AppendLedger(e); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("sample ledger: %w", err)
	}
	slices.Sort(userIDs)
	if err := sampleCoupons(ctx, sink, f, epoch, userIDs); err != nil {
		return err
	}
	err = sink.Orders().Tx(ctx, func(tx orders.Tx) error { return tx.SaveSettings(sampleOrderSettings) })
	if err != nil {
		return fmt.Errorf("sample order settings: %w", err)
	}
	if facts.goods, err = sampleGoodsArea(ctx, sink, epoch, briefs); err != nil {
		return err
	}
	orderIDs, err := sampleOrders(ctx, sink.Orders(), epoch, facts)
	if err != nil {
		return fmt.Errorf("sample orders: %w", err)
	}
	if err := sampleCash(ctx, sink.Cash(), epoch); err != nil {
		return fmt.Errorf("sample cash: %w", err)
	}
	if err := sampleSetup(ctx, sink.Setup(), epoch); err != nil {
		return fmt.Errorf("sample shop addresses: %w", err)
	}
	if err := sampleMerchant(ctx, sink.Merchant(), epoch); err != nil {
		return fmt.Errorf("sample merchant applications: %w", err)
	}
	goodsIDs := make([]int64, len(facts.goods))
	for i, g := range facts.goods {
		goodsIDs[i] = g.ID
	}
	if err := sampleStats(ctx, sink, epoch, userIDs, goodsIDs, orderIDs); err != nil {
		return fmt.Errorf("sample statistics: %w", err)
	}
	if err := sink.AddSampleDepartments(ctx, sampleDepartmentList(epoch)); err != nil {
		return fmt.Errorf("sample departments: %w", err)
	}
	return nil
}

// sampleUser makes the i-th user with its addresses, favourites and visits, and answers
// it with its account history (not yet in the ledger) and its default address (nil: none).
func sampleUser(tx shopusers.Tx, f *gofakeit.Faker, epoch time.Time, i int, seen map[string]bool,
	levels []shopusers.Level) (u shopusers.User, history []shopusers.LedgerEntry, def *shopusers.Address, err error) {
	name := string(surnames[f.IntN(len(surnames))])
	for range 1 + f.IntN(2) {
		name += string(givenChars[f.IntN(len(givenChars))])
	}
	mobile := ""
	for mobile == "" || seen[mobile] {
		mobile = mobileHead[f.IntN(len(mobileHead))] + fmt.Sprintf("%08d", f.IntN(100_000_000))
	}
	seen[mobile] = true
	registered := epoch.AddDate(0, 0, -f.IntN(700)).Add(-time.Duration(f.IntN(86400)) * time.Second)
	id, err := tx.NextUserID()
	if err != nil {
		return u, nil, nil, err
	}
	u = shopusers.User{ID: id, SN: fmt.Sprintf("U%010d", 2026000001+i), Nickname: name,
		Avatar: tile(string([]rune(name)[:1]), i), Mobile: mobile, Sex: f.IntN(3), RegisteredAt: registered.UTC()}
	u.Disabled = f.IntN(25) == 0
	if f.IntN(3) > 0 {
		last := epoch.Add(-time.Duration(f.IntN(30*24)) * time.Hour)
		u.LastLoginAt = &last
	}
	history = sampleHistory(f, &u, epoch)
	u.LevelID = shopusers.LevelFor(levels, u.Growth)
	if err := tx.InsertUser(u); err != nil {
		return u, nil, nil, err
	}
	for a := range f.IntN(4) {
		r := sampleRegions[f.IntN(len(sampleRegions))]
		addr := shopusers.Address{UserID: u.ID, Contact: name, Mobile: mobile,
			ProvinceCode: r[0][0], CityCode: r[1][0], DistrictCode: r[2][0],
			Detail:    fmt.Sprintf("%s %d 号 %d 单元 %d 室", sampleStreets[f.IntN(len(sampleStreets))], 1+f.IntN(800), 1+f.IntN(6), 101+f.IntN(20)*100+f.IntN(4)),
			IsDefault: a == 0}
		if a == 0 {
			def = &addr
		}
		if _, err := tx.AddAddress(addr); err != nil {
			return u, nil, nil, fmt.Errorf("address: %w", err)
		}
	}
	for range f.IntN(5) {
		fav := shopusers.Favourite{UserID: u.ID, Goods: shopusers.Goods{ID: 1 + int64(f.IntN(len(sampleGoods)))},
			CreatedAt: recently(f, epoch, registered).UTC()}
		if err := tx.AddFavourite(fav); err != nil {
			return u, nil, nil, fmt.Errorf("favourite: %w", err)
		}
	}
	for range f.IntN(9) {
		if err := tx.RecordVisit(u.ID, 1+int64(f.IntN(len(sampleGoods))), recently(f, epoch, registered).UTC()); err != nil {
			return u, nil, nil, fmt.Errorf("visit: %w", err)
		}
	}
	return u, history, def, nil
}

// storeSink is the mock's own ShopSink.
type storeSink struct{ *Store }

func (s storeSink) Tx(ctx context.Context, fn func(tx shopusers.Tx) error) error {
	return shopStore{s.Store}.Tx(ctx, fn)
}

// PutSampleFiles implements ShopSink: the mock serves the files from memory (SampleBlobs).
func (s storeSink) PutSampleFiles(_ context.Context, files map[string]pictures.SampleBlob) error {
	s.album.mu.Lock()
	defer s.album.mu.Unlock()
	if s.album.samples == nil {
		s.album.samples = map[string]pictures.SampleBlob{}
	}
	maps.Copy(s.album.samples, files)
	return nil
}

// AddHeldCoupons implements ShopSink: the rows as they are, under new ids.
func (s *Store) AddHeldCoupons(_ context.Context, held []coupons.UserCoupon) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	d := s.shop
	for _, uc := range held {
		if _, ok := d.couponRows[uc.CouponID]; !ok {
			return fmt.Errorf("coupon %d: %w", uc.CouponID, coupons.ErrNotFound)
		}
		if !d.users.has(uc.UserID) {
			return fmt.Errorf("shop user %d: %w", uc.UserID, shopusers.ErrNotFound)
		}
		uc.ID = d.nextID("userCoupon")
		d.userCoupons = append(d.userCoupons, uc)
	}
	return nil
}

func (s *Store) seedShop() { must(SampleShop(context.Background(), storeSink{s}, s.epoch)) }

// SampleEpoch is the moment the sample data of a store started at now is dated before:
// the start (UTC) of now's day.
func SampleEpoch(now time.Time) time.Time { return dayStart(now) }
