package i18n

func init() {
	register(map[string]texts{
		"regions.badCode": {"%s 必须是六位数字的行政区划代码", "%s must be a six-digit division code"},
		"regions.unknown": {"没有代码为 %s 的行政区划", "no division has the code %s"},
	})
}
