package orders

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
	"shopconsole/server/i18n"
	"shopconsole/server/idempotency"
	"shopconsole/server/money"
)

// ApplyInput is a buyer's claim as the storefront sends it.
type ApplyInput struct {
	OrderID        int64
	ItemID         int64
	Quantity       int64
	Kind           Kind
	Amount         string
	Reason         string
	Images         []string
	IdempotencyKey string
}

const (
	applyScope     = "aftersale.apply"
	asRefundScope  = "aftersale.refund"
	maxClaimImages = 9
)

// afterSaleRefusal turns the errors of the after-sale rules into what the caller sees.
func (s *Service) afterSaleRefusal(ctx context.Context, id int64, err error) error {
	var illegal *AfterSaleIllegalError
	var rights *RightsIllegalError
	switch {
	case errors.As(err, &rights):
		return rightsIllegal(ctx, rights)
	case errors.Is(err, ErrAfterSaleNotFound):
		return apperr.New(http.StatusNotFound, "orders.afterSaleNotFound", itoa(id))
	case errors.As(err, &illegal):
		lang := access.ClientFrom(ctx).Lang
		return apperr.New(http.StatusConflict, "orders.afterSaleIllegal", i18n.T(lang, "orders.afterSaleStatus."+string(illegal.From)),
			i18n.T(lang, "orders.afterSaleAction."+string(illegal.Action)))
	}
	return s.refusal(ctx, id, err)
}

// claimRefusal names what an application breaks.
func claimRefusal(err error) error {
	var c *ClaimError
	if !errors.As(err, &c) {
		return err
	}
	switch c.Rule {
	case ClaimItem:
		return apperr.Invalid("itemId", "orders.claimItem")
	case ClaimQuantity:
		return apperr.Invalid("quantity", "orders.claimQuantity")
	case ClaimAmount:
		return apperr.Invalid("amount", "orders.claimAmount", money.Format(c.Max))
	}
	return apperr.New(http.StatusConflict, "orders.claim."+string(c.Rule))
}

// Apply records a buyer's claim on one item of an order.
func (s *Service) Apply(ctx context.Context, in ApplyInput) (AfterSale, error) {
	amount, err := money.Parse(in.Amount)
	if err != nil || amount <= 0 {
		return AfterSale{}, apperr.Invalid("amount", "orders.claimPositive")
	}
	if in.Kind != RefundOnly && in.Kind != ReturnRefund {
		return AfterSale{}, apperr.Invalid("kind", "validation.required", "kind")
	}
	if in.Reason = strings.TrimSpace(in.Reason); in.Reason == "" {
		return AfterSale{}, apperr.Invalid("reason", "validation.required", "reason")
	}
	if len(in.Images) > maxClaimImages {
		return AfterSale{}, apperr.Invalid("images", "orders.claimImages", itoa(maxClaimImages))
	}
	req := idempotency.Request{Scope: applyScope, Key: in.IdempotencyKey, At: s.at()}
	if req.Key != "" {
		req.Fingerprint = idempotency.Fingerprint(in)
	}
	var out idempotency.Outcome
	err = s.store.Tx(ctx, func(tx Tx) (err error) {
		out, err = idempotency.Decide(tx, req, func() (int64, error) {
			o, err := tx.Order(in.OrderID, true)
			if err != nil {
				return 0, s.refused(ctx, in.OrderID, err)
			}
			earlier, err := tx.OrderAfterSales(o.ID)
			if err != nil {
				return 0, err
			}
			settings, err := tx.Settings()
			if err != nil {
				return 0, err
			}
			at := s.at()
			a := AfterSale{OrderID: o.ID, ItemID: in.ItemID, Quantity: in.Quantity, Kind: in.Kind, Amount: amount,
				Reason: in.Reason, Images: slices.Clone(in.Images), Status: Applied, UserID: o.UserID, PayWay: o.PayWay,
				CreatedAt: at, UpdatedAt: at}
			item, err := Claim(o, earlier, a, settings.AfterSaleDays, at)
			if err != nil {
				e, _ := apperr.As(claimRefusal(err))
				return 0, idempotency.Refuse(e)
			}
			if a.ID, err = tx.NextAfterSaleID(); err != nil {
				return 0, err
			}
			a.SN, a.GoodsName, a.SKUText, a.Image = AfterSaleSN(a.ID, at), item.GoodsName, item.SKUText, item.Image
			a.Deadline = AfterSaleDeadline(a, settings.AfterSaleDays, at)
			if err := tx.InsertAfterSale(a); err != nil {
				return 0, err
			}
			return a.ID, tx.AppendAfterSaleLog(AfterSaleLogEntry{AfterSaleID: a.ID, Action: AsApply, To: Applied,
				Operator: OperatorBuyer, Remark: in.Reason, CreatedAt: at})
		})
		return err
	})
	switch {
	case errors.Is(err, idempotency.ErrReused):
		return AfterSale{}, apperr.New(http.StatusConflict, "shopusers.idempotencyReused")
	case err != nil:
		return AfterSale{}, s.refusal(ctx, in.OrderID, err)
	case out.Refused != nil:
		return AfterSale{}, out.Refused
	}
	return s.store.AfterSale(ctx, out.ID)
}

// afterSaleStep applies a to a held after-sale and saves it with its log line; apply may
// change it (and whatever else the step moves) before it is saved.
func (s *Service) afterSaleStep(tx Tx, a *AfterSale, act AfterSaleAction, who, remark string, apply func(a *AfterSale, at time.Time) error) error {
	from := a.Status
	to, err := NextAfterSale(a.Kind, from, act)
	if err != nil {
		return err
	}
	at := s.at()
	if apply != nil {
		if err := apply(a, at); err != nil {
			return err
		}
	}
	if to != from {
		settings, err := tx.Settings()
		if err != nil {
			return err
		}
		a.Status = to
		a.Deadline = AfterSaleDeadline(*a, settings.AfterSaleDays, at)
	}
	a.UpdatedAt = at
	if err := tx.SaveAfterSale(*a); err != nil {
		return err
	}
	return tx.AppendAfterSaleLog(AfterSaleLogEntry{AfterSaleID: a.ID, Action: act, From: from, To: to, Operator: who, Remark: remark, CreatedAt: at})
}

// moveAfterSale runs one step of an after-sale in a transaction: its order is held first
// (the order's other writes wait for it), then the after-sale.
func (s *Service) moveAfterSale(ctx context.Context, id int64, act AfterSaleAction, who, remark string,
	apply func(tx Tx, o *Order, a *AfterSale, at time.Time) error) (AfterSale, error) {
	err := s.store.Tx(ctx, func(tx Tx) error {
		a, err := tx.AfterSale(id, false)
		if err != nil {
			return err
		}
		o, err := tx.Order(a.OrderID, true)
		if err != nil {
			return err
		}
		if a, err = tx.AfterSale(id, true); err != nil {
			return err
		}
		return s.afterSaleStep(tx, &a, act, who, remark, func(a *AfterSale, at time.Time) error {
			if apply == nil {
				return nil
			}
			return apply(tx, &o, a, at)
		})
	})
	if err != nil {
		return AfterSale{}, s.afterSaleRefusal(ctx, id, err)
	}
	return s.store.AfterSale(ctx, id)
}

// WithReturnAddress makes agreeing to a return without an address send the goods to the
// shop's return warehouse, as answered by of.
func (s *Service) WithReturnAddress(of func(ctx context.Context) (string, error)) *Service {
	s.returnAddress = of
	return s
}

// Agree agrees to an applied claim; a return needs the address the goods go back to: the
// one given, else the shop's return warehouse. A refund only keeps and logs no address.
func (s *Service) Agree(ctx context.Context, id int64, returnAddress string) (AfterSale, error) {
	claim, err := s.store.AfterSale(ctx, id) // its kind, which never changes
	if err != nil {
		return AfterSale{}, s.afterSaleRefusal(ctx, id, err)
	}
	returnAddress = strings.TrimSpace(returnAddress)
	if claim.Kind != ReturnRefund {
		returnAddress = ""
	} else if returnAddress == "" && s.returnAddress != nil {
		if returnAddress, err = s.returnAddress(ctx); err != nil {
			return AfterSale{}, fmt.Errorf("the return warehouse: %w", err)
		}
	}
	return s.moveAfterSale(ctx, id, AsAgree, operator(ctx), returnAddress, func(_ Tx, _ *Order, a *AfterSale, _ time.Time) error {
		if a.Kind == ReturnRefund && returnAddress == "" {
			return apperr.Invalid("returnAddress", "validation.required", "returnAddress")
		}
		if a.Kind == ReturnRefund {
			a.ReturnAddress = returnAddress
		}
		return nil
	})
}

// Refuse refuses an applied claim for a reason.
func (s *Service) Refuse(ctx context.Context, id int64, reason string) (AfterSale, error) {
	return s.withReason(ctx, id, AsRefuse, reason)
}

// RejectGoods refuses goods sent back that are not as they should be.
func (s *Service) RejectGoods(ctx context.Context, id int64, reason string) (AfterSale, error) {
	return s.withReason(ctx, id, AsRejectGoods, reason)
}

func (s *Service) withReason(ctx context.Context, id int64, act AfterSaleAction, reason string) (AfterSale, error) {
	if reason = strings.TrimSpace(reason); reason == "" {
		return AfterSale{}, apperr.Invalid("reason", "validation.required", "reason")
	}
	return s.moveAfterSale(ctx, id, act, operator(ctx), reason, func(_ Tx, _ *Order, a *AfterSale, _ time.Time) error {
		a.RefuseReason = reason
		return nil
	})
}

// Receive records that the goods sent back arrived.
func (s *Service) Receive(ctx context.Context, id int64) (AfterSale, error) {
	return s.moveAfterSale(ctx, id, AsReceive, operator(ctx), "", nil)
}

// ShipBack records the buyer's shipment of a return.
func (s *Service) ShipBack(ctx context.Context, id int64, carrier, trackingNo string) (AfterSale, error) {
	carrier, trackingNo = strings.TrimSpace(carrier), strings.TrimSpace(trackingNo)
	if carrier == "" {
		return AfterSale{}, apperr.Invalid("carrier", "validation.required", "carrier")
	}
	return s.moveAfterSale(ctx, id, AsShip, OperatorBuyer, carrier+" "+trackingNo, func(_ Tx, _ *Order, a *AfterSale, _ time.Time) error {
		a.BuyerCarrier, a.BuyerTrackingNo = carrier, trackingNo
		return nil
	})
}

// Revoke withdraws a claim at its buyer's word.
func (s *Service) Revoke(ctx context.Context, id int64) (AfterSale, error) {
	return s.moveAfterSale(ctx, id, AsRevoke, OperatorBuyer, "", nil)
}
