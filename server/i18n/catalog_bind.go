package i18n

func init() {
	register(map[string]texts{
		"bind.storeCodeFormat": {"storeCode：店铺编码须为 6 到 12 位大写字母或数字", "storeCode: a store code is 6 to 12 upper-case letters or digits"},
		"bind.storeUnknown":    {"storeCode：没有编码为 %s 的微店分销店", "storeCode: there is no distribution store with the code %s"},
		"bind.codeWrong":       {"code：验证码不正确，请检查后重试", "code: the verification code is incorrect"},
		"bind.codeExpired":     {"code：验证码已过期，请重新获取", "code: the verification code has expired, send a new one"},
		"bind.throttled":       {"验证码错误次数过多，请在 %d 秒后重试", "too many wrong verification codes, try again in %d seconds"},
		"bind.boundAlready":    {"店铺已绑定微店分销店，请先解绑", "the shop is bound to a distribution store already: unbind it first"},
		"bind.notBound":        {"店铺未绑定微店分销店", "the shop is not bound to a distribution store"},

		"permission.shop:setup:bind:read":  {"查看绑定的微店分销店", "view the bound micro-shop distribution store"},
		"permission.shop:setup:bind:write": {"绑定与解绑微店分销店（发送验证码、绑定、解绑）", "bind and unbind a micro-shop distribution store (send a code, bind, unbind)"},
	})
}
