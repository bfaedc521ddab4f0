package shopusers

import (
	"context"
	"time"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/i18n"
	"shopconsole/server/money"
)

func lang(ctx context.Context) i18n.Lang { return access.ClientFrom(ctx).Lang }

// BriefAPI is the contract's view of who a row belongs to.
func BriefAPI(b Brief) api.UserBrief {
	return api.UserBrief{Id: b.ID, Nickname: b.Nickname, Mobile: b.Mobile, Avatar: b.Avatar}
}

func userAPI(u User) api.User {
	var last *time.Time
	if u.LastLoginAt != nil {
		t := u.LastLoginAt.UTC()
		last = &t
	}
	return api.User{
		Id: u.ID, Sn: u.SN, Nickname: u.Nickname, Avatar: u.Avatar, Mobile: u.Mobile, Sex: api.Sex(u.Sex),
		LevelId: u.LevelID, LevelName: u.LevelName, GroupId: u.GroupID,
		Balance: money.Format(u.Balance), Points: u.Points, Growth: u.Growth, Earnings: money.Format(u.Earnings),
		TotalOrderAmount: money.Format(u.TotalOrderAmount), Disabled: u.Disabled, Remark: u.Remark,
		RegisteredAt: u.RegisteredAt.UTC(), LastLoginAt: last,
	}
}

func (s *Service) ledgerAPI(e LedgerEntry) api.LedgerEntry {
	ct := api.ChangeTypeDecrease
	if e.Increase {
		ct = api.ChangeTypeIncrease
	}
	return api.LedgerEntry{
		Id: e.ID, LogSn: e.LogSN, UserId: e.UserID, User: BriefAPI(e.User), Type: api.AccountType(e.Type),
		Channel: string(e.Channel), ChangeAmount: s.FormatAmount(e.Type, e.Change), ChangeType: ct,
		LeftAmount: s.FormatAmount(e.Type, e.Left), SourceSn: e.SourceSN, Remark: e.Remark, CreatedAt: e.CreatedAt.UTC(),
	}
}

func (s *Service) addressAPI(a Address) api.Address {
	return api.Address{
		Id: a.ID, UserId: a.UserID, User: BriefAPI(a.User), Contact: a.Contact, Mobile: a.Mobile,
		ProvinceCode: a.ProvinceCode, CityCode: a.CityCode, DistrictCode: a.DistrictCode,
		ProvinceName: s.RegionName(a.ProvinceCode), CityName: s.RegionName(a.CityCode), DistrictName: s.RegionName(a.DistrictCode),
		Detail: a.Detail, IsDefault: a.IsDefault,
	}
}

func goodsAPI(g Goods) api.GoodsBrief {
	return api.GoodsBrief{Id: g.ID, Name: g.Name, Image: g.Image, Price: money.Format(g.Price)}
}

func levelAPI(l Level) api.Level {
	return api.Level{Id: l.ID, Name: l.Name, GrowthValue: l.GrowthValue, Discount: FormatDiscount(l.Discount),
		Privilege: l.Privilege, Image: l.Image, BackgroundImage: l.BackgroundImage, Sort: l.Sort, UserCount: l.UserCount}
}

func levelFromAPI(in api.LevelInput) (Level, error) {
	d, err := ParseDiscount(in.Discount)
	if err != nil {
		return Level{}, err
	}
	l := Level{Name: in.Name, GrowthValue: in.GrowthValue, Discount: d}
	if in.Id != nil {
		l.ID = *in.Id
	}
	l.Privilege, l.Image, l.BackgroundImage = deref(in.Privilege), deref(in.Image), deref(in.BackgroundImage)
	if in.Sort != nil {
		l.Sort = *in.Sort
	}
	return l, nil
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
