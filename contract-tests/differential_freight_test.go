package contracttests

// Freight templates, after-sale services and guarantee texts in the differential sequence.

func diffFreight(name string, over m) m {
	b := m{
		"name": name, "chargeType": "piece",
		"defaultRule": m{"firstUnit": "1", "firstFee": "10", "extraUnit": "2", "extraFee": "3"},
		"rules": []any{
			m{"regions": []string{"440000"}, "firstUnit": "1", "firstFee": "8", "extraUnit": "1", "extraFee": "2"},
			m{"regions": []string{"440300", "110101"}, "firstUnit": "2", "firstFee": "6", "extraUnit": "1", "extraFee": "1.5"},
		},
		"freeRules":  []any{m{"regions": []string{"330000"}, "minAmount": "99"}, m{"regions": []string{"110000"}, "minUnits": "5"}},
		"noDelivery": []string{"540000", "440106"},
	}
	return overridden(b, over)
}

func freightSteps(s *dseq) {
	s.fresh("admin")
	s.actor("admin")
	f := "/api/admin/freight/"
	s.post(f+"add", diffFreight("广东优惠", nil)).keepID("freight.a")
	s.post(f+"add", diffFreight("按重量", m{"chargeType": "weight", "rules": []any{}, "freeRules": []any{}, "noDelivery": []string{},
		"defaultRule": m{"firstUnit": "0.5", "firstFee": "12", "extraUnit": "0.25", "extraFee": "2"}})).keepID("freight.b")
	rule := func(regions []string, first string) m {
		return m{"regions": regions, "firstUnit": first, "firstFee": "5", "extraUnit": "1", "extraFee": "1"}
	}
	for _, over := range []m{
		{"name": " "}, {"defaultRule": m{"firstUnit": "0", "firstFee": "1", "extraUnit": "1", "extraFee": "1"}},
		{"rules": []any{rule([]string{}, "1")}}, {"rules": []any{rule([]string{"999999"}, "1")}},
		{"rules": []any{rule([]string{"440000"}, "1"), rule([]string{"440000"}, "1")}},
		{"rules": []any{rule([]string{"540000"}, "1")}}, {"rules": []any{rule([]string{"440000"}, "1.5")}},
		{"freeRules": []any{m{"regions": []string{"330000"}}}}, {"noDelivery": []string{"123456"}},
		{"chargeType": "distance"}, {"rules": nil},
	} {
		s.post(f+"add", diffFreight("拒绝", over))
	}
	s.zhToo()
	s.get(f+"detail", "id", "{freight.a}")
	s.get(f+"detail", "id", 9876543210)
	s.zhToo()
	s.get(f + "index")
	s.get(f+"index", "keyword", "广东", "chargeType", "piece")
	s.get(f+"index", "chargeType", "weight", "pageSize", 1)
	s.get(f+"index", "keyword", "%")
	calc := f + "calculate"
	for _, body := range []m{
		{"templateId": ref("freight.a"), "regionCode": "440305", "quantity": 4},
		{"templateId": ref("freight.a"), "regionCode": "110101", "quantity": 5},
		{"templateId": ref("freight.a"), "regionCode": "330106", "quantity": 1, "amount": "99"},
		{"templateId": ref("freight.a"), "regionCode": "440106"},
		{"templateId": ref("freight.a"), "regionCode": "540102"},
		{"templateId": ref("freight.b"), "regionCode": "320505", "weight": "1.001"},
		{"template": diffFreight("", m{"name": nil}), "regionCode": "440300", "quantity": 3},
		{"template": diffFreight("", m{"name": nil, "noDelivery": []string{"440300"}}), "regionCode": "440300"},
		{"regionCode": "440305"},
		{"templateId": 9876543210, "regionCode": "440305"},
		{"templateId": ref("freight.a"), "regionCode": "999999"},
	} {
		s.post(calc, body)
		s.zhToo()
	}
	s.post(f+"edit", diffFreight("广东优惠（改）", m{"id": ref("freight.a"), "freeRules": []any{}})).later(60e9)
	s.post(f+"edit", diffFreight("无编号", nil))
	s.post(f+"edit", diffFreight("不存在", m{"id": 9876543210}))
	s.post(f+"destroy", m{"id": ref("freight.b")})
	s.post(f+"destroy", m{"id": ref("freight.b")})
	s.get(f + "index")

	for _, kind := range []string{"goodsService", "guarantee"} {
		g := "/api/admin/" + kind + "/"
		s.post(g+"add", m{"title": "七天无理由退货", "content": "签收后七天内可无理由退货。", "sort": 10}).keepID(kind + ".a")
		s.post(g+"add", m{"title": "正品保证", "content": "假一赔十。"}).keepID(kind + ".b")
		s.post(g+"add", m{"title": " ", "content": "x"})
		s.zhToo()
		s.post(g+"add", m{"title": "x", "content": "\u3000"})
		s.get(g + "index")
		s.get(g+"index", "keyword", "正品")
		s.get(g+"detail", "id", "{"+kind+".a}")
		s.get(g+"detail", "id", 9876543210)
		s.zhToo()
		s.post(g+"edit", m{"id": ref(kind + ".a"), "title": "七天退货", "content": "签收后七天内。", "sort": 0})
		s.post(g+"edit", m{"title": "x", "content": "y"})
		s.post(g+"destroy", m{"id": ref(kind + ".b")})
		s.post(g+"destroy", m{"id": ref(kind + ".b")})
	}
	s.get("/api/admin/guarantee/detail", "id", "{goodsService.a}")
}
