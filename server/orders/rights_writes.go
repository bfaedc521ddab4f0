package orders

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"time"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
	"shopconsole/server/i18n"
	"shopconsole/server/money"
)

// rightsIllegal names the rights claim's status and the action it refused.
func rightsIllegal(ctx context.Context, e *RightsIllegalError) error {
	lang, from := access.ClientFrom(ctx).Lang, string(e.From)
	if from == "" {
		from = "none"
	}
	return apperr.New(http.StatusConflict, "orders.rightsIllegal", i18n.T(lang, "orders.rightsStatus."+from),
		i18n.T(lang, "orders.afterSaleAction."+string(e.Action)))
}

// statement checks what a side says: words are required, pictures at most nine.
func statement(side Side, who, text string, images []string) (Statement, error) {
	if text = strings.TrimSpace(text); text == "" {
		return Statement{}, apperr.Invalid("text", "validation.required", "text")
	}
	if len(images) > maxClaimImages {
		return Statement{}, apperr.Invalid("images", "orders.claimImages", itoa(maxClaimImages))
	}
	return Statement{Side: side, Operator: who, Text: text, Images: images}, nil
}

// stepRights moves the rights claim of after-sale id by act with what was said; check
// runs on the held order and claim after the step.
func (s *Service) stepRights(ctx context.Context, id int64, act AfterSaleAction, st Statement,
	check func(tx Tx, o *Order, a *AfterSale) error) (AfterSale, error) {
	return s.moveAfterSale(ctx, id, act, st.Operator, st.Text, func(tx Tx, o *Order, a *AfterSale, at time.Time) error {
		st.CreatedAt = at
		if err := StepRights(a, act, st); err != nil {
			return err
		}
		if check == nil {
			return nil
		}
		return check(tx, o, a)
	})
}

// OpenRights raises the buyer's rights claim against a refused after-sale.
func (s *Service) OpenRights(ctx context.Context, id int64, text string, images []string) (AfterSale, error) {
	st, err := statement(SideBuyer, OperatorBuyer, text, images)
	if err != nil {
		return AfterSale{}, err
	}
	return s.stepRights(ctx, id, AsRightsOpen, st, nil)
}

// ForwardRights sends a new rights claim on to the shop.
func (s *Service) ForwardRights(ctx context.Context, id int64) (AfterSale, error) {
	return s.stepRights(ctx, id, AsRightsForward, Statement{Side: SidePlatform, Operator: operator(ctx)}, nil)
}

// AppealRights states the shop's side of a forwarded rights claim.
func (s *Service) AppealRights(ctx context.Context, id int64, text string, images []string) (AfterSale, error) {
	st, err := statement(SideMerchant, operator(ctx), text, images)
	if err != nil {
		return AfterSale{}, err
	}
	return s.stepRights(ctx, id, AsRightsAppeal, st, nil)
}

// ArbitrateRights takes a rights claim up for the platform's ruling.
func (s *Service) ArbitrateRights(ctx context.Context, id int64) (AfterSale, error) {
	return s.stepRights(ctx, id, AsRightsArbitrate, Statement{Side: SidePlatform, Operator: operator(ctx)}, nil)
}

// CloseRights rules on a rights claim in arbitration, for the buyer (the claim goes back to
// awaiting refund, if the item still keeps what it asks) or for the merchant.
func (s *Service) CloseRights(ctx context.Context, id int64, decision Side, text string) (AfterSale, error) {
	act := map[Side]AfterSaleAction{SideBuyer: AsRightsForBuyer, SideMerchant: AsRightsForMerchant}[decision]
	if act == "" {
		return AfterSale{}, apperr.Invalid("decision", "orders.rightsDecision")
	}
	st, err := statement(SidePlatform, operator(ctx), text, nil)
	if err != nil {
		return AfterSale{}, err
	}
	return s.stepRights(ctx, id, act, st, func(tx Tx, o *Order, a *AfterSale) error {
		if decision != SideBuyer {
			return nil
		}
		others, err := tx.OrderAfterSales(o.ID)
		if err != nil {
			return err
		}
		var c *ClaimError
		if err := RuleForBuyer(*o, others, *a); errors.As(err, &c) && c.Rule == ClaimAmount {
			return apperr.New(http.StatusConflict, "orders.rightsAmount", money.Format(c.Max))
		} else if err != nil {
			return claimRefusal(err)
		}
		return nil
	})
}
