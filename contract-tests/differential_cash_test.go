package contracttests

// The cash area in the differential sequence: withdrawal methods, the default, the reveal
// and the account.

func cashSteps(s *dseq) {
	s.fresh("admin", "clerk")
	s.actor("admin")
	c := "/api/admin/cashMethod/"
	card := m{"kind": "bankCard", "holder": "张伟", "bank": "中国工商银行", "branch": "西湖支行", "accountNo": "6217000000000000004"}
	s.get(c + "index")
	s.post(c+"add", card).keepID("cash.card")
	s.post(c+"add", m{"kind": "alipay", "holder": "张伟", "accountNo": "zw@example.com"}).keepID("cash.ali")
	s.post(c+"add", m{"kind": "wechat", "holder": "张伟", "accountNo": "zhangwei_shop", "isDefault": true}).keepID("cash.wx")
	for _, over := range []m{
		{"accountNo": "6217000000000000005"}, {"accountNo": "62170000"}, {"bank": "Bank of Nowhere"}, {"bank": nil},
		{"holder": " "}, {"kind": "alipay", "accountNo": "not-a-phone"}, {"kind": "wechat", "accountNo": "1abc"},
	} {
		s.post(c+"add", overridden(m{"kind": "bankCard", "holder": "张伟", "bank": "中国工商银行", "accountNo": "6217000000000000004"}, over))
		s.zhToo()
	}
	s.get(c + "index")
	s.get(c+"detail", "id", "{cash.card}")
	s.get(c+"detail", "id", 9876543210)
	s.zhToo()
	s.post(c+"setDefault", m{"id": ref("cash.ali")})
	s.post(c+"edit", m{"id": ref("cash.card"), "kind": "bankCard", "holder": "张伟", "bank": "招商银行", "accountNo": "6217000000000000004",
		"isDefault": true})
	s.post(c+"edit", m{"id": 9876543210, "kind": "alipay", "holder": "张伟", "accountNo": "13812345678"})
	s.post(c+"destroy", m{"id": ref("cash.card")})
	s.get(c + "index")
	s.post(c+"destroy", m{"id": ref("cash.card")})
	s.get(c+"reveal", "id", "{cash.ali}")
	s.get(c+"reveal", "id", "{cash.ali}").by("clerk")
	s.post(c+"add", card).by("clerk")
	s.get("/api/admin/cashAccount/detail").by("clerk")
}
