package mock

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"shopconsole/server/goods"
	"shopconsole/server/shopusers"
)

const (
	sampleGoodsCount = 300
	goodsSeed        = Seed + 7 // its own generator, so other areas' sample data never shifts it
)

// sampleGoodsLeaves puts the shop-user area's sample goods (ids 1…) in their categories.
var sampleGoodsLeaves = []string{"绿茶", "咖啡", "大米", "坚果炒货", "四件套", "枕头", "收纳用品", "收纳用品",
	"蓝牙耳机", "键盘", "数据线", "智能手表", "运动鞋", "针织衫", "双肩包", "面霜", "益智玩具", "坚果炒货", "蜂蜜", "咖啡",
	"运动垫", "电动牙刷", "香薰", "台灯"}

// brandsByTop are believable brands of each level-1 category.
var brandsByTop = map[string][]string{
	"手机数码": {"小米", "华为", "荣耀", "OPPO", "vivo", "绿联", "倍思"},
	"电脑办公": {"联想", "华硕", "罗技", "得力", "晨光", "雷蛇"},
	"家用电器": {"美的", "九阳", "苏泊尔", "飞利浦", "格力", "小熊"},
	"服饰鞋包": {"优衣库", "森马", "太平鸟", "安踏", "李宁", "回力"},
	"美妆个护": {"百雀羚", "珀莱雅", "花西子", "完美日记", "自然堂"},
	"食品生鲜": {"三只松鼠", "良品铺子", "百草味", "金龙鱼", "海天", "西湖牌"},
	"家居家纺": {"罗莱", "水星家纺", "南极人", "富安娜", "天堂伞"},
	"母婴玩具": {"飞鹤", "贝因美", "乐高", "费雪", "babycare"},
}

var goodsAdjectives = []string{"经典款", "新款", "升级版", "轻薄", "家用", "大容量", "便携", "加厚", "简约", "礼盒装", "限定款", "基础款"}

// specsByLeaf are the specs of leaves whose goods come in several kinds.
var specsByLeaf = map[string][]goods.Spec{
	"智能手机": {{Name: "颜色", Values: []string{"曜石黑", "冰川蓝", "月光白"}}, {Name: "存储", Values: []string{"8GB+128GB", "12GB+256GB"}}},
	"连衣裙":  {{Name: "颜色", Values: []string{"碎花红", "藏青", "米白"}}, {Name: "尺码", Values: []string{"S", "M", "L", "XL"}}},
	"T恤":   {{Name: "颜色", Values: []string{"白色", "黑色", "灰色"}}, {Name: "尺码", Values: []string{"S", "M", "L", "XL", "XXL"}}},
	"针织衫":  {{Name: "颜色", Values: []string{"燕麦色", "酒红"}}, {Name: "尺码", Values: []string{"M", "L"}}},
	"牛仔裤":  {{Name: "颜色", Values: []string{"浅蓝", "深蓝"}}, {Name: "尺码", Values: []string{"26", "27", "28", "29"}}, {Name: "版型", Values: []string{"直筒", "阔腿"}}},
	"衬衫":   {{Name: "颜色", Values: []string{"白色", "浅蓝"}}, {Name: "尺码", Values: []string{"M", "L", "XL"}}},
	"卫衣":   {{Name: "颜色", Values: []string{"黑色", "灰色", "卡其"}}, {Name: "尺码", Values: []string{"M", "L", "XL"}}},
	"休闲裤":  {{Name: "颜色", Values: []string{"黑色", "卡其"}}, {Name: "尺码", Values: []string{"29", "30", "31", "32"}}},
	"运动鞋":  {{Name: "颜色", Values: []string{"白色", "黑色"}}, {Name: "尺码", Values: []string{"39", "40", "41", "42", "43"}}},
	"帆布鞋":  {{Name: "颜色", Values: []string{"白色", "黑色"}}, {Name: "尺码", Values: []string{"36", "37", "38", "39", "40"}}},
	"四件套":  {{Name: "颜色", Values: []string{"浅灰", "雾霾蓝", "奶白"}}, {Name: "规格", Values: []string{"1.5m床", "1.8m床"}}},
	"口红":   {{Name: "色号", Values: []string{"#01 正红", "#02 豆沙", "#03 枫叶"}}},
	"智能手表": {{Name: "颜色", Values: []string{"黑色", "银色"}}, {Name: "版本", Values: []string{"标准版", "eSIM 版"}}},
}

// seedGoodsRows gives the shop's sample goods their full rows and adds more, up to
// sampleGoodsCount, spread over the level-3 categories: several with two or three specs.
func (s *Store) seedGoodsRows() {
	r := rand.New(rand.NewPCG(goodsSeed, 0))
	cats := s.readCategories() // in no order: sorted, so that the same seed picks the same leaves
	slices.SortFunc(cats, func(a, b goods.Category) int { return cmp.Compare(a.ID, b.ID) })
	byName, topOf := map[string]goods.Category{}, map[int64]string{}
	var leaves []goods.Category
	parent := map[int64]goods.Category{}
	for _, c := range cats {
		parent[c.ID] = c
	}
	for _, c := range cats {
		if c.Level == goods.MaxLevel {
			byName[c.Name] = c
			leaves = append(leaves, c)
			topOf[c.ID] = parent[parent[c.ParentID].ParentID].Name
		}
	}
	tx := goodsTx{s}
	for i := range sampleGoodsCount {
		var g goods.Goods
		var leaf goods.Category
		var keep *shopusers.Goods
		if brief, ok := s.shop.goods.get(int64(i + 1)); ok && i < len(sampleGoodsLeaves) {
			leaf = byName[sampleGoodsLeaves[i]]
			g = goods.Goods{ID: brief.ID, Name: brief.Name}
			keep = &brief
		} else {
			leaf = leaves[r.IntN(len(leaves))]
			brands := brandsByTop[topOf[leaf.ID]]
			g = goods.Goods{ID: s.shop.nextID("goods"), Name: fmt.Sprintf("%s %s%s", brands[r.IntN(len(brands))],
				goodsAdjectives[r.IntN(len(goodsAdjectives))], leaf.Name)}
		}
		tx.seedOne(r, s.epoch, i, g, leaf, keep)
	}
	s.goods.rows.commit()
	s.shop.goods.commit()
}

// keep, when set, is a sample article of the shop-user area (favourites, browsing): the goods
// keeps its price and picture, so what shop users hold reads the same as the seed writes it.
func (t goodsTx) seedOne(r *rand.Rand, epoch time.Time, i int, g goods.Goods, leaf goods.Category, keep *shopusers.Goods) {
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
			g.SKUs[j].Price = keep.Price
		}
		g.Pictures[0].URL = keep.Image
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
	if _, err := t.put(g); err != nil {
		panic(err)
	}
}

// combinations are every combination of the specs' values, the first spec slowest.
func combinations(specs []goods.Spec) [][]string {
	out := [][]string{{}}
	for _, s := range specs {
		var next [][]string
		for _, prefix := range out {
			for _, v := range s.Values {
				next = append(next, append(append([]string{}, prefix...), v))
			}
		}
		out = next
	}
	return out
}
