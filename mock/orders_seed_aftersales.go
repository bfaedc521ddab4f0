package mock

import (
	"context"
	"math/rand/v2"
	"time"

	"shopconsole/server/money"
	"shopconsole/server/orders"
)

// samplePlatform is the sample shop's payment platform: it confirms two refunds in three
// at once and leaves the others pending, for staff to mark refunded.
type samplePlatform struct{ svc *orders.Service }

func (p samplePlatform) Refund(ctx context.Context, r orders.Refund, _ string) error {
	if r.ID%3 == 0 {
		return nil
	}
	_, err := p.svc.Settle(ctx, r.SN, "SAMPLE"+r.SN[1:])
	return err
}

var (
	sampleClaimReasons  = []string{"尺码不合适", "颜色与图片不符", "质量问题", "收到商品破损", "不想要了"}
	sampleRefuseReasons = []string{"商品已影响二次销售", "超出售后范围", "退回商品与原商品不符"}
)

// sampleAfterSale plans a claim on the first item of an order its buyer confirmed at
// confirmed, and how far it goes: every status of an after-sale is reached by some. It
// draws from its own random stream, so the orders' plans stay as they are.
func sampleAfterSale(epoch, confirmed time.Time, i int) []step {
	r := rand.New(rand.NewPCG(uint64(i), 0xa5))
	kind := orders.RefundOnly
	if r.IntN(2) == 0 {
		kind = orders.ReturnRefund
	}
	var id int64
	var out []step
	at := confirmed.Add(time.Duration(2+r.IntN(40)) * time.Hour)
	then := func(do func(ctx context.Context, svc *orders.Service) error) bool {
		if !at.Before(epoch) {
			return false
		}
		out = append(out, step{at, i, func(ctx context.Context, svc *orders.Service, orderID int64) (int64, error) {
			if id == 0 {
				return orderID, nil // the claim was refused: nothing follows
			}
			return orderID, do(ctx, svc)
		}})
		at = at.Add(time.Duration(3+r.IntN(30)) * time.Hour)
		return true
	}
	claim := func(ctx context.Context, svc *orders.Service, orderID int64) error {
		d, err := svc.Detail(ctx, orderID)
		if err != nil || len(d.Order.Items) == 0 {
			return err
		}
		item := d.Order.Items[0]
		amount := orders.ItemShare(d.Order, item, item.Quantity)
		a, err := svc.Apply(ctx, orders.ApplyInput{OrderID: orderID, ItemID: item.ID, Quantity: item.Quantity, Kind: kind,
			Amount: money.Format(amount), Reason: sampleClaimReasons[i%len(sampleClaimReasons)]})
		id = a.ID
		return err
	}
	if !at.Before(epoch) {
		return nil
	}
	out = append(out, step{at, i, func(ctx context.Context, svc *orders.Service, orderID int64) (int64, error) {
		return orderID, claim(ctx, svc, orderID)
	}})
	at = at.Add(time.Duration(3+r.IntN(30)) * time.Hour)
	refuse := sampleRefuseReasons[i%len(sampleRefuseReasons)]
	fate := r.IntN(10)
	if epoch.Sub(confirmed) < 10*24*time.Hour { // recent claims are still being handled
		fate = []int{0, 3, 4, 6}[fate%4]
		if fate != 0 {
			kind = orders.ReturnRefund
		}
	}
	switch fate {
	case 0: // left applied
	case 1, 8, 9:
		if then(func(ctx context.Context, svc *orders.Service) error {
			_, err := svc.Refuse(ctx, id, refuse)
			return err
		}) {
			sampleRights(r, i, then, &id)
		}
	case 2:
		then(func(ctx context.Context, svc *orders.Service) error { _, err := svc.Revoke(ctx, id); return err })
	default:
		if !then(func(ctx context.Context, svc *orders.Service) error {
			_, err := svc.Agree(ctx, id, "售后部 0571-88880000 浙江省杭州市西湖区文三路 90 号")
			return err
		}) || fate == 3 {
			return out
		}
		if kind == orders.ReturnRefund {
			if !then(func(ctx context.Context, svc *orders.Service) error {
				_, err := svc.ShipBack(ctx, id, "中通快递", "ZT"+time.Unix(int64(700000000+i), 0).UTC().Format("20060102150405"))
				return err
			}) || fate == 4 {
				return out
			}
			if fate == 5 {
				if then(func(ctx context.Context, svc *orders.Service) error {
					_, err := svc.RejectGoods(ctx, id, refuse)
					return err
				}) {
					sampleRights(r, i, then, &id)
				}
				return out
			}
			if !then(func(ctx context.Context, svc *orders.Service) error { _, err := svc.Receive(ctx, id); return err }) || fate == 6 {
				return out
			}
		}
		then(func(ctx context.Context, svc *orders.Service) error {
			_, err := svc.RefundAfterSale(ctx, id, "")
			return err
		})
	}
	return out
}

var (
	sampleBuyerStatements    = []string{"商品确有质量问题，照片为证，商家拒绝退款", "收到时外包装已破损，商家不认可", "退回的就是原商品，商家拒收不合理"}
	sampleMerchantStatements = []string{"商品出库时完好，有出库检验记录", "退回商品已使用，影响二次销售", "买家退回的商品与原商品编号不符"}
)

// sampleRights carries the rights claim of a refused claim (*id) some way: some buyers
// raise none, the others reach every status, and the closed ones are ruled for either side.
func sampleRights(r *rand.Rand, i int, then func(func(ctx context.Context, svc *orders.Service) error) bool, id *int64) {
	if r.IntN(6) == 0 {
		return
	}
	depth := 2 + (i/4)%5 // 2 new … 6 closed (claims are on every fourth order)
	steps := []func(ctx context.Context, svc *orders.Service) (orders.AfterSale, error){
		func(ctx context.Context, svc *orders.Service) (orders.AfterSale, error) {
			return svc.OpenRights(ctx, *id, sampleBuyerStatements[i%len(sampleBuyerStatements)], nil)
		},
		func(ctx context.Context, svc *orders.Service) (orders.AfterSale, error) {
			return svc.ForwardRights(ctx, *id)
		},
		func(ctx context.Context, svc *orders.Service) (orders.AfterSale, error) {
			return svc.AppealRights(ctx, *id, sampleMerchantStatements[i%len(sampleMerchantStatements)], nil)
		},
		func(ctx context.Context, svc *orders.Service) (orders.AfterSale, error) {
			return svc.ArbitrateRights(ctx, *id)
		},
		func(ctx context.Context, svc *orders.Service) (orders.AfterSale, error) {
			if i%2 == 0 {
				return svc.CloseRights(ctx, *id, orders.SideBuyer, "买家提供的照片可见商品破损，支持买家")
			}
			return svc.CloseRights(ctx, *id, orders.SideMerchant, "商家的出库记录完整，维持商家的处理")
		},
	}
	for _, step := range steps[:max(depth-1, 0)] {
		if !then(func(ctx context.Context, svc *orders.Service) error { _, err := step(ctx, svc); return err }) {
			return
		}
	}
}
