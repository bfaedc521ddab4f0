package shell

import "shopconsole/server/api"

// route is a compact way to write the default table below.
type route struct {
	path, name, component, redirect, title, icon string
	flags                                        string // h hidden, l levelHidden, c noClosable, k noKeepAlive, b breadcrumbHidden
	guard                                        []string
	activeMenu                                   string
	children                                     []route
}

// defaultRoutes is the route table of spec §2. Titles are caption keys the console
// translates; component keys name console pages.
var defaultRoutes = []route{
	{path: "/", name: "Root", component: "Layout", redirect: "/index", title: "home", icon: "home-2-line", children: []route{
		{path: "index", name: "Index", component: "home/index", title: "home", icon: "home-2-line", flags: "c"},
		{path: "goodstrend", name: "GoodsTrend", component: "statistics/goodstrend", title: "goods statistics", icon: "bar-chart-2-line"},
		{path: "deal", name: "Deal", component: "statistics/deal", title: "transaction statistics", icon: "line-chart-line"},
	}},
	{path: "/goods", name: "Goods", component: "Layout", redirect: "/goods/goodslist", title: "goods", icon: "shopping-bag-line", flags: "k", guard: []string{"Admin"}, children: []route{
		{path: "goodslist", name: "GoodsList", component: "goods/list", title: "goods list", icon: "list-check"},
		{path: "goodsdetail/:id", name: "GoodsDetail", component: "goods/detail", title: "goods edit", flags: "h", activeMenu: "/goods/goodslist"},
		{path: "form", name: "GoodsForm", component: "goods/form", title: "goods publish", icon: "add-box-line"},
		{path: "goods/pic", name: "GoodsPic", component: "goods/album", title: "album", icon: "image-line"},
		{path: "goods/norms", name: "GoodsNorms", component: "goods/norms", title: "goods specs", icon: "price-tag-3-line"},
		{path: "goods/attribute", name: "GoodsAttribute", component: "goods/attribute", title: "goods attributes", icon: "file-list-3-line"},
		{path: "goods/template", name: "GoodsTemplate", component: "goods/template", title: "attribute template", flags: "h", activeMenu: "/goods/goods/attribute"},
		{path: "goods/freight", name: "GoodsFreight", component: "goods/freight", title: "freight templates", icon: "truck-line"},
		{path: "goods/freightForm", name: "GoodsFreightForm", component: "goods/freightForm", title: "add rule", flags: "h", activeMenu: "/goods/goods/freight"},
		{path: "goods/category/form", name: "GoodsCategoryForm", component: "goods/categoryForm", title: "add category", flags: "h"},
		{path: "goods/service", name: "GoodsService", component: "goods/service", title: "after-sale service", icon: "customer-service-2-line"},
		{path: "goods/aftersale", name: "GoodsAftersale", component: "goods/aftersale", title: "after-sale guarantee", icon: "shield-check-line"},
	}},
	{path: "/order", name: "Order", component: "Layout", redirect: "/order/list", title: "orders", icon: "file-list-2-line", children: []route{
		{path: "list", name: "OrderList", component: "order/list", title: "order list", icon: "list-unordered"},
		{path: "detail/:id", name: "OrderDetail", component: "order/detail", title: "order detail", flags: "h", activeMenu: "/order/list"},
		{path: "refund", name: "OrderRefund", component: "order/refund", title: "refunds and rights claims", icon: "refund-2-line"},
		{path: "refundetail/:id", name: "OrderRefundDetail", component: "order/refundDetail", title: "refund detail", flags: "h", activeMenu: "/order/refund"},
	}},
	{path: "/cash", name: "Cash", component: "Layout", redirect: "/cash/shopcash", title: "cash", icon: "wallet-3-line", children: []route{
		{path: "shopcash", name: "ShopCash", component: "cash/account", title: "personal account", icon: "bank-card-line"},
		{path: "cashtype", name: "CashType", component: "cash/methods", title: "withdrawal methods", icon: "exchange-funds-line"},
		{path: "withdraw", name: "Withdraw", component: "cash/withdrawals", title: "withdrawal records", icon: "hand-coin-line"},
		{path: "runwater", name: "RunWater", component: "cash/flow", title: "fund flow", icon: "money-cny-circle-line"},
		{path: "addcashtype", name: "AddCashType", component: "cash/methodForm", title: "add method", flags: "h", activeMenu: "/cash/cashtype"},
		{path: "editcashtype/:id", name: "EditCashType", component: "cash/methodForm", title: "edit method", flags: "h", activeMenu: "/cash/cashtype"},
	}},
	{path: "/set", name: "Set", component: "Layout", redirect: "/set/shopcash", title: "settings", icon: "settings-3-line", children: []route{
		{path: "shopcash", name: "SetAddress", component: "addresses/list", title: "address management", icon: "map-pin-line"},
		{path: "refundAddress", name: "RefundAddress", component: "addresses/returnWarehouse", title: "return warehouse", icon: "home-gear-line"},
	}},
	{path: "/merchant", name: "Merchant", component: "Layout", redirect: "/merchant/form", title: "merchant", icon: "store-2-line", children: []route{
		{path: "form", name: "MerchantForm", component: "merchant/form", title: "account-opening application", icon: "file-edit-line"},
	}},
	{path: "/bind", name: "Bind", component: "Layout", redirect: "/bind/bind", title: "bind store", icon: "links-line", flags: "l", children: []route{
		{path: "bind", name: "BindStore", component: "bind/index", title: "bind a micro-shop distribution store", icon: "links-line"},
	}},
	{path: "/setting", name: "Setting", component: "Layout", redirect: "/setting/personalCenter", title: "setting", icon: "user-settings-line", children: []route{
		{path: "personalCenter", name: "PersonalCenter", component: "setting/personalCenter", title: "personal center", icon: "user-line", flags: "h"},
	}},
	{path: "/error", name: "Error", component: "Layout", redirect: "/error/403", title: "error pages", icon: "error-warning-line", flags: "h", children: []route{
		{path: "403", name: "Error403", component: "errors/403", title: "403", icon: "error-warning-line"},
		{path: "404", name: "Error404", component: "errors/404", title: "404", icon: "error-warning-line"},
	}},
}

// DefaultMenus flattens the default route table into menus with IDs from 1.
func DefaultMenus() []Menu {
	var out []Menu
	var add func(rs []route, parent int64)
	add = func(rs []route, parent int64) {
		for i, r := range rs {
			id := int64(len(out) + 1)
			out = append(out, Menu{
				ID: id, ParentID: parent, Path: r.path, Name: r.name, Component: r.component,
				Redirect: r.redirect, Meta: r.meta(), Sort: (i + 1) * 10,
			})
			add(r.children, id)
		}
	}
	add(defaultRoutes, 0)
	return out
}

func (r route) meta() api.RouteMeta {
	m := api.RouteMeta{Title: r.title}
	if r.icon != "" {
		m.Icon = &r.icon
	}
	flag := func(c rune) *bool {
		for _, f := range r.flags {
			if f == c {
				t := true
				return &t
			}
		}
		return nil
	}
	m.Hidden, m.LevelHidden, m.NoClosable, m.NoKeepAlive, m.BreadcrumbHidden = flag('h'), flag('l'), flag('c'), flag('k'), flag('b')
	if len(r.guard) > 0 {
		g := append([]string(nil), r.guard...)
		m.Guard = &g
	}
	if r.activeMenu != "" {
		m.ActiveMenu = &r.activeMenu
	}
	return m
}
