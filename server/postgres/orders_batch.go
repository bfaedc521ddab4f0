package postgres

import (
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"shopconsole/server/goods"
	"shopconsole/server/orders"
)

// The batch methods of ordersTx: a chunk of timed transitions loads its orders and goods
// in one round trip each and writes what moved in one more, a statement per table.

// HeldOrders implements orders.Tx.
func (t ordersTx) HeldOrders(ids []int64) ([]orders.Order, error) {
	var list []orders.Order
	b := &pgx.Batch{}
	b.Queue("SELECT "+orderCols+orderFrom+" WHERE o.id = ANY($1) ORDER BY o.id FOR UPDATE OF o", ids).Query(func(rows pgx.Rows) (err error) {
		list, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (orders.Order, error) { return scanOrder(r) })
		return err
	})
	b.Queue(itemsSQL, ids).Query(func(res pgx.Rows) error { return scanItems(res, list) })
	if err := t.q.SendBatch(t.ctx, b).Close(); err != nil {
		return nil, fmt.Errorf("held orders: %w", err)
	}
	return list, nil
}

// HeldGoods implements orders.Tx.
func (t ordersTx) HeldGoods(ids []int64) ([]goods.Goods, error) {
	var list []goods.Goods
	b := &pgx.Batch{}
	b.Queue("SELECT "+goodsCols+" FROM goods g WHERE g.id = ANY($1) ORDER BY g.id FOR UPDATE", ids).Query(func(rows pgx.Rows) (err error) {
		list, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (goods.Goods, error) { return scanGoods(r) })
		return err
	})
	b.Queue(skusSQL(true), ids).Query(func(res pgx.Rows) error { return scanSKUs(res, list) })
	if err := t.q.SendBatch(t.ctx, b).Close(); err != nil {
		return nil, fmt.Errorf("held goods: %w", err)
	}
	return list, nil
}

// SaveOrders implements orders.Tx.
func (t ordersTx) SaveOrders(list []orders.Order) error {
	if len(list) == 0 {
		return nil
	}
	b := &pgx.Batch{}
	for _, o := range list {
		b.Queue(saveOrderSQL, orderArgs(o)...).Exec(func(tag pgconn.CommandTag) error {
			if tag.RowsAffected() == 0 {
				return fmt.Errorf("order %d: %w", o.ID, orders.ErrNotFound)
			}
			return nil
		})
	}
	if err := t.q.SendBatch(t.ctx, b).Close(); err != nil {
		return fmt.Errorf("save orders: %w", err)
	}
	return nil
}

// AppendLogs implements orders.Tx.
func (t ordersTx) AppendLogs(list []orders.LogEntry) error {
	if len(list) == 0 {
		return nil
	}
	n := len(list)
	ids, actions, from, to := make([]int64, n), make([]string, n), make([]string, n), make([]string, n)
	operators, remarks, at := make([]string, n), make([]string, n), make([]any, n)
	for i, e := range list {
		ids[i], actions[i], from[i], to[i] = e.OrderID, string(e.Action), string(e.From), string(e.To)
		operators[i], remarks[i], at[i] = e.Operator, e.Remark, e.CreatedAt
	}
	_, err := t.q.Exec(t.ctx, `INSERT INTO order_log (order_id, action, from_status, to_status, operator, remark, created_at)
		SELECT order_id, action, from_status, to_status, operator, remark, created_at
		FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
		WITH ORDINALITY AS v(order_id, action, from_status, to_status, operator, remark, created_at, n) ORDER BY n`,
		ids, actions, from, to, operators, remarks, at)
	if err != nil {
		return fmt.Errorf("order logs: %w", err)
	}
	return nil
}

// SaveStocks implements orders.Tx: a statement for the SKUs and one for the goods
// (whose counters' triggers then run once).
func (t ordersTx) SaveStocks(list []goods.Goods) error {
	if len(list) == 0 {
		return nil
	}
	var skuGoods, skuIDs, skuStocks []int64
	ids, stocks, sales := make([]int64, len(list)), make([]int64, len(list)), make([]int64, len(list))
	for i, g := range list {
		ids[i], stocks[i], sales[i] = g.ID, g.Stock, g.Sales
		for _, s := range g.SKUs {
			skuGoods, skuIDs, skuStocks = append(skuGoods, g.ID), append(skuIDs, s.ID), append(skuStocks, s.Stock)
		}
	}
	what := fmt.Sprintf("save stock of %d goods", len(list))
	err := write(t.ctx, t.q, what, `UPDATE goods_skus s SET stock = v.stock FROM unnest($1::bigint[], $2::bigint[], $3::bigint[]) AS v(goods_id, id, stock)
		WHERE s.goods_id = v.goods_id AND s.id = v.id AND s.stock <> v.stock`, skuGoods, skuIDs, skuStocks)
	if err != nil {
		return err
	}
	return write(t.ctx, t.q, what, `UPDATE goods g SET stock = v.stock, sales = v.sales FROM unnest($1::bigint[], $2::bigint[], $3::bigint[]) AS v(id, stock, sales)
		WHERE g.id = v.id`, ids, stocks, sales)
}
