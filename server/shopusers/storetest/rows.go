package storetest

import (
	"reflect"
	"slices"
	"testing"
	"time"

	"shopconsole/server/idempotency"
	"shopconsole/server/kernel"
	"shopconsole/server/shopusers"
)

func brief(u shopusers.User) shopusers.Brief {
	return shopusers.Brief{ID: u.ID, Nickname: u.Nickname, Mobile: u.Mobile, Avatar: u.Avatar}
}

func lineID(e shopusers.LedgerEntry) int64 { return e.ID }

// ledger: lines appended then listed newest first with the user they belong to, each
// filter, pages and the total.
func ledger(t *testing.T, f fixture) {
	a, b := f.insert(t, user(1)), f.insert(t, user(2))
	in := []shopusers.LedgerEntry{
		{UserID: a.ID, Type: shopusers.Money, Channel: shopusers.AdminIncrease, Change: 100, Increase: true, Left: 200, CreatedAt: at},
		{UserID: a.ID, Type: shopusers.Points, Channel: shopusers.SignIn, Change: 10, Increase: true, Left: 30,
			SourceSN: "S1", Remark: "签到", CreatedAt: at.AddDate(0, 0, 1)},
		{UserID: a.ID, Type: shopusers.Money, Channel: shopusers.AdminDecrease, Change: 50, Left: 150, CreatedAt: at.AddDate(0, 0, 2)},
		{UserID: b.ID, Type: shopusers.Money, Channel: shopusers.Recharge, Change: 5, Increase: true, Left: 105,
			SourceSN: "R1", CreatedAt: at.AddDate(0, 0, 3)},
	}
	var lines []shopusers.LedgerEntry
	f.tx(t, func(tx shopusers.Tx) error {
		for _, e := range in {
			got, err := tx.AppendLedger(e)
			if err != nil {
				return err
			}
			if got.ID == 0 || got.LogSN != shopusers.LogSN(got.ID) {
				t.Errorf("AppendLedger answered id %d, number %q", got.ID, got.LogSN)
			}
			got.User = brief(map[bool]shopusers.User{true: a, false: b}[e.UserID == a.ID])
			lines = append(lines, got)
		}
		return nil
	})
	// Whole days of the shop, as the ledger's page asks for them.
	from, to := day(1), day(3)
	for _, tc := range []struct {
		name  string
		f     shopusers.LedgerFilter
		want  []int
		total int64
	}{
		{"all, newest first", shopusers.LedgerFilter{Page: page(10)}, []int{3, 2, 1, 0}, 4},
		{"user", shopusers.LedgerFilter{Page: page(10), UserID: a.ID}, []int{2, 1, 0}, 3},
		{"account", shopusers.LedgerFilter{Page: page(10), Type: shopusers.Money}, []int{3, 2, 0}, 3},
		{"channel", shopusers.LedgerFilter{Page: page(10), Channel: shopusers.Recharge}, []int{3}, 1},
		{"time", shopusers.LedgerFilter{Page: page(10), From: &from, To: &to}, []int{2, 1}, 2},
		{"second page", shopusers.LedgerFilter{Page: kernel.Page{No: 2, Size: 3}}, []int{0}, 4},
	} {
		got, total, err := f.s.Ledger(f.ctx, tc.f)
		var want []shopusers.LedgerEntry
		for _, i := range tc.want {
			want = append(want, lines[i])
		}
		for i := range got {
			got[i].CreatedAt = got[i].CreatedAt.UTC()
		}
		if err != nil || total != tc.total || !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %d lines (%v)\n got %+v\nwant %+v", tc.name, total, err, got, want)
		}
	}
}

func address(userID int64, contact string, isDefault bool) shopusers.Address {
	return shopusers.Address{UserID: userID, Contact: contact, Mobile: "13700000000", ProvinceCode: "330000",
		CityCode: "330100", DistrictCode: "330106", Detail: "文三路", IsDefault: isDefault}
}

// addresses: saved then loaded by the user's transaction read and the list, by user, the
// default first, newest first; the keyword and pages.
func addresses(t *testing.T, f fixture) {
	a, b := f.insert(t, user(1)), f.insert(t, user(2))
	var rows []shopusers.Address
	f.tx(t, func(tx shopusers.Tx) error {
		for _, in := range []shopusers.Address{address(a.ID, "张三", false), address(a.ID, "李四", true),
			address(a.ID, "王五", false), address(b.ID, "赵六", true)} {
			got, err := tx.AddAddress(in)
			if err != nil {
				return err
			}
			got.User = shopusers.Brief{} // the list fills it
			rows = append(rows, got)
		}
		return nil
	})
	rows[2].Contact, rows[2].Mobile, rows[2].CityCode, rows[2].Detail = "钱七", "13600000000", "330200", "新址"
	f.tx(t, func(tx shopusers.Tx) error {
		if err := tx.SaveAddress(rows[2]); err != nil {
			return err
		}
		got, err := tx.UserAddresses(a.ID)
		slices.SortFunc(got, func(x, y shopusers.Address) int { return int(x.ID - y.ID) })
		for i := range got {
			got[i].User = shopusers.Brief{}
		}
		if !reflect.DeepEqual(got, rows[:3]) {
			t.Errorf("UserAddresses:\n got %+v\nwant %+v", got, rows[:3])
		}
		return err
	})
	for i := range rows {
		rows[i].User = brief(map[bool]shopusers.User{true: a, false: b}[rows[i].UserID == a.ID])
	}
	for _, tc := range []struct {
		name  string
		f     shopusers.RowFilter
		want  []int
		total int64
	}{
		{"all", shopusers.RowFilter{Page: page(10)}, []int{3, 1, 2, 0}, 4},
		{"user", shopusers.RowFilter{Page: page(10), UserID: a.ID}, []int{1, 2, 0}, 3},
		{"contact prefix", shopusers.RowFilter{Page: page(10), Keyword: "钱"}, []int{2}, 1},
		{"mobile prefix", shopusers.RowFilter{Page: page(10), Keyword: "1370"}, []int{3, 1, 0}, 3},
		{"second page", shopusers.RowFilter{Page: kernel.Page{No: 2, Size: 3}}, []int{0}, 4},
	} {
		got, total, err := f.s.Addresses(f.ctx, tc.f)
		var want []shopusers.Address
		for _, i := range tc.want {
			want = append(want, rows[i])
		}
		if err != nil || total != tc.total || !reflect.DeepEqual(got, want) {
			t.Errorf("Addresses %s: %d (%v)\n got %+v\nwant %+v", tc.name, total, err, got, want)
		}
	}
}

// favourites: a favourite kept once, visits counted up to the latest; both lists newest
// first with their filters.
func favourites(t *testing.T, f fixture) {
	a, b := f.insert(t, user(1)), f.insert(t, user(2))
	dress, shirt := f.goods(t, "连衣裙", 9900), f.goods(t, "衬衫", 5900)
	if dress.ID == 0 || dress.ID == shirt.ID {
		t.Fatalf("AddGoods answered ids %d and %d", dress.ID, shirt.ID)
	}
	f.tx(t, func(tx shopusers.Tx) error {
		for _, x := range []shopusers.Favourite{{UserID: a.ID, Goods: dress, CreatedAt: at},
			{UserID: a.ID, Goods: shirt, CreatedAt: at.Add(time.Hour)}, {UserID: b.ID, Goods: dress, CreatedAt: at.Add(2 * time.Hour)},
			{UserID: a.ID, Goods: dress, CreatedAt: at.Add(3 * time.Hour)}} { // kept already: no second
			if err := tx.AddFavourite(x); err != nil {
				return err
			}
		}
		for _, v := range []struct {
			user, goods int64
			at          time.Time
		}{{a.ID, dress.ID, at}, {a.ID, dress.ID, at.Add(2 * time.Hour)}, {a.ID, dress.ID, at.Add(time.Hour)}, {b.ID, shirt.ID, at.Add(time.Minute)}} {
			if err := tx.RecordVisit(v.user, v.goods, v.at); err != nil {
				return err
			}
		}
		return nil
	})
	type row struct {
		User   shopusers.Brief
		Goods  shopusers.Goods
		Visits int
		At     time.Time
	}
	favs := []row{{User: brief(b), Goods: dress, At: at.Add(2 * time.Hour)}, {User: brief(a), Goods: shirt, At: at.Add(time.Hour)},
		{User: brief(a), Goods: dress, At: at}}
	visits := []row{{User: brief(a), Goods: dress, Visits: 3, At: at.Add(2 * time.Hour)}, {User: brief(b), Goods: shirt, Visits: 1, At: at.Add(time.Minute)}}
	for _, tc := range []struct {
		name         string
		f            shopusers.RowFilter
		favs, visits []int
	}{
		{"all", shopusers.RowFilter{Page: page(10)}, []int{0, 1, 2}, []int{0, 1}},
		{"user", shopusers.RowFilter{Page: page(10), UserID: a.ID}, []int{1, 2}, []int{0}},
		{"goods name", shopusers.RowFilter{Page: page(10), Keyword: "衣"}, []int{0, 2}, []int{0}},
		{"second page", shopusers.RowFilter{Page: kernel.Page{No: 2, Size: 2}}, []int{2}, nil},
	} {
		gotF, nf, err := f.s.Favourites(f.ctx, tc.f)
		var got, want []row
		for _, x := range gotF {
			got = append(got, row{User: x.User, Goods: x.Goods, At: x.CreatedAt.UTC()})
			if x.UserID != x.User.ID {
				t.Errorf("favourite of user %d names user %d", x.UserID, x.User.ID)
			}
		}
		for _, i := range tc.favs {
			want = append(want, favs[i])
		}
		if wantN := map[bool]int64{true: 3, false: int64(len(want))}[tc.name == "second page"]; err != nil || nf != wantN || !reflect.DeepEqual(got, want) {
			t.Errorf("Favourites %s: %d (%v)\n got %+v\nwant %+v", tc.name, nf, err, got, want)
		}
		gotB, nb, err := f.s.Browsing(f.ctx, tc.f)
		got, want = nil, nil
		for _, x := range gotB {
			got = append(got, row{User: x.User, Goods: x.Goods, Visits: x.Visits, At: x.LastVisitedAt.UTC()})
		}
		for _, i := range tc.visits {
			want = append(want, visits[i])
		}
		if wantN := map[bool]int64{true: 2, false: int64(len(want))}[tc.name == "second page"]; err != nil || nb != wantN || !reflect.DeepEqual(got, want) {
			t.Errorf("Browsing %s: %d (%v)\n got %+v\nwant %+v", tc.name, nb, err, got, want)
		}
	}
}

// keys: a key claimed is found once saved, until pruned.
func keys(t *testing.T, f fixture) {
	rec := idempotency.Record{Scope: "adjust", Key: "k1", Fingerprint: "fp", Result: []byte(`{"ok": true}`), CreatedAt: at}
	f.tx(t, func(tx shopusers.Tx) error {
		if _, found, err := tx.ClaimKey(rec.Scope, rec.Key); err != nil || found {
			t.Errorf("ClaimKey of a new key: found %v (%v)", found, err)
		}
		if err := tx.SaveKey(rec); err != nil {
			return err
		}
		other := rec
		other.Key, other.CreatedAt = "k2", at.Add(time.Hour)
		if _, _, err := tx.ClaimKey(other.Scope, other.Key); err != nil {
			return err
		}
		return tx.SaveKey(other)
	})
	claims := func(key string, want bool) {
		t.Helper()
		f.tx(t, func(tx shopusers.Tx) error {
			got, found, err := tx.ClaimKey(rec.Scope, key)
			if found != want {
				t.Errorf("ClaimKey %s: found %v, want %v", key, found, want)
			}
			if found && key == rec.Key {
				got.CreatedAt = got.CreatedAt.UTC()
				if !reflect.DeepEqual(got, rec) {
					t.Errorf("ClaimKey %s: %+v, want %+v", key, got, rec)
				}
			}
			return err
		})
	}
	claims("k1", true)
	if _, found, _ := claimOther(f, t); found {
		t.Error("a key of another scope found")
	}
	if n, err := f.s.PruneIdempotencyKeys(f.ctx, at.Add(time.Minute)); err != nil || n != 1 {
		t.Errorf("PruneIdempotencyKeys: %d %v, want 1", n, err)
	}
	claims("k1", false)
	claims("k2", true)
}

func claimOther(f fixture, t *testing.T) (rec idempotency.Record, found bool, err error) {
	f.tx(t, func(tx shopusers.Tx) error { rec, found, err = tx.ClaimKey("other", "k1"); return err })
	return
}
