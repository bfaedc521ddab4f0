package mock

import (
	"cmp"
	"context"
	"fmt"
	"testing"
	"time"

	"shopconsole/server/audit"
	"shopconsole/server/kernel"
	"shopconsole/server/session"
	"shopconsole/server/shopusers"
)

var t0 = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

// small is a store whose bounds are a few entries each, so that a test reaches them.
func small() *Store {
	s := New()
	s.limits = limits{logLines: 10, ledgerLines: 10, refreshTokens: 8, idempotencyKeys: 8, failureKeys: 8, smsCodes: 8}
	return s
}

func anyUser(s *Store) int64 { return s.shop.byRegistered.all()[0].ID }

// Each kind of accumulating data stays within its bound under a stream of writes, and
// what it keeps is the newest.
func TestBoundsKeepTheNewest(t *testing.T) {
	ctx := context.Background()
	cases := []struct {
		name  string
		write func(s *Store, i int) error
		size  func(s *Store) int
		max   int
		// newest reports whether the last write (i = n-1) is still there.
		newest func(s *Store, last int) bool
	}{
		{"system log", func(s *Store, i int) error {
			return s.AppendLog(ctx, audit.Entry{Operation: fmt.Sprint("op", i), CreatedAt: t0})
		}, func(s *Store) int { return len(s.log) }, 10, func(s *Store, last int) bool {
			return s.log[len(s.log)-1].Operation == fmt.Sprint("op", last) && s.log[0].Operation == fmt.Sprint("op", last-9)
		}},
		{"ledger and idempotency keys", func(s *Store, i int) error {
			svc := shopusers.New(s.ShopUsers(), nil, func() time.Time { return t0.Add(time.Duration(i) * time.Second) })
			_, err := svc.Adjust(ctx, shopusers.AdjustInput{UserID: anyUser(s), Type: shopusers.Points, Increase: true, Amount: "1",
				Remark: "r", IdempotencyKey: fmt.Sprint("key", i)})
			return err
		}, func(s *Store) int { return max(s.shop.ledger.len(), s.shop.idem.len()) }, 10, func(s *Store, last int) bool {
			kept := s.shop.idem.has(idemKey("user.adjust", fmt.Sprint("key", last)))
			first := s.shop.idem.has(idemKey("user.adjust", "key0"))
			lines, total, _ := s.ShopUsers().Ledger(ctx, shopusers.LedgerFilter{Page: kernel.Page{No: 1, Size: 50}})
			return kept && !first && total == 10 && len(lines) == 10 && lines[0].CreatedAt.Equal(t0.Add(time.Duration(last)*time.Second))
		}},
		{"refresh tokens", func(s *Store, i int) error {
			return s.SaveRefreshToken(ctx, session.RefreshToken{Hash: fmt.Sprint("h", i), Family: "f", StaffID: 1,
				CreatedAt: t0.Add(time.Duration(i) * time.Second), ExpiresAt: t0.Add(time.Hour)})
		}, func(s *Store) int { return len(s.refresh) }, 9, func(s *Store, last int) bool {
			_, kept := s.refresh[fmt.Sprint("h", last)]
			_, first := s.refresh["h0"]
			return kept && !first
		}},
		{"login failures", func(s *Store, i int) error {
			return s.AddLoginFailure(ctx, fmt.Sprint("acct", i), "127.0.0.1", t0.Add(time.Duration(i)*time.Second))
		}, func(s *Store) int { return len(s.failures) }, 9, func(s *Store, last int) bool {
			got, _ := s.RecentLoginFailures(ctx, fmt.Sprint("acct", last), "127.0.0.1", t0)
			gone, _ := s.RecentLoginFailures(ctx, "acct0", "127.0.0.1", t0.Add(-time.Second))
			return len(got) == 1 && len(gone) == 0
		}},
		{"sms codes", func(s *Store, i int) error {
			at := t0.Add(time.Duration(i) * time.Second)
			return s.SMSTx(ctx, func(tx session.SMSTx) error {
				return tx.SaveSMSCode(session.SMSCode{Mobile: fmt.Sprintf("1450000%04d", i), Hash: "h", SentAt: at,
					ExpiresAt: at.Add(time.Hour)})
			})
		}, func(s *Store) int { return s.sms.len() }, 9, func(s *Store, last int) bool {
			kept := s.sms.has(fmt.Sprintf("1450000%04d", last))
			first := s.sms.has("14500000000")
			return kept && !first
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := small()
			const n = 100
			for i := range n {
				if err := c.write(s, i); err != nil {
					t.Fatal(err)
				}
				if got := c.size(s); got > c.max {
					t.Fatalf("after write %d: %d kept, bound %d", i, got, c.max)
				}
			}
			if !c.newest(s, n-1) {
				t.Errorf("the newest is not what was kept")
			}
		})
	}
}

// The prune loop's call frees expired refresh tokens and failures outside the window.
func TestPruneSessionsFrees(t *testing.T) {
	ctx := context.Background()
	s := New()
	for i := range 5 {
		exp := t0.Add(time.Duration(i-2) * time.Hour) // three expired at t0, two alive
		_ = s.SaveRefreshToken(ctx, session.RefreshToken{Hash: fmt.Sprint("h", i), CreatedAt: t0.Add(-3 * time.Hour), ExpiresAt: exp})
		_ = s.AddLoginFailure(ctx, fmt.Sprint("acct", i), "ip", t0.Add(time.Duration(i-2)*session.FailureWindow))
	}
	n, err := s.PruneSessions(ctx, t0.Add(time.Nanosecond), t0)
	if err != nil {
		t.Fatal(err)
	}
	if n != 5 || len(s.refresh) != 2 || len(s.failures) != 3 {
		t.Errorf("pruned %d: %d tokens and %d failure keys left, want 2 and 3", n, len(s.refresh), len(s.failures))
	}
}

func TestKeepNewest(t *testing.T) {
	for _, c := range []struct {
		in    []int
		limit int
		want  []int
	}{
		{nil, 3, nil},
		{[]int{1, 2}, 3, []int{1, 2}},
		{[]int{1, 2, 3, 4, 5}, 3, []int{3, 4, 5}},
	} {
		got := keepNewest(c.in, c.limit)
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("keepNewest(%v, %d) = %v, want %v", c.in, c.limit, got, c.want)
		}
	}
}

func TestNewestPage(t *testing.T) {
	type row struct{ at, id int }
	asc := func(a, b *row) int { return cmp.Or(cmp.Compare(a.at, b.at), cmp.Compare(a.id, b.id)) }
	even := func(r *row) bool { return r.id%2 == 0 }
	ordered := []row{{1, 1}, {1, 2}, {2, 3}, {3, 4}, {3, 6}, {5, 8}}
	shuffled := []row{{3, 4}, {1, 2}, {5, 8}, {1, 1}, {3, 6}, {2, 3}}
	for _, c := range []struct {
		name          string
		rows          []row
		offset, limit int
		want          []int // ids
		total         int
	}{
		{"ordered first page", ordered, 0, 2, []int{8, 6}, 4},
		{"ordered second page", ordered, 2, 2, []int{4, 2}, 4},
		{"ordered past the end", ordered, 5, 2, nil, 4},
		{"out of order first page", shuffled, 0, 2, []int{8, 6}, 4},
		{"out of order last page", shuffled, 3, 2, []int{2}, 4},
		{"empty", nil, 0, 10, nil, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			page, total := newestPage(c.rows, even, asc, c.offset, c.limit)
			var ids []int
			for _, r := range page {
				ids = append(ids, r.id)
			}
			if total != c.total || fmt.Sprint(ids) != fmt.Sprint(c.want) || page == nil {
				t.Errorf("page %v (nil %v), total %d; want %v, %d", ids, page == nil, total, c.want, c.total)
			}
		})
	}
}
