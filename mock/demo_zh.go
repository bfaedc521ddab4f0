package mock

import (
	"fmt"

	"github.com/brianvoe/gofakeit/v7"

	"shopconsole/server/demo"
)

// The demo layer's sample text in Chinese: gofakeit writes English only, so a zh console
// is shown words drawn from these lists, as deterministically as the English ones.
var (
	zhQualities = []string{"保温", "轻薄", "复古", "手工", "便携", "有机", "智能", "经典", "北欧风", "加厚", "防水", "限量"}
	zhThings    = []string{"陶瓷茶杯", "纯棉T恤", "皮面笔记本", "蓝牙耳机", "胶片相机", "节日礼盒", "多肉盆栽", "厨房计时器", "双肩背包", "护眼台灯", "羊毛围巾", "竹制砧板"}
	zhTopics    = []string{"双十一会场横幅", "新品首发公告", "会员日活动说明", "冬季上新专题", "店铺装修草稿", "直播预告", "满减活动规则", "包邮地区调整"}
	zhSentences = []string{
		"在首页活动区展示，活动结束后下线。",
		"请在发布前核对价格和库存。",
		"面向全部会员，文案已由运营确认。",
		"配图尺寸为 240×160，支持深色主题。",
		"仅在移动端展示，桌面端隐藏。",
		"上线后一周内观察转化率。",
	}
	zhGoodsNotes = []string{
		"精选材质，做工细致，适合日常使用与送礼。",
		"小巧轻便，出门携带不占空间。",
		"经典款式，多色可选，七天无理由退换。",
		"产地直发，品质保证，售后无忧。",
	}
	zhCompanySuffixes = []string{"贸易有限公司", "电子商务有限公司", "日用品有限公司", "文化创意有限公司"}
	zhCities          = []string{"杭州", "上海", "深圳", "广州", "成都", "苏州", "武汉", "厦门"}
	zhLabels          = map[string]string{"new": "新品", "hot": "热销", "discount": "折扣", "free shipping": "包邮", "limited": "限量", "gift": "赠品"}
)

func zhName(f *gofakeit.Faker) string {
	name := string(surnames[f.IntN(len(surnames))]) + string(givenChars[f.IntN(len(givenChars))])
	if f.IntN(2) == 0 {
		name += string(givenChars[f.IntN(len(givenChars))])
	}
	return name
}

func zhRow(f *gofakeit.Faker) *demo.RowText {
	title := zhTopics[f.IntN(len(zhTopics))] + fmt.Sprintf(" %d", 1+f.IntN(9))
	return &demo.RowText{Title: title, Description: zhSentences[f.IntN(len(zhSentences))], Author: zhName(f),
		Img: demo.Picture(title, 240, 160)}
}

func zhGoods(f *gofakeit.Faker, labels []string) *demo.GoodsText {
	title := zhQualities[f.IntN(len(zhQualities))] + zhThings[f.IntN(len(zhThings))]
	zh := &demo.GoodsText{Title: title, Description: zhGoodsNotes[f.IntN(len(zhGoodsNotes))],
		Company: zhCities[f.IntN(len(zhCities))] + zhCompanySuffixes[f.IntN(len(zhCompanySuffixes))],
		Image:   demo.Picture(title, 320, 200), Labels: make([]string, len(labels))}
	for i, l := range labels {
		zh.Labels[i] = zhLabels[l]
	}
	return zh
}

// zhDescription is the shop profile of the description demo in Chinese.
func zhDescription(f *gofakeit.Faker) *demo.Description {
	city := zhCities[f.IntN(len(zhCities))]
	return &demo.Description{Title: "店铺资料", Items: []demo.DescriptionItem{
		{Label: "店铺名称", Value: city + zhCompanySuffixes[f.IntN(len(zhCompanySuffixes))] + "旗舰店"},
		{Label: "店主", Value: zhName(f)},
		{Label: "电话", Value: fmt.Sprintf("138%08d", f.IntN(100_000_000))},
		{Label: "城市", Value: city},
		{Label: "地址", Value: fmt.Sprintf("%s %d 号", sampleStreets[f.IntN(len(sampleStreets))], 1+f.IntN(800))},
		{Label: "备注", Value: zhSentences[f.IntN(len(zhSentences))]},
	}}
}
