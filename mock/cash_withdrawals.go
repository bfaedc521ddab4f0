package mock

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"shopconsole/server/cash"
	"shopconsole/server/idempotency"
)

// initWithdrawals declares the withdrawals' table: by time applied and by amount for the
// list, unique numbers.
func (d *cashData) initWithdrawals() {
	d.withdrawals = newTable(func(w *cash.Withdrawal) int64 { return w.ID })
	d.wdCreated = d.withdrawals.order(func(a, b *cash.Withdrawal) int {
		return cmp.Or(a.CreatedAt.Compare(b.CreatedAt), cmp.Compare(a.ID, b.ID))
	})
	d.wdAmount = d.withdrawals.order(func(a, b *cash.Withdrawal) int {
		return cmp.Or(cmp.Compare(a.Amount, b.Amount), cmp.Compare(a.ID, b.ID))
	})
	d.wdBySN = d.withdrawals.unique(func(w *cash.Withdrawal) string { return w.SN })
}

func (d *cashData) currentSettings() cash.Settings {
	if d.settings == nil {
		return cash.DefaultSettings
	}
	return *d.settings
}

// Withdrawals implements cash.Store: a walk of the sort's order, counting the statuses the
// other filters keep and copying the page's.
func (m cashStore) Withdrawals(_ context.Context, f cash.WithdrawalFilter) ([]cash.Withdrawal, int64, map[cash.WithdrawalStatus]int64, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	d := m.s.cash
	run, desc := d.wdCreated.all(), true
	switch f.Sort {
	case "createdAt":
		desc = false
	case "amount", "-amount":
		run, desc = d.wdAmount.all(), f.Sort == "-amount"
	}
	counts := map[cash.WithdrawalStatus]int64{}
	list := []cash.Withdrawal{}
	var total int64
	for i := range run {
		w := run[i]
		if desc {
			w = run[len(run)-1-i]
		}
		if (f.SN != "" && !strings.HasPrefix(w.SN, f.SN)) || (!f.From.IsZero() && w.CreatedAt.Before(f.From)) ||
			(!f.To.IsZero() && !w.CreatedAt.Before(f.To)) {
			continue
		}
		counts[w.Status]++
		if f.Status != "" && w.Status != f.Status {
			continue
		}
		if total >= int64(f.Offset) && len(list) < f.Limit {
			list = append(list, *w)
		}
		total++
	}
	return list, total, counts, nil
}

// Withdrawal implements cash.Store.
func (m cashStore) Withdrawal(_ context.Context, id int64) (cash.Withdrawal, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	w, ok := m.s.cash.withdrawals.get(id)
	if !ok {
		return w, fmt.Errorf("withdrawal %d: %w", id, cash.ErrWithdrawalNotFound)
	}
	return w, nil
}

// Settings implements cash.Store.
func (m cashStore) Settings(context.Context) (cash.Settings, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	return m.s.cash.currentSettings(), nil
}

func (t cashTx) ClaimKey(scope, key string) (idempotency.Record, bool, error) {
	r, ok := t.shop.idem.get(idemKey(scope, key))
	return r, ok, nil
}

func (t cashTx) SaveKey(r idempotency.Record) error { return t.shop.idem.put(r) }

func (t cashTx) InsertWithdrawal(w cash.Withdrawal) error {
	if t.d.withdrawals.has(w.ID) {
		return fmt.Errorf("withdrawal %d: %w", w.ID, errDuplicate)
	}
	return duplicate(t.d.withdrawals.put(w), "withdrawal "+w.SN)
}

func (t cashTx) Withdrawal(id int64, _ bool) (cash.Withdrawal, error) {
	w, ok := t.d.withdrawals.get(id)
	if !ok {
		return w, fmt.Errorf("withdrawal %d: %w", id, cash.ErrWithdrawalNotFound)
	}
	return w, nil
}

func (t cashTx) SaveWithdrawal(w cash.Withdrawal) error {
	old, ok := t.d.withdrawals.get(w.ID)
	if !ok {
		return fmt.Errorf("withdrawal %d: %w", w.ID, cash.ErrWithdrawalNotFound)
	}
	old.Status, old.Reference, old.Reason, old.DecidedBy, old.DecidedAt = w.Status, w.Reference, w.Reason, w.DecidedBy, w.DecidedAt
	return t.d.withdrawals.put(old)
}

// LastApplied walks the withdrawals from the newest back to the first in one of statuses.
func (t cashTx) LastApplied(statuses []cash.WithdrawalStatus) (time.Time, error) {
	var last time.Time
	for _, w := range t.d.withdrawals.pending {
		if w != nil && slices.Contains(statuses, w.Status) && w.CreatedAt.After(last) {
			last = w.CreatedAt
		}
	}
	run := t.d.wdCreated.all()
	for i := len(run) - 1; i >= 0; i-- {
		w, _ := t.d.withdrawals.get(run[i].ID) // as this transaction sees it
		if slices.Contains(statuses, w.Status) && w.ID != 0 {
			if w.CreatedAt.After(last) {
				last = w.CreatedAt
			}
			break
		}
	}
	return last, nil
}

func (t cashTx) Settings() (cash.Settings, error) { return t.d.currentSettings(), nil }

func (t cashTx) SaveSettings(s cash.Settings) error {
	t.d.settings = &s
	return nil
}

// CashFlowLines answers every line of the fund flow, oldest first: what a reconciliation
// walks (tests check the account against it).
func (s *Store) CashFlowLines() []cash.Flow {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.cash.flowLines()
}
