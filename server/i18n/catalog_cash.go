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
	})
}
