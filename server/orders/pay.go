package orders

// Paying an order: from the balance or on a payment platform, at once or after placing.

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"time"

	"shopconsole/server/apperr"
	"shopconsole/server/goods"
	"shopconsole/server/idempotency"
	"shopconsole/server/money"
	"shopconsole/server/shopusers"
)

// pay pays a held unpaid order: from the balance through the buyer's ledger, or recorded as
// paid on a payment platform; its goods count the sales.
func (s *Service) pay(tx Tx, o *Order, p Payment, byID map[int64]goods.Goods, at time.Time) error {
	if p.Way == PayBalance && o.PayAmount > 0 {
		_, err := shopusers.Move(tx, shopusers.Adjustment{UserID: o.UserID, Type: shopusers.Money, Amount: o.PayAmount,
			Channel: shopusers.OrderPayment, SourceSN: o.SN, Remark: o.SN}, func() time.Time { return at })
		if errors.Is(err, shopusers.ErrInsufficient) {
			e := apperr.New(http.StatusConflict, "orders.balanceShort", money.Format(o.PayAmount))
			e.Field = "pay.way"
			return idempotency.Refuse(e)
		}
		if err != nil {
			return err
		}
	}
	for id, g := range Sold(o.Items, byID, 1) {
		byID[id] = g
	}
	o.Status, o.PayWay, o.PayReference, o.PaidAt = Paid, p.Way, p.Reference, &at
	o.PayDeadline = time.Time{}
	return nil
}

func payRemark(o Order) string {
	if o.PayReference != "" {
		return string(o.PayWay) + " " + o.PayReference
	}
	return string(o.PayWay)
}

// PayInput is a payment of an unpaid order.
type PayInput struct {
	OrderID        int64
	Payment        Payment
	IdempotencyKey string
}

// Pay pays an unpaid order.
func (s *Service) Pay(ctx context.Context, in PayInput) (Order, error) {
	if err := checkPayment(in.Payment, ""); err != nil {
		e, _ := apperr.As(err)
		e.Field = strings.TrimPrefix(e.Field, ".")
		return Order{}, e
	}
	req := idempotency.Request{Scope: payScope, Key: in.IdempotencyKey, At: s.at()}
	if req.Key != "" {
		req.Fingerprint = idempotency.Fingerprint(in)
	}
	var out idempotency.Outcome
	err := s.store.Tx(ctx, func(tx Tx) (err error) {
		out, err = idempotency.Decide(tx, req, func() (int64, error) { return s.payOrder(ctx, tx, in) })
		return err
	})
	return s.answer(ctx, out, err)
}

// payOrder does the work of Pay inside tx; every refusal is decided before anything is
// written.
func (s *Service) payOrder(ctx context.Context, tx Tx, in PayInput) (int64, error) {
	o, err := tx.Order(in.OrderID, true)
	if err != nil {
		return 0, s.refused(ctx, in.OrderID, err)
	}
	if _, err := Next(o.Status, ActPay); err != nil {
		return 0, s.refused(ctx, o.ID, err)
	}
	byID, _, err := s.loadGoods(tx, linesOf(o.Items))
	if err != nil {
		return 0, err
	}
	return o.ID, s.step(tx, &o, ActPay, OperatorBuyer, "", func(tx Tx, o *Order, at time.Time) error {
		if err := s.pay(tx, o, in.Payment, byID, at); err != nil {
			return err
		}
		return saveStocks(tx, byID)
	})
}

// refused is the refusal of an order that is missing or in the wrong status, or err.
func (s *Service) refused(ctx context.Context, id int64, err error) error {
	if errors.Is(err, ErrNotFound) || errors.As(err, new(*IllegalError)) {
		e, _ := apperr.As(s.refusal(ctx, id, err))
		return idempotency.Refuse(e)
	}
	return err
}
