package contracttests

import (
	"fmt"
	"testing"
)

// freightBody is a valid piece template: Guangdong and Shenzhen priced, Tibet refused,
// Zhejiang free from 99.00; over replaces fields (nil deletes one).
func freightBody(over map[string]any) map[string]any {
	b := map[string]any{
		"name": "广东优惠 " + uniq(), "chargeType": "piece",
		"defaultRule": map[string]any{"firstUnit": "1", "firstFee": "10", "extraUnit": "2", "extraFee": "3"},
		"rules": []any{
			map[string]any{"regions": []string{"440000"}, "firstUnit": "1", "firstFee": "8", "extraUnit": "1", "extraFee": "2"},
			map[string]any{"regions": []string{"440300"}, "firstUnit": "2", "firstFee": "6", "extraUnit": "1", "extraFee": "1.5"},
		},
		"freeRules":  []any{map[string]any{"regions": []string{"330000"}, "minAmount": "99"}},
		"noDelivery": []string{"540000"},
	}
	return overridden(b, over)
}

func TestFreightTemplates(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		who := e.signedIn(t, "freighter", "Admin")
		tok := token(who.token)
		r := e.write(t, who, "/api/admin/freight/add", freightBody(nil))
		expect(t, r, 200, "")
		id, name := num(r, "id"), r.Str("name")
		rules, _ := r.Field("rules").([]any)
		if len(rules) != 2 || r.Str("defaultRule.firstFee") != "10.00" || r.Str("chargeType") != "piece" ||
			rules[1].(map[string]any)["extraFee"] != "1.50" || rules[1].(map[string]any)["firstUnit"] != "2" {
			t.Fatalf("add: %s", r.Raw)
		}
		d := e.Do(t, "GET", q("/api/admin/freight/detail", "id", id), nil, tok)
		if d.Str("name") != name || !e.timeIs(d.Str("createdAt"), e.Clock.Now()) {
			t.Fatalf("detail: %s", d.Raw)
		}
		l := e.Do(t, "GET", q("/api/admin/freight/index", "keyword", name, "chargeType", "piece"), nil, tok)
		if num(l, "total") != 1 || list(l)[0]["name"] != name {
			t.Fatalf("index: %s", l.Raw)
		}
		if l := e.Do(t, "GET", q("/api/admin/freight/index", "keyword", name, "chargeType", "weight"), nil, tok); num(l, "total") != 0 {
			t.Fatalf("index by charge type: %s", l.Raw)
		}
		e.Clock.Advance(60e9)
		edit := freightBody(map[string]any{"id": id, "name": "按重量 " + uniq(), "chargeType": "weight",
			"defaultRule": map[string]any{"firstUnit": "0.5", "firstFee": "12", "extraUnit": "0.25", "extraFee": "2"},
			"rules":       []any{}, "freeRules": []any{map[string]any{"regions": []string{"110000"}, "minUnits": "10.5"}}})
		r = e.write(t, who, "/api/admin/freight/edit", edit)
		if r.Status != 200 || r.Str("defaultRule.firstUnit") != "0.5" || r.Str("createdAt") == r.Str("updatedAt") {
			t.Fatalf("edit: %s", r.Raw)
		}
		free, _ := r.Field("freeRules").([]any)
		if len(free) != 1 || free[0].(map[string]any)["minUnits"] != "10.5" || free[0].(map[string]any)["minAmount"] != nil {
			t.Fatalf("edited free rules: %s", r.Raw)
		}
		expect(t, e.write(t, who, "/api/admin/freight/edit", freightBody(nil)), 400, "id is required")
		expect(t, e.write(t, who, "/api/admin/freight/edit", freightBody(map[string]any{"id": 9876543210})), 404, "freight template 9876543210 does not exist")
		expect(t, e.write(t, who, "/api/admin/freight/destroy", map[string]any{"id": id}), 200, "")
		expect(t, e.Do(t, "GET", q("/api/admin/freight/detail", "id", id), nil, tok), 404, fmt.Sprintf("freight template %d does not exist", id))
		expect(t, e.write(t, who, "/api/admin/freight/destroy", map[string]any{"id": id}), 404, fmt.Sprintf("freight template %d does not exist", id))
		// zh by default of the product
		expect(t, e.Do(t, "GET", q("/api/admin/freight/detail", "id", id), nil, tok, lang("zh-CN")), 404, fmt.Sprintf("运费模板 %d 不存在", id))
	})
}

func TestFreightTemplateRefusals(t *testing.T) {
	rule := func(regions []string, first, extra string) map[string]any {
		return map[string]any{"regions": regions, "firstUnit": first, "firstFee": "5", "extraUnit": extra, "extraFee": "1"}
	}
	eachBackend(t, func(t *testing.T, e *Env) {
		who := e.signedIn(t, "freighter", "Admin")
		for _, c := range []struct {
			over  map[string]any
			field string
			msg   string
		}{
			{map[string]any{"name": "  "}, "name", "name is required"},
			{map[string]any{"defaultRule": map[string]any{"firstUnit": "0", "firstFee": "1", "extraUnit": "1", "extraFee": "1"}},
				"defaultRule.firstUnit", "defaultRule.firstUnit must be greater than 0"},
			{map[string]any{"defaultRule": map[string]any{"firstUnit": "1", "firstFee": "1", "extraUnit": "0", "extraFee": "1"}},
				"defaultRule.extraUnit", "defaultRule.extraUnit must be greater than 0"},
			{map[string]any{"defaultRule": map[string]any{"firstUnit": "1.5", "firstFee": "1", "extraUnit": "1", "extraFee": "1"}},
				"defaultRule.firstUnit", "defaultRule.firstUnit must be a whole number of pieces"},
			{map[string]any{"rules": []any{rule([]string{}, "1", "1")}}, "rules.0.regions", "rules.0.regions must name at least one region"},
			{map[string]any{"rules": []any{rule([]string{"440000"}, "1", "1"), rule([]string{"999999"}, "1", "1")}},
				"rules.1.regions", "rules.1.regions: no division has the code 999999"},
			{map[string]any{"rules": []any{rule([]string{"440000", "440000"}, "1", "1")}},
				"rules.0.regions", "rules.0.regions names region 440000 twice"},
			{map[string]any{"rules": []any{rule([]string{"440000"}, "1", "1"), rule([]string{"440300", "440000"}, "1", "1")}},
				"rules.1.regions", "rules.1.regions: region 440000 is already named by another rule"},
			{map[string]any{"rules": []any{rule([]string{"540000"}, "1", "1")}},
				"rules.0.regions", "rules.0.regions: region 540000 is also a no-delivery region"},
			{map[string]any{"rules": []any{rule([]string{"440000"}, "1", "0.5")}},
				"rules.0.extraUnit", "rules.0.extraUnit must be a whole number of pieces"},
			{map[string]any{"freeRules": []any{map[string]any{"regions": []string{"330000"}}}},
				"freeRules.0.minUnits", "freeRules.0 needs minUnits, minAmount or both"},
			{map[string]any{"freeRules": []any{map[string]any{"regions": []string{}, "minUnits": "2"}}},
				"freeRules.0.regions", "freeRules.0.regions must name at least one region"},
			{map[string]any{"freeRules": []any{map[string]any{"regions": []string{"540000"}, "minUnits": "2"}}},
				"freeRules.0.regions", "freeRules.0.regions: region 540000 is also a no-delivery region"},
			{map[string]any{"freeRules": []any{map[string]any{"regions": []string{"330000"}, "minUnits": "2.5"}}},
				"freeRules.0.minUnits", "freeRules.0.minUnits must be a whole number of pieces"},
			{map[string]any{"noDelivery": []string{"123456"}}, "noDelivery", "noDelivery: no division has the code 123456"},
			{map[string]any{"chargeType": "distance"}, "", ""},
			{map[string]any{"defaultRule": map[string]any{"firstUnit": "1", "firstFee": "1.234", "extraUnit": "1", "extraFee": "1"}}, "", ""},
			{map[string]any{"rules": nil}, "", ""},
		} {
			r := e.write(t, who, "/api/admin/freight/add", freightBody(c.over))
			if r.Status != 400 || (c.msg != "" && (r.Msg != c.msg || r.Str("field") != c.field)) {
				t.Errorf("%v: got %d %q %q, want 400 %q %q", c.over, r.Status, r.Msg, r.Str("field"), c.msg, c.field)
			}
		}
	})
}

func TestFreightCalculate(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		who := e.signedIn(t, "freighter", "Admin")
		tok := token(who.token)
		id := num(e.write(t, who, "/api/admin/freight/add", freightBody(nil)), "id")
		calc := func(body map[string]any, opts ...opt) Res {
			return e.Do(t, "POST", "/api/admin/freight/calculate", body, append([]opt{tok}, opts...)...)
		}
		for _, c := range []struct {
			name   string
			body   map[string]any
			fee    string
			free   bool
			level  string
			region string
		}{
			{"city rule in Nanshan", map[string]any{"templateId": id, "regionCode": "440305", "quantity": 4}, "9.00", false, "city", "440300"},
			{"province rule in Guangzhou", map[string]any{"templateId": id, "regionCode": "440106", "quantity": 3}, "12.00", false, "province", "440000"},
			{"default rule rounds extra pieces up", map[string]any{"templateId": id, "regionCode": "320505", "quantity": 4}, "16.00", false, "default", ""},
			{"free from the amount", map[string]any{"templateId": id, "regionCode": "330106", "quantity": 4, "amount": "99"}, "0.00", true, "default", ""},
			{"below the free amount", map[string]any{"templateId": id, "regionCode": "330106", "quantity": 1, "amount": "98.99"}, "10.00", false, "default", ""},
			{"rules being edited", map[string]any{"template": freightBody(map[string]any{"name": nil}), "regionCode": "440300", "quantity": 1}, "6.00", false, "city", "440300"},
		} {
			r := calc(c.body)
			if r.Status != 200 || r.Field("deliverable") != true || r.Str("fee") != c.fee || r.Field("free") != c.free ||
				r.Str("level") != c.level || r.Str("region") != c.region {
				t.Errorf("%s: %s", c.name, r.Raw)
			}
		}
		r := calc(map[string]any{"templateId": id, "regionCode": "540102", "quantity": 1})
		if r.Status != 200 || r.Field("deliverable") != false || r.Str("reason") != "not delivered to 西藏自治区" || r.Str("level") != "none" {
			t.Fatalf("no delivery: %s", r.Raw)
		}
		if r := calc(map[string]any{"templateId": id, "regionCode": "540000"}, lang("zh")); r.Str("reason") != "不配送到西藏自治区" {
			t.Fatalf("no delivery in zh: %s", r.Raw)
		}
		expect(t, calc(map[string]any{"regionCode": "440305"}), 400, "send either templateId or template, not both")
		expect(t, calc(map[string]any{"templateId": id, "template": freightBody(map[string]any{"name": nil}), "regionCode": "440305"}), 400,
			"send either templateId or template, not both")
		expect(t, calc(map[string]any{"templateId": 9876543210, "regionCode": "440305"}), 404, "freight template 9876543210 does not exist")
		r = calc(map[string]any{"templateId": id, "regionCode": "999999"})
		expect(t, r, 400, "regionCode: no division has the code 999999")
		if r.Str("field") != "regionCode" {
			t.Fatalf("unknown region field: %s", r.Raw)
		}
		bad := freightBody(map[string]any{"name": nil, "noDelivery": []string{"440300"}})
		r = calc(map[string]any{"template": bad, "regionCode": "440305"})
		expect(t, r, 400, "template.rules.1.regions: region 440300 is also a no-delivery region")
		if r.Str("field") != "template.rules.1.regions" {
			t.Fatalf("edited template field: %s", r.Raw)
		}
		// weight: 0.5 kg for 12.00, then 2.00 per started 0.25 kg
		weight := freightBody(map[string]any{"name": nil, "chargeType": "weight", "rules": []any{}, "freeRules": []any{},
			"defaultRule": map[string]any{"firstUnit": "0.5", "firstFee": "12", "extraUnit": "0.25", "extraFee": "2"}})
		if r := calc(map[string]any{"template": weight, "regionCode": "110101", "weight": "1.001", "quantity": 9}); r.Str("fee") != "18.00" || r.Str("units") != "1.001" {
			t.Fatalf("by weight: %s", r.Raw)
		}
		huge := freightBody(map[string]any{"name": nil, "chargeType": "weight", "rules": []any{}, "freeRules": []any{},
			"defaultRule": map[string]any{"firstUnit": "0.001", "firstFee": "9999999999", "extraUnit": "0.001", "extraFee": "9999999999.99"}})
		r = calc(map[string]any{"template": huge, "regionCode": "110101", "weight": "999999.999"})
		expect(t, r, 400, "the fee would exceed 999999999999.99")
		if r.Str("field") != "weight" {
			t.Fatalf("fee too large field: %s", r.Raw)
		}
	})
}
