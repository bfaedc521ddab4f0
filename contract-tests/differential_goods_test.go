package contracttests

// Goods in the differential sequence: what goods use (a freight template and an after-sale
// service of the freight steps) cannot be deleted until the goods let go, and a category's
// required attribute.

func goodsRefSteps(s *dseq) {
	s.fresh("admin")
	s.actor("admin")
	c := "/api/admin/goodsCategory/add"
	s.post(c, m{"name": "差分服饰", "parentId": 0}).keepID("cat.1")
	s.post(c, m{"name": "差分女装", "parentId": ref("cat.1")}).keepID("cat.2")
	s.post(c, m{"name": "差分连衣裙", "parentId": ref("cat.2")}).keepID("cat.3")
	s.post("/api/admin/goodsAttribute/add", m{"categoryId": ref("cat.3"), "name": "连衣裙属性", "rows": []m{
		{"name": "面料", "required": true, "kind": "single", "options": []string{"纯棉", "真丝"}},
		{"name": "货号", "required": false, "kind": "text"},
	}})
	body := func(over m) m {
		b := m{
			"name": "差分连衣裙一号", "categoryId": ref("cat.3"), "status": "off", "specType": "single",
			"skus":       []m{{"price": "99", "stock": 3}},
			"freight":    m{"type": "template", "templateId": ref("freight.a")},
			"serviceIds": []any{ref("goodsService.a")},
			"attributes": []m{{"name": "面料", "values": []string{"真丝"}}},
		}
		for k, v := range over {
			b[k] = v
		}
		return b
	}
	g := "/api/admin/goods/"
	s.post(g+"add", body(m{"attributes": []m{}}))
	s.zhToo()
	s.post(g+"add", body(m{"attributes": []m{{"name": "面料", "values": []string{"羊毛"}}}}))
	s.post(g+"add", body(m{"pictures": []m{{"id": 9876543210}}}))
	s.zhToo()
	s.post(g+"add", body(m{"freight": m{"type": "template", "templateId": 9876543210}}))
	s.post(g+"add", body(m{"serviceIds": []int{9876543210}}))
	s.post(g+"add", body(nil)).keepID("goods.a")
	s.post("/api/admin/freight/destroy", m{"id": ref("freight.a")})
	s.zhToo()
	s.post("/api/admin/goodsService/destroy", m{"id": ref("goodsService.a")})
	s.zhToo()
	s.post("/api/admin/guarantee/destroy", m{"id": ref("guarantee.a")})
	s.post(g+"edit", body(m{"id": ref("goods.a"), "freight": m{"type": "free"}, "serviceIds": []int{}}))
	s.post("/api/admin/freight/destroy", m{"id": ref("freight.a")})
	s.post("/api/admin/goodsService/destroy", m{"id": ref("goodsService.a")})
}
