package bind

// DistributionStore is a store of the directory: what the micro-shop platform would answer
// for its code. There is no platform to ask here, so the directory is this fixed list, the
// same on every backend; a code outside it is refused on storeCode.
type DistributionStore struct {
	Code   string
	Name   string
	Mobile string // where its binding codes are sent
}

// Directory lists the known distribution stores.
var Directory = []DistributionStore{
	{Code: "WD100001", Name: "杭州西湖微店分销店", Mobile: "13800138001"},
	{Code: "WD100002", Name: "上海静安微店分销店", Mobile: "13800138002"},
	{Code: "WD100003", Name: "北京朝阳微店分销店", Mobile: "13800138003"},
	{Code: "SZNS2026", Name: "深圳南山分销仓", Mobile: "13800138004"},
}
