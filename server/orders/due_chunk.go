package orders

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"slices"
	"time"

	"shopconsole/server/goods"
)

// chunk moves the orders of ids due at now in one transaction (heldTx). When that fails,
// it moves them one a transaction, so that an order that cannot move keeps no other back.
func (t transition) chunk(ctx context.Context, ids []int64, now time.Time) (int, error) {
	moved := 0
	err := t.s.store.Tx(ctx, func(tx Tx) error {
		moved = 0
		h, err := hold(tx, ids, t.due(now))
		if err != nil {
			return err
		}
		for _, id := range slices.Sorted(maps.Keys(h.orders)) {
			if o := h.orders[id]; t.due(now)(o) {
				if err := t.s.step(h, &o, t.action, OperatorSystem, "", t.apply); err != nil {
					return fmt.Errorf("order %d: %w", id, err)
				}
				moved++
			}
		}
		return h.flush()
	})
	if err == nil || ctx.Err() != nil {
		return moved, err
	}
	slog.WarnContext(ctx, "a chunk of timed order transitions failed: moving its orders one by one", "action", t.action, "err", err)
	moved, err = 0, nil
	for _, id := range ids {
		ok, failed := t.one(ctx, id, now)
		moved, err = moved+count(ok), cmp.Or(err, failed)
		if ctx.Err() != nil {
			break
		}
	}
	return moved, err
}

// heldTx runs the steps of a chunk of orders in one transaction. The orders, then the
// goods their items name, are loaded held at its start, each in ascending id order (the
// order every writer holds them in, so none deadlocks with it); the steps read them from
// here, and what they save of them is kept and written at the end, all at once (flush).
// Everything else passes through to the transaction.
type heldTx struct {
	Tx
	orders   map[int64]Order
	goods    map[int64]goods.Goods
	skuGoods map[int64]int64
	gone     map[int64]bool // goods of the chunk's SKUs deleted since
	saved    []int64        // orders saved, in the order of their first save
	log      []LogEntry
	stocked  map[int64]bool
}

// hold loads the orders of ids held, and the goods of the items of those among them that
// matter, held.
func hold(tx Tx, ids []int64, matters func(Order) bool) (*heldTx, error) {
	h := &heldTx{Tx: tx, orders: map[int64]Order{}, goods: map[int64]goods.Goods{}, gone: map[int64]bool{}, stocked: map[int64]bool{}}
	list, err := tx.HeldOrders(slices.Sorted(slices.Values(ids)))
	if err != nil {
		return nil, err
	}
	var skus []int64
	for _, o := range list {
		h.orders[o.ID] = o
		if matters(o) {
			skus = append(skus, skuIDs(linesOf(o.Items))...)
		}
	}
	if h.skuGoods, err = tx.GoodsOfSKUs(skus); err != nil {
		return nil, err
	}
	goodsIDs := slices.Compact(slices.Sorted(maps.Values(h.skuGoods)))
	if h.goods, err = heldGoods(tx, goodsIDs); err != nil {
		return nil, err
	}
	for _, id := range goodsIDs {
		if _, ok := h.goods[id]; !ok {
			h.gone[id] = true
		}
	}
	return h, nil
}

// saveStocks saves the stock of the goods, in ascending id order.
func saveStocks(tx Tx, byID map[int64]goods.Goods) error {
	list := make([]goods.Goods, 0, len(byID))
	for _, id := range slices.Sorted(maps.Keys(byID)) {
		list = append(list, byID[id])
	}
	return tx.SaveStocks(list)
}

// heldGoods holds the goods of ids (ascending) that exist, by id.
func heldGoods(tx Tx, ids []int64) (map[int64]goods.Goods, error) {
	list, err := tx.HeldGoods(ids)
	byID := make(map[int64]goods.Goods, len(list))
	for _, g := range list {
		byID[g.ID] = g
	}
	return byID, err
}

func (h *heldTx) Order(id int64, forUpdate bool) (Order, error) {
	if o, ok := h.orders[id]; ok {
		return o, nil
	}
	return h.Tx.Order(id, forUpdate)
}

func (h *heldTx) SaveOrder(o Order) error {
	if _, ok := h.orders[o.ID]; !ok {
		return h.Tx.SaveOrder(o)
	}
	if !slices.Contains(h.saved, o.ID) {
		h.saved = append(h.saved, o.ID)
	}
	h.orders[o.ID] = o
	return nil
}

func (h *heldTx) AppendLog(e LogEntry) error {
	if _, ok := h.orders[e.OrderID]; !ok {
		return h.Tx.AppendLog(e)
	}
	h.log = append(h.log, e)
	return nil
}

func (h *heldTx) GoodsOfSKUs(skuIDs []int64) (map[int64]int64, error) {
	out := map[int64]int64{}
	for _, id := range skuIDs {
		g, ok := h.skuGoods[id]
		if !ok {
			return h.Tx.GoodsOfSKUs(skuIDs) // not a SKU of the chunk
		}
		out[id] = g
	}
	return out, nil
}

func (h *heldTx) Goods(id int64, forUpdate bool) (goods.Goods, error) {
	if g, ok := h.goods[id]; ok {
		return g, nil
	}
	if h.gone[id] {
		return goods.Goods{}, goods.ErrNotFound
	}
	return h.Tx.Goods(id, forUpdate)
}

func (h *heldTx) SaveStock(g goods.Goods) error {
	if _, ok := h.goods[g.ID]; !ok {
		return h.Tx.SaveStock(g)
	}
	h.goods[g.ID], h.stocked[g.ID] = g, true
	return nil
}

// flush writes what the steps saved of the held orders and goods.
func (h *heldTx) flush() error {
	stocks := make(map[int64]goods.Goods, len(h.stocked))
	for id := range h.stocked {
		stocks[id] = h.goods[id]
	}
	if err := saveStocks(h.Tx, stocks); err != nil {
		return err
	}
	saved := make([]Order, len(h.saved))
	for i, id := range h.saved {
		saved[i] = h.orders[id]
	}
	if err := h.Tx.SaveOrders(saved); err != nil {
		return err
	}
	return h.Tx.AppendLogs(h.log)
}

// The batch methods of a chunk's steps go row by row through the held rows above.

func (h *heldTx) HeldOrders(ids []int64) ([]Order, error) {
	var list []Order
	for _, id := range ids {
		o, err := h.Order(id, true)
		if errors.Is(err, ErrNotFound) {
			continue
		}
		if err != nil {
			return nil, err
		}
		list = append(list, o)
	}
	return list, nil
}

func (h *heldTx) HeldGoods(ids []int64) ([]goods.Goods, error) {
	var list []goods.Goods
	for _, id := range ids {
		g, err := h.Goods(id, true)
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

func (h *heldTx) SaveOrders(list []Order) error {
	for _, o := range list {
		if err := h.SaveOrder(o); err != nil {
			return err
		}
	}
	return nil
}

func (h *heldTx) AppendLogs(list []LogEntry) error {
	for _, e := range list {
		if err := h.AppendLog(e); err != nil {
			return err
		}
	}
	return nil
}

func (h *heldTx) SaveStocks(list []goods.Goods) error {
	for _, g := range list {
		if err := h.SaveStock(g); err != nil {
			return err
		}
	}
	return nil
}
