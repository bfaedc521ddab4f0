package postgres

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/coupons"
	"shopconsole/server/freight"
	"shopconsole/server/goods"
	"shopconsole/server/orders"
)

// ordersTx is the Postgres orders.Tx. The buyers' accounts and keys are the shop-user
// area's transaction (shopTx), the goods the goods area's, all in one database transaction.
type ordersTx struct {
	shopTx
	goods goodsTx
	p     *pipeline // the writes that answer nothing are held (hold) and go with the next statement
}

// nullTime is NULL for the zero time.
func nullTime(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}

func (t ordersTx) NextOrderID() (int64, error) {
	var id int64
	if err := t.q.QueryRow(t.ctx, "SELECT nextval(pg_get_serial_sequence('orders', 'id'))").Scan(&id); err != nil {
		return 0, fmt.Errorf("next order id: %w", err)
	}
	return id, nil
}

func orderArgs(o orders.Order) []any {
	c := o.Consignee
	return []any{o.ID, o.Status, o.GoodsAmount, o.FreightAmount, o.DiscountAmount, o.AdjustAmount, o.PayAmount, o.RefundedAmount,
		string(o.PayWay), o.PayReference, o.UserCouponID, o.CouponName, c.Name, c.Mobile, c.ProvinceCode, c.CityCode, c.DistrictCode,
		c.ProvinceName, c.CityName, c.DistrictName, c.Detail, o.Remark, o.MerchantRemark, o.Carrier, o.TrackingNo, o.CloseReason,
		nullTime(o.PayDeadline), o.PaidAt, o.ShippedAt, nullTime(o.ConfirmDeadline), o.CompletedAt, o.ClosedAt}
}

const orderSetCols = `status, goods_amount, freight_amount, discount_amount, adjust_amount, pay_amount, refunded_amount,
	pay_way, pay_reference, user_coupon_id, coupon_name, consignee_name, consignee_mobile, province_code, city_code, district_code,
	province_name, city_name, district_name, address_detail, remark, merchant_remark, carrier, tracking_no, close_reason,
	pay_deadline, paid_at, shipped_at, confirm_deadline, completed_at, closed_at`

func (t ordersTx) InsertOrder(o orders.Order) error {
	args := append(orderArgs(o), o.SN, o.UserID, o.CreatedAt)
	err := write(t.ctx, t.q, "insert order "+o.SN, `INSERT INTO orders (id, `+orderSetCols+`, sn, user_id, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24,
		$25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35)`, args...)
	for i, it := range o.Items {
		if err != nil {
			return err
		}
		err = write(t.ctx, t.q, "insert order "+o.SN+" items", `INSERT INTO order_items (order_id, position, goods_id, sku_id,
			goods_name, sku_text, image, price, quantity) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`, o.ID, i, it.GoodsID,
			it.SKUID, it.GoodsName, it.SKUText, it.Image, it.Price, it.Quantity)
	}
	return err
}

func (t ordersTx) Order(id int64, forUpdate bool) (orders.Order, error) {
	lock := ""
	if forUpdate {
		lock = " FOR UPDATE OF o"
	}
	return readOrder(t.ctx, t.q, id, lock)
}

const saveOrderSQL = `UPDATE orders SET (` + orderSetCols + `) = ($2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
	$14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32) WHERE id = $1`

func (t ordersTx) SaveOrder(o orders.Order) error {
	tag, err := t.q.Exec(t.ctx, saveOrderSQL, orderArgs(o)...)
	if err != nil {
		return fmt.Errorf("save order %d: %w", o.ID, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("order %d: %w", o.ID, orders.ErrNotFound)
	}
	return nil
}

func (t ordersTx) AppendLog(e orders.LogEntry) error {
	return write(t.ctx, t.q, fmt.Sprintf("order %d log", e.OrderID), `INSERT INTO order_log (order_id, action, from_status,
		to_status, operator, remark, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
		e.OrderID, e.Action, e.From, e.To, e.Operator, e.Remark, e.CreatedAt)
}

func (t ordersTx) Settings() (orders.Settings, error) { return readOrderSettings(t.ctx, t.q) }

func (t ordersTx) SaveSettings(s orders.Settings) error {
	raw, err := json.Marshal(s)
	if err != nil {
		return err
	}
	_, err = t.q.Exec(t.ctx, `INSERT INTO mall_config (key, value) VALUES ('orders', $1)
		ON CONFLICT (key) DO UPDATE SET value = excluded.value`, raw)
	if err != nil {
		return fmt.Errorf("save order settings: %w", err)
	}
	return nil
}

func (t ordersTx) GoodsOfSKUs(skuIDs []int64) (map[int64]int64, error) {
	rows, _ := t.q.Query(t.ctx, "SELECT id, goods_id FROM goods_skus WHERE id = ANY($1)", skuIDs)
	out := map[int64]int64{}
	var sku, g int64
	_, err := pgx.ForEachRow(rows, []any{&sku, &g}, func() error { out[sku] = g; return nil })
	if err != nil {
		return nil, fmt.Errorf("goods of skus: %w", err)
	}
	return out, nil
}

func (t ordersTx) Goods(id int64, forUpdate bool) (goods.Goods, error) {
	return t.goods.Goods(id, forUpdate)
}

func (t ordersTx) SaveStock(g goods.Goods) error {
	ids := make([]int64, len(g.SKUs))
	stocks := make([]int64, len(g.SKUs))
	for i, s := range g.SKUs {
		ids[i], stocks[i] = s.ID, s.Stock
	}
	what := fmt.Sprintf("save stock of goods %d", g.ID)
	err := write(t.ctx, t.q, what, `UPDATE goods_skus s SET stock = v.stock FROM unnest($2::bigint[], $3::bigint[]) AS v(id, stock)
		WHERE s.goods_id = $1 AND s.id = v.id AND s.stock <> v.stock`, g.ID, ids, stocks)
	if err != nil {
		return err
	}
	return write(t.ctx, t.q, what, "UPDATE goods SET stock = $2, sales = $3 WHERE id = $1", g.ID, g.Stock, g.Sales)
}

func (t ordersTx) FreightPricing(id int64) (freight.Pricing, error) {
	var raw []byte
	err := t.q.QueryRow(t.ctx, "SELECT pricing FROM freight_templates WHERE id = $1", id).Scan(&raw)
	if errors.Is(err, pgx.ErrNoRows) {
		return freight.Pricing{}, fmt.Errorf("freight template %d: %w", id, freight.ErrNotFound)
	}
	if err != nil {
		return freight.Pricing{}, fmt.Errorf("freight template %d: %w", id, err)
	}
	var p freight.Pricing
	return p, json.Unmarshal(raw, &p)
}

func (t ordersTx) UserCoupon(id int64, forUpdate bool) (coupons.UserCoupon, error) {
	lock := ""
	if forUpdate {
		lock = " FOR UPDATE OF h"
	}
	rows, _ := t.q.Query(t.ctx, "SELECT "+heldCols("u.nickname, u.mobile, u.avatar")+` FROM user_coupons h
		JOIN coupons c ON c.id = h.coupon_id JOIN shop_users u ON u.id = h.user_id WHERE h.id = $1`+lock, id)
	h, err := pgx.CollectExactlyOneRow(rows, scanHeld)
	if errors.Is(err, pgx.ErrNoRows) {
		return h, fmt.Errorf("user coupon %d: %w", id, coupons.ErrNotFound)
	}
	if err != nil {
		return h, fmt.Errorf("user coupon %d: %w", id, err)
	}
	return h, nil
}

func (t ordersTx) Coupon(id int64) (coupons.Coupon, error) { return couponByID(t.ctx, t.q, id, "") }

func (t ordersTx) SaveUserCoupon(h coupons.UserCoupon) error {
	_, err := t.q.Exec(t.ctx, "UPDATE user_coupons SET status = $2, order_id = $3, used_at = $4 WHERE id = $1",
		h.ID, h.Status, h.OrderID, h.UsedAt)
	if err != nil {
		return fmt.Errorf("save user coupon %d: %w", h.ID, err)
	}
	return nil
}

func (t ordersTx) CountCouponUse(couponID int64, delta int) error {
	if _, err := t.q.Exec(t.ctx, "UPDATE coupons SET used_count = used_count + $2 WHERE id = $1", couponID, delta); err != nil {
		return fmt.Errorf("count use of coupon %d: %w", couponID, err)
	}
	return nil
}

func (t ordersTx) ConsumeGift() (coupons.ConsumeGift, error) {
	var raw []byte
	if err := t.q.QueryRow(t.ctx, "SELECT value FROM mall_config WHERE key = 'consume'").Scan(&raw); err != nil {
		return coupons.ConsumeGift{}, fmt.Errorf("consume gift: %w", err)
	}
	var g coupons.ConsumeGift
	return g, json.Unmarshal(raw, &g)
}

func (t ordersTx) NextRefundID() (int64, error) {
	var id int64
	if err := t.q.QueryRow(t.ctx, "SELECT nextval(pg_get_serial_sequence('order_refunds', 'id'))").Scan(&id); err != nil {
		return 0, fmt.Errorf("next refund id: %w", err)
	}
	return id, nil
}

func (t ordersTx) InsertRefund(r orders.Refund) error {
	_, err := t.q.Exec(t.ctx, `INSERT INTO order_refunds (id, sn, order_id, after_sale_id, amount, way, status, reason, reference,
		created_at, settled_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`, r.ID, r.SN, r.OrderID, r.AfterSaleID, r.Amount,
		r.Way, r.Status, r.Reason, r.Reference, r.CreatedAt, r.SettledAt)
	if err != nil {
		return fmt.Errorf("insert refund %s: %w", r.SN, err)
	}
	return nil
}

func (t ordersTx) RefundBySN(sn string, forUpdate bool) (orders.Refund, error) {
	lock := ""
	if forUpdate {
		lock = " FOR UPDATE"
	}
	rows, _ := t.q.Query(t.ctx, "SELECT "+refundCols+" FROM order_refunds WHERE sn = $1"+lock, sn)
	r, err := pgx.CollectExactlyOneRow(rows, scanRefund)
	if errors.Is(err, pgx.ErrNoRows) {
		return r, fmt.Errorf("refund %s: %w", sn, orders.ErrRefundNotFound)
	}
	if err != nil {
		return r, fmt.Errorf("refund %s: %w", sn, err)
	}
	return r, nil
}

func (t ordersTx) SaveRefund(r orders.Refund) error {
	_, err := t.q.Exec(t.ctx, "UPDATE order_refunds SET status = $2, reference = $3, settled_at = $4 WHERE id = $1",
		r.ID, r.Status, r.Reference, r.SettledAt)
	if err != nil {
		return fmt.Errorf("save refund %s: %w", r.SN, err)
	}
	return nil
}
