package postgres

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/orders"
)

// The after-sales' reads: each with its order's number and its buyer.

const afterSaleCols = `a.id, a.sn, a.order_id, o.sn, a.item_id, a.goods_name, a.sku_text, a.image, a.quantity, a.kind,
	a.amount, a.reason, a.images, a.status, a.user_id, coalesce(u.nickname, ''), coalesce(u.mobile, ''), coalesce(u.avatar, ''),
	a.pay_way, a.return_address, a.buyer_carrier, a.buyer_tracking_no, a.refuse_reason, a.deadline, a.refund_sn,
	a.rights, a.created_at, a.updated_at`

const afterSaleFrom = ` FROM after_sales a JOIN orders o ON o.id = a.order_id LEFT JOIN shop_users u ON u.id = a.user_id`

func scanAfterSale(r pgx.Row) (orders.AfterSale, error) {
	var a orders.AfterSale
	var deadline *time.Time
	err := r.Scan(&a.ID, &a.SN, &a.OrderID, &a.OrderSN, &a.ItemID, &a.GoodsName, &a.SKUText, &a.Image, &a.Quantity, &a.Kind,
		&a.Amount, &a.Reason, &a.Images, &a.Status, &a.UserID, &a.User.Nickname, &a.User.Mobile, &a.User.Avatar,
		&a.PayWay, &a.ReturnAddress, &a.BuyerCarrier, &a.BuyerTrackingNo, &a.RefuseReason, &deadline, &a.RefundSN,
		&a.Rights, &a.CreatedAt, &a.UpdatedAt)
	a.User.ID = a.UserID
	if deadline != nil {
		a.Deadline = *deadline
	}
	if a.Images == nil {
		a.Images = []string{}
	}
	return a, err
}

func collectAfterSale(r pgx.CollectableRow) (orders.AfterSale, error) { return scanAfterSale(r) }

func readAfterSale(ctx context.Context, q querier, id int64, lock string) (orders.AfterSale, error) {
	a, err := scanAfterSale(q.QueryRow(ctx, "SELECT "+afterSaleCols+afterSaleFrom+" WHERE a.id = $1"+lock, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return a, fmt.Errorf("after-sale %d: %w", id, orders.ErrAfterSaleNotFound)
	}
	if err != nil {
		return a, fmt.Errorf("after-sale %d: %w", id, err)
	}
	return a, nil
}

var orderAfterSalesSQL = "SELECT " + afterSaleCols + afterSaleFrom + " WHERE a.order_id = $1 ORDER BY a.id"

func readOrderAfterSales(ctx context.Context, q querier, orderID int64) ([]orders.AfterSale, error) {
	rows, _ := q.Query(ctx, orderAfterSalesSQL, orderID)
	out, err := pgx.CollectRows(rows, collectAfterSale)
	if err != nil {
		return nil, fmt.Errorf("order %d after-sales: %w", orderID, err)
	}
	if out == nil {
		out = []orders.AfterSale{}
	}
	return out, nil
}

// AfterSale implements orders.Store.
func (s ordersStore) AfterSale(ctx context.Context, id int64) (orders.AfterSale, error) {
	return readAfterSale(ctx, s.db.pool, id, "")
}

// OrderAfterSales implements orders.Store.
func (s ordersStore) OrderAfterSales(ctx context.Context, orderID int64) ([]orders.AfterSale, error) {
	return readOrderAfterSales(ctx, s.db.pool, orderID)
}

// AfterSaleLog implements orders.Store.
func (s ordersStore) AfterSaleLog(ctx context.Context, id int64) ([]orders.AfterSaleLogEntry, error) {
	rows, _ := s.db.pool.Query(ctx, `SELECT id, after_sale_id, action, from_status, to_status, operator, remark, created_at
		FROM after_sale_log WHERE after_sale_id = $1 ORDER BY id`, id)
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (orders.AfterSaleLogEntry, error) {
		var e orders.AfterSaleLogEntry
		err := r.Scan(&e.ID, &e.AfterSaleID, &e.Action, &e.From, &e.To, &e.Operator, &e.Remark, &e.CreatedAt)
		return e, err
	})
	if err != nil {
		return nil, fmt.Errorf("after-sale %d log: %w", id, err)
	}
	if out == nil {
		out = []orders.AfterSaleLogEntry{}
	}
	return out, nil
}

// DueAfterSales implements orders.Store: a walk of the status's partial deadline index (the
// status a literal, so that the generic plan knows the index applies).
func (s ordersStore) DueAfterSales(ctx context.Context, status orders.AfterSaleStatus, t time.Time, limit int) ([]int64, error) {
	if !slices.Contains(orders.AfterSaleStatuses, status) {
		return []int64{}, nil
	}
	rows, _ := s.db.poolFor(ctx).Query(ctx, "SELECT id FROM after_sales WHERE status = '"+string(status)+
		"' AND deadline <= $1 ORDER BY deadline, id LIMIT $2", t, limit)
	ids, err := pgx.CollectRows(rows, pgx.RowTo[int64])
	if err != nil {
		return nil, fmt.Errorf("due after-sales: %w", err)
	}
	return ids, nil
}

// ListAfterSales implements orders.Store: the page, its total and the status counts under
// the other filters, in one round trip.
func (s ordersStore) ListAfterSales(ctx context.Context, f orders.AfterSaleFilter) ([]orders.AfterSale, int64, orders.AfterSaleCounts, error) {
	var w where
	if f.SN != "" {
		w.add("((a.sn >= ? AND a.sn < ?) OR a.order_id IN (SELECT id FROM orders WHERE sn >= ? AND sn < ?))",
			f.SN, prefixEnd(f.SN), f.SN, prefixEnd(f.SN))
	}
	if f.Kind != "" {
		w.add("a.kind = ?", string(f.Kind))
	}
	switch f.Rights {
	case orders.RightsOpen:
		w.add("a.rights IS NOT NULL AND a.rights->>'status' <> ?", string(orders.RightsClosed))
	case orders.RightsClosedOnly:
		w.add("a.rights IS NOT NULL AND a.rights->>'status' = ?", string(orders.RightsClosed))
	}
	w.placed("a", f.From, f.To, f.Buyer)
	countSQL, countArgs := "SELECT a.status, count(*) FROM after_sales a"+w.sql()+" GROUP BY a.status", slices.Clone(w.args)
	switch {
	case len(w.conds) == 0: // no filter but the tab: the counters (migration 092)
		countSQL = "SELECT status, n FROM after_sale_totals WHERE n <> 0"
	case f.Page.Cap > 0:
		countSQL, countArgs = tabCountsSQL("after_sales a", &w, "a.status", texts(orders.AfterSaleStatuses), f.Page.Cap)
	}
	if f.Status != "" {
		w.add("a.status = ?", string(f.Status))
	}
	listSQL := "SELECT " + afterSaleCols + afterSaleFrom + w.sql() + " ORDER BY a.created_at DESC, a.id DESC" +
		pageSQL(f.Page.Size, f.Page.Offset())
	b := &pgx.Batch{}
	b.Queue(countSQL, countArgs...)
	b.Queue(listSQL, w.args...)
	br := s.db.pool.SendBatch(ctx, b)
	defer br.Close()
	counts := orders.AfterSaleCounts{}
	res, _ := br.Query()
	var status orders.AfterSaleStatus
	var n int64
	if _, err := pgx.ForEachRow(res, []any{&status, &n}, func() error { counts[status] = n; return nil }); err != nil {
		return nil, 0, nil, fmt.Errorf("count after-sales: %w", err)
	}
	res, _ = br.Query()
	list, err := pgx.CollectRows(res, collectAfterSale)
	if err != nil {
		return nil, 0, nil, fmt.Errorf("list after-sales: %w", err)
	}
	if list == nil {
		list = []orders.AfterSale{}
	}
	return list, counts.Total(f), counts, nil
}
