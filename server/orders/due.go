package orders

import (
	"cmp"
	"context"
	"errors"
	"log/slog"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/errgroup"
)

// A timed transition reads the ids that are due in batches of DueBatch and moves them,
// each in a transaction that holds it and checks again that it is due; a store whose
// transactions run side by side (Store.DueWorkers above 1) moves several at once. Closing moves a
// chunk of DueChunk orders a transaction: it holds the chunk's orders, then their goods,
// each in ascending id order (as every writer does), and writes what moved all at once
// (heldTx), so that a run over a hundred thousand orders costs a few statements a chunk and
// holds an order or a goods for one short transaction, never the run. A chunk that fails
// moves again one order a transaction. Completing moves an order a transaction: it moves
// its buyer's ledger, which a chunk would hold in no order.
const (
	DueBatch = 500
	DueChunk = 100
)

func (s *Service) dueWorkers() int { return max(1, s.store.DueWorkers()) }

// CloseDue closes the unpaid orders whose payment deadline has passed, and ConfirmDue
// completes the shipped orders whose confirmation deadline has passed: the timed
// transitions, run by the backend's job runner. An order that moved meanwhile (paid at the
// last moment, confirmed by its buyer) is left as it is; one that cannot move keeps no
// other back. They answer how many orders moved, and the first failure.
func (s *Service) CloseDue(ctx context.Context) (int, error) {
	return s.due(ctx, Unpaid, ActTimeout, func(tx Tx, o *Order, at time.Time) error {
		return s.close(tx, o, "", at)
	})
}

// ConfirmDue completes the shipped orders whose confirmation deadline has passed.
func (s *Service) ConfirmDue(ctx context.Context) (int, error) {
	return s.due(ctx, Shipped, ActAutoConfirm, s.complete)
}

// AgreeDue agrees to the applied refunds only whose answer is overdue, and ExpireDue
// revokes the returns not sent back in time: the timed transitions of after-sales, run by
// the backend's job runner like the orders'. They answer how many after-sales moved.
func (s *Service) AgreeDue(ctx context.Context) (int, error) {
	return s.dueAfterSales(ctx, Applied, AsAutoAgree)
}

// ExpireDue revokes the returns whose buyer did not send the goods back in time.
func (s *Service) ExpireDue(ctx context.Context) (int, error) {
	return s.dueAfterSales(ctx, AwaitingReturn, AsExpire)
}

func (s *Service) due(ctx context.Context, status Status, a Action, apply func(tx Tx, o *Order, at time.Time) error) (int, error) {
	t := transition{s: s, status: status, action: a, apply: apply}
	read := func(now time.Time) ([]int64, error) { return s.store.Due(ctx, DueBy(status, now), DueBatch) }
	if status != Unpaid {
		return walkDue(ctx, s.at, read, 1, s.dueWorkers(), func(ctx context.Context, ids []int64, now time.Time) (int, error) {
			ok, err := t.one(ctx, ids[0], now)
			return count(ok), err
		})
	}
	return walkDue(ctx, s.at, read, DueChunk, s.dueWorkers(), t.chunk)
}

// transition is a timed transition of orders in status: action, applying apply.
type transition struct {
	s      *Service
	status Status
	action Action
	apply  func(tx Tx, o *Order, at time.Time) error
}

// due tells whether o is due at now: still in the status, its deadline passed.
func (t transition) due(now time.Time) func(o Order) bool {
	return DueBy(t.status, now).Has
}

// one moves an order due at now in a transaction of its own that holds it and checks it
// is still due; it answers whether it moved.
func (t transition) one(ctx context.Context, id int64, now time.Time) (bool, error) {
	stepped := false
	err := t.s.store.Tx(ctx, func(tx Tx) error {
		o, err := tx.Order(id, true)
		if err != nil || !t.due(now)(o) {
			return err // gone, or moved meanwhile
		}
		stepped = true
		return t.s.step(tx, &o, t.action, OperatorSystem, "", t.apply)
	})
	if errors.Is(err, ErrNotFound) {
		return false, nil
	}
	if err != nil {
		slog.WarnContext(ctx, "timed order transition failed", "order", id, "action", t.action, "err", err)
	}
	return stepped && err == nil, err
}

func count(ok bool) int {
	if ok {
		return 1
	}
	return 0
}

func (s *Service) dueAfterSales(ctx context.Context, status AfterSaleStatus, act AfterSaleAction) (int, error) {
	read := func(now time.Time) ([]int64, error) { return s.store.DueAfterSales(ctx, status, now, DueBatch) }
	return walkDue(ctx, s.at, read, 1, s.dueWorkers(), func(ctx context.Context, ids []int64, now time.Time) (int, error) {
		id, stepped := ids[0], false
		err := s.store.Tx(ctx, func(tx Tx) error {
			a, err := tx.AfterSale(id, false)
			if err != nil {
				return err
			}
			if _, err := tx.Order(a.OrderID, true); err != nil {
				return err
			}
			if a, err = tx.AfterSale(id, true); err != nil {
				return err
			}
			if a.Status != status || a.Deadline.IsZero() || a.Deadline.After(now) {
				return nil // moved meanwhile
			}
			stepped = true
			return s.afterSaleStep(tx, &a, act, OperatorSystem, "", nil)
		})
		if errors.Is(err, ErrAfterSaleNotFound) {
			return 0, nil
		}
		if err != nil {
			slog.WarnContext(ctx, "timed after-sale transition failed", "afterSale", id, "action", act, "err", err)
		}
		return count(stepped && err == nil), err
	})
}

// walkDue reads the ids due at the time of each batch and moves them in groups of size,
// workers groups at once, until a batch is short or moves nothing. A group that fails
// keeps no other back (move logs its failures); walkDue answers how many moved and the
// first failure.
func walkDue(ctx context.Context, at func() time.Time, read func(now time.Time) ([]int64, error), size, workers int,
	move func(ctx context.Context, ids []int64, now time.Time) (int, error)) (int, error) {
	var moved atomic.Int64
	var mu sync.Mutex
	var failed error
	for {
		now := at()
		ids, err := read(now)
		if err != nil {
			return int(moved.Load()), cmp.Or(failed, err)
		}
		before := moved.Load()
		var g errgroup.Group
		g.SetLimit(workers)
		for group := range slices.Chunk(ids, size) {
			if ctx.Err() != nil {
				break
			}
			g.Go(func() error {
				n, err := move(ctx, group, now)
				moved.Add(int64(n))
				if err != nil {
					mu.Lock()
					failed = cmp.Or(failed, err)
					mu.Unlock()
				}
				return nil
			})
		}
		_ = g.Wait() // the groups answer nil: their failures are in failed
		if err := ctx.Err(); err != nil {
			return int(moved.Load()), err
		}
		if len(ids) < DueBatch || moved.Load() == before {
			return int(moved.Load()), failed
		}
	}
}
