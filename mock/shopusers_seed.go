package mock

import (
	"fmt"
	"net/url"
	"time"

	"github.com/brianvoe/gofakeit/v7"

	"shopconsole/server/shopusers"
)

// Sample data of the shop-user area: believable for a mainland shop, the same on every
// start, and consistent (every ledger line follows the previous one; the last one equals
// the user's holding).
const (
	sampleShopUsers = 500
	shopSeed        = Seed + 5 // its own generator, so other areas' sample data never shifts it
)

var (
	surnames   = []rune("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤")
	givenChars = []rune("伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉萍红娥玲芬燕建国志文斌浩宇欣怡子涵梓萱一诺雨轩俊杰晨曦思远佳琪婷雪梅海波晓东")
	mobileHead = []string{"130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152", "153", "155",
		"156", "157", "158", "159", "166", "176", "177", "178", "180", "181", "182", "183", "185", "186", "187", "188", "189", "198", "199"}
)

// sampleRegions are real province / city / district codes (GB/T 2260) with their names.
var sampleRegions = [][3][2]string{
	{{"310000", "上海市"}, {"310100", "市辖区"}, {"310101", "黄浦区"}},
	{{"310000", "上海市"}, {"310100", "市辖区"}, {"310104", "徐汇区"}},
	{{"310000", "上海市"}, {"310100", "市辖区"}, {"310115", "浦东新区"}},
	{{"110000", "北京市"}, {"110100", "市辖区"}, {"110105", "朝阳区"}},
	{{"110000", "北京市"}, {"110100", "市辖区"}, {"110108", "海淀区"}},
	{{"440000", "广东省"}, {"440100", "广州市"}, {"440106", "天河区"}},
	{{"440000", "广东省"}, {"440300", "深圳市"}, {"440305", "南山区"}},
	{{"330000", "浙江省"}, {"330100", "杭州市"}, {"330106", "西湖区"}},
	{{"320000", "江苏省"}, {"320100", "南京市"}, {"320102", "玄武区"}},
	{{"320000", "江苏省"}, {"320500", "苏州市"}, {"320508", "姑苏区"}},
	{{"510000", "四川省"}, {"510100", "成都市"}, {"510104", "锦江区"}},
	{{"420000", "湖北省"}, {"420100", "武汉市"}, {"420106", "武昌区"}},
	{{"500000", "重庆市"}, {"500100", "市辖区"}, {"500103", "渝中区"}},
	{{"610000", "陕西省"}, {"610100", "西安市"}, {"610113", "雁塔区"}},
}

var sampleStreets = []string{"南京东路", "淮海中路", "建国路", "中关村大街", "天河路", "深南大道", "文三路", "中山路", "春熙路", "解放路", "人民路", "长安街"}

var sampleGoods = []struct {
	name  string
	price int64
}{
	{"有机绿茶 250g", 6800}, {"云南小粒咖啡豆 500g", 8900}, {"五常大米 5kg", 7990}, {"东北黑木耳 200g", 3590},
	{"纯棉四件套 1.8m", 29900}, {"记忆棉枕头", 12900}, {"不锈钢保温杯 500ml", 8900}, {"陶瓷餐具套装", 19900},
	{"无线蓝牙耳机", 19900}, {"机械键盘 87键", 35900}, {"充电宝 20000mAh", 12900}, {"智能手环", 24900},
	{"运动跑鞋", 39900}, {"羊毛围巾", 15900}, {"双肩背包", 18900}, {"防晒霜 SPF50", 9900},
	{"儿童绘本套装", 12800}, {"坚果礼盒", 16800}, {"蜂蜜 500g", 5900}, {"手冲咖啡壶", 13900},
	{"瑜伽垫", 8900}, {"电动牙刷", 22900}, {"香薰蜡烛", 6900}, {"桌面台灯", 15900},
}

var sampleLevels = []shopusers.Level{
	{Name: "普通会员", GrowthValue: 0, Discount: 100, Privilege: "会员价购物"},
	{Name: "白银会员", GrowthValue: 500, Discount: 98, Privilege: "9.8 折，生日积分翻倍"},
	{Name: "黄金会员", GrowthValue: 2000, Discount: 95, Privilege: "9.5 折，每月免邮券"},
	{Name: "铂金会员", GrowthValue: 5000, Discount: 90, Privilege: "9 折，专属客服"},
	{Name: "钻石会员", GrowthValue: 10000, Discount: 85, Privilege: "8.5 折，新品优先购"},
}

// tile is a coloured square with a character, so sample images need no network.
func tile(text string, n int) string {
	colours := []string{"#1890ff", "#52c41a", "#f5222d", "#fa8c16", "#13c2c2", "#722ed1", "#eb2f96", "#2f54eb"}
	svg := fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" rx="8" fill="%s"/><text x="40" y="50" font-size="30" text-anchor="middle" fill="#fff">%s</text></svg>`,
		colours[n%len(colours)], text)
	return "data:image/svg+xml," + url.PathEscape(svg)
}

// must stops the seed on an error: the data is fixed, so a failure is a bug.
func must(err error) {
	if err != nil {
		panic(fmt.Sprintf("seed shop users: %v", err))
	}
}

// recently is a moment of the 90 days before the epoch, not before registered.
func recently(f *gofakeit.Faker, epoch, registered time.Time) time.Time {
	at := epoch.Add(-time.Duration(1+f.IntN(90*24*3600)) * time.Second)
	if at.Before(registered) {
		at = registered.Add(time.Duration(f.IntN(int(epoch.Sub(registered)/time.Second))) * time.Second)
	}
	return at
}

// sampleHistory plays a user's account changes in time order and leaves the user holding
// the last amounts.
func sampleHistory(f *gofakeit.Faker, u *shopusers.User, until time.Time) []shopusers.LedgerEntry {
	var out []shopusers.LedgerEntry
	at := u.RegisteredAt
	add := func(t shopusers.Account, ch shopusers.Channel, inc bool, amount int64, source, remark string) {
		held := map[shopusers.Account]*int64{shopusers.Money: &u.Balance, shopusers.Points: &u.Points,
			shopusers.Growth: &u.Growth, shopusers.Earnings: &u.Earnings}[t]
		if !inc && amount > *held {
			amount = *held // sample data only: a live decrease beyond the holding is refused
		}
		next := at.Add(time.Duration(1+f.IntN(72*3600)) * time.Second)
		if amount <= 0 || next.After(until) {
			return
		}
		at = next
		if inc {
			*held += amount
		} else {
			*held -= amount
		}
		out = append(out, shopusers.LedgerEntry{UserID: u.ID, Type: t, Channel: ch, Change: amount, Increase: inc,
			Left: *held, SourceSN: source, Remark: remark, CreatedAt: at})
	}
	add(shopusers.Points, shopusers.RegisterGift, true, 100, "", "注册赠送")
	for range f.IntN(12) {
		order := fmt.Sprintf("SO%d%06d", at.Year(), f.IntN(1_000_000))
		switch f.IntN(5) {
		case 0:
			add(shopusers.Money, shopusers.Recharge, true, int64(50+f.IntN(20)*50)*100, "", "余额充值")
		case 1:
			amount := int64(1000 + f.IntN(30000))
			add(shopusers.Money, shopusers.OrderPayment, false, amount, order, "订单余额支付")
			u.TotalOrderAmount += amount
			add(shopusers.Points, shopusers.ConsumeGift, true, amount/1000+1, order, "消费赠送积分")
			add(shopusers.Growth, shopusers.ConsumeGift, true, amount/100, order, "消费赠送成长值")
		case 2:
			add(shopusers.Points, shopusers.SignIn, true, int64(5+f.IntN(6)), "", "每日签到")
		case 3:
			amount := int64(2000 + f.IntN(50000))
			u.TotalOrderAmount += amount
			add(shopusers.Growth, shopusers.ConsumeGift, true, amount/100, order, "消费赠送成长值")
			if f.IntN(4) == 0 {
				add(shopusers.Earnings, shopusers.ConsumeGift, true, amount/20, order, "推广收益")
			}
		default:
			if f.IntN(3) == 0 {
				add(shopusers.Money, shopusers.AfterSaleRefund, true, int64(500+f.IntN(5000)), fmt.Sprintf("RF%06d", f.IntN(1_000_000)), "售后退款")
			} else {
				add(shopusers.Points, shopusers.OrderPayment, false, int64(10+f.IntN(100)), order, "积分抵扣")
			}
		}
	}
	return out
}
