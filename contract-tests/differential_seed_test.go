package contracttests

import (
	"context"
	"fmt"
	"testing"
	"time"

	"shopconsole/server/shell"
	"shopconsole/server/shopusers"
)

// What the differential sequence starts from beyond the fresh store, put in through the
// same code on both backends: the staff account admin as the binary creates it (the
// store's CreateStaff), and, for what the console does not do itself, the storefront's
// sign-ups, goods, addresses, favourites and visits through the shop-user service, and
// notices through the store's AddNotice.

var diffGoods = []shopusers.Goods{
	{Name: "有机绿茶 250g", Price: 6800}, {Name: "云南小粒咖啡豆 500g", Price: 8900},
	{Name: "五常大米 5kg", Price: 7990}, {Name: "纯棉四件套 1.8m", Price: 29900},
	{Name: "100% 纯棉毛巾_大号", Price: 2590}, // LIKE's wildcards, as text
}

// diffUsers are the shop users, registered on these days before the clock's start.
var diffUsers = []struct {
	nickname, mobile string
	sex              int
	daysBefore       int
}{
	{"王芳", "13800000001", 2, 40}, {"王磊", "13800000002", 1, 30}, {"李娜", "13900000003", 2, 30},
	{"张伟", "15000000004", 1, 12}, {"Alice", "15000000005", 2, 9}, {"Bob", "18600000006", 1, 9},
	{"陈静", "18600000007", 0, 3}, {"刘洋", "18600000008", 1, 1}, {"王小明", "13800000009", 1, 1},
	{"赵敏", "17700000010", 2, 0}, {"孙悦", "15900000011", 2, 5}, {"孙强", "15900000012", 1, 5},
}

// sameMoment: these users (by number) registered at the same instant as the one before.
var sameMoment = map[int]bool{12: true}

func seedDifferential(t *testing.T, s *side) {
	t.Helper()
	ctx := context.Background()
	check := func(what string, err error) {
		if err != nil {
			t.Fatalf("seed %s on %s: %v", what, s.Name, err)
		}
	}
	s.vals["staff.admin"] = s.staff(t, "admin", "admin-pass-1", "Admin").ID
	shops := s.shops()
	for i, g := range diffGoods {
		got, err := shops.AddGoods(ctx, g)
		check("goods", err)
		s.vals[fmt.Sprint("g", i+1)] = got.ID
	}
	start := s.Clock.Now()
	var at time.Time
	for i, u := range diffUsers {
		if !sameMoment[i+1] {
			at = start.AddDate(0, 0, -u.daysBefore).Add(-time.Duration(i) * time.Hour)
		}
		got, err := shops.Register(ctx, shopusers.NewUser{Nickname: u.nickname, Mobile: u.mobile, Sex: u.sex, RegisteredAt: at})
		check("user", err)
		s.vals[fmt.Sprint("u", i+1)] = got.ID
		s.vals[fmt.Sprint("u", i+1, ".sn")] = got.SN
		if i == 2 { // prefixes of a member number: a block of ten, of a thousand, of a million
			s.vals["u3.sn10"], s.vals["u3.sn8"], s.vals["u3.sn5"] = got.SN[:10], got.SN[:8], got.SN[:5]
		}
	}
	user := func(n int) int64 { return s.vals[fmt.Sprint("u", n)].(int64) }
	goods := func(n int) int64 { return s.vals[fmt.Sprint("g", n)].(int64) }
	for _, a := range []struct {
		user      int
		contact   string
		region    [3]string
		detail    string
		isDefault bool
	}{
		{1, "王芳", [3]string{"310000", "310100", "310104"}, "淮海中路 88 号 2 单元 301 室", true},
		{1, "王芳", [3]string{"110000", "110100", "110105"}, "建国路 1 号", false},
		{2, "王磊", [3]string{"440000", "440300", "440305"}, "深南大道 9 号", false},
		{2, "王磊", [3]string{"330000", "330100", "330106"}, "文三路 5 号", true},
		{2, "王磊（公司）", [3]string{"330000", "330100", "330106"}, "文三路 7 号", true}, // the new default clears the old
		{4, "张伟", [3]string{"510000", "510100", "510104"}, "春熙路 12 号", true},
	} {
		_, err := shops.AddAddress(ctx, shopusers.Address{UserID: user(a.user), Contact: a.contact, Mobile: diffUsers[a.user-1].mobile,
			ProvinceCode: a.region[0], CityCode: a.region[1], DistrictCode: a.region[2], Detail: a.detail, IsDefault: a.isDefault})
		check("address", err)
	}
	for i, f := range [][2]int{{1, 1}, {1, 2}, {2, 1}, {4, 3}, {1, 1}, {5, 4}, {2, 5}} { // the repeat keeps one
		check("favourite", shops.AddFavourite(ctx, user(f[0]), goods(f[1]), start.Add(-time.Duration(30-i)*time.Hour)))
	}
	for i, v := range [][2]int{{1, 1}, {1, 1}, {1, 2}, {3, 2}, {3, 2}, {3, 2}, {4, 4}, {1, 1}, {2, 5}} { // visits count up
		check("visit", shops.RecordVisit(ctx, user(v[0]), goods(v[1]), start.Add(-time.Duration(20-i)*time.Hour)))
	}
	// A visit reported late counts, and the last visit stays the later one.
	check("visit", shops.RecordVisit(ctx, user(4), goods(4), start.Add(-100*time.Hour)))
	// More notices than the frame shows, two of them at one moment.
	for i := range 104 {
		check("notice", s.Store.AddNotice(ctx, shell.Notice{Notice: fmt.Sprint("到货通知 ", i+1),
			CreatedAt: start.Add(-time.Duration(200-min(i, 102)) * time.Minute)}))
	}
	for i, n := range []shell.Notice{
		{Notice: "周五盘点库存"}, {StaffID: s.vals["staff.admin"].(int64), Notice: "你的月报已生成"},
		{Email: "客服 <service@shop.example>: 新的售后申请"},
	} {
		n.CreatedAt = start.Add(-time.Duration(3-i) * time.Hour)
		check("notice", s.Store.AddNotice(ctx, n))
	}
}
