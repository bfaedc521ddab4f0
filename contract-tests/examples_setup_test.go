package contracttests

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"testing"

	"shopconsole/server/contract"
)

// prep is the recording of one sample: the mock it runs on, the admin's token, the sample
// whose request a setup completes, and the cookies it sends.
type prep struct {
	t       *testing.T
	e       *Env
	tok     string
	s       *sample
	cookies []*http.Cookie
}

// samplesSetUp: operations whose sample needs state a fresh mock lacks. Each sets it up on
// the recording's own mock first (a code sent, a state saved, a record that may be deleted)
// and completes the request with what it made, so every sample answers a success.
var samplesSetUp = map[string]func(p *prep){
	// The refresh token comes as the cookie of a sign-in.
	"RefreshToken": func(p *prep) {
		a := p.post("/shop/login", map[string]any{"username": "admin", "password": "123456"}, false)
		p.cookies = a.cookies()
	},
	// The admin gets a mobile number and is sent a code (the test's SMS sender keeps it).
	"ShopSmsLogin": func(p *prep) {
		const mobile = "13800138000"
		p.must(p.e.Store.SetStaffMobile(context.Background(), p.adminID(), mobile))
		p.post("/shop/smsCode", map[string]any{"mobile": mobile}, false)
		p.s.Body = map[string]any{"mobile": mobile, "code": p.e.SMS.Last(mobile)}
	},
	// A code is sent to the directory's first store; unbinding needs it bound first.
	"AdminBindStoreBind": func(p *prep) {
		p.post("/admin/bindStore/sendCode", map[string]any{"storeCode": bindStoreCode}, true)
		p.s.Body = map[string]any{"storeCode": bindStoreCode, "code": p.e.SMS.Last(bindStoreMobile)}
	},
	"AdminBindStoreUnbind": func(p *prep) {
		p.post("/admin/bindStore/sendCode", map[string]any{"storeCode": bindStoreCode}, true)
		p.post("/admin/bindStore/bind", map[string]any{"storeCode": bindStoreCode, "code": p.e.SMS.Last(bindStoreMobile)}, true)
	},
	// The admin's account is linked to a GitHub identity that the test provider accepts.
	"SocialLogin": func(p *prep) {
		p.must(p.e.Store.LinkSocial(context.Background(), p.adminID(), "github", "admin-gh"))
		p.s.Body = map[string]any{"platform": "github", "code": "good-admin-gh"}
	},
	// A month that has begun, with the sample shop's settlements in it.
	"AdminCashFlowStatement": func(p *prep) {
		p.s.Query = map[string]string{"month": testStart.AddDate(0, -1, 0).Format("2006-01")}
	},
	"RestoreMockSnapshot": func(p *prep) {
		p.post("/__mock/snapshot", map[string]any{"name": "before-demo"}, true)
		p.s.Body = map[string]any{"name": "before-demo"}
	},
	// Every department and role of the sample data has staff: a new one may go.
	"DeleteDepartments": func(p *prep) {
		id := p.post("/departmentManagement/doEdit", map[string]any{"name": "临时项目组"}, true).id()
		p.s.Body = map[string]any{"ids": []any{id}}
	},
	"DeleteRoles": func(p *prep) {
		id := p.post("/roleManagement/doEdit", map[string]any{"role": "Intern", "btnRolesCheckedList": []any{}}, true).id()
		p.s.Body = map[string]any{"ids": []any{id}}
	},
	// Every category has children or goods: a new one may go.
	"AdminGoodsCategoryDestroy": func(p *prep) {
		id := p.post("/admin/goodsCategory/add", map[string]any{"name": "季节限定", "sort": 90, "visible": true}, true).id()
		p.s.Body = map[string]any{"id": id}
	},
	"ListSettingsDestroyView": func(p *prep) {
		a := p.post("/listSettings/saveView", map[string]any{"list": "shopUsers.users", "name": "黄金会员",
			"query": "levelId=3&sort=-balance", "isDefault": false}, true)
		views, _ := a.Env.Data["views"].([]any)
		if len(views) == 0 {
			p.t.Fatalf("saveView answered no view: %s", a.Raw)
		}
		p.s.Body = map[string]any{"list": "shopUsers.users", "id": views[0].(map[string]any)["id"]}
	},
	// A refund pending on the payment platform: a paid order cancelled by staff.
	"AdminRefundSettle": func(p *prep) {
		order := p.post("/admin/order/cancel", map[string]any{"id": 469, "reason": "缺货，取消订单"}, true).id()
		s := &sample{Method: "GET", Path: "/admin/order/detail", Query: map[string]string{"id": fmt.Sprint(order)}}
		a, err := p.e.send(s.request(p.tok))
		refunds, _ := a.Env.Data["refunds"].([]any)
		if err != nil || a.Status != 200 || len(refunds) != 1 {
			p.t.Fatalf("order detail: %v %d %s", err, a.Status, a.Raw)
		}
		p.s.Body = map[string]any{"sn": refunds[0].(map[string]any)["sn"], "reference": "50300001234202611270000000001"}
	},
	// The after-sales act on a sample claim in the status they need.
	"AdminAfterSaleAgree": func(p *prep) { p.s.Body = map[string]any{"id": p.afterSaleIn("applied", "refund")} },
	"AdminAfterSaleRefuse": func(p *prep) {
		p.s.Body = map[string]any{"id": p.afterSaleIn("applied", ""), "reason": "商品已影响二次销售"}
	},
	"AdminAfterSaleReceive": func(p *prep) { p.s.Body = map[string]any{"id": p.afterSaleIn("awaitingReceipt", "")} },
	"AdminAfterSaleRejectGoods": func(p *prep) {
		p.s.Body = map[string]any{"id": p.afterSaleIn("awaitingReceipt", ""), "reason": "退回商品与原商品不符"}
	},
	"AdminAfterSaleRefund": func(p *prep) { p.s.Body = map[string]any{"id": p.afterSaleIn("awaitingRefund", "")} },
	"StorefrontAfterSaleShip": func(p *prep) {
		p.s.Body = map[string]any{"id": p.afterSaleIn("awaitingReturn", ""), "carrier": "中通快递", "trackingNo": "ZT1234567890"}
	},
	"StorefrontAfterSaleRevoke": func(p *prep) { p.s.Body = map[string]any{"id": p.afterSaleIn("applied", "")} },
	// The rights claims act on a sample refused claim whose rights claim is where they need.
	"StorefrontAfterSaleRights": func(p *prep) {
		p.s.Body = map[string]any{"id": p.rightsIn(""), "text": "商品有明显破损，商家拒绝退款", "images": []string{"/files/aftersale/2.jpg"}}
	},
	"AdminRightsForward": func(p *prep) { p.s.Body = map[string]any{"id": p.rightsIn("new")} },
	"AdminRightsAppeal": func(p *prep) {
		p.s.Body = map[string]any{"id": p.rightsIn("forwarded"), "text": "商品出库时完好，有出库检验记录", "images": []string{}}
	},
	"AdminRightsArbitrate": func(p *prep) { p.s.Body = map[string]any{"id": p.rightsIn("appealed")} },
	"AdminRightsClose": func(p *prep) {
		p.s.Body = map[string]any{"id": p.rightsIn("arbitration"), "decision": "merchant", "text": "商家的出库记录完整，维持商家的处理"}
	},
	// The newest sample order in the status the step starts from.
	"AdminOrderChangePrice": func(p *prep) {
		p.s.Body = map[string]any{"id": p.orderIn("unpaid"), "payAmount": "199.00", "reason": "老客户优惠"}
	},
	"StorefrontOrderCancel":  func(p *prep) { p.s.Body = map[string]any{"id": p.orderIn("unpaid"), "reason": "拍错了"} },
	"StorefrontOrderConfirm": func(p *prep) { p.s.Body = map[string]any{"id": p.orderIn("shipped")} },
	// A claim on the first item of a shipped sample order.
	"StorefrontAfterSaleApply": func(p *prep) {
		a := p.get("/admin/order/detail", map[string]string{"id": "459"})
		item := a.Env.Data["order"].(map[string]any)["items"].([]any)[0].(map[string]any)
		p.s.Body = map[string]any{"orderId": 459, "itemId": item["id"], "quantity": 1, "kind": "refund", "amount": "1.00", "reason": "尺码不合适"}
	},
	// A workbook of the two newest paid sample orders and the newest unpaid one, which is
	// refused.
	"AdminOrderBatchShip": func(p *prep) {
		sns := func(tab string, n int) []string {
			list, _ := p.get("/admin/order/index", map[string]string{"tab": tab, "pageSize": fmt.Sprint(n)}).Env.Data["list"].([]any)
			var out []string
			for _, row := range list {
				out = append(out, row.(map[string]any)["sn"].(string))
			}
			if len(out) < n {
				p.t.Fatalf("setting up a sample: %d %s orders", len(out), tab)
			}
			return out
		}
		paid, unpaid := sns("paid", 2), sns("unpaid", 1)
		p.s.files = map[string]formFile{"file": {name: "batch-ship.xlsx", data: shipWorkbook(p.t, []string{"订单号", "快递公司", "快递单号"},
			[]string{paid[0], "顺丰速运", "SF1234567890123"}, []string{paid[1], "中通快递", "ZT7730123456"}, []string{unpaid[0], "顺丰速运", "SF1234567890124"})}}
	},
	// A coupon of the sample data may have been claimed: edit a new one.
	"AdminCouponEdit": func(p *prep) {
		body := map[string]any{}
		for k, v := range p.s.Body.(map[string]any) {
			body[k] = v
		}
		delete(body, "id")
		body["id"] = p.post("/admin/coupon/add", body, true).id()
		p.s.Body = body
	},
	// An application within the sample account's means, to the default bank card.
	"AdminCashWithdrawApply": func(p *prep) {
		p.s.Body = map[string]any{"amount": "500.00", "methodId": 1}
	},
	"AdminCashWithdrawPreview": func(p *prep) {
		p.s.Query = map[string]string{"amount": "500.00"}
	},
	"AdminCashWithdrawDetail": func(p *prep) {
		p.s.Query = map[string]string{"id": "1"}
	},
	// A withdrawal waiting for the approver: one applied for now.
	"AdminCashWithdrawApprove": func(p *prep) {
		id := p.post("/admin/cashWithdraw/apply", map[string]any{"amount": "500.00", "methodId": 1}, true).id()
		p.s.Body = map[string]any{"id": id, "reference": "TR20261121001"}
	},
	"AdminCashWithdrawReject": func(p *prep) {
		id := p.post("/admin/cashWithdraw/apply", map[string]any{"amount": "500.00", "methodId": 1}, true).id()
		p.s.Body = map[string]any{"id": id, "reason": "收款账户信息有误"}
	},
	// The sample shop's draft, filled in whole, is submitted; the sample applications are
	// 1 submitted, 2 approved, 3 rejected, 4 opened and 5 the shop's own draft.
	"AdminMerchantApplicationSubmit": func(p *prep) {
		p.post("/admin/merchantApplication/save", map[string]any{"kind": "company", "companyName": "杭州示例商贸有限公司",
			"licenceNo": "91350100M000100Y43", "licencePicture": "/files/album/licence.jpg", "legalName": "张伟",
			"idNumber": "11010519491231002X", "idFrontPicture": "/files/album/id-front.jpg", "idBackPicture": "/files/album/id-back.jpg",
			"bank": "中国工商银行", "accountHolder": "杭州示例商贸有限公司", "accountNo": "1202020209000012345", "shopName": "示例旗舰店",
			"category": "apparel", "contactName": "李娜", "contactMobile": "13800000000"}, true)
	},
	"AdminMerchantApplicationApprove": func(p *prep) { p.s.Body = map[string]any{"id": 1} },
	"AdminMerchantApplicationReject": func(p *prep) {
		p.s.Body = map[string]any{"id": 1, "reason": "营业执照照片不清晰"}
	},
	"AdminMerchantApplicationOpen": func(p *prep) { p.s.Body = map[string]any{"id": 2} },
	"AdminCashSettingsEdit": func(p *prep) {
		p.s.Body = map[string]any{"minAmount": "100.00", "maxAmount": "50000.00", "feeRate": "0.60", "cycleDays": 7, "settleDelayDays": 7}
	},
}

// post sends a setup request (as admin when signed) and fails the recording unless it is a 200.
func (p *prep) post(path string, body any, signed bool) answer {
	p.t.Helper()
	tok := ""
	if signed {
		tok = p.tok
	}
	a, err := p.e.send((&sample{Method: "POST", Path: path, Body: body}).request(tok))
	if err != nil || a.Status != 200 {
		p.t.Fatalf("setting up a sample: POST %s: %v %d %s", path, err, a.Status, a.Raw)
	}
	return a
}

func (p *prep) get(path string, query map[string]string) answer {
	p.t.Helper()
	a, err := p.e.send((&sample{Method: "GET", Path: path, Query: query}).request(p.tok))
	if err != nil || a.Status != 200 {
		p.t.Fatalf("setting up a sample: GET %s: %v %d %s", path, err, a.Status, a.Raw)
	}
	return a
}

// afterSaleIn answers a sample after-sale in status (of kind, "" for either) with no
// refund asked yet.
func (p *prep) afterSaleIn(status, kind string) any {
	p.t.Helper()
	query := map[string]string{"tab": status, "pageSize": "100"}
	if kind != "" {
		query["kind"] = kind
	}
	list, _ := p.get("/admin/aftersale/index", query).Env.Data["list"].([]any)
	for _, row := range list {
		if m := row.(map[string]any); m["refundSn"] == "" {
			return m["id"]
		}
	}
	p.t.Fatalf("setting up a sample: no sample after-sale %s %s", status, kind)
	return nil
}

// orderIn answers the newest sample order in status.
func (p *prep) orderIn(status string) any {
	p.t.Helper()
	list, _ := p.get("/admin/order/index", map[string]string{"tab": status, "pageSize": "1"}).Env.Data["list"].([]any)
	if len(list) == 0 {
		p.t.Fatalf("setting up a sample: no sample order %s", status)
	}
	return list[0].(map[string]any)["id"]
}

// rightsIn answers a sample refused after-sale whose rights claim is in status ("" for
// none raised).
func (p *prep) rightsIn(status string) any {
	p.t.Helper()
	list, _ := p.get("/admin/aftersale/index", map[string]string{"tab": "refused", "pageSize": "100"}).Env.Data["list"].([]any)
	for _, row := range list {
		m := row.(map[string]any)
		rights, _ := m["rights"].(map[string]any)
		if (status == "" && rights == nil) || (rights != nil && rights["status"] == status) {
			return m["id"]
		}
	}
	p.t.Fatalf("setting up a sample: no sample rights claim %q", status)
	return nil
}

func (p *prep) must(err error) {
	p.t.Helper()
	if err != nil {
		p.t.Fatalf("setting up a sample: %v", err)
	}
}

// adminID is the sample admin's staff id.
func (p *prep) adminID() int64 {
	p.t.Helper()
	s := &sample{Method: "GET", Path: "/userManagement/getList", Query: map[string]string{"username": "admin"}}
	a, err := p.e.send(s.request(p.tok))
	if err != nil || a.Status != 200 {
		p.t.Fatalf("staff list: %v %d", err, a.Status)
	}
	list, _ := a.Env.Data["list"].([]any)
	for _, row := range list {
		if m, _ := row.(map[string]any); m["username"] == "admin" {
			return int64(m["id"].(float64))
		}
	}
	p.t.Fatalf("no admin in the staff list: %s", a.Raw)
	return 0
}

func (a answer) id() any { return a.Env.Data["id"] }

func (a answer) cookies() []*http.Cookie {
	return (&http.Response{Header: a.Header}).Cookies()
}

// samplePNG is a small valid picture for the upload's sample.
func samplePNG() []byte {
	img := image.NewRGBA(image.Rect(0, 0, 4, 4))
	for i := range 16 {
		img.Set(i%4, i/4, color.RGBA{R: 24, G: 144, B: 255, A: 255})
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// multipartRequest sends a multipart sample: its body describes the form, each string of an
// array being a file (samplePNG, the string its description), a field its set-up made a
// file (files) that file, and each other value a field.
func (s *sample) multipartRequest(tok string) (*http.Request, error) {
	fields, _ := s.Body.(map[string]any)
	var b bytes.Buffer
	w := multipart.NewWriter(&b)
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		if f, ok := s.files[k]; ok {
			part, err := w.CreateFormFile(k, f.name)
			if err != nil {
				return nil, err
			}
			if _, err := part.Write(f.data); err != nil {
				return nil, err
			}
			continue
		}
		switch v := fields[k].(type) {
		case []any:
			for i := range v {
				f, err := w.CreateFormFile(k, fmt.Sprintf("sample-%d.png", i+1))
				if err != nil {
					return nil, err
				}
				if _, err := f.Write(samplePNG()); err != nil {
					return nil, err
				}
			}
		default:
			if err := w.WriteField(k, fmt.Sprint(v)); err != nil {
				return nil, err
			}
		}
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	q := url.Values{}
	for k, v := range s.Query {
		q.Set(k, v)
	}
	target := contract.BasePath + s.Path
	if len(q) > 0 {
		target += "?" + q.Encode()
	}
	r := httptest.NewRequest(s.Method, target, &b)
	r.Header.Set("Content-Type", w.FormDataContentType())
	r.Header.Set("Authorization", "Bearer "+tok)
	r.Header.Set("Accept-Language", "en")
	return r, nil
}
