package orders

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"time"

	"shopconsole/server/apperr"
	"shopconsole/server/shopusers"
)

// Payments is the payment platform as refunds need it: Refund asks it to give money back
// and answers whether it took the request; the platform confirms the refund later, through
// Service.Settle. A request is named by the refund's number, so asking twice refunds once.
type Payments interface {
	Refund(ctx context.Context, r Refund, payReference string) error
}

// ByHand is the platform of a shop that refunds on the platform's own site: nothing is sent,
// and staff confirm each refund once they made it (POST /admin/refund/settle).
type ByHand struct{}

// Refund implements Payments.
func (ByHand) Refund(context.Context, Refund, string) error { return nil }

// Instant is a stand-in platform that refunds at once: it confirms every request as it
// takes it. The mock backend's, so that a refund there completes as a real one would.
type Instant struct{ Service *Service }

// Refund implements Payments.
func (p Instant) Refund(ctx context.Context, r Refund, _ string) error {
	_, err := p.Service.Settle(ctx, r.SN, "INSTANT-"+r.SN[1:])
	return err
}

// WithPayments sets the platform refunds go through (ByHand until set).
func (s *Service) WithPayments(p Payments) *Service {
	s.payments = p
	return s
}

// refund gives back amount of what a held order kept (for an after-sale, or 0 for the
// order itself), in the same transaction: to the balance at once (a ledger line of the
// channel), or as a refund pending on the platform the order was paid on. It answers the
// refund made.
func (s *Service) refund(tx Tx, o *Order, amount, afterSaleID int64, reason string, channel shopusers.Channel, at time.Time) (Refund, error) {
	id, err := tx.NextRefundID()
	if err != nil {
		return Refund{}, err
	}
	r := Refund{ID: id, SN: RefundSN(id, at), OrderID: o.ID, AfterSaleID: afterSaleID, Amount: amount, Way: o.PayWay,
		Status: RefundPending, Reason: reason, CreatedAt: at}
	if r.Way == PayBalance || r.Amount == 0 {
		if r.Amount > 0 {
			_, err := shopusers.Move(tx, shopusers.Adjustment{UserID: o.UserID, Type: shopusers.Money, Increase: true, Amount: r.Amount,
				Channel: channel, SourceSN: o.SN, Remark: reason}, func() time.Time { return at })
			if err != nil {
				return Refund{}, err
			}
		}
		r.Status, r.SettledAt = RefundRefunded, &at
	}
	o.RefundedAmount += r.Amount
	if err := settledRefund(tx, o, r); err != nil {
		return Refund{}, err
	}
	return r, tx.InsertRefund(r)
}

// ask hands a pending refund to the platform, after its transaction committed. A platform
// that does not answer is asked again by ResendPending.
func (s *Service) ask(ctx context.Context, r Refund, payReference string) {
	if r.Status != RefundPending {
		return
	}
	if err := s.payments.Refund(context.WithoutCancel(ctx), r, payReference); err != nil {
		slog.WarnContext(ctx, "refund not taken by the payment platform: asked again later", "refund", r.SN, "err", err)
	}
}

// resendAfter is how long a pending refund waits before the platform is asked again.
const resendAfter = 5 * time.Minute

// ResendPending asks the platform again for the refunds still pending after resendAfter
// (a platform that did not answer, a server stopped between commit and asking); the
// platform refunds each number once. It answers how many were asked.
func (s *Service) ResendPending(ctx context.Context) (int, error) {
	pending, err := s.store.PendingRefunds(ctx, s.at().Add(-resendAfter), DueBatch)
	if err != nil {
		return 0, err
	}
	for _, r := range pending {
		o, err := s.store.Order(ctx, r.OrderID)
		if err != nil {
			return 0, err
		}
		if err := s.payments.Refund(ctx, r, o.PayReference); err != nil {
			return 0, err
		}
	}
	return len(pending), nil
}

// Settle records that the platform refunded a pending refund, with its refund number. A
// refund already refunded with the same number answers as it is; with another, 409.
func (s *Service) Settle(ctx context.Context, sn, reference string) (Refund, error) {
	var r Refund
	err := s.store.Tx(ctx, func(tx Tx) error {
		var err error
		if r, err = tx.RefundBySN(sn, true); err != nil {
			return err
		}
		if r.Status == RefundRefunded {
			if r.Reference != reference {
				return apperr.New(http.StatusConflict, "orders.refundSettled", sn, r.Reference)
			}
			return nil
		}
		o, err := tx.Order(r.OrderID, true)
		if err != nil {
			return err
		}
		return s.step(tx, &o, ActRefundSettled, operator(ctx), sn+" "+reference, func(tx Tx, _ *Order, at time.Time) error {
			r.Status, r.Reference, r.SettledAt = RefundRefunded, reference, &at
			if err := tx.SaveRefund(r); err != nil {
				return err
			}
			if r.AfterSaleID == 0 {
				return nil
			}
			return s.settleAfterSale(tx, r, at)
		})
	})
	if errors.Is(err, ErrRefundNotFound) {
		return r, apperr.New(http.StatusNotFound, "orders.refundNotFound", sn)
	}
	return r, err
}
