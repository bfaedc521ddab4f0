package i18n

func init() {
	register(map[string]texts{
		"setup.addressNotFound": {"地址 %d 不存在", "address %d does not exist"},
		"setup.region":          {"districtCode：请选择省、市、区县（须为同一条行政区划）", "districtCode: choose a province, a city of it and a district of that city"},
		"setup.returnInUse":     {"该地址是退货仓库，请先将其他地址设为退货地址再删除", "this address is the return warehouse: choose another address as the return warehouse before deleting it"},

		"permission.shop:setup:read":  {"查看店铺地址与退货仓库", "view the shop's addresses and return warehouse"},
		"permission.shop:setup:write": {"管理店铺地址（新增、编辑、删除、设为默认发货或退货地址）", "manage the shop's addresses (add, edit, delete, make the shipping or return default)"},
	})
}
