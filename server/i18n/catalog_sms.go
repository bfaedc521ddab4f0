package i18n

func init() {
	register(map[string]texts{
		"sms.off":         {"未开启短信登录", "SMS sign-in is not configured"},
		"sms.throttled":   {"验证码已发送，请在 %d 秒后重试", "a code was sent to this number, try again in %d seconds"},
		"sms.codeInvalid": {"验证码不正确或已过期", "verification code incorrect or expired"},
		"sms.codesOff":    {"未开启短信验证码", "SMS verification codes are not configured"},
	})
}
