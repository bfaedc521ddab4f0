package i18n

func init() {
	register(map[string]texts{
		"cash.methodNotFound": {"提现方式 %d 不存在", "withdrawal method %d does not exist"},
		"cash.required":       {"%s 不能为空", "%s is required"},
		"cash.bankUnknown":    {"bank：不支持的开户银行“%s”，请从列表中选择", "bank: %q is not a bank withdrawals can be paid to; choose one of the list"},
		"cash.account.digits": {"accountNo：银行卡号须为 12–19 位数字", "accountNo: a bank card number has 12 to 19 digits"},
		"cash.account.luhn":   {"accountNo：银行卡号校验位不正确，请核对卡号", "accountNo: the card number's check digit is wrong; check the number"},
		"cash.account.alipay": {"accountNo：支付宝账号须为手机号或邮箱", "accountNo: an Alipay account is a mainland mobile number or an e-mail address"},
		"cash.account.wechat": {"accountNo：微信账号须为微信号（6–20 位字母、数字、_ 或 -，以字母开头）或手机号",
			"accountNo: a WeChat account is a WeChat ID (6 to 20 letters, digits, _ or -, starting with a letter) or a mobile number"},

		"permission.cash:method:read":   {"查看提现方式", "view withdrawal methods"},
		"permission.cash:method:write":  {"管理提现方式（新增、编辑、删除、设为默认）", "manage withdrawal methods (add, edit, delete, make default)"},
		"permission.cash:method:reveal": {"查看完整提现账号（记入系统日志）", "see whole withdrawal account numbers (written to the system log)"},
		"permission.cash:account:read":  {"查看店铺资金账户", "view the shop's account"},

		"cash.withdrawalNotFound":          {"提现记录 %s 不存在", "withdrawal %s does not exist"},
		"cash.sort":                        {"sort：不支持的排序字段", "sort: withdrawals sort by createdAt or amount"},
		"cash.apply.min":                   {"amount：提现金额 %s 低于最低提现金额 %s", "amount: %s is below the minimum withdrawal of %s"},
		"cash.apply.max":                   {"amount：提现金额 %s 超过单笔最高提现金额 %s", "amount: %s is above the maximum withdrawal of %s"},
		"cash.apply.cycle":                 {"amount：每 %s 天只能申请一次提现，下次可于 %s 后申请", "amount: one withdrawal may be applied for every %s days; the next from %s"},
		"cash.apply.short":                 {"amount：提现金额 %s 超过可提现余额 %s", "amount: %s is more than the %s available"},
		"cash.apply.methodUnknown":         {"methodId：提现方式 %s 不存在", "methodId: withdrawal method %s does not exist"},
		"cash.decided.paid":                {"提现 %s 已打款，不能再次审核", "withdrawal %s is already paid and cannot be decided again"},
		"cash.decided.rejected":            {"提现 %s 已驳回，不能再次审核", "withdrawal %s is already rejected and cannot be decided again"},
		"cash.setting.format":              {"%s：须为最多两位小数的数字", "%s: a number with at most two decimals"},
		"cash.setting.min":                 {"%s：最低提现金额不能低于 0.01", "%s: the minimum withdrawal is at least 0.01"},
		"cash.setting.max":                 {"%s：最高提现金额不能低于最低提现金额", "%s: the maximum withdrawal is at least the minimum"},
		"cash.setting.feeRate":             {"%s：手续费率须在 0 到 100%% 之间", "%s: the fee rate is a percentage from 0 to 100"},
		"cash.setting.days":                {"%s：天数须在 0 到 365 之间", "%s: from 0 to 365 days"},
		"permission.cash:withdraw:read":    {"查看提现记录", "view withdrawals"},
		"permission.cash:withdraw:apply":   {"申请提现", "apply for withdrawals"},
		"permission.cash:withdraw:approve": {"审核提现（打款或驳回）", "decide withdrawals (pay or reject)"},
		"permission.cash:settings:read":    {"查看提现设置", "view the cash settings"},
		"permission.cash:settings:write":   {"修改提现设置", "change the cash settings"},
	})
}
