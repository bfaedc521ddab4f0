package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/shopusers"
)

// UserDetail implements shopusers.Store: one round trip for the four look-ups, the user read
// once (its lines, addresses and coupons take its brief from it, not from a join each).
func (s shopUsers) UserDetail(ctx context.Context, id int64, n shopusers.DetailSizes) (shopusers.Detail, error) {
	var d shopusers.Detail
	b := &pgx.Batch{}
	b.Queue("SELECT "+shopUserCols+shopUserFrom+" WHERE u.id = $1", id)
	b.Queue("SELECT "+ledgerCols(noBrief)+" FROM user_account_logs a WHERE a.user_id = $1"+
		" ORDER BY a.created_at DESC, a.id DESC LIMIT $2", id, n.Lines)
	b.Queue("SELECT "+addressCols(noBrief)+" FROM user_addresses a WHERE a.user_id = $1"+
		" ORDER BY a.is_default DESC, a.id DESC LIMIT $2", id, n.Addresses)
	b.Queue("SELECT "+heldCols(noBrief)+" FROM user_coupons h JOIN coupons c ON c.id = h.coupon_id WHERE h.user_id = $1"+
		" ORDER BY h.id DESC LIMIT $2", id, n.Coupons)
	br := s.db.pool.SendBatch(ctx, b)
	defer br.Close()
	var err error
	d.User, err = scanShopUser(br.QueryRow())
	if errors.Is(err, pgx.ErrNoRows) {
		return d, fmt.Errorf("shop user %d: %w", id, shopusers.ErrNotFound)
	}
	if err != nil {
		return d, fmt.Errorf("shop user %d: %w", id, err)
	}
	rows, _ := br.Query()
	if d.Ledger, err = pgx.CollectRows(rows, scanLedger); err != nil {
		return d, fmt.Errorf("shop user %d ledger: %w", id, err)
	}
	rows, _ = br.Query()
	if d.Addresses, err = pgx.CollectRows(rows, scanAddress); err != nil {
		return d, fmt.Errorf("shop user %d addresses: %w", id, err)
	}
	rows, _ = br.Query()
	if d.Coupons, err = pgx.CollectRows(rows, scanHeld); err != nil {
		return d, fmt.Errorf("shop user %d coupons: %w", id, err)
	}
	brief := shopusers.Brief{ID: d.User.ID, Nickname: d.User.Nickname, Mobile: d.User.Mobile, Avatar: d.User.Avatar}
	for i := range d.Ledger {
		d.Ledger[i].User = brief
	}
	for i := range d.Addresses {
		d.Addresses[i].User = brief
	}
	for i := range d.Coupons {
		d.Coupons[i].User = brief
	}
	return d, nil
}
