package mock

import (
	"shopconsole/server/goods"
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
