package cash

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
	"shopconsole/server/audit"
	"shopconsole/server/idempotency"
	"shopconsole/server/kernel"
	"shopconsole/server/money"
)

// WithdrawalSN is the number of withdrawal id applied at t: "W", the shop day, and the id in
// ten digits (more when it needs them), as order numbers are made.
func WithdrawalSN(id int64, t time.Time) string {
	s := strconv.FormatInt(id, 10)
	if len(s) < 10 {
		s = strings.Repeat("0", 10-len(s)) + s
	}
	return "W" + t.In(kernel.ShopZone).Format("20060102") + s
}

// The sorts of the withdrawal list.
var withdrawalSorts = []string{"createdAt", "-createdAt", "amount", "-amount"}

// The Idempotency-Key scopes of the withdrawal writes: approve and reject share one, so a
// key that paid a withdrawal cannot also reject it.
const (
	applyScope  = "cash.withdraw.apply"
	decideScope = "cash.withdraw.decide"
)

// who names the signed-in staff member.
func who(ctx context.Context) string {
	if p, ok := access.PrincipalFrom(ctx); ok {
		return p.Username
	}
	return ""
}

// ApplyRefusal is the caller's error for a broken application rule, naming `amount`: 400
// for the limits, 409 for the cycle and a short account.
func ApplyRefusal(e *ApplyError, amount int64, s Settings, a Account) *apperr.Error {
	out := &apperr.Error{Status: http.StatusBadRequest, Field: "amount", Key: "cash.apply." + string(e.Rule)}
	switch e.Rule {
	case ApplyMin:
		out.Args = []any{money.Format(amount), money.Format(s.MinAmount)}
	case ApplyMax:
		out.Args = []any{money.Format(amount), money.Format(s.MaxAmount)}
	case ApplyCycle:
		out.Status = http.StatusConflict
		out.Args = []any{strconv.Itoa(s.CycleDays), e.Next.In(kernel.ShopZone).Format("2006-01-02 15:04")}
	case ApplyShort:
		out.Status = http.StatusConflict
		out.Args = []any{money.Format(amount), money.Format(a.Available)}
	}
	return out
}

func withdrawalNotFound(id int64) *apperr.Error {
	return apperr.New(http.StatusNotFound, "cash.withdrawalNotFound", strconv.FormatInt(id, 10))
}

// Withdrawals answers one page of withdrawals, how many the filter keeps and the count of
// every status under the other filters.
func (s *Service) Withdrawals(ctx context.Context, f WithdrawalFilter) ([]Withdrawal, int64, map[WithdrawalStatus]int64, error) {
	if f.Sort == "" {
		f.Sort = "-createdAt"
	}
	if !slices.Contains(withdrawalSorts, f.Sort) {
		return nil, 0, nil, apperr.Invalid("sort", "cash.sort")
	}
	f.SN = strings.TrimSpace(f.SN)
	rows, _, counts, err := s.store.Withdrawals(ctx, f)
	return rows, WithdrawalTotal(counts, f.Status), counts, err
}

// Withdrawal answers one withdrawal, 404 when there is none.
func (s *Service) Withdrawal(ctx context.Context, id int64) (Withdrawal, error) {
	w, err := s.store.Withdrawal(ctx, id)
	if errors.Is(err, ErrWithdrawalNotFound) {
		return w, withdrawalNotFound(id)
	}
	return w, err
}

// Preview is what an application of Amount would cost and bring, and the refusal it would
// meet (nil: none).
type Preview struct {
	Amount, Fee, Net int64
	Account          Account
	Settings         Settings
	Refusal          *ApplyError
	Error            *apperr.Error // the refusal as the application would answer it
}

// Preview checks an application of amount without applying it.
func (s *Service) Preview(ctx context.Context, amount int64) (Preview, error) {
	p := Preview{Amount: amount}
	err := s.store.Tx(ctx, func(tx Tx) (err error) {
		st, err := tx.Standing(false)
		if err != nil {
			return err
		}
		p.Account, p.Settings = st.Account, st.Settings
		last, err := tx.LastApplied(CycleCounts)
		if err != nil {
			return err
		}
		var ae *ApplyError
		p.Fee, p.Net, err = CheckApply(p.Settings, p.Account, amount, last, s.now())
		if errors.As(err, &ae) {
			p.Refusal, p.Error = ae, ApplyRefusal(ae, amount, p.Settings, p.Account)
			p.Fee = Fee(max(amount, 0), p.Settings.FeeRate)
			p.Net = amount - p.Fee
			return nil
		}
		return err
	})
	return p, err
}

// ApplyInput is an application as the form sends it.
type ApplyInput struct {
	Amount         int64
	MethodID       int64
	IdempotencyKey string
}

// Apply freezes an application's amount under the settings' rules, keeping the method as it
// is now; the account row is held first, so concurrent applications queue and never
// overdraw.
func (s *Service) Apply(ctx context.Context, in ApplyInput) (Withdrawal, error) {
	at := s.now().UTC().Truncate(time.Microsecond) // as the stores keep it
	req := idempotency.Request{Scope: applyScope, Key: in.IdempotencyKey, At: at}
	if req.Key != "" {
		req.Fingerprint = idempotency.Fingerprint([]int64{in.Amount, in.MethodID})
	}
	applicant := who(ctx)
	var out idempotency.Outcome
	var made Withdrawal
	err := s.store.Tx(ctx, func(tx Tx) (err error) {
		out, err = idempotency.Decide(tx, req, func() (int64, error) {
			st, err := tx.Standing(true)
			if err != nil {
				return 0, err
			}
			a, set := st.Account, st.Settings
			m, err := find(st.Methods, in.MethodID)
			if err != nil {
				return 0, idempotency.Refuse(apperr.Invalid("methodId", "cash.apply.methodUnknown", strconv.FormatInt(in.MethodID, 10)))
			}
			var last time.Time // read only when a cycle limits how often
			if set.CycleDays > 0 {
				if last, err = tx.LastApplied(CycleCounts); err != nil {
					return 0, err
				}
			}
			fee, net, err := CheckApply(set, a, in.Amount, last, at)
			if ae := (*ApplyError)(nil); errors.As(err, &ae) {
				return 0, idempotency.Refuse(ApplyRefusal(ae, in.Amount, set, a))
			}
			if err != nil {
				return 0, err
			}
			id := st.NextID
			made = Withdrawal{ID: id, SN: WithdrawalSN(id, at), Amount: in.Amount, Fee: fee, Net: net, MethodID: m.ID,
				Status: Pending, CreatedAt: at, AccountMask: Mask(m.Kind, m.AccountNo), MethodKind: m.Kind, Holder: m.Holder,
				Bank: m.Bank, AppliedBy: applicant}
			if err := s.write(tx, a, Applied(made, at), func() error { return tx.InsertWithdrawal(made) }); err != nil {
				return 0, err
			}
			audit.Commits(ctx) // applied: the system log's line can go with this commit
			return id, nil
		})
		return err
	})
	if err == nil && out.Refused == nil && made.ID != 0 && out.ID == made.ID {
		return made, nil // made now, as stored: no need to read it back
	}
	return s.answer(ctx, out, err)
}

// write moves the account by f, saves what changed (save) and appends the flow line, in
// the caller's transaction.
func (s *Service) write(tx Tx, a Account, f Flow, save func() error) error {
	a, f, err := Move(a, f)
	if err != nil {
		return err
	}
	if err := save(); err != nil {
		return err
	}
	if err := tx.AppendFlow(f); err != nil {
		return err
	}
	return tx.SaveAccount(a)
}

// answer turns a write's idempotency.Outcome into the withdrawal as it is now, or the refusal.
func (s *Service) answer(ctx context.Context, out idempotency.Outcome, err error) (Withdrawal, error) {
	switch {
	case errors.Is(err, idempotency.ErrReused):
		return Withdrawal{}, apperr.New(http.StatusConflict, "shopusers.idempotencyReused")
	case err != nil:
		return Withdrawal{}, err
	case out.Refused != nil:
		return Withdrawal{}, out.Refused
	}
	return s.Withdrawal(ctx, out.ID)
}

// DecideInput is an approver's decision: paid with the transfer's number, or rejected with
// a reason.
type DecideInput struct {
	ID             int64
	To             WithdrawalStatus // Paid or Rejected
	Reference      string
	Reason         string
	IdempotencyKey string
}

// Decide pays or rejects a pending withdrawal, once: the frozen amount leaves the account
// or goes back to what is available.
func (s *Service) Decide(ctx context.Context, in DecideInput) (Withdrawal, error) {
	in.Reference, in.Reason = strings.TrimSpace(in.Reference), strings.TrimSpace(in.Reason)
	switch {
	case in.To == Paid && in.Reference == "":
		return Withdrawal{}, apperr.Invalid("reference", "cash.required", "reference")
	case in.To == Rejected && in.Reason == "":
		return Withdrawal{}, apperr.Invalid("reason", "cash.required", "reason")
	}
	at := s.now().UTC().Truncate(time.Microsecond) // as the stores keep it
	req := idempotency.Request{Scope: decideScope, Key: in.IdempotencyKey, At: at}
	if req.Key != "" {
		req.Fingerprint = idempotency.Fingerprint([]any{in.ID, in.To, in.Reference, in.Reason})
	}
	approver := who(ctx)
	var out idempotency.Outcome
	err := s.store.Tx(ctx, func(tx Tx) (err error) {
		out, err = idempotency.Decide(tx, req, func() (int64, error) {
			a, err := tx.Account(true)
			if err != nil {
				return 0, err
			}
			w, err := tx.Withdrawal(in.ID, true)
			if errors.Is(err, ErrWithdrawalNotFound) {
				return 0, idempotency.Refuse(withdrawalNotFound(in.ID))
			}
			if err != nil {
				return 0, err
			}
			if in.To == Paid {
				w.Reference = in.Reference
			} else {
				w.Reason = in.Reason
			}
			w, f, err := Decide(w, in.To, at)
			if ie := (*IllegalError)(nil); errors.As(err, &ie) {
				return 0, idempotency.Refuse(apperr.New(http.StatusConflict, "cash.decided."+string(ie.From), w.SN))
			}
			if err != nil {
				return 0, err
			}
			w.DecidedBy = approver
			return w.ID, s.write(tx, a, f, func() error { return tx.SaveWithdrawal(w) })
		})
		return err
	})
	return s.answer(ctx, out, err)
}
