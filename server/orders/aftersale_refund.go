package orders

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"time"

	"shopconsole/server/apperr"
	"shopconsole/server/idempotency"
	"shopconsole/server/money"
	"shopconsole/server/shopusers"
)

// settleAfterSale records, in the transaction settling r, that the after-sale it refunds
// is refunded.
func (s *Service) settleAfterSale(tx Tx, r Refund, _ time.Time) error {
	a, err := tx.AfterSale(r.AfterSaleID, true)
	if err != nil {
		return err
	}
	return s.afterSaleStep(tx, &a, AsRefundSettled, OperatorSystem, r.SN, nil)
}

// RefundAfterSale refunds a claim awaiting its refund, once: to the balance at once (the
// claim is refunded), or asked of the payment platform once the transaction committed (the
// claim is refunded when the platform confirms it).
func (s *Service) RefundAfterSale(ctx context.Context, id int64, key string) (AfterSale, error) {
	req := idempotency.Request{Scope: asRefundScope, Key: key, At: s.at()}
	if req.Key != "" {
		req.Fingerprint = idempotency.Fingerprint(id)
	}
	who := operator(ctx)
	var out idempotency.Outcome
	var made Refund
	var payReference string
	err := s.store.Tx(ctx, func(tx Tx) (err error) {
		out, err = idempotency.Decide(tx, req, func() (int64, error) {
			a, err := tx.AfterSale(id, false)
			if err != nil {
				return 0, s.refusedAfterSale(ctx, id, err)
			}
			o, err := tx.Order(a.OrderID, true)
			if err != nil {
				return 0, err
			}
			if a, err = tx.AfterSale(id, true); err != nil {
				return 0, err
			}
			if _, err := NextAfterSale(a.Kind, a.Status, AsRefund); err != nil || a.RefundSN != "" {
				return 0, s.refusedAfterSale(ctx, id, &AfterSaleIllegalError{From: a.Status, Action: AsRefund})
			}
			if kept := o.PayAmount - o.RefundedAmount; a.Amount > kept {
				return 0, idempotency.Refuse(apperr.New(http.StatusConflict, "orders.claimExceeds", money.Format(kept)))
			}
			payReference = o.PayReference
			err = s.afterSaleStep(tx, &a, AsRefund, who, "", func(a *AfterSale, _ time.Time) (err error) {
				made, err = s.lineRefund(tx, &o, a, who)
				return err
			})
			if err == nil && made.Status == RefundRefunded {
				err = s.afterSaleStep(tx, &a, AsRefundSettled, OperatorSystem, made.SN, nil)
			}
			return a.ID, err
		})
		return err
	})
	switch {
	case errors.Is(err, idempotency.ErrReused):
		return AfterSale{}, apperr.New(http.StatusConflict, "shopusers.idempotencyReused")
	case err != nil:
		return AfterSale{}, s.afterSaleRefusal(ctx, id, err)
	case out.Refused != nil:
		return AfterSale{}, out.Refused
	}
	s.ask(ctx, made, payReference)
	return s.store.AfterSale(ctx, id)
}

func (s *Service) refusedAfterSale(ctx context.Context, id int64, err error) error {
	if errors.Is(err, ErrAfterSaleNotFound) || errors.As(err, new(*AfterSaleIllegalError)) {
		e, _ := apperr.As(s.afterSaleRefusal(ctx, id, err))
		return idempotency.Refuse(e)
	}
	return err
}

// lineRefund makes the refund of a held after-sale inside its step, with the order's log
// line: the goods that came back (a return received, or goods never shipped) go back to
// stock, and the money goes back to the balance at once or is asked of the platform.
func (s *Service) lineRefund(tx Tx, o *Order, a *AfterSale, who string) (Refund, error) {
	var made Refund
	err := s.step(tx, o, ActAfterSaleRefund, who, a.SN, func(tx Tx, o *Order, at time.Time) error {
		if a.Kind == ReturnRefund || o.Status == Paid {
			k := slices.IndexFunc(o.Items, func(it Item) bool { return it.ID == a.ItemID })
			if k < 0 {
				return ErrNotFound
			}
			line := []Item{o.Items[k]}
			line[0].Quantity = a.Quantity
			byID, _, err := s.loadGoods(tx, linesOf(line))
			if err != nil {
				return err
			}
			if err := saveStocks(tx, Sold(line, Restock(line, byID), -1)); err != nil {
				return err
			}
		}
		var err error
		made, err = s.refund(tx, o, a.Amount, a.ID, a.Reason, shopusers.AfterSaleRefund, at)
		return err
	})
	a.RefundSN = made.SN
	return made, err
}
