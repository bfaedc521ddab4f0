package contracttests

import (
	"testing"
	"time"
)

// deletions make, for each delete of the contract, records to delete through the API and
// answer the delete's body and the detail its system-log line must have.
var deletions = map[string]deletion{
	"DeleteStaff": func(t *testing.T, e *Env, _ admin) (any, string) {
		a, b := e.staff(t, "gone.alice", "password-1"), e.staff(t, "gone.bob", "password-1")
		return byIDs(a.ID, b.ID), named("staff", a.ID, "gone.alice", b.ID, "gone.bob")
	},
	"DeleteRoles": func(t *testing.T, e *Env, who admin) (any, string) {
		id := e.made(t, who, "/api/roleManagement/doEdit", map[string]any{"role": "Leaving", "btnRolesCheckedList": []string{}})
		return byIDs(id), named("role", id, "Leaving")
	},
	"DeleteDepartments": func(t *testing.T, e *Env, who admin) (any, string) {
		a := e.made(t, who, "/api/departmentManagement/doEdit", map[string]any{"name": "临时项目组"})
		b := e.made(t, who, "/api/departmentManagement/doEdit", map[string]any{"name": "Pop-up team"})
		return byIDs(a, b), named("department", a, "临时项目组", b, "Pop-up team")
	},
	"DeleteMenus": func(t *testing.T, e *Env, who admin) (any, string) {
		id := e.made(t, who, "/api/menuManagement/doEdit", map[string]any{"path": "/leaving", "name": "Leaving", "meta": map[string]any{"title": "leaving"}})
		return byIDs(id), named("menu", id, "Leaving")
	},
	"DeleteDemoTableRows": func(t *testing.T, e *Env, who admin) (any, string) {
		r := e.Do(t, "GET", "/api/table/getList?pageSize=2", nil, token(who.token), lang("en"))
		expect(t, r, 200, "")
		rows := list(r)
		a, b := int64(rows[0]["id"].(float64)), int64(rows[1]["id"].(float64))
		lo, hi := min(a, b), max(a, b)
		title := map[int64]any{a: rows[0]["title"], b: rows[1]["title"]}
		return byIDs(hi, lo), named("demo row", lo, title[lo], hi, title[hi])
	},
	"AdminUserLevelDestroy": func(t *testing.T, e *Env, who admin) (any, string) {
		id := e.made(t, who, "/api/admin/userLevel/add", map[string]any{"name": "告别等级", "growthValue": 987654, "discount": "9.5"})
		return byID(id), named("user level", id, "告别等级")
	},
	"AdminCouponDestroy": func(t *testing.T, e *Env, who admin) (any, string) {
		id := e.made(t, who, "/api/admin/coupon/add", couponBody(e, map[string]any{"name": "满100减20 清仓"}))
		return byID(id), named("coupon", id, "满100减20 清仓")
	},
	"ListSettingsDestroyView": func(t *testing.T, e *Env, who admin) (any, string) {
		s := e.saveView(t, who, map[string]any{"name": "Gold members", "query": "levelId=3"}, 200, "")
		v := s.view("Gold members")
		return map[string]any{"list": usersList, "id": v.ID}, named("list view", v.ID, "Gold members")
	},
	"AdminFreightDestroy": func(t *testing.T, e *Env, who admin) (any, string) {
		id := e.made(t, who, "/api/admin/freight/add", freightBody(map[string]any{"name": "广东包邮"}))
		return byID(id), named("freight template", id, "广东包邮")
	},
	"AdminGoodsServiceDestroy": func(t *testing.T, e *Env, who admin) (any, string) {
		id := e.made(t, who, "/api/admin/goodsService/add", map[string]any{"title": "七天无理由", "content": "签收七天内可退"})
		return byID(id), named("after-sale service", id, "七天无理由")
	},
	"AdminGuaranteeDestroy": func(t *testing.T, e *Env, who admin) (any, string) {
		id := e.made(t, who, "/api/admin/guarantee/add", map[string]any{"title": "正品保证", "content": "假一赔十"})
		return byID(id), named("guarantee", id, "正品保证")
	},
	"AdminAlbumDestroy": func(t *testing.T, e *Env, who admin) (any, string) {
		id := e.addAlbum(t, who, "春季上新", 1)
		return byID(id), named("album", id, "春季上新")
	},
	"AdminPictureDestroy": func(t *testing.T, e *Env, who admin) (any, string) {
		album := e.addAlbum(t, who, "待删", 1)
		a, b := e.pictureWith(t, who, album, "front.png", 4, 4), e.pictureWith(t, who, album, "back.png", 4, 4)
		return byIDs(a, b), named("picture", a, "front.png", b, "back.png")
	},
	"AdminGoodsCategoryDestroy": func(t *testing.T, e *Env, who admin) (any, string) {
		id := e.addCategory(t, who, 0, "过季女装")
		return byID(id), named("goods category", id, "过季女装")
	},
	"AdminGoodsDestroy": func(t *testing.T, e *Env, who admin) (any, string) {
		_, _, leaf := e.categoryBranch(t, who)
		a := e.made(t, who, "/api/admin/goods/add", goodsBody(leaf, map[string]any{"name": "碎花连衣裙"}))
		b := e.made(t, who, "/api/admin/goods/add", goodsBody(leaf, map[string]any{"name": "格纹半身裙"}))
		expect(t, e.Do(t, "POST", "/api/admin/goods/recycle", byIDs(a, b), token(who.token)), 200, "")
		return byIDs(a, b), named("goods", a, "碎花连衣裙", b, "格纹半身裙")
	},
	"AdminGoodsSpecDestroy": func(t *testing.T, e *Env, who admin) (any, string) {
		id := e.made(t, who, "/api/admin/goodsSpec/add", map[string]any{"name": "面料", "values": []string{"纯棉"}, "sort": 1})
		return byID(id), named("spec", id, "面料")
	},
	"AdminGoodsAttributeDestroy": func(t *testing.T, e *Env, who admin) (any, string) {
		_, _, leaf := e.categoryBranch(t, who)
		id := e.made(t, who, "/api/admin/goodsAttribute/add", map[string]any{"categoryId": leaf, "name": "连衣裙属性",
			"rows": []map[string]any{{"name": "货号", "required": false, "kind": "text"}}})
		return byID(id), named("attribute template", id, "连衣裙属性")
	},
	"AdminCashMethodDestroy": func(t *testing.T, e *Env, who admin) (any, string) {
		id := e.made(t, who, "/api/admin/cashMethod/add", cashMethodBody(nil))
		return byID(id), named("withdrawal method", id, "张伟 **** **** **** 0004")
	},
	"AdminShopAddressDestroy": func(t *testing.T, e *Env, who admin) (any, string) {
		e.made(t, who, "/api/admin/shopAddress/add", shopAddressBody(nil)) // the return warehouse, which stays
		id := e.made(t, who, "/api/admin/shopAddress/add", shopAddressBody(map[string]any{"contact": "王发货", "detail": "莫干山路 8 号"}))
		return byID(id), named("address", id, "王发货 莫干山路 8 号")
	},
	"AdminBindStoreUnbind": func(t *testing.T, e *Env, who admin) (any, string) {
		do := bindOps(t, e, who.token)
		expect(t, do("POST", "sendCode", map[string]any{"storeCode": bindStoreCode}), 200, "")
		e.Clock.Advance(time.Minute)
		expect(t, do("POST", "bind", map[string]any{"storeCode": bindStoreCode, "code": e.SMS.Last(bindStoreMobile)}), 200, "")
		return nil, named("distribution store", bindStoreCode, "杭州西湖微店分销店")
	},
}
