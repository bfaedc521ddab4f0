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

// BatchTx is what a Tx may offer to load and save many rows at once; without it a chunk
// of timed transitions loads and saves them one by one.
type BatchTx interface {
	// HeldOrders answers the orders of ids that exist, with their items, held, in ascending
	// id order.
	HeldOrders(ids []int64) ([]Order, error)
	// HeldGoods answers the goods of ids that exist, with every SKU, held, in ascending id
	// order.
	HeldGoods(ids []int64) ([]goods.Goods, error)
	// SaveOrders, AppendLogs and SaveStocks are SaveOrder, AppendLog and SaveStock of many.
	SaveOrders(os []Order) error
	AppendLogs(es []LogEntry) error
	SaveStocks(gs []goods.Goods) error
}

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
	ids = slices.Sorted(slices.Values(ids))
	batch, _ := tx.(BatchTx)
	var list []Order
	if batch != nil {
		var err error
		if list, err = batch.HeldOrders(ids); err != nil {
			return nil, err
		}
	} else {
		for _, id := range ids {
			o, err := tx.Order(id, true)
			if errors.Is(err, ErrNotFound) {
				continue
			}
			if err != nil {
				return nil, err
			}
			list = append(list, o)
		}
	}
	var skus []int64
	for _, o := range list {
		h.orders[o.ID] = o
		if matters(o) {
			skus = append(skus, skuIDs(linesOf(o.Items))...)
		}
	}
	var err error
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

// saveStocks saves the stock of the goods (in ascending id order): in one go when the store can.
func saveStocks(tx Tx, byID map[int64]goods.Goods) error {
	list := make([]goods.Goods, 0, len(byID))
	for _, id := range slices.Sorted(maps.Keys(byID)) {
		list = append(list, byID[id])
	}
	if batch, ok := tx.(BatchTx); ok {
		return batch.SaveStocks(list)
	}
	for _, g := range list {
		if err := tx.SaveStock(g); err != nil {
			return err
		}
	}
	return nil
}

// heldGoods holds the goods of ids (ascending) that exist: in one go when the store can.
func heldGoods(tx Tx, ids []int64) (map[int64]goods.Goods, error) {
	byID := make(map[int64]goods.Goods, len(ids))
	if batch, ok := tx.(BatchTx); ok {
		list, err := batch.HeldGoods(ids)
		for _, g := range list {
			byID[g.ID] = g
		}
		return byID, err
	}
	for _, id := range ids {
		g, err := tx.Goods(id, true)
		if errors.Is(err, goods.ErrNotFound) {
			continue // deleted meanwhile
		}
		if err != nil {
			return nil, err
		}
		byID[id] = g
	}
	return byID, nil
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
	if batch, ok := h.Tx.(BatchTx); ok {
		if err := batch.SaveOrders(saved); err != nil {
			return err
		}
		return batch.AppendLogs(h.log)
	}
	for _, o := range saved {
		if err := h.Tx.SaveOrder(o); err != nil {
			return err
		}
	}
	for _, e := range h.log {
		if err := h.Tx.AppendLog(e); err != nil {
			return err
		}
	}
	return nil
}
