package contracttests

import (
	"context"

	"shopconsole/server/cash"
)

// fundSide brings cents into a side's account as a settled order would.
func fundSide(cents int64) func(sd *side) {
	return func(sd *side) {
		err := sd.Store.Cash().Tx(context.Background(), func(tx cash.Tx) error {
			a, err := tx.Account(true)
			if err != nil {
				return err
			}
			a, f, err := cash.Move(a, cash.Settle(a, cents, "O-differential", sd.Clock.Now()))
			if err != nil {
				return err
			}
			if err := tx.AppendFlow(f); err != nil {
				return err
			}
			return tx.SaveAccount(a)
		})
		if err != nil {
			panic(err)
		}
	}
}

// The withdrawals and the cash settings in the differential sequence: the settings and
// their refusals, applications under a key and each refusal, the decisions, the list.
func withdrawSteps(s *dseq) {
	s.fresh("admin", "clerk")
	s.actor("admin")
	c := "/api/admin/cashWithdraw/"
	set := "/api/admin/cashSettings/"
	s.get(set + "detail")
	s.post(set+"edit", m{"minAmount": "10", "maxAmount": "300", "feeRate": "1", "cycleDays": 0, "settleDelayDays": 7})
	for _, over := range []m{{"minAmount": "0"}, {"maxAmount": "9.99"}, {"feeRate": "100.01"}, {"cycleDays": 366}, {"settleDelayDays": -1}} {
		s.post(set+"edit", overridden(m{"minAmount": "10", "maxAmount": "300", "feeRate": "1", "cycleDays": 0, "settleDelayDays": 7}, over))
		s.zhToo()
	}
	s.post(set+"edit", m{"minAmount": "1", "maxAmount": "2", "feeRate": "0", "cycleDays": 0, "settleDelayDays": 0}).by("clerk")
	s.post("/api/admin/cashMethod/add", m{"kind": "alipay", "holder": "张伟", "accountNo": "13812345678", "isDefault": true}).keepID("wd.method")
	s.get(c+"preview", "amount", "100").before(fundSide(500_00))
	s.get(c+"preview", "amount", "5")
	s.zhToo()
	s.post(c+"apply", m{"amount": "200", "methodId": ref("wd.method")}).idem("wd-apply-0001").keepID("wd.1")
	s.post(c+"apply", m{"amount": "200", "methodId": ref("wd.method")}).idem("wd-apply-0001")
	s.post(c+"apply", m{"amount": "201", "methodId": ref("wd.method")}).idem("wd-apply-0001")
	for _, amount := range []string{"5", "300.01"} {
		s.post(c+"apply", m{"amount": amount, "methodId": ref("wd.method")})
		s.zhToo()
	}
	s.post(c+"apply", m{"amount": "250", "methodId": ref("wd.method")}).by("clerk").keepID("wd.2")
	s.post(c+"apply", m{"amount": "100", "methodId": ref("wd.method")})
	s.zhToo()
	s.post(c+"apply", m{"amount": "100", "methodId": 9876543210})
	s.zhToo()
	s.post(c+"approve", m{"id": ref("wd.1"), "reference": " "})
	s.post(c+"approve", m{"id": ref("wd.1"), "reference": "TR20261121001"}).by("clerk")
	s.post(c+"approve", m{"id": ref("wd.1"), "reference": "TR20261121001"}).idem("wd-decide-0001")
	s.post(c+"approve", m{"id": ref("wd.1"), "reference": "TR20261121001"}).idem("wd-decide-0001")
	s.post(c+"approve", m{"id": ref("wd.1"), "reference": "TR20261121002"})
	s.zhToo()
	s.post(c+"reject", m{"id": ref("wd.2"), "reason": ""})
	s.post(c+"reject", m{"id": ref("wd.2"), "reason": "收款账户信息有误"})
	s.post(c+"reject", m{"id": 9876543210, "reason": "收款账户信息有误"})
	s.zhToo()
	s.get(c + "index")
	s.get(c+"index", "status", "paid", "sort", "-amount")
	s.get(c+"detail", "id", "{wd.1}")
	s.get(c+"detail", "id", 9876543210)
	s.get(c + "index").by("clerk")
	s.get("/api/admin/cashAccount/detail")
}
