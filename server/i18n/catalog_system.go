package i18n

// System administration texts (staff, roles, departments, menus, system log, personal centre).
func init() {
	register(map[string]texts{
		// The fixed details of the sign-in paths' log lines, as recorded (server/session).
		"system.logDetail.wrong credentials":                    {"用户名或密码错误", "wrong credentials"},
		"system.logDetail.throttled":                            {"失败次数过多，已暂时锁定", "throttled"},
		"system.logDetail.disabled":                             {"账号已停用", "disabled"},
		"system.logDetail.wrong or expired code":                {"验证码错误或已过期", "wrong or expired code"},
		"system.logDetail.code rejected":                        {"验证码被拒绝", "code rejected"},
		"system.logDetail.not linked":                           {"未绑定员工账号", "not linked"},
		"system.logDetail.refresh token reused; family revoked": {"刷新令牌被重复使用，已吊销该会话", "refresh token reused; family revoked"},

		"system.mobileTaken":     {"手机号 %s 已被其他员工使用", "mobile number %s is already used by another staff member"},
		"system.saved":           {"保存成功", "saved successfully"},
		"system.deleted":         {"删除成功", "deleted successfully"},
		"system.passwordChanged": {"密码修改成功", "password changed successfully"},

		"system.staffNotFound":           {"员工账号 %d 不存在", "staff account %d does not exist"},
		"system.roleUnknown":             {"角色 %s 不存在", "role %s does not exist"},
		"system.departmentUnknown":       {"部门 %d 不存在", "department %d does not exist"},
		"system.deleteSelf":              {"不能删除自己的账号", "you cannot delete your own account"},
		"system.disableSelf":             {"不能停用自己的账号", "you cannot disable your own account"},
		"system.lastAdmin":               {"%s 是最后一个启用的 Admin 账号，至少保留一个", "%s is the last enabled Admin account; at least one must remain"},
		"system.roleNotFound":            {"角色 %d 不存在", "role %d does not exist"},
		"system.roleTaken":               {"角色名 %s 已存在", "role name %s is already taken"},
		"system.adminRoleFixed":          {"Admin 角色不能改名或删除", "the Admin role cannot be renamed or deleted"},
		"system.roleInUse":               {"角色 %s 仍有 %d 名员工使用，不能删除", "role %s is held by %d staff and cannot be deleted"},
		"system.permissionUnknown":       {"权限码 %s 不存在", "permission code %s does not exist"},
		"system.departmentNotFound":      {"部门 %d 不存在", "department %d does not exist"},
		"system.departmentParentUnknown": {"上级部门 %d 不存在", "parent department %d does not exist"},
		"system.departmentCycle":         {"部门不能移到自己或自己的下级部门之下", "a department cannot be moved under itself or one of its sub-departments"},
		"system.departmentTaken":         {"同一上级下已有名为 %s 的部门", "a department named %s already exists under this parent"},
		"system.departmentHasChildren":   {"部门 %s 还有下级部门，不能删除", "department %s has sub-departments and cannot be deleted"},
		"system.departmentHasStaff":      {"部门 %s 还有 %d 名员工，不能删除", "department %s has %d staff and cannot be deleted"},
		"system.menuNotFound":            {"菜单 %d 不存在", "menu %d does not exist"},
		"system.menuParentUnknown":       {"上级菜单 %d 不存在", "parent menu %d does not exist"},
		"system.menuCycle":               {"菜单不能移到自己或自己的下级菜单之下", "a menu cannot be moved under itself or one of its children"},
		"system.menuNameTaken":           {"路由名称 %s 已存在", "route name %s is already taken"},
		"system.roleLike":                {"角色名 %s 与已有角色 %s 容易混淆", "role name %s reads like the existing role %s"},
		"system.departmentLike":          {"部门名 %s 与同一上级下的部门 %s 容易混淆", "department name %s reads like the department %s under the same parent"},
		"system.menuNameLike":            {"路由名称 %s 与已有路由 %s 容易混淆", "route name %s reads like the existing route %s"},
		"system.usernameLike":            {"用户名 %s 与已有账号 %s 容易混淆", "username %s reads like the existing account %s"},
		"system.menuHasChildren":         {"菜单 %s 还有子菜单，不能删除", "menu %s has child menus and cannot be deleted"},
		"system.menuTopPath":             {"一级菜单的路径必须以 / 开头或是外部链接", "a top-level menu path must start with / or be an external link"},
		"system.componentUnknown":        {"控制台没有页面 %s", "the console has no page %s"},
		"system.oldPasswordWrong":        {"原密码不正确", "the current password is incorrect"},

		// Refusals of the grant rules (server/system/grants.go): a caller grants only what
		// they hold, and only an Admin touches what is Admin.
		"system.adminAccountOnly":   {"只有 Admin 才能修改 Admin 账号", "only an Admin can change an Admin account"},
		"system.adminAccountDelete": {"只有 Admin 才能删除 Admin 账号 %s", "only an Admin can delete the Admin account %s"},
		"system.adminRoleOnly":      {"只有 Admin 才能修改 Admin 角色", "only an Admin can change the Admin role"},
		"system.ownRoles":           {"不能修改自己的角色", "you cannot change your own roles"},
		"system.roleNotHeld":        {"不能授予角色 %s：你没有它的全部权限", "you cannot grant the role %s: you do not hold all of its permissions"},
		"system.permissionNotHeld":  {"不能授予权限 %s：你自己没有这个权限", "you cannot grant the permission %s: you do not hold it"},
		"system.passwordNotHeld":    {"不能设置 %s 的密码：该账号有你没有的权限", "you cannot set the password of %s: the account holds permissions you do not hold"},
		"system.mobileNotHeld":      {"不能设置 %s 的手机号：该账号有你没有的权限", "you cannot set the mobile number of %s: the account holds permissions you do not hold"},
		"system.staffNotHeld":       {"不能修改 %s：该账号有你没有的权限", "you cannot change %s: the account holds permissions you do not hold"},
		"system.staffDeleteNotHeld": {"不能删除 %s：该账号有你没有的权限", "you cannot delete %s: the account holds permissions you do not hold"},

		// Labels of the permission codes (GET /permission/getList); every code of the
		// contract has one (checked by server/system tests).
		"permission.read:system":              {"查看系统设置", "view system settings"},
		"permission.write:system":             {"编辑系统设置（部门等）", "edit system settings (departments and others)"},
		"permission.delete:system":            {"删除系统设置（部门等）", "delete system settings (departments and others)"},
		"permission.system:staff:write":       {"管理员工账号", "manage staff accounts"},
		"permission.system:role:write":        {"管理角色与权限", "manage roles and permissions"},
		"permission.system:menu:write":        {"管理菜单", "manage menus"},
		"permission.shop:user:read":           {"查看商城用户", "view shop users"},
		"permission.shop:user:write":          {"编辑商城用户", "edit shop users"},
		"permission.storefront:user:register": {"商城前台注册买家", "register buyers from the storefront"},
		"permission.shop:coupon:read":         {"查看优惠券", "view coupons"},
		"permission.shop:coupon:write":        {"管理优惠券", "manage coupons"},
		"permission.shop:config:read":         {"查看商城配置", "view shop settings"},
		"permission.shop:config:write":        {"修改商城配置", "change shop settings"},
	})
}
