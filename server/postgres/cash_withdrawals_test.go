package postgres

import (
	"context"
	"errors"
	"testing"
	"time"

	"shopconsole/server/cash"
)

// The withdrawals' storage: the roles' codes (deciding and the settings are Admin's alone),
// the settings' one row, a withdrawal's round trip, the list's filters and counts, and the
// last application that is not rejected.
func TestCashWithdrawalStorage(t *testing.T) {
	_, db := freshSchema(t)
	ctx := context.Background()
	store := db.Cash()
	for role, want := range map[string][]string{
		"Editor": {"cash:withdraw:read", "cash:withdraw:apply", "cash:settings:read"},
		"Test":   {"cash:withdraw:read", "cash:settings:read"},
	} {
		var has bool
		err := db.pool.QueryRow(ctx, "SELECT permissions @> $2 FROM roles WHERE name = $1", role, want).Scan(&has)
		if err != nil || !has {
			t.Errorf("role %s lacks %v: %v", role, want, err)
		}
	}
	var listed bool
	err := db.pool.QueryRow(ctx, `SELECT bool_or(permissions && '{cash:withdraw:approve,cash:settings:write,cash:withdraw:apply}'::text[])
		FROM roles WHERE name = 'Test'`).Scan(&listed)
	if err != nil || listed {
		t.Errorf("Test lists a write code of withdrawals: %v", err)
	}
	err = db.pool.QueryRow(ctx, `SELECT bool_or(permissions && '{cash:withdraw:approve,cash:settings:write}'::text[]) FROM roles`).Scan(&listed)
	if err != nil || listed {
		t.Errorf("a role lists the approver's codes: %v", err)
	}

	if s, err := store.Settings(ctx); err != nil || s != cash.DefaultSettings {
		t.Fatalf("never saved: %+v, %v", s, err)
	}
	saved := cash.Settings{MinAmount: 1000, MaxAmount: 20_000, FeeRate: 125, CycleDays: 7, SettleDelayDays: 3}
	if err := store.Tx(ctx, func(tx cash.Tx) error { return tx.SaveSettings(saved) }); err != nil {
		t.Fatal(err)
	}
	if s, err := store.Settings(ctx); err != nil || s != saved {
		t.Fatalf("saved: %+v, %v", s, err)
	}

	at := time.Date(2026, 11, 1, 8, 0, 0, 0, time.UTC)
	var ids []int64
	err = store.Tx(ctx, func(tx cash.Tx) error {
		if last, err := tx.LastApplied(cash.CycleCounts); err != nil || !last.IsZero() {
			t.Errorf("no application yet: %s, %v", last, err)
		}
		for i, amount := range []int64{300_00, 100_00, 200_00} {
			st, err := tx.Standing(true)
			if err != nil {
				return err
			}
			id := st.NextID
			w := cash.Withdrawal{ID: id, SN: cash.WithdrawalSN(id, at), Amount: amount, Fee: 1, Net: amount - 1, MethodID: 1,
				MethodKind: cash.Alipay, Holder: "张伟", AccountMask: "138****5678", Status: cash.Pending,
				CreatedAt: at.Add(time.Duration(i) * time.Hour), AppliedBy: "admin"}
			if err := tx.InsertWithdrawal(w); err != nil {
				return err
			}
			ids = append(ids, id)
		}
		w, err := tx.Withdrawal(ids[2], true)
		if err != nil {
			return err
		}
		w, _, err = cash.Decide(w, cash.Rejected, at.Add(5*time.Hour))
		if err != nil {
			return err
		}
		w.Reason, w.DecidedBy = "信息有误", "admin"
		if err := tx.SaveWithdrawal(w); err != nil {
			return err
		}
		if last, err := tx.LastApplied(cash.CycleCounts); err != nil || !last.Equal(at.Add(time.Hour)) {
			t.Errorf("the last application not rejected: %s, %v", last, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	w, err := store.Withdrawal(ctx, ids[2])
	if err != nil || w.Status != cash.Rejected || w.Reason != "信息有误" || w.DecidedAt == nil || w.Holder != "张伟" || w.MethodKind != cash.Alipay {
		t.Fatalf("round trip: %+v, %v", w, err)
	}
	if _, err := store.Withdrawal(ctx, 987654); !errors.Is(err, cash.ErrWithdrawalNotFound) {
		t.Fatalf("a missing withdrawal: %v", err)
	}
	list, total, counts, err := store.Withdrawals(ctx, cash.WithdrawalFilter{Status: cash.Pending, Sort: "-amount", Limit: 20})
	if err != nil || total != 2 || len(list) != 2 || list[0].Amount != 300_00 || counts[cash.Rejected] != 1 || counts[cash.Pending] != 2 {
		t.Fatalf("pending by amount: %+v %d %v %v", list, total, counts, err)
	}
	list, total, _, err = store.Withdrawals(ctx, cash.WithdrawalFilter{SN: list[1].SN, Limit: 20, From: at, To: at.Add(24 * time.Hour)})
	if err != nil || total != 1 || len(list) != 1 {
		t.Fatalf("by number: %+v %d %v", list, total, err)
	}
	err = store.Tx(ctx, func(tx cash.Tx) error {
		w, err := tx.Withdrawal(ids[0], false)
		if err != nil {
			return err
		}
		return tx.InsertWithdrawal(w)
	})
	if err == nil {
		t.Fatal("a number was stored twice")
	}
}
