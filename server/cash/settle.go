package cash

import (
	"context"
	"fmt"
	"time"
)

// SettleChunk is how many orders one transaction of the settlement settles: the account
// row is held for that many lines, never for the whole run.
const SettleChunk = 100

// SettingsFunc answers the settings in force (the settlement delay among them).
type SettingsFunc func(ctx context.Context) (Settings, error)

// DefaultSettingsFunc is the SettingsFunc of a shop that never saved any settings.
func DefaultSettingsFunc(context.Context) (Settings, error) { return DefaultSettings, nil }

// PendingSettlement answers what the completed orders not yet settled will bring once their
// settlement delay has passed.
func (s *Service) PendingSettlement(ctx context.Context) (int64, error) {
	return s.store.PendingSettlement(ctx)
}

// SettleDue is the settlement job with the settings of settings (nil: DefaultSettings).
func (s *Service) SettleDue(settings SettingsFunc) func(ctx context.Context) (int, error) {
	if settings == nil {
		settings = DefaultSettingsFunc
	}
	return func(ctx context.Context) (int, error) {
		set, err := settings(ctx)
		if err != nil {
			return 0, err
		}
		return s.settleDue(ctx, set.SettleDelayDays)
	}
}

// settleDue settles, a chunk a transaction, the completed orders whose completion is
// delayDays old or more (DueForSettlement): each once, its SettlementAmount through Settle and
// Move, the line appended and the account saved with the order marked settled. An order
// fully refunded is marked settled without a line. It answers how many orders settled.
func (s *Service) settleDue(ctx context.Context, delayDays int) (int, error) {
	settled := 0
	for {
		now := s.now().UTC()
		before := SettleBefore(now, delayDays)
		n := 0
		err := s.store.Tx(ctx, func(tx Tx) error {
			a, err := tx.Account(true)
			if err != nil {
				return err
			}
			due, err := tx.DueSettlements(before, SettleChunk)
			if err != nil {
				return err
			}
			n = len(due)
			for _, d := range due {
				if err := tx.MarkSettled(d.OrderID, now); err != nil {
					return fmt.Errorf("settle order %s: %w", d.OrderSN, err)
				}
				if d.Amount <= 0 {
					continue
				}
				var f Flow
				if a, f, err = Move(a, Settle(a, d.Amount, d.OrderSN, now)); err != nil {
					return fmt.Errorf("settle order %s: %w", d.OrderSN, err)
				}
				if err := tx.AppendFlow(f); err != nil {
					return err
				}
			}
			if n == 0 {
				return nil
			}
			return tx.SaveAccount(a)
		})
		if err != nil {
			return settled, err
		}
		settled += n
		if n < SettleChunk || ctx.Err() != nil {
			return settled, ctx.Err()
		}
	}
}

// RefundAfterSettlement appends, in tx, the line of a refund of amount made after the order
// orderSN settled (Refund: taken back from what is available, the rest owed as debt), with
// the refund's number as its remark, and saves the account. A refund of nothing moves
// nothing.
func RefundAfterSettlement(tx AccountTx, orderSN, refundSN string, amount int64, at time.Time) error {
	if amount <= 0 {
		return nil
	}
	a, err := tx.Account(true)
	if err != nil {
		return err
	}
	f := Refund(a, amount, orderSN, at)
	f.Remark = refundSN
	if a, f, err = Move(a, f); err != nil {
		return fmt.Errorf("refund %s after settlement: %w", refundSN, err)
	}
	if err := tx.AppendFlow(f); err != nil {
		return err
	}
	return tx.SaveAccount(a)
}
