package postgres

import (
	"fmt"

	"shopconsole/server/orders"
)

// The after-sales' writes, in the orders' transaction.

func (t ordersTx) NextAfterSaleID() (int64, error) {
	var id int64
	if err := t.q.QueryRow(t.ctx, "SELECT nextval(pg_get_serial_sequence('after_sales', 'id'))").Scan(&id); err != nil {
		return 0, fmt.Errorf("next after-sale id: %w", err)
	}
	return id, nil
}

func (t ordersTx) InsertAfterSale(a orders.AfterSale) error {
	images := a.Images
	if images == nil {
		images = []string{}
	}
	_, err := t.q.Exec(t.ctx, `INSERT INTO after_sales (id, sn, order_id, item_id, goods_name, sku_text, image, quantity, kind,
		amount, reason, images, status, user_id, pay_way, return_address, buyer_carrier, buyer_tracking_no, refuse_reason,
		deadline, refund_sn, rights, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)`,
		a.ID, a.SN, a.OrderID, a.ItemID, a.GoodsName, a.SKUText, a.Image, a.Quantity, string(a.Kind),
		a.Amount, a.Reason, images, string(a.Status), a.UserID, string(a.PayWay), a.ReturnAddress, a.BuyerCarrier,
		a.BuyerTrackingNo, a.RefuseReason, nullTime(a.Deadline), a.RefundSN, a.Rights, a.CreatedAt, a.UpdatedAt)
	if err != nil {
		return fmt.Errorf("insert after-sale %s: %w", a.SN, err)
	}
	return nil
}

func (t ordersTx) AfterSale(id int64, forUpdate bool) (orders.AfterSale, error) {
	lock := ""
	if forUpdate {
		lock = " FOR UPDATE OF a"
	}
	return readAfterSale(t.ctx, t.q, id, lock)
}

func (t ordersTx) OrderAfterSales(orderID int64) ([]orders.AfterSale, error) {
	return readOrderAfterSales(t.ctx, t.q, orderID)
}

func (t ordersTx) SaveAfterSale(a orders.AfterSale) error {
	tag, err := t.q.Exec(t.ctx, `UPDATE after_sales SET (status, return_address, buyer_carrier, buyer_tracking_no, refuse_reason,
		deadline, refund_sn, rights, updated_at) = ($2, $3, $4, $5, $6, $7, $8, $9, $10) WHERE id = $1`,
		a.ID, string(a.Status), a.ReturnAddress, a.BuyerCarrier, a.BuyerTrackingNo, a.RefuseReason, nullTime(a.Deadline),
		a.RefundSN, a.Rights, a.UpdatedAt)
	if err != nil {
		return fmt.Errorf("save after-sale %d: %w", a.ID, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("after-sale %d: %w", a.ID, orders.ErrAfterSaleNotFound)
	}
	return nil
}

func (t ordersTx) AppendAfterSaleLog(e orders.AfterSaleLogEntry) error {
	_, err := t.q.Exec(t.ctx, `INSERT INTO after_sale_log (after_sale_id, action, from_status, to_status, operator, remark, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7)`, e.AfterSaleID, string(e.Action), string(e.From), string(e.To), e.Operator, e.Remark,
		e.CreatedAt)
	if err != nil {
		return fmt.Errorf("after-sale %d log: %w", e.AfterSaleID, err)
	}
	return nil
}
