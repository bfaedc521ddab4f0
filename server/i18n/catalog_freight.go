package i18n

func init() {
	register(map[string]texts{
		"freight.required":       {"%s 必填", "%s is required"},
		"freight.unitPositive":   {"%s 必须大于 0", "%s must be greater than 0"},
		"freight.wholePieces":    {"%s 按件计费时必须是整数", "%s must be a whole number of pieces"},
		"freight.regionsEmpty":   {"%s 至少选择一个地区", "%s must name at least one region"},
		"freight.regionUnknown":  {"%s 中没有代码为 %s 的行政区划", "%s: no division has the code %s"},
		"freight.regionRepeated": {"%s 中地区 %s 重复", "%s names region %s twice"},
		"freight.regionTwice":    {"%s 中的地区 %s 已在其他规则中", "%s: region %s is already named by another rule"},
		"freight.regionRefused":  {"%s 中的地区 %s 同时是不配送地区", "%s: region %s is also a no-delivery region"},
		"freight.freeThreshold":  {"%s 需要设置包邮件数/重量/体积或包邮金额", "%s needs minUnits, minAmount or both"},
		"freight.badUnits":       {"%s 必须是最多三位小数的数量", "%s must be a quantity with at most three decimals"},
		"freight.badMoney":       {"%s 必须是最多两位小数的金额", "%s must be an amount with at most two decimals"},
		"freight.notFound":       {"运费模板 %d 不存在", "freight template %d does not exist"},
		"freight.inUse":          {"运费模板正被 %d 件商品使用，不能删除", "the freight template is used by %d goods and cannot be deleted"},
		"freight.source":         {"templateId 与 template 必须且只能提供一个", "send either templateId or template, not both"},
		"freight.feeTooLarge":    {"运费超过上限 %s 元", "the fee would exceed %s"},
		"freight.undeliverable":  {"不配送到%s", "not delivered to %s"},

		"guarantees.required":         {"%s 必填", "%s is required"},
		"guarantees.service.notFound": {"售后服务 %d 不存在", "after-sale service %d does not exist"},
		"guarantees.text.notFound":    {"售后保障 %d 不存在", "after-sale guarantee %d does not exist"},
		"guarantees.service.inUse":    {"售后服务正被 %d 件商品使用，不能删除", "the after-sale service is used by %d goods and cannot be deleted"},
		"guarantees.text.inUse":       {"售后保障正被 %d 件商品使用，不能删除", "the after-sale guarantee is used by %d goods and cannot be deleted"},

		"permission.goods:freight:read":    {"查看运费模板", "view freight templates"},
		"permission.goods:freight:write":   {"管理运费模板", "manage freight templates"},
		"permission.goods:service:read":    {"查看售后服务", "view after-sale services"},
		"permission.goods:service:write":   {"管理售后服务", "manage after-sale services"},
		"permission.goods:guarantee:read":  {"查看售后保障", "view after-sale guarantees"},
		"permission.goods:guarantee:write": {"管理售后保障", "manage after-sale guarantees"},
	})
}
