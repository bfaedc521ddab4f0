package mock

import (
	"errors"
	"slices"

	"shopconsole/server/goods"
	"shopconsole/server/orders"
)

// DueWorkers implements orders.Store: the mock's transactions take turns, so a timed
// transition moves one group at a time, and the steps of its sample data keep one order.
func (ordersStore) DueWorkers() int { return 1 }

// The batch methods of ordersTx: row by row inside the transaction, as the store's lock
// holds everything anyway.

// HeldOrders implements orders.Tx.
func (t *ordersTx) HeldOrders(ids []int64) ([]orders.Order, error) {
	var list []orders.Order
	for _, id := range slices.Sorted(slices.Values(ids)) {
		o, err := t.Order(id, true)
		if errors.Is(err, orders.ErrNotFound) {
			continue
		}
		if err != nil {
			return nil, err
		}
		list = append(list, o)
	}
	return list, nil
}

// HeldGoods implements orders.Tx.
func (t *ordersTx) HeldGoods(ids []int64) ([]goods.Goods, error) {
	var list []goods.Goods
	for _, id := range ids {
		g, err := t.Goods(id, true)
		if errors.Is(err, goods.ErrNotFound) {
			continue
		}
		if err != nil {
			return nil, err
		}
		list = append(list, g)
	}
	return list, nil
}

// SaveOrders implements orders.Tx.
func (t *ordersTx) SaveOrders(list []orders.Order) error {
	for _, o := range list {
		if err := t.SaveOrder(o); err != nil {
			return err
		}
	}
	return nil
}

// AppendLogs implements orders.Tx.
func (t *ordersTx) AppendLogs(list []orders.LogEntry) error {
	for _, e := range list {
		if err := t.AppendLog(e); err != nil {
			return err
		}
	}
	return nil
}

// SaveStocks implements orders.Tx.
func (t *ordersTx) SaveStocks(list []goods.Goods) error {
	for _, g := range list {
		if err := t.SaveStock(g); err != nil {
			return err
		}
	}
	return nil
}
