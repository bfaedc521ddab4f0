package mock

import (
	"context"
	"fmt"
	"time"

	"shopconsole/server/merchant"
)

// sampleApplication is a sample shop's application and the actions that brought it where
// it is (after its first save).
type sampleApplication struct {
	own    bool
	fields merchant.Fields
	path   []merchant.Action
	reason string // of a rejection
}

// sampleApplications are one application in each state: the console's own shop's is a
// draft half filled in; the others are other shops' the platform reviews.
var sampleApplications = []sampleApplication{
	{fields: merchant.Fields{Kind: merchant.Company, CompanyName: "杭州青禾服饰有限公司", LicenceNo: "91330106MA27XK1A5T",
		LicencePicture: "/files/album/licence-qinghe.jpg", LegalName: "陈静", IDNumber: "330106198803150026",
		IDFrontPicture: "/files/album/id-front-1.jpg", IDBackPicture: "/files/album/id-back-1.jpg", Bank: "中国工商银行",
		AccountHolder: "杭州青禾服饰有限公司", AccountNo: "1202021209900012345", ShopName: "青禾服饰", Category: "apparel",
		ContactName: "陈静", ContactMobile: "13905710001"}, path: []merchant.Action{merchant.Submit}},
	{fields: merchant.Fields{Kind: merchant.Individual, LegalName: "刘洋", IDNumber: "11010519491231002X",
		IDFrontPicture: "/files/album/id-front-2.jpg", IDBackPicture: "/files/album/id-back-2.jpg", Bank: "招商银行",
		AccountHolder: "刘洋", AccountNo: "6222020200000000014", ShopName: "刘洋的书屋", Category: "books",
		ContactName: "刘洋", ContactMobile: "13800000002"}, path: []merchant.Action{merchant.Submit, merchant.Approve}},
	{fields: merchant.Fields{Kind: merchant.Company, CompanyName: "深圳数码港科技有限公司", LicenceNo: "91350100M000100Y43",
		LicencePicture: "/files/album/licence-shuma.jpg", LegalName: "黄磊", IDNumber: "440305199001010018",
		IDFrontPicture: "/files/album/id-front-3.jpg", IDBackPicture: "/files/album/id-back-3.jpg", Bank: "中国银行",
		AccountHolder: "深圳数码港科技有限公司", AccountNo: "7559000000123456", ShopName: "数码港", Category: "digital",
		ContactName: "黄磊", ContactMobile: "13700000003"}, path: []merchant.Action{merchant.Submit, merchant.Reject},
		reason: "营业执照照片不清晰，请重新上传"},
	{fields: merchant.Fields{Kind: merchant.Company, CompanyName: "北京稻香食品有限公司", LicenceNo: "91110000600037341L",
		LicencePicture: "/files/album/licence-daoxiang.jpg", LegalName: "王强", IDNumber: "110101198001010010",
		IDFrontPicture: "/files/album/id-front-4.jpg", IDBackPicture: "/files/album/id-back-4.jpg", Bank: "中国建设银行",
		AccountHolder: "北京稻香食品有限公司", AccountNo: "11001000000052000001", ShopName: "稻香食品", Category: "food",
		ContactName: "王强", ContactMobile: "13600000004"}, path: []merchant.Action{merchant.Submit, merchant.Approve, merchant.Open}},
	{own: true, fields: merchant.Fields{Kind: merchant.Company, CompanyName: "杭州示例商贸有限公司", ShopName: "示例旗舰店",
		ContactName: "张伟", ContactMobile: "13812345678"}},
}

// sampleMerchant writes the sample applications through the merchant store, each saved then
// moved along its path a day at a time (merchant.Next), by its shop's staff and then by the
// platform.
func sampleMerchant(ctx context.Context, store merchant.Store, epoch time.Time) error {
	day := epoch.AddDate(0, 0, -30)
	return store.Tx(ctx, func(tx merchant.Tx) error {
		for _, x := range sampleApplications {
			at := day.UTC().Truncate(time.Microsecond)
			a := merchant.Application{Own: x.own, State: merchant.Draft, Fields: x.fields, UpdatedAt: at}
			id, err := tx.Insert(a)
			if err != nil {
				return fmt.Errorf("application %s: %w", x.fields.ShopName, err)
			}
			a.ID = id
			if err := tx.Append(id, merchant.Event{To: merchant.Draft, Operator: "editor", At: at}); err != nil {
				return err
			}
			for _, act := range x.path {
				at = at.Add(24 * time.Hour)
				to, err := merchant.Next(a.State, act)
				if err != nil {
					return err
				}
				e := merchant.Event{From: a.State, To: to, Operator: "admin", At: at}
				if act == merchant.Submit {
					e.Operator, a.SubmittedAt = "editor", at
				}
				if act == merchant.Reject {
					e.Reason, a.Reason = x.reason, x.reason
				}
				a.State, a.UpdatedAt = to, at
				if err := tx.Append(id, e); err != nil {
					return err
				}
			}
			if err := merchant.Check(a.Fields, a.State != merchant.Draft); err != nil {
				return fmt.Errorf("application %s: %w", x.fields.ShopName, err)
			}
			if err := tx.Save(a); err != nil {
				return err
			}
			day = day.AddDate(0, 0, 5)
		}
		return nil
	})
}
