package orders

import (
	"context"
	"errors"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"shopconsole/server/apperr"
	"shopconsole/server/coupons"
	"shopconsole/server/idempotency"
	"shopconsole/server/money"
	"shopconsole/server/shopusers"
)

// Ship records the carrier and tracking number of a paid order.
func (s *Service) Ship(ctx context.Context, id int64, carrier, trackingNo string) (Order, error) {
	if err := s.ship(ctx, id, carrier, trackingNo); err != nil {
		return Order{}, err
	}
	return s.store.Order(ctx, id)
}

// ship is Ship without reading the order back: a batch ships many (BatchShip).
func (s *Service) ship(ctx context.Context, id int64, carrier, trackingNo string) error {
	carrier, trackingNo = strings.TrimSpace(carrier), strings.TrimSpace(trackingNo)
	if err := checkShipment(carrier, trackingNo); err != nil {
		return err
	}
	return s.transition(ctx, id, ActShip, operator(ctx), carrier+" "+trackingNo, func(_ Tx, o *Order, at time.Time) error {
		o.Carrier, o.TrackingNo, o.ShippedAt = carrier, trackingNo, &at
		return nil
	})
}

// MaxCarrier is the longest carrier name, in characters (the contract's Carrier).
const MaxCarrier = 30

// trackingNoPattern is the contract's TrackingNo: letters, digits and dashes.
var trackingNoPattern = regexp.MustCompile(`^[A-Za-z0-9-]{4,40}$`)

// checkShipment checks a trimmed carrier and tracking number as the contract's schemas do,
// with the same messages: the rows of a batch file do not pass through those schemas.
func checkShipment(carrier, trackingNo string) error {
	switch {
	case carrier == "":
		return apperr.Invalid("carrier", "validation.required", "carrier")
	case utf8.RuneCountInString(carrier) > MaxCarrier:
		return apperr.Invalid("carrier", "validation.maxLength", "carrier", MaxCarrier)
	case trackingNo == "":
		return apperr.Invalid("trackingNo", "validation.required", "trackingNo")
	case !trackingNoPattern.MatchString(trackingNo):
		return apperr.Invalid("trackingNo", "validation.pattern", "trackingNo")
	}
	return nil
}

// ChangePrice sets what the buyer of an unpaid order is to pay, for a reason kept in its log.
func (s *Service) ChangePrice(ctx context.Context, id int64, amount, reason string) (Order, error) {
	pay, err := money.Parse(amount)
	if err != nil || pay <= 0 {
		return Order{}, apperr.Invalid("payAmount", "orders.payPositive")
	}
	if reason = strings.TrimSpace(reason); reason == "" {
		return Order{}, apperr.Invalid("reason", "validation.required", "reason")
	}
	return s.change(ctx, id, ActChangePrice, operator(ctx), money.Format(pay)+" · "+reason, func(_ Tx, o *Order, _ time.Time) error {
		return o.ChangePrice(pay)
	})
}

// Remark sets the shop's own note on an order.
func (s *Service) Remark(ctx context.Context, id int64, remark string) (Order, error) {
	remark = strings.TrimSpace(remark)
	return s.change(ctx, id, ActRemark, operator(ctx), remark, func(_ Tx, o *Order, _ time.Time) error {
		o.MerchantRemark = remark
		return nil
	})
}

// CancelInput is a cancellation: by staff, or by the buyer (an unpaid order only).
type CancelInput struct {
	OrderID        int64
	Reason         string
	Buyer          bool
	IdempotencyKey string
}

const cancelScope = "order.cancel"

// Cancel closes an order that is not shipped: an unpaid one (by staff or its buyer), or a
// paid one with a full refund (by staff). Its stock and coupon are given back; a paid one's
// sales are taken back and its money refunded: to the balance at once, or asked of the
// payment platform once the transaction committed.
func (s *Service) Cancel(ctx context.Context, in CancelInput) (Order, error) {
	in.Reason = strings.TrimSpace(in.Reason)
	if in.Reason == "" {
		return Order{}, apperr.Invalid("reason", "validation.required", "reason")
	}
	who := operator(ctx)
	if in.Buyer {
		who = OperatorBuyer
	}
	req := idempotency.Request{Scope: cancelScope, Key: in.IdempotencyKey, At: s.at()}
	if req.Key != "" {
		req.Fingerprint = idempotency.Fingerprint(in)
	}
	var out idempotency.Outcome
	var made Refund
	var payReference string
	err := s.store.Tx(ctx, func(tx Tx) (err error) {
		out, err = idempotency.Decide(tx, req, func() (int64, error) {
			o, err := tx.Order(in.OrderID, true)
			if err != nil {
				return 0, s.refused(ctx, in.OrderID, err)
			}
			action := ActCancel
			if o.Status == Paid && !in.Buyer {
				action = ActRefundCancel
			}
			if _, err := Next(o.Status, action); err != nil {
				return 0, s.refused(ctx, o.ID, err)
			}
			payReference = o.PayReference
			return o.ID, s.step(tx, &o, action, who, in.Reason, func(tx Tx, o *Order, at time.Time) error {
				if err := s.close(tx, o, in.Reason, at); err != nil {
					return err
				}
				if action == ActRefundCancel {
					made, err = s.refund(tx, o, o.PayAmount-o.RefundedAmount, 0, in.Reason, shopusers.OrderCancelRefund, at)
				}
				return err
			})
		})
		return err
	})
	o, err := s.answer(ctx, out, err)
	if err == nil && made.ID != 0 {
		s.ask(ctx, made, payReference)
		o, err = s.store.Order(ctx, o.ID)
	}
	return o, err
}

// close closes a held order that is not shipped: its stock and its coupon are given back,
// and the sales a paid one counted are taken back.
func (s *Service) close(tx Tx, o *Order, reason string, at time.Time) error {
	byID, _, err := s.loadGoods(tx, linesOf(o.Items))
	if err != nil {
		return err
	}
	back := Restock(o.Items, byID)
	if o.PaidAt != nil {
		back = Sold(o.Items, back, -1)
	}
	if err := saveStocks(tx, back); err != nil {
		return err
	}
	if o.UserCouponID != 0 {
		held, err := tx.UserCoupon(o.UserCouponID, true)
		if err != nil && !errors.Is(err, coupons.ErrNotFound) {
			return err
		}
		if err == nil && held.OrderID == o.ID {
			if err := tx.SaveUserCoupon(coupons.GiveBack(held)); err != nil {
				return err
			}
			if err := tx.CountCouponUse(held.CouponID, -1); err != nil {
				return err
			}
		}
	}
	o.CloseReason, o.ClosedAt = reason, &at
	return nil
}

// Confirm completes a shipped order at its buyer's word.
func (s *Service) Confirm(ctx context.Context, id int64) (Order, error) {
	return s.change(ctx, id, ActConfirm, OperatorBuyer, "", s.complete)
}

// complete completes a held shipped order: the buyer's total spent grows by what the order
// kept, and the consume gift gives its points and growth.
func (s *Service) complete(tx Tx, o *Order, at time.Time) error {
	o.CompletedAt = &at
	gift, err := tx.ConsumeGift()
	if err != nil {
		return err
	}
	kept := o.PayAmount - o.RefundedAmount
	points, growth := gift.Reward(kept)
	// Growth first: a change of growth holds the levels before the user.
	for _, m := range []struct {
		account shopusers.Account
		amount  int64
	}{{shopusers.Growth, growth}, {shopusers.Points, points}} {
		if m.amount <= 0 {
			continue
		}
		_, err := shopusers.Move(tx, shopusers.Adjustment{UserID: o.UserID, Type: m.account, Increase: true, Amount: m.amount,
			Channel: shopusers.ConsumeGift, SourceSN: o.SN, Remark: o.SN}, func() time.Time { return at })
		if err != nil && !errors.Is(err, shopusers.ErrNotFound) {
			return err
		}
	}
	u, err := tx.User(o.UserID, true)
	if errors.Is(err, shopusers.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	u.TotalOrderAmount += kept
	return tx.SaveUser(u)
}
