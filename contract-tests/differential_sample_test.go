package contracttests

import (
	"context"
	"regexp"
	"testing"

	"shopconsole/mock"
	"shopconsole/server/postgres"
)

// TestSampleDataAlike: a fresh Postgres schema seeded with the sample shop data (what
// `shop-console seed` writes, through mock.SampleShop) answers the first pages of the
// shop's lists, the statistics and the departments as a mock started the same day does, ids
// normalised as in TestDifferential (and the departments' staff counts: seed writes no staff).
func TestSampleDataAlike(t *testing.T) {
	ctx := context.Background()
	pg := openPostgres(t)
	if err := mock.SampleShop(ctx, postgres.SampleSink{DB: pg}, mock.SampleEpoch(testStart)); err != nil {
		t.Fatalf("seed postgres: %v", err)
	}
	clock := &Clock{t: testStart}
	o := options{product: true, clock: clock}
	sides := [2]*Env{newEnv(t, "mock", mock.NewAt(testStart), o), newEnv(t, "postgres", pg, o)}
	var tokens [2]string
	for i, e := range sides {
		e.staff(t, "sample.check", "password-1", "Admin")
		tokens[i], _ = e.login(t, "sample.check", "password-1")
	}
	norms := [2]*normaliser{newNormaliser(), newNormaliser()}
	for _, path := range []string{
		"/api/admin/user/index?pageNo=1&pageSize=20",
		"/api/admin/user/index?pageNo=2&pageSize=20&sort=-balance",
		"/api/admin/userLevel/index",
		"/api/admin/coupon/index?pageNo=1&pageSize=20",
		"/api/admin/userCoupon/index?pageNo=1&pageSize=20",
		"/api/admin/userAccountLog/index?pageNo=1&pageSize=20",
		"/api/admin/userAddress/index?pageNo=1&pageSize=20",
		"/api/admin/goodsCollect/index?pageNo=1&pageSize=20",
		"/api/admin/GoodsBrowse/index?pageNo=1&pageSize=20",
		"/api/admin/mallConfig/userRegisterGift",
		"/api/departmentManagement/getList",
		"/api/admin/goodsCategory/index",
		"/api/admin/goodsSpec/index",
		"/api/admin/goodsAttribute/index",
		"/api/admin/freight/index?pageNo=1&pageSize=20",
		"/api/admin/goodsService/index?pageNo=1&pageSize=20",
		"/api/admin/guarantee/index?pageNo=1&pageSize=20",
		"/api/admin/album/index?pageNo=1&pageSize=20",
		"/api/admin/picture/index?pageNo=1&pageSize=20",
		"/api/admin/goods/index?pageNo=1&pageSize=20",
		"/api/admin/goods/index?pageNo=2&pageSize=20&tab=on&sort=-sales",
		"/api/admin/goods/index?pageNo=1&pageSize=20&tab=off",
		"/api/admin/goods/index?pageNo=1&pageSize=20&tab=soldOut",
		"/api/admin/goods/index?pageNo=1&pageSize=20&tab=warning",
		"/api/admin/goods/index?pageNo=1&pageSize=20&tab=recycle&sort=-price",
		"/api/admin/goods/detail?id=5",
		"/api/admin/goods/detail?id=30",
		"/api/admin/orderSettings/detail",
		"/api/admin/order/index?pageNo=1&pageSize=20",
		"/api/admin/order/index?pageNo=2&pageSize=20&sort=-payAmount",
		"/api/admin/order/index?pageNo=1&pageSize=20&tab=unpaid",
		"/api/admin/order/index?pageNo=1&pageSize=20&tab=paid",
		"/api/admin/order/index?pageNo=1&pageSize=20&tab=shipped",
		"/api/admin/order/index?pageNo=1&pageSize=20&tab=completed",
		"/api/admin/order/index?pageNo=1&pageSize=20&tab=closed",
		"/api/admin/order/index?pageNo=1&pageSize=20&tab=afterSale",
		"/api/admin/order/detail?id=7",
		"/api/admin/order/detail?id=120",
		"/api/admin/aftersale/index?pageNo=1&pageSize=20",
		"/api/admin/aftersale/index?pageNo=1&pageSize=20&tab=refunded",
		"/api/admin/aftersale/index?pageNo=1&pageSize=20&tab=awaitingReturn",
		"/api/admin/aftersale/detail?id=3",
		"/api/admin/goods/index?pageNo=1&pageSize=20&sort=-sales",
		"/api/admin/cashAccount/detail",
		"/api/admin/cashFlow/index?pageNo=1&pageSize=20",
		"/api/admin/cashFlow/index?pageNo=3&pageSize=20",
		"/api/admin/cashFlow/daily?days=30",
		"/api/admin/cashWithdraw/index?pageNo=1&pageSize=20",
		"/api/admin/cashWithdraw/index?pageNo=1&pageSize=20&status=pending",
		"/api/admin/cashMethod/index",
		"/api/admin/shopAddress/index",
		"/api/admin/merchantApplication/index?pageNo=1&pageSize=20",
		"/api/admin/merchantApplication/detail",
		"/api/admin/stats/home",
		"/api/admin/stats/deal?range=last30",
		"/api/admin/stats/deal?range=last90&granularity=week",
		"/api/admin/stats/goods?range=last30",
		"/api/admin/stats/goodsRanking?pageNo=1&pageSize=20&range=last90",
	} {
		var got [2]string
		for i, e := range sides {
			r := e.Do(t, "GET", path, nil, token(tokens[i]))
			if r.Status != 200 {
				t.Fatalf("%s on %s: %d %s", path, e.Name, r.Status, r.Raw)
			}
			// How late the figures may be is the backend's (Postgres rolls up on a timer),
			// not the sample data's.
			got[i] = delaySeconds.ReplaceAllString(norms[i].answer(path, r, r.Msg), `"delaySeconds": "any"`)
			// The mock's sample staff sit in the departments; seed writes no staff.
			got[i] = staffCount.ReplaceAllString(got[i], `"staffCount": "any"`)
		}
		if got[0] != got[1] {
			t.Fatalf("%s differs, --- mock +++ postgres:\n%s", path, unifiedDiff(got[0], got[1]))
		}
	}
}

var (
	delaySeconds = regexp.MustCompile(`"delaySeconds": \d+`)
	staffCount   = regexp.MustCompile(`"staffCount": \d+`)
)
