package mock

import "shopconsole/server/cash"

// seedCash gives the sample shop three withdrawal methods, the bank card the default.
func (s *Store) seedCash() {
	d := s.cash
	for _, m := range []cash.Method{
		{Kind: cash.BankCard, Holder: "张伟", Bank: "中国工商银行", Branch: "杭州西湖支行", AccountNo: "6217000000000000004", IsDefault: true},
		{Kind: cash.Alipay, Holder: "张伟", AccountNo: "13812345678"},
		{Kind: cash.WeChat, Holder: "张伟", AccountNo: "zhangwei_shop"},
	} {
		m.ID = d.nextID("method")
		must(d.methods.put(m))
	}
	d.methods.commit()
}
