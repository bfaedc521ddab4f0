package mock

import (
	"shopconsole/server/freight"
	"shopconsole/server/guarantees"
)

// yuan is an amount of whole yuan in cents; u a count of whole units.
func yuan(n int64) int64      { return n * 100 }
func u(n int64) freight.Units { return freight.Units(n) * freight.UnitScale }
func remote() []string        { return []string{"540000", "650000"} } // Tibet, Xinjiang
func jiangZheHu() []string    { return []string{"310000", "320000", "330000"} }
func rule(first, firstFee, extra, extraFee int64, regions ...string) freight.Rule {
	return freight.Rule{Regions: regions, FirstUnit: u(first), FirstFee: yuan(firstFee), ExtraUnit: u(extra), ExtraFee: yuan(extraFee)}
}

// seedGoodsExtras makes five freight templates over real division codes, and the shop's
// after-sale services and guarantee texts, dated in the days before the mock starts.
func (s *Store) seedGoodsExtras() {
	g := s.extras
	templates := []struct {
		name string
		p    freight.Pricing
	}{
		{"全国包邮（偏远地区除外）", freight.Pricing{Charge: freight.ByPiece, Default: rule(1, 0, 1, 0),
			Rules: []freight.Rule{rule(1, 15, 1, 5, "150000", "630000", "640000", "620000")}, NoDelivery: remote()}},
		{"江浙沪包邮", freight.Pricing{Charge: freight.ByPiece, Default: rule(1, 10, 1, 2),
			Rules: []freight.Rule{rule(1, 0, 1, 0, jiangZheHu()...)}, NoDelivery: []string{}}},
		{"按重量计费（生鲜）", freight.Pricing{Charge: freight.ByWeight, Default: rule(1, 18, 1, 8),
			Rules:      []freight.Rule{rule(1, 12, 1, 5, "440000"), rule(1, 8, 1, 3, "440300"), rule(1, 6, 1, 2, "440305")},
			Free:       []freight.FreeRule{{Regions: []string{"440300"}, MinAmount: yuan(199)}},
			NoDelivery: append(remote(), "460000")}},
		{"大件家具按体积", freight.Pricing{Charge: freight.ByVolume, Default: freight.Rule{FirstUnit: 500, FirstFee: yuan(80), ExtraUnit: 500, ExtraFee: yuan(40)},
			Rules:      []freight.Rule{{Regions: []string{"110000", "310000"}, FirstUnit: 500, FirstFee: yuan(60), ExtraUnit: 500, ExtraFee: yuan(30)}},
			Free:       []freight.FreeRule{},
			NoDelivery: remote()}},
		{"满两件包邮", freight.Pricing{Charge: freight.ByPiece, Default: rule(1, 8, 1, 4),
			Rules:      []freight.Rule{rule(1, 6, 1, 3, "330100", "330106")},
			Free:       []freight.FreeRule{{Regions: []string{"110000", "310000", "440000", "330000", "320000"}, MinUnits: u(2)}},
			NoDelivery: []string{}}},
	}
	for i, t := range templates {
		at := s.epoch.AddDate(0, 0, -30+i*3).Add(9 * 3600e9)
		p := t.p
		if p.Rules == nil {
			p.Rules = []freight.Rule{}
		}
		if p.Free == nil {
			p.Free = []freight.FreeRule{}
		}
		g.templates[g.nextTmpl] = freight.Template{ID: g.nextTmpl, Name: t.name, Pricing: p, CreatedAt: at, UpdatedAt: at}
		g.nextTmpl++
	}
	items := []struct {
		kind           guarantees.Kind
		title, content string
	}{
		{guarantees.Service, "七天无理由退货", "签收后七天内，商品及包装完好、不影响二次销售的，可申请无理由退货。"},
		{guarantees.Service, "正品保证", "本店所售商品均为品牌正品，假一赔十。"},
		{guarantees.Service, "极速退款", "未发货订单申请退款，审核通过后极速原路退回。"},
		{guarantees.Service, "运费险", "退换货产生的运费由保险承担，最高赔付 12 元。"},
		{guarantees.Service, "48 小时发货", "付款后 48 小时内发货，节假日顺延。"},
		{guarantees.Guarantee, "售后服务说明", "商品签收后如有质量问题，请在 15 天内联系客服，我们将为您换货或退款。"},
		{guarantees.Guarantee, "价格说明", "划线价为商品的专柜价或吊牌价，仅供参考；未划线价为本店实际销售价。"},
		{guarantees.Guarantee, "发票说明", "本店可开具电子普通发票，请在下单时填写发票抬头与税号。"},
		{guarantees.Guarantee, "生鲜签收须知", "生鲜商品请当面验收，签收后 24 小时内反馈问题，逾期不予受理。"},
	}
	for i, it := range items {
		at := s.epoch.AddDate(0, 0, -20+i).Add(10 * 3600e9)
		g.items[g.nextItem] = guarantees.Item{ID: g.nextItem, Kind: it.kind, Title: it.title, Content: it.content,
			Sort: (i % 5) * 10, CreatedAt: at, UpdatedAt: at}
		g.nextItem++
	}
}
