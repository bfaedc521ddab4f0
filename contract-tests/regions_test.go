package contracttests

import (
	"regexp"
	"strings"
	"testing"
)

var sixDigits = regexp.MustCompile(`^[0-9]{6}$`)

// areaByCode indexes a region tree answer by code.
func areaByCode(list any, into map[string]map[string]any) {
	items, _ := list.([]any)
	for _, it := range items {
		a := it.(map[string]any)
		into[a["code"].(string)] = a
		areaByCode(a["children"], into)
	}
}

func childNames(a map[string]any) []string {
	var out []string
	kids, _ := a["children"].([]any)
	for _, k := range kids {
		out = append(out, k.(map[string]any)["name"].(string))
	}
	return out
}

func TestRegionTree(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		e.staff(t, "clerk", "password-1") // no role at all: regions need only a sign-in
		tok, _ := e.login(t, "clerk", "password-1")
		r := e.Do(t, "GET", "/api/area/getList", nil, token(tok))
		expect(t, r, 200, "success")
		provinces, _ := r.Field("list").([]any)
		if len(provinces) != 31 {
			t.Fatalf("provinces: %d, want the 31 of mainland China", len(provinces))
		}
		all := map[string]map[string]any{}
		areaByCode(r.Field("list"), all)
		if len(all) < 3300 {
			t.Fatalf("only %d divisions", len(all))
		}
		// Code shape: province ends 0000, city 00 under its province, county under its city.
		for _, p := range provinces {
			pm := p.(map[string]any)
			pc := pm["code"].(string)
			if !sixDigits.MatchString(pc) || !strings.HasSuffix(pc, "0000") {
				t.Errorf("province code %s", pc)
			}
			for _, c := range pm["children"].([]any) {
				cm := c.(map[string]any)
				cc := cm["code"].(string)
				if !sixDigits.MatchString(cc) || cc[:2] != pc[:2] || !strings.HasSuffix(cc, "00") || strings.HasSuffix(cc, "0000") {
					t.Errorf("city code %s under %s", cc, pc)
				}
				for _, d := range cm["children"].([]any) {
					dc := d.(map[string]any)["code"].(string)
					if !sixDigits.MatchString(dc) || dc[:4] != cc[:4] || strings.HasSuffix(dc, "00") {
						t.Errorf("county code %s under %s", dc, cc)
					}
				}
			}
		}
		// Chongqing: a municipality with two pseudo-cities, urban districts and counties.
		cq := all["500000"]
		if cq["provinceLevelCity"] != true || cq["region"] != "西南" || strings.Join(childNames(cq), ",") != "市辖区,县" {
			t.Errorf("Chongqing: %v %v %v", cq["provinceLevelCity"], cq["region"], childNames(cq))
		}
		if names := childNames(all["500200"]); len(names) < 5 || !strings.HasSuffix(names[0], "县") {
			t.Errorf("Chongqing's counties: %v", names)
		}
		// 'Directly-administered counties' pseudo-cities.
		if all["419000"]["name"] != "省直辖县级行政区划" || all["659000"]["name"] != "自治区直辖县级行政区划" {
			t.Errorf("pseudo-cities: %v %v", all["419000"]["name"], all["659000"]["name"])
		}
		if names := childNames(all["429000"]); len(names) != 4 {
			t.Errorf("Hubei's directly-administered counties: %v", names)
		}
		// Cities without counties answer an empty children list.
		for _, code := range []string{"441900", "442000", "460400", "620200"} {
			kids, ok := all[code]["children"].([]any)
			if !ok || len(kids) != 0 {
				t.Errorf("%s %v: children %v", code, all[code]["name"], all[code]["children"])
			}
		}
		// Flags.
		if all["540000"]["autonomousRegion"] != true || all["110000"]["provinceLevelCity"] != true || all["440000"]["autonomousRegion"] != nil {
			t.Errorf("flags: Tibet %v, Beijing %v, Guangdong %v", all["540000"]["autonomousRegion"], all["110000"]["provinceLevelCity"], all["440000"]["autonomousRegion"])
		}

		// One level below a parent.
		sub := e.Do(t, "GET", "/api/area/getList?parentCode=500000", nil, token(tok))
		expect(t, sub, 200, "")
		if list, _ := sub.Field("list").([]any); len(list) != 2 {
			t.Errorf("Chongqing's children: %v", sub.Field("list"))
		}
		expect(t, e.Do(t, "GET", "/api/area/getList?parentCode=440305", nil, token(tok)), 200, "")
		expect(t, e.Do(t, "GET", "/api/area/getList?parentCode=990000", nil, token(tok)), 404, "no division has the code 990000")
		bad := e.Do(t, "GET", "/api/area/getList?parentCode=4400", nil, token(tok))
		expect(t, bad, 400, "")
		if bad.Str("field") != "parentCode" {
			t.Errorf("400 names %q, want parentCode", bad.Str("field"))
		}
		expect(t, e.Do(t, "GET", "/api/area/getList", nil), 401, "token not obtained")
	})
}

func TestRegionLookup(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		e.staff(t, "clerk", "password-1")
		tok, _ := e.login(t, "clerk", "password-1")
		tests := []struct{ code, level, full, path string }{
			{"440305", "county", "广东省深圳市南山区", "440000 440300 440305"},
			{"110101", "county", "北京市东城区", "110000 110100 110101"},
			{"500229", "county", "重庆市城口县", "500000 500200 500229"},
			{"469001", "county", "海南省五指山市", "460000 469000 469001"},
			{"441900", "city", "广东省东莞市", "440000 441900"},
			{"150000", "province", "内蒙古自治区", "150000"},
		}
		for _, tt := range tests {
			r := e.Do(t, "GET", "/api/area/lookup?code="+tt.code, nil, token(tok))
			expect(t, r, 200, "")
			var path []string
			for _, p := range r.Field("path").([]any) {
				path = append(path, p.(map[string]any)["code"].(string))
			}
			if r.Str("level") != tt.level || r.Str("fullName") != tt.full || strings.Join(path, " ") != tt.path {
				t.Errorf("%s: %s", tt.code, r.Raw)
			}
		}
		expect(t, e.Do(t, "GET", "/api/area/lookup?code=440399", nil, token(tok)), 404, "no division has the code 440399")
		expect(t, e.Do(t, "GET", "/api/area/lookup?code=440399", nil, token(tok), lang("zh")), 404, "没有代码为 440399 的行政区划")
		for _, bad := range []string{"44030", "4403055", "44O305", ""} {
			r := e.Do(t, "GET", "/api/area/lookup?code="+bad, nil, token(tok))
			expect(t, r, 400, "")
			if r.Str("field") != "code" {
				t.Errorf("%q: 400 names %q", bad, r.Str("field"))
			}
		}
		expect(t, e.Do(t, "GET", "/api/area/lookup", nil, token(tok)), 400, "")
	})
}
