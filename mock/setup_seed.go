package mock

import (
	"context"
	"fmt"
	"time"

	"shopconsole/server/setup"
)

// sampleAddresses are the sample shop's addresses, added in this order a week apart: the
// first is both defaults until the second becomes the return warehouse.
var sampleAddresses = []setup.Input{
	{Contact: "张伟", Mobile: "13812345678", ProvinceCode: "330000", CityCode: "330100", DistrictCode: "330106", Detail: "文三路 90 号 3 楼（发货处）"},
	{Contact: "李仓管", Mobile: "13912345678", ProvinceCode: "330000", CityCode: "330100", DistrictCode: "330110", Detail: "仓前街道良睦路 1399 号 2 号仓", Return: true},
	{Contact: "王芳", Mobile: "13712345678", ProvinceCode: "440000", CityCode: "440300", DistrictCode: "440305", Detail: "科技园南区 8 栋 1201"},
	{Contact: "赵磊", Mobile: "13612345678", ProvinceCode: "320000", CityCode: "320100", DistrictCode: "320106", Detail: "中山北路 200 号 1 号库"},
}

// sampleSetup adds the sample addresses through the setup service, as the staff would have.
func sampleSetup(ctx context.Context, store setup.Store, epoch time.Time) error {
	day := epoch.AddDate(0, 0, -120)
	for _, in := range sampleAddresses {
		at := day
		svc := setup.New(store, sampleRegionTree(), func() time.Time { return at })
		if _, err := svc.Add(ctx, in); err != nil {
			return fmt.Errorf("address %s: %w", in.Detail, err)
		}
		day = day.AddDate(0, 0, 7)
	}
	return nil
}
