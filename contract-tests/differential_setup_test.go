package contracttests

import (
	"fmt"
	"strconv"
)

// The shop's own set-up in the differential sequence: its addresses (the default for
// shipping and for returns), the merchant application from draft to an opened shop, and the
// distribution store bound with the code its number received.

func setupSteps(s *dseq) {
	s.fresh("admin", "clerk")
	s.actor("admin")
	sa := "/api/admin/shopAddress/"
	addr := func(over m) m {
		return overridden(m{"contact": "李仓管", "mobile": "13800000000", "provinceCode": "330000", "cityCode": "330100",
			"districtCode": "330106", "detail": "文三路 90 号"}, over)
	}
	s.post(sa+"add", addr(m{"isDefaultShipping": true})).keepID("addr.ship")
	s.post(sa+"add", addr(m{"contact": "退货仓", "detail": "莫干山路 1 号", "isDefaultReturn": true})).keepID("addr.return")
	for _, bad := range []m{{"mobile": "12345"}, {"contact": " "}, {"districtCode": "110105"}, {"detail": ""}} {
		s.post(sa+"add", addr(bad))
		s.zhToo()
	}
	s.post(sa+"edit", addr(m{"id": ref("addr.ship"), "detail": "文三路 100 号", "isDefaultReturn": true}))
	s.post(sa+"edit", addr(m{"id": 9876543210}))
	s.zhToo()
	s.post(sa+"setDefault", m{"id": ref("addr.return"), "kind": "shipping"})
	s.get(sa + "index")
	s.get(sa+"detail", "id", "{addr.ship}")
	s.post(sa+"destroy", m{"id": ref("addr.return")})
	s.post(sa+"destroy", m{"id": ref("addr.return")})
	s.zhToo()
	s.get(sa + "index").by("clerk")

	ma := "/api/admin/merchantApplication/"
	s.get(ma + "detail").by("clerk")
	s.post(ma+"submit", nil).by("clerk")
	s.zhToo()
	s.post(ma+"save", merchantBody(m{"contactMobile": "12800000000"})).by("clerk")
	s.zhToo()
	s.post(ma+"save", m{"kind": "company", "companyName": "杭州示例商贸有限公司"}).by("clerk").keepID("merchant.app")
	s.post(ma+"submit", nil).by("clerk")
	s.post(ma+"save", merchantBody(nil)).by("clerk")
	s.post(ma+"submit", nil).by("clerk")
	s.post(ma+"save", merchantBody(nil)).by("clerk")
	s.post(ma+"approve", m{"id": ref("merchant.app")}).by("clerk")
	s.post(ma+"reject", m{"id": ref("merchant.app"), "reason": "营业执照照片不清晰"})
	s.post(ma+"save", merchantBody(m{"shopName": "示例店"})).by("clerk")
	s.post(ma+"submit", nil).by("clerk")
	s.post(ma+"open", m{"id": ref("merchant.app")})
	s.zhToo()
	s.post(ma+"approve", m{"id": ref("merchant.app")})
	s.post(ma+"open", m{"id": ref("merchant.app")})
	s.get(ma + "index")
	s.get(ma+"index", "state", "opened")
	s.get(ma+"detail", "id", "{merchant.app}")
	s.get(ma + "detail").by("clerk")

	bs := "/api/admin/bindStore/"
	s.get(bs + "detail")
	s.post(bs+"unbind", nil)
	s.zhToo()
	s.post(bs+"sendCode", m{"storeCode": "WD999999"})
	s.zhToo()
	s.post(bs+"sendCode", m{"storeCode": bindStoreCode})
	s.post(bs+"bind", m{"storeCode": bindStoreCode, "code": ref("bind.wrong")}).before(func(sd *side) {
		code, _ := strconv.Atoi(sd.SMS.Last(bindStoreMobile))
		sd.vals["bind.code"], sd.vals["bind.wrong"] = fmt.Sprintf("%06d", code), fmt.Sprintf("%06d", (code+1)%1_000_000)
	})
	s.zhToo()
	s.post(bs+"bind", m{"storeCode": bindStoreCode, "code": ref("bind.code")})
	s.get(bs + "detail").by("clerk")
	s.post(bs+"unbind", nil)
	s.get(bs + "detail")
}
