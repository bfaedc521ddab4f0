package contracttests

import (
	"bytes"
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"shopconsole/server/cash"
	"shopconsole/server/orders"
	"shopconsole/server/regions"
)

// shop is what the order scenarios act on: staff holding Admin, the storefront's service
// account, a buyer, and a goods on shelf with three SKUs (flat freight 8.00).
type shop struct {
	e     *Env
	adm   admin
	front admin
	buyer int64
	goods int64
	leaf  int64
	// skus by combination: "红色/S/" 99.90 × 10, "红色/M/" 109.00 × 5, "蓝色/S/" 99.90 × 0.
	skus map[string]int64
}

// nanshan is a consignee in Shenzhen's Nanshan district.
func nanshan() map[string]any {
	return map[string]any{"name": "王芳", "mobile": "13812345678", "provinceCode": "440000", "cityCode": "440300",
		"districtCode": "440305", "detail": "科技园南区 8 栋 1201"}
}

func (e *Env) shop(t *testing.T) *shop {
	t.Helper()
	s := &shop{e: e, adm: e.signedIn(t, "orderadmin", "Admin")}
	// The default settings, whatever the backend's sample shop chose.
	expect(t, e.write(t, s.adm, "/api/admin/orderSettings/save", orders.DefaultSettings), 200, "")
	e.role(t, s.adm, "Storefront", "storefront:order:write", "storefront:aftersale:write")
	s.front = e.signedIn(t, "storefront", "Storefront")
	s.buyer = e.shopUser(t, "买家 "+uniq(), e.Clock.Now()).ID
	_, _, s.leaf = e.categoryBranch(t, s.adm)
	r := e.write(t, s.adm, "/api/admin/goods/add", goodsBody(s.leaf, map[string]any{"description": "<p>纯棉</p>"}))
	expect(t, r, 200, "")
	s.goods, s.skus = num(r, "id"), skuIDs(r)
	return s
}

// later moves the scenario's clock on, signing the staff in again (access tokens expire).
func (s *shop) later(t *testing.T, d time.Duration) {
	t.Helper()
	s.e.Clock.Advance(d)
	s.adm.token, _ = s.e.login(t, s.adm.name, "password-1")
	s.front.token, _ = s.e.login(t, s.front.name, "password-1")
}

// line is one order line: a SKU by combination and a quantity.
func (s *shop) line(combo string, n int) map[string]any {
	return map[string]any{"skuId": s.skus[combo], "quantity": n}
}

// order is a valid order body for the buyer; over replaces fields (nil deletes one).
func (s *shop) order(over map[string]any, lines ...map[string]any) map[string]any {
	b := map[string]any{"userId": s.buyer, "items": lines, "consignee": nanshan(), "remark": "请尽快发货"}
	return overridden(b, over)
}

// place places an order as the storefront.
func (s *shop) place(t *testing.T, body map[string]any, opts ...opt) Res {
	t.Helper()
	return s.e.Do(t, "POST", "/api/storefront/order/create", body, append([]opt{token(s.front.token)}, opts...)...)
}

// placed places an order that must succeed and answers its id.
func (s *shop) placed(t *testing.T, body map[string]any) int64 {
	t.Helper()
	r := s.place(t, body)
	expect(t, r, 200, "")
	return num(r, "id")
}

// act posts to an order operation as staff (system log checked) or as the storefront.
func (s *shop) act(t *testing.T, path string, body map[string]any) Res {
	t.Helper()
	if len(path) > 16 && path[:16] == "/api/storefront/" {
		return s.e.Do(t, "POST", path, body, token(s.front.token))
	}
	return s.e.write(t, s.adm, path, body)
}

// stock answers the stock of the shop's goods and of one of its SKUs, and its sales.
func (s *shop) stock(t *testing.T, combo string) (goodsStock, skuStock, sales int64) {
	t.Helper()
	r := s.e.Do(t, "GET", q("/api/admin/goods/detail", "id", s.goods), nil, token(s.adm.token))
	expect(t, r, 200, "")
	for _, row := range r.Field("skus").([]any) {
		m := row.(map[string]any)
		if int64(m["id"].(float64)) == s.skus[combo] {
			skuStock = int64(m["stock"].(float64))
		}
	}
	return num(r, "stock"), skuStock, num(r, "sales")
}

// detail answers an order's detail.
func (s *shop) detail(t *testing.T, id int64) Res {
	t.Helper()
	r := s.e.Do(t, "GET", q("/api/admin/order/detail", "id", id), nil, token(s.adm.token))
	expect(t, r, 200, "")
	return r
}

// actions lists an order's log as "action from>to" lines.
func actions(r Res) []string {
	var out []string
	for _, row := range r.Field("log").([]any) {
		m := row.(map[string]any)
		from := ""
		if m["fromStatus"] != nil {
			from = m["fromStatus"].(string)
		}
		out = append(out, fmt.Sprintf("%s %s>%s", m["action"], from, m["toStatus"]))
	}
	return out
}

// refundsAtOnce tells whether the server's payment platform refunds at once: the mock
// server's stand-in does; in-process apps and other servers wait for staff to confirm a
// platform's refund (POST /admin/refund/settle).
func (e *Env) refundsAtOnce() bool { return e.Remote != nil && e.Remote.isMock }

// timedJob runs the timed job of that name (as server/app/jobs.go names it) as the server's
// job runner would, and answers how many records it moved: in-process over the scenario's
// store at its clock; against the mock the job ran when the scenario moved the clock on
// (POST /__mock/clock), and this answers what it moved then.
func (e *Env) timedJob(t *testing.T, name string) int {
	t.Helper()
	if e.Remote != nil {
		if !e.Remote.isMock {
			t.Skip("remote: the timed jobs run on the server's own clock")
		}
		return e.Remote.movedBy(name)
	}
	tree, err := regions.New()
	if err != nil {
		t.Fatal(err)
	}
	o := orders.New(e.Store.Orders(), tree, e.Clock.Now)
	jobs := map[string]func(context.Context) (int, error){
		"orders.close_unpaid": o.CloseDue, "orders.confirm_shipped": o.ConfirmDue,
		"aftersales.agree_overdue": o.AgreeDue, "aftersales.expire_returns": o.ExpireDue,
		"cash.settle_orders": cash.New(e.Store.Cash(), nil, e.Clock.Now).SettleDue(nil),
	}
	job, ok := jobs[name]
	if !ok {
		t.Fatalf("no timed job %s", name)
	}
	n, err := job(context.Background())
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return n
}

// shipWorkbook is an .xlsx whose first sheet holds rows from A1 down.
func shipWorkbook(t *testing.T, rows ...[]string) []byte {
	t.Helper()
	f := excelize.NewFile()
	defer func() { _ = f.Close() }()
	for i, r := range rows {
		cells := make([]any, len(r))
		for j, c := range r {
			cells[j] = c
		}
		if err := f.SetSheetRow("Sheet1", fmt.Sprintf("A%d", i+1), &cells); err != nil {
			t.Fatal(err)
		}
	}
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
