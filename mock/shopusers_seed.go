package mock

import (
	"fmt"
	"net/url"
	"slices"
	"time"

	"github.com/brianvoe/gofakeit/v7"

	"shopconsole/server/coupon"
	"shopconsole/server/shopuser"
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

var sampleLevels = []shopuser.Level{
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

func (s *Store) seedShop() {
	d := s.shop
	f := gofakeit.New(shopSeed)
	for i, l := range sampleLevels {
		l.ID, l.Sort = d.nextID("level"), i+1
		l.Image = tile(string([]rune(l.Name)[:1]), i)
		d.levels[l.ID] = &l
	}
	for i, g := range sampleGoods {
		id := d.nextID("goods")
		d.goods[id] = shopuser.Goods{ID: id, Name: g.name, Price: g.price, Image: tile(string([]rune(g.name)[:1]), i)}
	}
	seen := map[string]bool{}
	var events []shopuser.LedgerEntry
	for i := range sampleShopUsers {
		name := string(surnames[f.IntN(len(surnames))])
		for range 1 + f.IntN(2) {
			name += string(givenChars[f.IntN(len(givenChars))])
		}
		mobile := ""
		for mobile == "" || seen[mobile] {
			mobile = mobileHead[f.IntN(len(mobileHead))] + fmt.Sprintf("%08d", f.IntN(100_000_000))
		}
		seen[mobile] = true
		registered := epoch.AddDate(0, 0, -f.IntN(700)).Add(-time.Duration(f.IntN(86400)) * time.Second)
		u, err := s.createShopUser(shopuser.NewUser{SN: fmt.Sprintf("U%010d", 2026000001+i), Nickname: name,
			Avatar: tile(string([]rune(name)[:1]), i), Mobile: mobile, Sex: f.IntN(3), RegisteredAt: registered})
		if err != nil {
			panic(fmt.Sprintf("seed shop user: %v", err)) // fixed data: a failure is a bug
		}
		row := d.users[u.ID]
		row.Disabled = f.IntN(25) == 0
		if f.IntN(3) > 0 {
			last := epoch.Add(-time.Duration(f.IntN(30*24)) * time.Hour)
			row.LastLoginAt = &last
		}
		events = append(events, sampleHistory(f, row)...)
		for a := range f.IntN(4) {
			r := sampleRegions[f.IntN(len(sampleRegions))]
			_, _ = d.addAddress(shopuser.Address{UserID: u.ID, Contact: name, Mobile: mobile,
				ProvinceCode: r[0][0], CityCode: r[1][0], DistrictCode: r[2][0],
				Detail:    fmt.Sprintf("%s %d 号 %d 单元 %d 室", sampleStreets[f.IntN(len(sampleStreets))], 1+f.IntN(800), 1+f.IntN(6), 101+f.IntN(20)*100+f.IntN(4)),
				IsDefault: a == 0})
		}
		for range f.IntN(5) {
			_ = d.addFavourite(u.ID, 1+int64(f.IntN(len(sampleGoods))), registered.Add(time.Duration(f.IntN(5000))*time.Hour))
		}
		for range f.IntN(9) {
			_ = d.recordVisit(u.ID, 1+int64(f.IntN(len(sampleGoods))), registered.Add(time.Duration(f.IntN(5000))*time.Hour))
		}
	}
	// One ledger in time order: ids follow time, as on a live shop.
	slices.SortStableFunc(events, func(a, b shopuser.LedgerEntry) int { return a.CreatedAt.Compare(b.CreatedAt) })
	for _, e := range events {
		e.ID = d.nextID("ledger")
		e.LogSN = shopuser.LogSN(e.ID)
		d.ledger = append(d.ledger, e)
	}
	d.relevel()
	s.seedCoupons(f)
}

// sampleHistory plays a user's account changes in time order and leaves the user holding
// the last amounts.
func sampleHistory(f *gofakeit.Faker, u *shopuser.User) []shopuser.LedgerEntry {
	var out []shopuser.LedgerEntry
	at := u.RegisteredAt
	add := func(t shopuser.Account, ch shopuser.Channel, inc bool, amount int64, source, remark string) {
		held := map[shopuser.Account]*int64{shopuser.Money: &u.Balance, shopuser.Points: &u.Points,
			shopuser.Growth: &u.Growth, shopuser.Earnings: &u.Earnings}[t]
		if !inc && amount > *held {
			amount = *held // sample data only: a live decrease beyond the holding is refused
		}
		next := at.Add(time.Duration(1+f.IntN(72*3600)) * time.Second)
		if amount <= 0 || next.After(epoch) {
			return
		}
		at = next
		if inc {
			*held += amount
		} else {
			*held -= amount
		}
		out = append(out, shopuser.LedgerEntry{UserID: u.ID, Type: t, Channel: ch, Change: amount, Increase: inc,
			Left: *held, SourceSN: source, Remark: remark, CreatedAt: at})
	}
	add(shopuser.Points, shopuser.RegisterGift, true, 100, "", "注册赠送")
	for range f.IntN(12) {
		order := fmt.Sprintf("SO%d%06d", at.Year(), f.IntN(1_000_000))
		switch f.IntN(5) {
		case 0:
			add(shopuser.Money, shopuser.Recharge, true, int64(50+f.IntN(20)*50)*100, "", "余额充值")
		case 1:
			amount := int64(1000 + f.IntN(30000))
			add(shopuser.Money, shopuser.OrderPayment, false, amount, order, "订单余额支付")
			u.TotalOrderAmount += amount
			add(shopuser.Points, shopuser.ConsumeGift, true, amount/1000+1, order, "消费赠送积分")
			add(shopuser.Growth, shopuser.ConsumeGift, true, amount/100, order, "消费赠送成长值")
		case 2:
			add(shopuser.Points, shopuser.SignIn, true, int64(5+f.IntN(6)), "", "每日签到")
		case 3:
			amount := int64(2000 + f.IntN(50000))
			u.TotalOrderAmount += amount
			add(shopuser.Growth, shopuser.ConsumeGift, true, amount/100, order, "消费赠送成长值")
			if f.IntN(4) == 0 {
				add(shopuser.Earnings, shopuser.ConsumeGift, true, amount/20, order, "推广收益")
			}
		default:
			if f.IntN(3) == 0 {
				add(shopuser.Money, shopuser.AfterSaleRefund, true, int64(500+f.IntN(5000)), fmt.Sprintf("RF%06d", f.IntN(1_000_000)), "售后退款")
			} else {
				add(shopuser.Points, shopuser.OrderPayment, false, int64(10+f.IntN(100)), order, "积分抵扣")
			}
		}
	}
	return out
}

// seedCoupons makes 30 coupons that together use every value of every rule (each
// combination of validity, obtaining and per-user limit once), hands some out, and sets
// the gifts.
func (s *Store) seedCoupons(f *gofakeit.Faker) {
	d := s.shop
	validity := []string{coupon.ValidFixed, coupon.ValidFromClaim, coupon.ValidFromNextDay}
	obtain := []string{coupon.ObtainShop, coupon.ObtainClaim, coupon.ObtainActivity}
	limits := []string{coupon.LimitUnlimited, coupon.LimitPerUser, coupon.LimitPerDay}
	scopes := []string{coupon.ScopeAll, coupon.ScopeInclude, coupon.ScopeExclude}
	claimStart, claimEnd := epoch.AddDate(0, -1, 0), epoch.AddDate(0, 3, 0)
	var userIDs []int64
	for id := range d.users {
		userIDs = append(userIDs, id)
	}
	slices.Sort(userIDs)
	for i := range 30 {
		c := coupon.Coupon{Validity: validity[i%3], Obtain: obtain[(i/3)%3], LimitType: limits[(i/9)%3],
			Scope: scopes[(i/2)%3], Threshold: coupon.ThresholdNone, TotalType: coupon.TotalUnlimited,
			Status: coupon.StatusEnabled, CreatedAt: claimStart.Add(time.Duration(i) * time.Hour), GoodsIDs: []int64{}}
		c.Amount = int64([]int{5, 10, 20, 30, 50, 100}[i%6]) * 100
		if i%2 == 1 {
			c.Threshold, c.MinSpend = coupon.ThresholdMinimum, c.Amount*5
		}
		if i%4 >= 2 {
			c.TotalType, c.Total = coupon.TotalLimited, 200+i*50
		}
		if c.LimitType != coupon.LimitUnlimited {
			c.LimitCount = 1 + i%3
		}
		cs, ce := claimStart, claimEnd
		c.ClaimStart, c.ClaimEnd = &cs, &ce
		if c.Validity == coupon.ValidFixed {
			us, ue := cs, ce.AddDate(0, 1, 0)
			if i == 27 { // one whose use window has passed
				past1, past2 := epoch.AddDate(0, -3, 0), epoch.AddDate(0, -2, 0)
				c.ClaimStart, c.ClaimEnd, us, ue = &past1, &past2, past1, past2.AddDate(0, 0, 7)
			}
			c.UseStart, c.UseEnd = &us, &ue
		} else {
			c.ValidDays = []int{7, 15, 30}[i%3]
		}
		if c.Scope != coupon.ScopeAll {
			c.GoodsIDs = []int64{int64(1 + i%len(sampleGoods)), int64(1 + (i+7)%len(sampleGoods))}
			slices.Sort(c.GoodsIDs)
		}
		if i%10 == 9 {
			c.Status = coupon.StatusDisabled
		}
		c.Name = sampleCouponName(c)
		added, err := d.addCoupon(c)
		if err != nil {
			panic(fmt.Sprintf("seed coupon: %v", err))
		}
		if c.Obtain == coupon.ObtainActivity || i == 27 || i%5 == 4 {
			continue // some coupons nobody holds yet (they can still be edited and deleted)
		}
		s.seedHeld(f, d.couponRows[added.ID], userIDs)
	}
	d.register = coupon.RegisterGift{Enabled: true, PointsEnabled: true, Points: 100, CouponsEnabled: true, CouponIDs: []int64{d.firstShopCoupon()}}
	d.consume = coupon.ConsumeGift{Enabled: true, Basis: "amount", PerAmount: 1000, PointsEnabled: true, Points: 1,
		GrowthEnabled: true, Growth: 10, CouponIDs: []int64{}}
}

func (d *shopData) firstShopCoupon() int64 {
	var ids []int64
	for id, c := range d.couponRows {
		if c.Obtain == coupon.ObtainShop && c.Status == coupon.StatusEnabled && c.TotalType == coupon.TotalUnlimited {
			ids = append(ids, id)
		}
	}
	return slices.Min(ids)
}

func sampleCouponName(c coupon.Coupon) string {
	yuan := c.Amount / 100
	name := fmt.Sprintf("%d元无门槛券", yuan)
	if c.Threshold == coupon.ThresholdMinimum {
		name = fmt.Sprintf("满%d减%d", c.MinSpend/100, yuan)
	}
	switch c.Obtain {
	case coupon.ObtainShop:
		return name + "（会员专享）"
	case coupon.ObtainActivity:
		return name + "（活动）"
	}
	return name
}

// seedHeld hands a coupon to some users within its total and limits.
func (s *Store) seedHeld(f *gofakeit.Faker, c *coupon.Coupon, userIDs []int64) {
	d := s.shop
	n := 5 + f.IntN(20)
	if c.TotalType == coupon.TotalLimited {
		n = min(n, c.Total)
	}
	for range n {
		uid := userIDs[f.IntN(len(userIDs))]
		at := c.ClaimStart.Add(time.Duration(f.IntN(30*24)) * time.Hour)
		held := 0
		for _, uc := range d.userCoupons {
			if uc.CouponID == c.ID && uc.UserID == uid {
				held++
			}
		}
		if c.LimitType != coupon.LimitUnlimited && held >= c.LimitCount {
			continue
		}
		from, to := at, at.AddDate(0, 0, c.ValidDays)
		if c.Validity == coupon.ValidFixed {
			from, to = *c.UseStart, *c.UseEnd
		}
		uc := coupon.UserCoupon{ID: d.nextID("userCoupon"), CouponID: c.ID, UserID: uid, Amount: c.Amount,
			MinSpend: c.MinSpend, Status: coupon.HeldUnused, ValidFrom: from, ValidTo: to, ObtainedAt: at, Obtain: c.Obtain}
		if c.Obtain == coupon.ObtainShop {
			c.Issued++
		} else {
			c.Claimed++
		}
		if f.IntN(4) == 0 && at.Before(epoch) {
			used := at.Add(time.Duration(1+f.IntN(48)) * time.Hour)
			uc.Status, uc.UsedAt, uc.OrderID = coupon.HeldUsed, &used, int64(900000+f.IntN(99999))
			c.Used++
		}
		d.userCoupons = append(d.userCoupons, uc)
	}
}
