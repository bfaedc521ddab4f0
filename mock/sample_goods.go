package mock

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"shopconsole/server/freight"
	"shopconsole/server/goods"
	"shopconsole/server/guarantees"
	"shopconsole/server/orders"
	"shopconsole/server/pictures"
)

// sampleGoodsArea writes the goods area's sample data through its stores: the freight
// templates, after-sale services and guarantee texts, the albums with their pictures (and
// the pictures' files), the category tree, the spec library, the attribute templates and
// sampleGoodsCount goods with their SKUs and stock, whose first ones are the shop-user area's
// sample goods (briefs, by id). Their sales go through the order store, which keeps them.
// It answers the goods as stored, by id.
func sampleGoodsArea(ctx context.Context, sink ShopSink, epoch time.Time, briefs []int64) ([]goods.Goods, error) {
	if err := sampleFreight(ctx, sink.Freight(), epoch); err != nil {
		return nil, fmt.Errorf("sample freight templates: %w", err)
	}
	if err := sampleGuarantees(ctx, sink.Guarantees(), epoch); err != nil {
		return nil, fmt.Errorf("sample guarantees: %w", err)
	}
	if err := sampleAlbums(ctx, sink, epoch); err != nil {
		return nil, fmt.Errorf("sample albums: %w", err)
	}
	sales := map[int64]int64{}
	var ids []int64
	err := sink.Goods().Tx(ctx, func(tx goods.Tx) error {
		leaves, err := sampleCategoryTree(tx)
		if err != nil {
			return err
		}
		for i, t := range sampleSpecs {
			t.Sort = i + 1
			if _, err := tx.AddSpecTemplate(t); err != nil {
				return fmt.Errorf("spec %s: %w", t.Name, err)
			}
		}
		templates, err := sampleAttributeTemplates(tx, leaves)
		if err != nil {
			return err
		}
		ids, err = sampleGoodsRows(tx, epoch, leaves, templates, briefs, sales)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("sample goods: %w", err)
	}
	// What the goods sold so far: the order store keeps it with the stock.
	var stored []goods.Goods
	err = sink.Orders().Tx(ctx, func(tx orders.Tx) error {
		stored = stored[:0]
		for _, id := range ids {
			g, err := tx.Goods(id, true)
			if err != nil {
				return err
			}
			g.Sales = sales[id]
			if err := tx.SaveStock(g); err != nil {
				return err
			}
			stored = append(stored, g)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("sample goods' sales: %w", err)
	}
	return stored, nil
}

// sampleFreight makes five freight templates over real division codes through the freight
// service, dated in the days before epoch.
func sampleFreight(ctx context.Context, store freight.Store, epoch time.Time) error {
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
	var at time.Time
	svc := freight.New(store, sampleRegionTree(), nil, func() time.Time { return at })
	for i, t := range templates {
		at = epoch.AddDate(0, 0, -30+i*3).Add(9 * time.Hour)
		p := t.p
		if p.Rules == nil {
			p.Rules = []freight.Rule{}
		}
		if p.Free == nil {
			p.Free = []freight.FreeRule{}
		}
		if _, err := svc.Add(ctx, freight.Template{Name: t.name, Pricing: p}); err != nil {
			return fmt.Errorf("%s: %w", t.name, err)
		}
	}
	return nil
}

// sampleGuarantees makes the shop's after-sale services and guarantee texts through their
// service.
func sampleGuarantees(ctx context.Context, store guarantees.Store, epoch time.Time) error {
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
	var at time.Time
	svc := guarantees.New(store, nil, func() time.Time { return at })
	for i, it := range items {
		at = epoch.AddDate(0, 0, -20+i).Add(10 * time.Hour)
		if _, err := svc.Add(ctx, guarantees.Item{Kind: it.kind, Title: it.title, Content: it.content, Sort: (i % 5) * 10}); err != nil {
			return fmt.Errorf("%s: %w", it.title, err)
		}
	}
	return nil
}

// sampleAlbums makes three albums beside the default one (which the store holds, as the
// migrations leave it) holding the sample pictures, and stores the pictures' files.
func sampleAlbums(ctx context.Context, sink ShopSink, epoch time.Time) error {
	files := map[string]pictures.SampleBlob{}
	err := sink.Pictures().Tx(ctx, func(tx pictures.Tx) error {
		def, err := tx.DefaultAlbum()
		if err != nil {
			return err
		}
		at := epoch.AddDate(0, 0, -30)
		def.CreatedAt = at // the sample shop opened then
		if err := tx.SaveAlbum(def); err != nil {
			return err
		}
		var ids []int64
		for i, name := range []string{"商品主图", "详情图", "活动海报"} {
			a, err := tx.AddAlbum(pictures.Album{Name: name, Sort: 10 * (i + 1), CreatedAt: at.Add(time.Duration(i+1) * time.Hour)})
			if err != nil {
				return fmt.Errorf("album %s: %w", name, err)
			}
			ids = append(ids, a.ID)
		}
		var cover int64
		for i, g := range samplePictureGoods {
			art := sampleArt()[i]
			key := fmt.Sprintf("samples/%02d", i+1)
			files[key] = pictures.SampleBlob{ContentType: "image/png", Data: art[0]}
			files[key+"-thumb"] = pictures.SampleBlob{ContentType: "image/png", Data: art[1]}
			album := ids[0]
			if i%4 == 3 {
				album = ids[1+(i/4)%2]
			}
			if i == 15 {
				album = def.ID // the default album holds one
			}
			p, err := tx.AddPicture(pictures.Picture{
				AlbumID: album, Name: g.name + ".png", ContentType: "image/png", Size: int64(len(art[0])),
				Width: 480, Height: 480, BlobKey: key, ThumbKey: key + "-thumb", ThumbType: "image/png",
				CreatedAt: at.AddDate(0, 0, 1+i).Add(time.Duration(9+i%8) * time.Hour),
			})
			if err != nil {
				return fmt.Errorf("picture %s: %w", g.name, err)
			}
			if cover == 0 {
				cover = p.ID
			}
		}
		a, err := tx.Album(ids[0], true)
		if err != nil {
			return err
		}
		a.CoverID = cover
		return tx.SaveAlbum(a)
	})
	if err != nil {
		return err
	}
	return sink.PutSampleFiles(ctx, files)
}

// sampleCategoryTree stores sampleCategories and answers the leaves, in the order they were
// added (ascending ids).
func sampleCategoryTree(tx goods.Tx) ([]sampleLeaf, error) {
	var leaves []sampleLeaf
	add := func(c goods.Category) (goods.Category, error) {
		added, err := tx.AddCategory(c)
		if err != nil {
			return added, fmt.Errorf("category %s: %w", c.Name, err)
		}
		return added, nil
	}
	for i, top := range sampleCategories {
		l1, err := add(goods.Category{Name: top.name, Level: 1, Sort: i + 1, Visible: true, Image: tile(string([]rune(top.name)[:1]), i)})
		if err != nil {
			return nil, err
		}
		for j, mid := range top.children {
			l2, err := add(goods.Category{ParentID: l1.ID, Name: mid.name, Level: 2, Sort: j + 1, Visible: true})
			if err != nil {
				return nil, err
			}
			for k, name := range mid.leaves {
				leaf, err := add(goods.Category{ParentID: l2.ID, Name: name, Level: 3, Sort: k + 1, Visible: name != "老人机"})
				if err != nil {
					return nil, err
				}
				leaves = append(leaves, sampleLeaf{leaf, top.name})
			}
		}
	}
	return leaves, nil
}

// sampleLeaf is a level-3 category and the name of its level-1 ancestor.
type sampleLeaf struct {
	goods.Category
	top string
}

// sampleAttributeTemplates gives a few leaves their attribute templates, answered by leaf id.
func sampleAttributeTemplates(tx goods.Tx, leaves []sampleLeaf) (map[int64][]goods.AttributeRow, error) {
	leaf := map[string]int64{}
	for _, l := range leaves {
		leaf[l.Name] = l.ID
	}
	templates := map[int64][]goods.AttributeRow{}
	for _, a := range []goods.AttributeTemplate{
		{CategoryID: leaf["连衣裙"], Name: "连衣裙属性", Rows: []goods.AttributeRow{
			{Name: "面料", Required: true, Kind: goods.KindSingle, Options: []string{"纯棉", "雪纺", "真丝", "涤纶"}},
			{Name: "袖长", Kind: goods.KindSingle, Options: []string{"短袖", "七分袖", "长袖"}},
			{Name: "适用季节", Kind: goods.KindMulti, Options: []string{"春", "夏", "秋", "冬"}},
			{Name: "货号", Kind: goods.KindText, Options: []string{}},
		}},
		{CategoryID: leaf["智能手机"], Name: "手机参数", Rows: []goods.AttributeRow{
			{Name: "网络制式", Required: true, Kind: goods.KindMulti, Options: []string{"5G", "4G"}},
			{Name: "屏幕尺寸", Kind: goods.KindText, Options: []string{}},
		}},
	} {
		if _, err := tx.AddAttributeTemplate(a); err != nil {
			return nil, fmt.Errorf("attribute template %s: %w", a.Name, err)
		}
		templates[a.CategoryID] = a.Rows
	}
	return templates, nil
}

// sampleGoodsRows gives the shop's sample goods (briefs) their full rows and adds more, up
// to sampleGoodsCount, spread over the leaves: several with two or three specs. Goods of a
// leaf with an attribute template have its required rows filled (the first option), as a
// staff member publishing them would have: each can be saved again as it is. It answers the
// goods' ids, and notes their sales in sales.
func sampleGoodsRows(tx goods.Tx, epoch time.Time, leaves []sampleLeaf, templates map[int64][]goods.AttributeRow,
	briefs []int64, sales map[int64]int64) ([]int64, error) {
	r := rand.New(rand.NewPCG(goodsSeed, 0))
	byName := map[string]sampleLeaf{}
	for _, l := range leaves {
		byName[l.Name] = l
	}
	var ids []int64
	for i := range sampleGoodsCount {
		var g goods.Goods
		var leaf sampleLeaf
		var keep *sampleBrief
		if i < len(briefs) && i < len(sampleGoodsLeaves) {
			leaf = byName[sampleGoodsLeaves[i]]
			g = goods.Goods{ID: briefs[i], Name: sampleGoods[i].name}
			keep = &sampleBrief{price: sampleGoods[i].price, image: sampleGoodsImage(i)}
		} else {
			leaf = leaves[r.IntN(len(leaves))]
			brands := brandsByTop[leaf.top]
			g = goods.Goods{Name: fmt.Sprintf("%s %s%s", brands[r.IntN(len(brands))],
				goodsAdjectives[r.IntN(len(goodsAdjectives))], leaf.Name)}
		}
		g = sampleOne(r, epoch, i, g, leaf.Category, keep)
		if rows, ok := templates[leaf.ID]; ok {
			var in []goods.Attribute
			for _, row := range rows {
				if row.Required && len(row.Options) > 0 {
					in = append(in, goods.Attribute{Name: row.Name, Values: row.Options[:1]})
				}
			}
			attrs, err := goods.FillAttributes(rows, in)
			if err != nil {
				return nil, fmt.Errorf("goods %s: %w", g.Name, err)
			}
			g.Attributes = attrs
		}
		if err := checkSampleGoods(g, leaf.Level); err != nil {
			return nil, fmt.Errorf("goods %s: %w", g.Name, err)
		}
		sold := g.Sales
		g.Sales = 0 // the order store keeps the sales
		if g.ID != 0 {
			if err := tx.SaveGoods(g); err != nil {
				return nil, fmt.Errorf("goods %s: %w", g.Name, err)
			}
		} else {
			added, err := tx.AddGoods(g)
			if err != nil {
				return nil, fmt.Errorf("goods %s: %w", g.Name, err)
			}
			g.ID = added.ID
		}
		ids = append(ids, g.ID)
		sales[g.ID] = sold
	}
	return ids, nil
}

// checkSampleGoods holds a sample goods to the rules the goods service holds a saved one
// to: its specs and SKUs, freight, pictures and description, and, on shelf, what shelving
// needs.
func checkSampleGoods(g goods.Goods, level int) error {
	if err := goods.CheckSpecs(g.SpecType, g.Specs); err != nil {
		return err
	}
	if err := goods.CheckSKUs(g.SpecType, g.Specs, g.SKUs); err != nil {
		return err
	}
	if err := goods.CheckFreight(g.Freight); err != nil {
		return err
	}
	if err := goods.CheckPictures(g.Pictures); err != nil {
		return err
	}
	if goods.SanitizeDescription(g.Description) != g.Description {
		return fmt.Errorf("description %q is not as the service keeps it", g.Description)
	}
	if g.Status == goods.StatusOn {
		return goods.CanShelve(g, level)
	}
	return nil
}

// sampleBrief is what a shop-user area's sample goods keeps: its price and picture, so what
// shop users hold reads the same as the goods.
type sampleBrief struct {
	price int64
	image string
}

// sampleGoodsImage is the picture of the i-th of the shop-user area's sample goods.
func sampleGoodsImage(i int) string { return tile(string([]rune(sampleGoods[i].name)[:1]), i) }

// sampleOne makes the i-th sample goods of the leaf.
func sampleOne(r *rand.Rand, epoch time.Time, i int, g goods.Goods, leaf goods.Category, keep *sampleBrief) goods.Goods {
	base := int64(990 + r.IntN(60)*1000) // 9.90 to 599.90 yuan
	g.CategoryID, g.SpecType, g.Sort = leaf.ID, goods.SpecSingle, 0
	g.Pictures = []goods.Picture{{URL: tile(string([]rune(leaf.Name)[:1]), i)}, {URL: tile(string([]rune(leaf.Name)[1:2]), i+3)}}
	g.StockWarning = int64(5 + r.IntN(3)*5)
	g.Freight = goods.Freight{Type: goods.FreightFree}
	if r.IntN(4) == 0 {
		g.Freight = goods.Freight{Type: goods.FreightFlat, Fee: 600 + int64(r.IntN(3))*200}
	}
	g.ServiceIDs = []int64{}
	g.Description = fmt.Sprintf("<p><strong>%s</strong></p><p>正品保障，七天无理由退换。</p>", g.Name)
	stock := func() int64 {
		switch r.IntN(10) {
		case 0:
			return 0
		case 1:
			return int64(1 + r.IntN(5))
		}
		return int64(20 + r.IntN(500))
	}
	if specs, ok := specsByLeaf[leaf.Name]; ok {
		g.SpecType, g.Specs = goods.SpecMulti, specs
		for _, combo := range combinations(specs) {
			g.SKUs = append(g.SKUs, goods.SKU{Specs: combo, Price: base + int64(r.IntN(3))*1000, MarketPrice: base + 5000,
				CostPrice: base / 2, Stock: stock(), Weight: 200 + r.IntN(800), Barcode: fmt.Sprintf("69%011d", 1000*i+len(g.SKUs))})
		}
	} else {
		g.SKUs = []goods.SKU{{Specs: []string{}, Price: base, MarketPrice: base + 3000, CostPrice: base / 2, Stock: stock(),
			Weight: 100 + r.IntN(2000), Barcode: fmt.Sprintf("69%011d", 1000*i)}}
	}
	if keep != nil {
		for j := range g.SKUs {
			g.SKUs[j].Price = keep.price
		}
		g.Pictures[0].URL = keep.image
	}
	g.Stock, g.Price = goods.Totals(g.SKUs)
	g.Sales = int64(r.IntN(3000))
	switch n := r.IntN(100); {
	case n < 78:
		g.Status = goods.StatusOn
	case n < 92:
		g.Status = goods.StatusOff
	default:
		g.Status = goods.StatusRecycle
	}
	g.CreatedAt = epoch.Add(-time.Duration(1+r.IntN(180*24)) * time.Hour)
	g.UpdatedAt = g.CreatedAt.Add(time.Duration(r.IntN(72)) * time.Hour)
	if !g.UpdatedAt.Before(epoch) {
		g.UpdatedAt = epoch.Add(-time.Minute)
	}
	return g
}
