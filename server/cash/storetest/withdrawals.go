package storetest

import (
	"slices"
	"testing"
	"time"

	"shopconsole/server/cash"
	"shopconsole/server/idempotency"
	"shopconsole/server/storecheck"
)

// withdrawals: an inserted withdrawal loads equal from the store and a transaction; a
// decision saved loads equal.
func withdrawals(t *testing.T, f fixture) {
	want := f.insertWithdrawal(t, f.withdrawal(0, 12_345, 0))
	got, err := f.s.Withdrawal(f.ctx, want.ID)
	if err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "Store.Withdrawal after InsertWithdrawal", got, want, normWithdrawal)
	rejected := f.insertWithdrawal(t, f.withdrawal(0, 500, 1))
	paid := want
	paid.Status, paid.Reference, paid.DecidedAt, paid.DecidedBy = cash.Paid, "TRF-001", ptr(f.at.Add(time.Hour)), "finance"
	rejected.Status, rejected.Reason, rejected.DecidedAt, rejected.DecidedBy = cash.Rejected, "户名不符", ptr(f.at.Add(2*time.Hour)), "finance"
	f.tx(t, func(tx cash.Tx) error {
		for _, lock := range []bool{false, true} {
			got, err := tx.Withdrawal(want.ID, lock)
			if err != nil {
				return err
			}
			storecheck.Equal(t, "Tx.Withdrawal after InsertWithdrawal", got, want, normWithdrawal)
		}
		if err := tx.SaveWithdrawal(paid); err != nil {
			return err
		}
		if err := tx.SaveWithdrawal(rejected); err != nil {
			return err
		}
		got, err := tx.Withdrawal(want.ID, true)
		storecheck.Equal(t, "Tx.Withdrawal after SaveWithdrawal", got, paid, normWithdrawal)
		return err
	})
	for _, w := range []cash.Withdrawal{paid, rejected} {
		got, err := f.s.Withdrawal(f.ctx, w.ID)
		if err != nil {
			t.Fatal(err)
		}
		storecheck.Equal(t, "Store.Withdrawal after SaveWithdrawal", got, w, normWithdrawal)
	}
}

func withdrawalID(w cash.Withdrawal) int64 { return w.ID }

// withdrawalList: newest first unless sorted otherwise, each filter, pages, the total and
// the count of every status under the other filters.
func withdrawalList(t *testing.T, f fixture) {
	var ws []cash.Withdrawal
	for i, c := range []struct {
		sn     string
		amount int64
		status cash.WithdrawalStatus
	}{
		{"W100", 3000, cash.Paid},
		{"W101", 1000, cash.Pending},
		{"W200", 5000, cash.Rejected},
		{"W201", 2000, cash.Pending},
	} {
		w := f.withdrawal(0, c.amount, 10*i)
		w.SN = c.sn
		w = f.insertWithdrawal(t, w)
		if c.status != cash.Pending {
			w.Status, w.DecidedAt, w.DecidedBy = c.status, ptr(w.CreatedAt.Add(time.Minute)), "finance"
			f.tx(t, func(tx cash.Tx) error { return tx.SaveWithdrawal(w) })
		}
		ws = append(ws, w)
	}
	id := func(is ...int) []int64 { return storecheck.IDs(is, func(i int) int64 { return ws[i].ID }) }
	all := map[cash.WithdrawalStatus]int64{cash.Paid: 1, cash.Pending: 2, cash.Rejected: 1}
	for _, tc := range []struct {
		name   string
		f      cash.WithdrawalFilter
		want   []int64
		total  int64
		counts map[cash.WithdrawalStatus]int64
	}{
		{"all, newest first", cash.WithdrawalFilter{}, id(3, 2, 1, 0), 4, all},
		{"oldest first", cash.WithdrawalFilter{Sort: "createdAt"}, id(0, 1, 2, 3), 4, all},
		{"newest first", cash.WithdrawalFilter{Sort: "-createdAt"}, id(3, 2, 1, 0), 4, all},
		{"smallest first", cash.WithdrawalFilter{Sort: "amount"}, id(1, 3, 0, 2), 4, all},
		{"largest first", cash.WithdrawalFilter{Sort: "-amount"}, id(2, 0, 3, 1), 4, all},
		{"status", cash.WithdrawalFilter{Status: cash.Pending}, id(3, 1), 2, all},
		{"number from its start", cash.WithdrawalFilter{SN: "W10"}, id(1, 0), 2, map[cash.WithdrawalStatus]int64{cash.Paid: 1, cash.Pending: 1}},
		{"number not within", cash.WithdrawalFilter{SN: "10"}, id(), 0, nil},
		{"applied in [from, to)", cash.WithdrawalFilter{From: f.at.Add(10 * time.Minute), To: f.at.Add(30 * time.Minute)}, id(2, 1), 2,
			map[cash.WithdrawalStatus]int64{cash.Pending: 1, cash.Rejected: 1}},
		{"status and number", cash.WithdrawalFilter{Status: cash.Rejected, SN: "W2"}, id(2), 1,
			map[cash.WithdrawalStatus]int64{cash.Pending: 1, cash.Rejected: 1}},
		{"second page", cash.WithdrawalFilter{Offset: 3, Limit: 3}, id(0), 4, all},
	} {
		if tc.f.Limit == 0 {
			tc.f.Limit = 10
		}
		list, total, counts, err := f.s.Withdrawals(f.ctx, tc.f)
		ids := storecheck.IDs(list, withdrawalID)
		if err != nil || !slices.Equal(ids, tc.want) || total != tc.total {
			t.Errorf("%s: %v of %d (%v), want %v of %d", tc.name, ids, total, err, tc.want, tc.total)
		}
		for _, s := range []cash.WithdrawalStatus{cash.Pending, cash.Paid, cash.Rejected} {
			if counts[s] != tc.counts[s] {
				t.Errorf("%s: counts %v, want %v", tc.name, counts, tc.counts)
				break
			}
		}
	}
	list, _, _, err := f.s.Withdrawals(f.ctx, cash.WithdrawalFilter{SN: "W200", Limit: 10})
	if err != nil || len(list) != 1 {
		t.Fatalf("the list of one withdrawal: %v %v", storecheck.IDs(list, withdrawalID), err)
	}
	storecheck.Equal(t, "a listed withdrawal", list[0], ws[2], normWithdrawal)
}

// lastApplied: when the latest withdrawal in one of the statuses was applied, zero when none.
func lastApplied(t *testing.T, f fixture) {
	check := func(what string, statuses []cash.WithdrawalStatus, want time.Time) {
		t.Helper()
		f.tx(t, func(tx cash.Tx) error {
			got, err := tx.LastApplied(statuses)
			if err != nil || !got.Equal(want) {
				t.Errorf("LastApplied %s: %v %v, want %v", what, got, err, want)
			}
			return nil
		})
	}
	check("of none", cash.CycleCounts, time.Time{})
	f.insertWithdrawal(t, f.withdrawal(0, 100, 10))
	late := f.insertWithdrawal(t, f.withdrawal(0, 100, 30))
	late.Status, late.DecidedAt = cash.Rejected, ptr(f.at.Add(time.Hour))
	f.tx(t, func(tx cash.Tx) error { return tx.SaveWithdrawal(late) })
	check("pending or paid", cash.CycleCounts, f.at.Add(10*time.Minute))
	check("rejected", []cash.WithdrawalStatus{cash.Rejected}, f.at.Add(30*time.Minute))
	check("paid", []cash.WithdrawalStatus{cash.Paid}, time.Time{})
}

// keys: a key claimed and saved is found with its record by a later transaction; one whose
// transaction failed is not.
func keys(t *testing.T, f fixture) {
	rec := idempotency.Record{Scope: "cash.withdraw", Key: "k1", Fingerprint: "fp", Result: []byte(`{"id":1}`), CreatedAt: f.at}
	gone := idempotency.Record{Scope: "cash.withdraw", Key: "k2", Fingerprint: "fp", Result: []byte(`{"id":2}`), CreatedAt: f.at}
	for _, r := range []idempotency.Record{rec, gone} {
		err := f.s.Tx(f.ctx, func(tx cash.Tx) error {
			if _, found, err := tx.ClaimKey(r.Scope, r.Key); err != nil || found {
				t.Errorf("ClaimKey of a new key: found %v, %v", found, err)
			}
			if err := tx.SaveKey(r); err != nil {
				return err
			}
			if r.Key == gone.Key {
				return storecheck.ErrFail
			}
			return nil
		})
		if err != nil && r.Key == rec.Key {
			t.Fatal(err)
		}
	}
	_ = f.s.Tx(f.ctx, func(tx cash.Tx) error {
		got, found, err := tx.ClaimKey(rec.Scope, rec.Key)
		if err != nil || !found || !storecheck.SameRecord(got, rec) {
			t.Errorf("ClaimKey of a saved key: %+v %v %v, want %+v", got, found, err, rec)
		}
		if _, found, err := tx.ClaimKey(gone.Scope, gone.Key); err != nil || found {
			t.Errorf("ClaimKey of a key saved by a failed transaction: found %v, %v", found, err)
		}
		if _, found, err := tx.ClaimKey("other.scope", rec.Key); err != nil || found {
			t.Errorf("ClaimKey of the key in another scope: found %v, %v", found, err)
		}
		return storecheck.ErrFail
	})
}
