package contracttests

import "time"

// The console's own screens in the differential sequence: menus, the personal centre, the
// frame (routes, search, notices), list settings, and at the end the system log and
// signing out.

func menuSteps(s *dseq) {
	s.fresh("admin", "clerk")
	s.actor("admin")
	edit := "/api/menuManagement/doEdit"
	s.get("/api/menuManagement/getList").keepAs("menu.setting", "list.name=Setting.id")
	s.post(edit, m{"parentId": ref("menu.setting"), "path": "auditTrail", "name": "AuditTrail", "component": "setting/systemLog",
		"order": 90, "meta": m{"title": "audit trail", "icon": "file-search-line", "badge": "New", "permissions": []string{"read:system"}}}).
		keepID("menu.audit")
	s.post(edit, m{"parentId": ref("menu.audit"), "path": "detail", "name": "AuditDetail", "meta": m{"title": "d", "hidden": true}}).
		keepID("menu.detail")
	s.get("/api/router/getList").by("clerk")
	s.post(edit, m{"id": ref("menu.audit"), "parentId": ref("menu.setting"), "path": "auditTrail", "name": "AuditTrail",
		"component": "setting/systemLog", "meta": m{"title": "audit trail", "guard": []string{"Admin"}}})
	s.get("/api/router/getList").by("clerk")
	s.post(edit, m{"path": "/x", "name": "X1", "component": "nope/page", "meta": m{"title": "x"}})
	s.post(edit, m{"path": "x", "name": "X2", "meta": m{"title": "x"}})
	s.zhToo()
	s.post(edit, m{"path": "/x", "name": "auditTrail", "meta": m{"title": "x"}})
	s.post(edit, m{"path": "/x", "name": "X3", "meta": m{}})
	s.post(edit, m{"parentId": 999999, "path": "x", "name": "X4", "meta": m{"title": "x"}})
	s.post(edit, m{"id": ref("menu.audit"), "parentId": ref("menu.detail"), "path": "auditTrail", "name": "AuditTrail", "meta": m{"title": "x"}})
	s.post(edit, m{"id": 999999, "path": "/x", "name": "X5", "meta": m{"title": "x"}})
	s.post(edit, m{"path": "https://example.com/help", "name": "Help", "meta": m{"title": "help"}}).keepID("menu.help")
	s.post(edit, m{"path": "/x", "name": "X6", "meta": m{"title": "x"}}).by("clerk")
	del := "/api/menuManagement/doDelete"
	s.post(del, m{"ids": refs("menu.audit")})
	s.post(del, m{"ids": []any{ref("menu.audit"), 999999}})
	s.post(del, m{"ids": refs("menu.audit", "menu.detail")})
	s.post(edit, m{"path": "/again", "name": "Again", "meta": m{"title": "again"}})
	s.get("/api/menuManagement/getList")
	s.get("/api/router/getList")
}

func profileSteps(s *dseq) {
	s.fresh("admin", "clerk")
	s.actor("clerk")
	s.get("/api/personalCenter/getInfo")
	s.post("/api/personalCenter/doEdit", m{"email": "me@shop.example", "avatar": "data:image/png;base64,iVBORw0KGgo="})
	s.post("/api/personalCenter/doEdit", m{"avatar": "ftp://x/y.png"})
	s.post("/api/personalCenter/doEdit", m{"mobile": "13912345679"})
	pw := "/api/personalCenter/changePassword"
	s.post(pw, m{"oldPassword": "not-my-password", "newPassword": "brand-new-1"})
	s.zhToo()
	s.post(pw, m{"oldPassword": "clerk-pass-1", "newPassword": "short"})
	s.post(pw, m{"newPassword": "brand-new-1"})
	s.post(pw, m{"oldPassword": "clerk-pass-1", "newPassword": "brand-new-1"})
	s.login("clerk", "clerk", "clerk-pass-1")
	s.login("clerk", "clerk", "brand-new-1")
	s.get("/api/personalCenter/loginLog")
	s.get("/api/personalCenter/loginLog", "pageNo", 2, "pageSize", 2)
	s.get("/api/personalCenter/getInfo").by("admin")
	s.get("/api/shop/admin/info")

	// SMS sign-in to the number the clerk now has; the code is what the backend sent.
	s.post("/api/shop/smsCode", m{"mobile": "13912345679"}).anon()
	s.post("/api/shop/smsCode", m{"mobile": "13912345679"}).anon()
	s.post("/api/shop/smsLogin", m{"mobile": "13912345679", "code": "000000"}).anon()
	s.post("/api/shop/smsLogin", m{"mobile": "13912345679", "code": ref("sms.code")}).anon().
		before(func(sd *side) { sd.vals["sms.code"] = sd.SMS.Last("13912345679") }).signIn = "clerk.phone"
	s.get("/api/shop/admin/info").by("clerk.phone")

	// A refresh token presented twice ends its family and, through the session version,
	// every access token of the account: the other sign-in refreshes and carries on.
	s.refresh("clerk.phone", "clerk.phone2")
	s.refresh("clerk.phone", "clerk.phone3")
	s.get("/api/shop/admin/info").by("clerk.phone2")
	s.get("/api/shop/admin/info").by("clerk")
	s.refresh("clerk.phone2", "clerk.phone4")
	s.refresh("clerk", "clerk")
	s.get("/api/shop/admin/info").by("clerk")
}

func shellSteps(s *dseq) {
	s.fresh("admin", "auditor")
	for _, who := range []string{"admin", "clerk", "auditor"} {
		s.get("/api/router/getList").by(who)
		s.get("/api/search/getList").by(who)
	}
	s.actor("admin")
	s.get("/api/shop/notice/getList")
	s.get("/api/notice/getList").by("clerk")
	s.post("/api/shop/notice/clear", nil)
	s.get("/api/shop/notice/getList")
	s.get("/api/shop/notice/getList").by("clerk")
	s.get("/api/shop/notice/getList").anon()
}

func listSettingSteps(s *dseq) {
	s.fresh("admin", "clerk")
	s.actor("clerk")
	const users = "shopUsers.users"
	save := "/api/listSettings/saveView"
	s.get("/api/listSettings/detail", "list", users)
	s.post("/api/listSettings/saveColumns", m{"list": users, "hiddenColumns": []string{"mobile", "points", "mobile"}})
	s.post("/api/listSettings/saveColumns", m{"list": users, "hiddenColumns": []string{"growth"}})
	s.post(save, m{"list": users, "name": " Gold ", "query": "disabled=true&sort=-balance", "isDefault": false}).
		keepAs("view.gold", "views.name=Gold.id")
	s.post(save, m{"list": users, "name": "Disabled", "query": "disabled=true", "isDefault": true})
	s.post(save, m{"id": ref("view.gold"), "list": users, "name": "Gold members", "query": "sort=-balance", "isDefault": true})
	s.post(save, m{"list": users, "name": "disabled", "query": "", "isDefault": false})
	s.zhToo()
	s.post(save, m{"id": 987, "list": users, "name": "Nowhere", "query": "", "isDefault": false})
	s.post(save, m{"list": users, "name": "Bad", "query": "?x", "isDefault": false})
	s.post("/api/listSettings/destroyView", m{"list": users, "id": 987})
	s.post("/api/listSettings/destroyView", m{"list": users, "id": ref("view.gold")})
	s.get("/api/listSettings/detail", "list", users)
	s.get("/api/listSettings/detail", "list", "shopUsers.ledger")
	s.get("/api/listSettings/detail", "list", users).by("admin")
}

// closingSteps read the system log of everything before, then sign out.
func closingSteps(s *dseq) {
	s.refresh("admin", "admin").later(time.Hour)
	s.fresh("clerk")
	s.login("newcomer", "newcomer", "newcomer-1")
	s.actor("admin")
	log := "/api/systemLog/getList"
	s.get(log, "pageSize", 100)
	s.get(log, "pageSize", 100, "pageNo", 2)
	s.get(log, "account", "clerk", "pageSize", 50)
	s.get(log, "type", "database log")
	s.get(log, "result", "login failure")
	s.get(log, "result", "attack")
	s.get(log, "type", "operation log", "account", "auditor")
	s.get(log, "ip", "192.0.2.1", "pageSize", 5)
	s.get(log, "startTime", testStart.Add(10*time.Minute).Format(time.RFC3339), "endTime", testStart.Add(40*time.Minute).Format(time.RFC3339))
	s.get(log, "result", "deleted")
	s.get(log, "startTime", "yesterday")
	s.get(log).by("newcomer")
	s.get(log).by("clerk")
	s.add("GET", "/api/logout", nil).cookie = true
	s.get("/api/shop/admin/info")
	s.refresh("admin", "admin")
	s.add("GET", "/api/logout", nil).anon()
	s.get("/api/table/getList").by("clerk")
	s.get(log, "account", "admin", "pageSize", 5).by("clerk")
}
