package orders

import (
	"context"
	"errors"
	"log/slog"
)

// AfterSaleDetail is an after-sale with its order, its log and its refund (nil until made).
type AfterSaleDetail struct {
	AfterSale AfterSale
	Order     Order
	Log       []AfterSaleLogEntry
	Refund    *Refund
}

// ListAfterSales answers one page of after-sales, their number and the count of every tab.
func (s *Service) ListAfterSales(ctx context.Context, f AfterSaleFilter) ([]AfterSale, int64, AfterSaleCounts, error) {
	return s.store.ListAfterSales(ctx, f)
}

// AfterSaleOf answers an after-sale with its order, log and refund.
func (s *Service) AfterSaleOf(ctx context.Context, id int64) (AfterSaleDetail, error) {
	var d AfterSaleDetail
	a, err := s.store.AfterSale(ctx, id)
	if err != nil {
		return d, s.afterSaleRefusal(ctx, id, err)
	}
	d.AfterSale = a
	if d.Order, err = s.store.Order(ctx, a.OrderID); err != nil {
		return d, err
	}
	if d.Log, err = s.store.AfterSaleLog(ctx, id); err != nil {
		return d, err
	}
	refunds, err := s.store.OrderRefunds(ctx, a.OrderID)
	for i := range refunds {
		if refunds[i].AfterSaleID == id {
			d.Refund = &refunds[i]
		}
	}
	return d, err
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

func (s *Service) dueAfterSales(ctx context.Context, status AfterSaleStatus, act AfterSaleAction) (int, error) {
	moved := 0
	for {
		now := s.at()
		ids, err := s.store.DueAfterSales(ctx, status, now, DueBatch)
		if err != nil || len(ids) == 0 {
			return moved, err
		}
		for _, id := range ids {
			stepped := false
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
			if err == nil && stepped {
				moved++
			}
			if err != nil && !errors.Is(err, ErrAfterSaleNotFound) {
				slog.WarnContext(ctx, "timed after-sale transition failed", "afterSale", id, "action", act, "err", err)
				return moved, err
			}
		}
		if len(ids) < DueBatch {
			return moved, nil
		}
	}
}
