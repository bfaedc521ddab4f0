package contracttests

import (
	"sync"
	"testing"
)

// shopAddressBody is a valid address in Hangzhou; over overrides fields (nil deletes one).
func shopAddressBody(over map[string]any) map[string]any {
	b := map[string]any{"contact": "李仓管", "mobile": "13800000000", "provinceCode": "330000", "cityCode": "330100",
		"districtCode": "330106", "detail": "文三路 90 号"}
	return overridden(b, over)
}

// shopAddresses answers the addresses, oldest first, as the index shows them.
func (e *Env) shopAddresses(t *testing.T, tok string) []map[string]any {
	t.Helper()
	r := e.Do(t, "GET", "/api/admin/shopAddress/index?pageSize=100", nil, token(tok))
	expect(t, r, 200, "")
	if num(r, "total") != int64(len(list(r))) {
		t.Fatalf("index total: %s", r.Raw)
	}
	return list(r)
}

// oldest answers the id of the address made first (ids grow with time).
func oldest(all []map[string]any) int64 {
	var id int64
	for _, a := range all {
		if x := int64(a["id"].(float64)); id == 0 || x < id {
			id = x
		}
	}
	return id
}

// holderOf answers the id of the address holding the default flag, failing unless exactly
// one does (there is at least one address).
func holderOf(t *testing.T, all []map[string]any, flag string) int64 {
	t.Helper()
	var id int64
	for _, a := range all {
		if a[flag] == true {
			if id != 0 {
				t.Fatalf("two addresses are %s: %v", flag, all)
			}
			id = int64(a["id"].(float64))
		}
	}
	if id == 0 {
		t.Fatalf("no address is %s: %v", flag, all)
	}
	return id
}

func TestShopAddressRules(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		tok := e.shopAdmin(t)
		do := func(path string, body map[string]any, opts ...opt) Res {
			return e.Do(t, "POST", "/api/admin/shopAddress/"+path, body, append([]opt{token(tok)}, opts...)...)
		}
		// Refusals name their field, and keep nothing.
		before := len(e.shopAddresses(t, tok))
		for _, c := range []struct {
			over       map[string]any
			field, msg string
		}{
			{map[string]any{"contact": "  "}, "contact", "contact is required"},
			{map[string]any{"mobile": "12800000000"}, "mobile", ""},
			{map[string]any{"detail": " "}, "detail", "detail is required"},
			{map[string]any{"districtCode": "330100"}, "districtCode", "districtCode: choose a province, a city of it and a district of that city"},
			{map[string]any{"provinceCode": "440000"}, "districtCode", "districtCode: choose a province, a city of it and a district of that city"},
			{map[string]any{"districtCode": "999999"}, "districtCode", ""},
		} {
			r := do("add", shopAddressBody(c.over), lang("en"))
			if r.Status != 400 || r.Str("field") != c.field || (c.msg != "" && r.Msg != c.msg) {
				t.Errorf("%v: got %d %q (field %q), want 400 %q on %q", c.over, r.Status, r.Msg, r.Str("field"), c.msg, c.field)
			}
		}
		if r := do("add", shopAddressBody(map[string]any{"districtCode": "330100"}), lang("zh")); r.Msg != "districtCode：请选择省、市、区县（须为同一条行政区划）" {
			t.Errorf("zh: %q", r.Msg)
		}
		if n := len(e.shopAddresses(t, tok)); n != before {
			t.Fatalf("a refused address was kept: %d addresses, %d before", n, before)
		}

		// An address that asks for both defaults takes them from whichever held them (the
		// shop's own addresses stay: a shared server has some).
		a := do("add", shopAddressBody(map[string]any{"isDefaultShipping": true, "isDefaultReturn": true}))
		expect(t, a, 200, "")
		aID := num(a, "id")
		if a.Field("isDefaultShipping") != true || a.Field("isDefaultReturn") != true || a.Str("districtName") != "西湖区" ||
			a.Str("provinceName") != "浙江省" || a.Str("cityName") != "杭州市" {
			t.Fatalf("added: %s", a.Raw)
		}
		// A second address takes no default unless it asks.
		b := do("add", shopAddressBody(map[string]any{"contact": "王芳", "districtCode": "330110"}))
		expect(t, b, 200, "")
		bID := num(b, "id")
		all := e.shopAddresses(t, tok)
		if len(all) != before+2 || holderOf(t, all, "isDefaultShipping") != aID || holderOf(t, all, "isDefaultReturn") != aID {
			t.Fatalf("after a second address: %v", all)
		}
		// The return warehouse moves; the shipping default stays.
		r := do("setDefault", map[string]any{"id": bID, "kind": "return"})
		if r.Status != 200 || r.Field("isDefaultReturn") != true {
			t.Fatalf("setDefault: %s", r.Raw)
		}
		all = e.shopAddresses(t, tok)
		if holderOf(t, all, "isDefaultShipping") != aID || holderOf(t, all, "isDefaultReturn") != bID {
			t.Fatalf("after setDefault: %v", all)
		}
		// An edit that unasks a default keeps it; one that asks takes it.
		r = do("edit", shopAddressBody(map[string]any{"id": bID, "contact": "王芳", "detail": "良睦路 1399 号", "isDefaultReturn": false}))
		if r.Status != 200 || r.Field("isDefaultReturn") != true || r.Str("detail") != "良睦路 1399 号" {
			t.Fatalf("edit keeps the default: %s", r.Raw)
		}
		r = do("edit", shopAddressBody(map[string]any{"id": bID, "isDefaultShipping": true}))
		all = e.shopAddresses(t, tok)
		if r.Status != 200 || holderOf(t, all, "isDefaultShipping") != bID || holderOf(t, all, "isDefaultReturn") != bID {
			t.Fatalf("edit takes the default: %s %v", r.Raw, all)
		}
		// The return warehouse is not deleted until another is chosen.
		expect(t, do("destroy", map[string]any{"id": bID}, lang("en")), 409,
			"this address is the return warehouse: choose another address as the return warehouse before deleting it")
		expect(t, do("setDefault", map[string]any{"id": aID, "kind": "return"}), 200, "")
		// Deleting the address parcels are sent from gives it to the oldest remaining one.
		expect(t, do("destroy", map[string]any{"id": bID}), 200, "")
		all = e.shopAddresses(t, tok)
		if len(all) != before+1 || holderOf(t, all, "isDefaultShipping") != oldest(all) || holderOf(t, all, "isDefaultReturn") != aID {
			t.Fatalf("after deleting the shipping default: %v", all)
		}

		// Unknown addresses and kinds.
		expect(t, e.Do(t, "GET", q("/api/admin/shopAddress/detail", "id", bID), nil, token(tok), lang("en")), 404, "address "+itoa(bID)+" does not exist")
		expect(t, do("destroy", map[string]any{"id": bID}, lang("en")), 404, "address "+itoa(bID)+" does not exist")
		expect(t, do("setDefault", map[string]any{"id": bID, "kind": "shipping"}), 404, "")
		expect(t, do("edit", shopAddressBody(map[string]any{"id": bID})), 404, "")
		expect(t, do("edit", shopAddressBody(nil), lang("en")), 400, "id is required")
		expect(t, do("setDefault", map[string]any{"id": aID, "kind": "office"}), 400, "")
		d := e.Do(t, "GET", q("/api/admin/shopAddress/detail", "id", aID), nil, token(tok))
		if d.Status != 200 || d.Str("contact") != "李仓管" || d.Str("mobile") != "13800000000" {
			t.Fatalf("detail: %s", d.Raw)
		}
	})
}

// An auditor reads the addresses and changes none; nobody signed out reads them.
func TestShopAddressAccess(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		e.staff(t, "auditor", "password-1", "Test")
		tok, _ := e.login(t, "auditor", "password-1")
		expect(t, e.Do(t, "GET", "/api/admin/shopAddress/index", nil, token(tok)), 200, "")
		expect(t, e.Do(t, "POST", "/api/admin/shopAddress/add", shopAddressBody(nil), token(tok)), 403, "")
		expect(t, e.Do(t, "GET", "/api/admin/shopAddress/index", nil), 401, "")
		expect(t, e.Do(t, "POST", "/api/admin/shopAddress/setDefault", map[string]any{"id": 1, "kind": "return"}), 401, "")
	})
}

// Addresses added at once as the return warehouse leave exactly one return warehouse.
func TestShopAddressDefaultsRace(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		tok := e.shopAdmin(t)
		var wg sync.WaitGroup
		for i := range 12 {
			wg.Go(func() {
				r := e.Do(t, "POST", "/api/admin/shopAddress/add", shopAddressBody(map[string]any{"contact": "并发" + itoa(int64(i)),
					"isDefaultReturn": true, "isDefaultShipping": i%2 == 0}), token(tok))
				if r.Status != 200 {
					t.Errorf("add %d: %d %s", i, r.Status, r.Raw)
				}
			})
		}
		wg.Wait()
		all := e.shopAddresses(t, tok)
		holderOf(t, all, "isDefaultReturn")
		holderOf(t, all, "isDefaultShipping")
	})
}
