package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/orders"
)

// ordersStore is the Postgres orders.Store.
type ordersStore struct{ db *DB }

// Orders answers the order area's store.
func (db *DB) Orders() orders.Store { return ordersStore{db} }

// dueWorkers is how many transactions of a timed transition run at once: on two cores a
// run is bound by the CPU from two on.
const dueWorkers = 2

// DueWorkers implements orders.Store.
func (s ordersStore) DueWorkers() int { return dueWorkers }

// Tx implements orders.Store.
func (s ordersStore) Tx(ctx context.Context, fn func(orders.Tx) error) error {
	return s.db.inPipeline(ctx, func(p *pipeline) error {
		return fn(ordersTx{shopTx: shopTx{ctx, p}, goods: goodsTx{ctx, p}, p: p})
	})
}

const orderCols = `o.id, o.sn, o.user_id, coalesce(u.nickname, ''), coalesce(u.mobile, ''), coalesce(u.avatar, ''), o.status,
	o.goods_amount, o.freight_amount, o.discount_amount, o.adjust_amount, o.pay_amount, o.refunded_amount, o.pay_way, o.pay_reference,
	o.user_coupon_id, o.coupon_name, o.consignee_name, o.consignee_mobile, o.province_code, o.city_code, o.district_code,
	o.province_name, o.city_name, o.district_name, o.address_detail, o.remark, o.merchant_remark, o.carrier, o.tracking_no,
	o.close_reason, o.created_at, o.pay_deadline, o.paid_at, o.shipped_at, o.confirm_deadline, o.completed_at, o.closed_at`

const orderFrom = ` FROM orders o LEFT JOIN shop_users u ON u.id = o.user_id`

func scanOrder(r pgx.Row) (orders.Order, error) {
	var o orders.Order
	var payDeadline, confirmDeadline *time.Time
	c := &o.Consignee
	err := r.Scan(&o.ID, &o.SN, &o.UserID, &o.User.Nickname, &o.User.Mobile, &o.User.Avatar, &o.Status,
		&o.GoodsAmount, &o.FreightAmount, &o.DiscountAmount, &o.AdjustAmount, &o.PayAmount, &o.RefundedAmount, &o.PayWay, &o.PayReference,
		&o.UserCouponID, &o.CouponName, &c.Name, &c.Mobile, &c.ProvinceCode, &c.CityCode, &c.DistrictCode,
		&c.ProvinceName, &c.CityName, &c.DistrictName, &c.Detail, &o.Remark, &o.MerchantRemark, &o.Carrier, &o.TrackingNo,
		&o.CloseReason, &o.CreatedAt, &payDeadline, &o.PaidAt, &o.ShippedAt, &confirmDeadline, &o.CompletedAt, &o.ClosedAt)
	o.User.ID = o.UserID
	if payDeadline != nil {
		o.PayDeadline = *payDeadline
	}
	if confirmDeadline != nil {
		o.ConfirmDeadline = *confirmDeadline
	}
	return o, err
}

const itemsSQL = `SELECT order_id, id, goods_id, sku_id, goods_name, sku_text, image, price, quantity
	FROM order_items WHERE order_id = ANY($1) ORDER BY order_id, position`

// attachItems reads the items of rows in their order.
func attachItems(ctx context.Context, q querier, rows []orders.Order) error {
	if len(rows) == 0 {
		return nil
	}
	ids := make([]int64, len(rows))
	for i, o := range rows {
		ids[i] = o.ID
	}
	res, _ := q.Query(ctx, itemsSQL, ids)
	return scanItems(res, rows)
}

// scanItems appends the items of res (itemsSQL) to their orders among rows.
func scanItems(res pgx.Rows, rows []orders.Order) error {
	at := make(map[int64]int, len(rows))
	for i, o := range rows {
		at[o.ID] = i
		rows[i].Items = []orders.Item{}
	}
	var orderID int64
	var it orders.Item
	_, err := pgx.ForEachRow(res, []any{&orderID, &it.ID, &it.GoodsID, &it.SKUID, &it.GoodsName, &it.SKUText, &it.Image, &it.Price, &it.Quantity},
		func() error {
			if i, ok := at[orderID]; ok {
				rows[i].Items = append(rows[i].Items, it)
			}
			return nil
		})
	if err != nil {
		return fmt.Errorf("order items: %w", err)
	}
	return nil
}

// readOrder reads an order (held when lock says so) and its items in one round trip.
func readOrder(ctx context.Context, q querier, id int64, lock string) (orders.Order, error) {
	rows := []orders.Order{{ID: id}}
	b := &pgx.Batch{}
	queueOrder(b, rows, lock)
	err := orderRead(id, q.SendBatch(ctx, b).Close())
	return rows[0], err
}

// queueOrder queues the reads of the order rows[0].ID and its items into rows[0].
func queueOrder(b *pgx.Batch, rows []orders.Order, lock string) {
	id := rows[0].ID
	b.Queue("SELECT "+orderCols+orderFrom+" WHERE o.id = $1"+lock, id).QueryRow(func(r pgx.Row) (err error) {
		rows[0], err = scanOrder(r)
		return err
	})
	b.Queue(itemsSQL, []int64{id}).Query(func(res pgx.Rows) error { return scanItems(res, rows) })
}

// orderRead is the error of a batch that read order id (ErrNotFound when it has none).
func orderRead(id int64, err error) error {
	if errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("order %d: %w", id, orders.ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("order %d: %w", id, err)
	}
	return nil
}

// Order implements orders.Store.
func (s ordersStore) Order(ctx context.Context, id int64) (orders.Order, error) {
	return readOrder(ctx, s.db.poolFor(ctx), id, "")
}

// OrderIDsBySN implements orders.Store: one look-up of the numbers' unique index.
func (s ordersStore) OrderIDsBySN(ctx context.Context, sns []string) (map[string]int64, error) {
	out := make(map[string]int64, len(sns))
	if len(sns) == 0 {
		return out, nil
	}
	rows, _ := s.db.pool.Query(ctx, "SELECT sn, id FROM orders WHERE sn = ANY($1)", sns)
	var sn string
	var id int64
	_, err := pgx.ForEachRow(rows, []any{&sn, &id}, func() error {
		out[sn] = id
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("orders by number: %w", err)
	}
	return out, nil
}

// OrderDetail implements orders.Store: the order, its items, log, refunds and after-sales in
// one round trip.
func (s ordersStore) OrderDetail(ctx context.Context, id int64) (orders.OrderDetail, error) {
	rows := []orders.Order{{ID: id}}
	var d orders.OrderDetail
	b := &pgx.Batch{}
	queueOrder(b, rows, "")
	b.Queue(`SELECT id, order_id, action, from_status, to_status, operator, remark, created_at
		FROM order_log WHERE order_id = $1 ORDER BY id`, id).Query(func(res pgx.Rows) (err error) {
		d.Log, err = pgx.CollectRows(res, func(r pgx.CollectableRow) (orders.LogEntry, error) {
			var e orders.LogEntry
			err := r.Scan(&e.ID, &e.OrderID, &e.Action, &e.From, &e.To, &e.Operator, &e.Remark, &e.CreatedAt)
			return e, err
		})
		return err
	})
	b.Queue("SELECT "+refundCols+" FROM order_refunds WHERE order_id = $1 ORDER BY id", id).Query(func(res pgx.Rows) (err error) {
		d.Refunds, err = pgx.CollectRows(res, scanRefund)
		return err
	})
	b.Queue(orderAfterSalesSQL, id).Query(func(res pgx.Rows) (err error) {
		d.AfterSales, err = pgx.CollectRows(res, collectAfterSale)
		return err
	})
	err := orderRead(id, s.db.pool.SendBatch(ctx, b).Close())
	d.Order = rows[0]
	return d, err
}

func readOrderSettings(ctx context.Context, q querier) (orders.Settings, error) {
	var raw []byte
	err := q.QueryRow(ctx, "SELECT value FROM mall_config WHERE key = 'orders'").Scan(&raw)
	if errors.Is(err, pgx.ErrNoRows) {
		return orders.DefaultSettings, nil
	}
	if err != nil {
		return orders.Settings{}, fmt.Errorf("order settings: %w", err)
	}
	s := orders.DefaultSettings
	return s, json.Unmarshal(raw, &s)
}

// Settings implements orders.Store.
func (s ordersStore) Settings(ctx context.Context) (orders.Settings, error) {
	return readOrderSettings(ctx, s.db.pool)
}

// Due implements orders.Store: a walk of the status's partial deadline index.
func (s ordersStore) Due(ctx context.Context, dw orders.DeadlineWindow, limit int) ([]int64, error) {
	cond, args, err := deadlineWindow("", dw)
	if err != nil {
		return nil, err
	}
	var w where
	w.add(cond, args...)
	col := deadlineCols[dw.Deadline()]
	rows, _ := s.db.poolFor(ctx).Query(ctx, "SELECT id FROM orders"+w.sql()+" ORDER BY "+col+", id"+pageSQL(limit, 0), w.args...)
	ids, err := pgx.CollectRows(rows, pgx.RowTo[int64])
	if err != nil {
		return nil, fmt.Errorf("due orders: %w", err)
	}
	return ids, nil
}

const refundCols = "id, sn, order_id, after_sale_id, amount, way, status, reason, reference, created_at, settled_at"

func scanRefund(r pgx.CollectableRow) (orders.Refund, error) {
	var f orders.Refund
	err := r.Scan(&f.ID, &f.SN, &f.OrderID, &f.AfterSaleID, &f.Amount, &f.Way, &f.Status, &f.Reason, &f.Reference, &f.CreatedAt, &f.SettledAt)
	return f, err
}

// OrderRefunds implements orders.Store.
func (s ordersStore) OrderRefunds(ctx context.Context, id int64) ([]orders.Refund, error) {
	rows, _ := s.db.pool.Query(ctx, "SELECT "+refundCols+" FROM order_refunds WHERE order_id = $1 ORDER BY id", id)
	out, err := pgx.CollectRows(rows, scanRefund)
	if err != nil {
		return nil, fmt.Errorf("order %d refunds: %w", id, err)
	}
	return out, nil
}

// PendingRefunds implements orders.Store: a walk of the pending refunds' partial index.
func (s ordersStore) PendingRefunds(ctx context.Context, before time.Time, limit int) ([]orders.Refund, error) {
	rows, _ := s.db.poolFor(ctx).Query(ctx, "SELECT "+refundCols+" FROM order_refunds WHERE status = 'pending' AND created_at < $1 ORDER BY created_at, id LIMIT $2",
		before, limit)
	out, err := pgx.CollectRows(rows, scanRefund)
	if err != nil {
		return nil, fmt.Errorf("pending refunds: %w", err)
	}
	return out, nil
}
