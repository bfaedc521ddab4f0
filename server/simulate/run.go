// Package simulate plays the storefront's buyers against a running console through its HTTP
// contract only: they register, browse and favourite goods, place orders, pay them (or not),
// cancel, confirm receipt, and apply for refunds and returns, ship returns back and open
// rights claims, at a rate and for a bounded time, every choice drawn from a seed.
package simulate

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"math/rand/v2"
	"net/http"
	"time"
)

// Config is one run.
type Config struct {
	BaseURL  string        // the console, with or without /api
	Rate     float64       // orders per minute
	Duration time.Duration // the run stops by itself after it
	Seed     uint64

	AdminUser, AdminPassword string // the staff account that sets the service account up
	Account, AccountPassword string // the service account; no password: a fresh one each run
	Role                     string // the service account's role

	Progress time.Duration // a progress line this often (0: 5 s)
	Out      io.Writer     // progress lines (nil: none)
	Logger   *slog.Logger  // nil: none
	Clock    Clock         // nil: WallClock
	HTTP     *http.Client  // nil: one with a 20 s timeout
}

// Defaults of the command's flags.
const (
	DefaultBaseURL = "http://127.0.0.1:10000"
	DefaultAccount = "storefront-sim"
	DefaultRole    = "Storefront simulator"
)

// Fatal ends a run: the server cannot be reached, the Admin's credentials are refused or a
// permission is missing. Kind is one of the Kind constants.
type Fatal struct {
	Kind string
	Err  error
}

const (
	KindUnreachable    = "server unreachable"
	KindBadCredentials = "bad admin credentials"
	KindPermission     = "permission missing"
)

func (f *Fatal) Error() string { return f.Kind + ": " + f.Err.Error() }
func (f *Fatal) Unwrap() error { return f.Err }

// sim is one run's state: everything happens on one goroutine, in the agenda's order.
type sim struct {
	cfg    Config
	api    *client
	rng    *rand.Rand
	clock  Clock
	agenda agenda
	sum    Summary
	start  time.Time
	end    time.Time
	// now is when the task running was due: what it plans, it plans from then, so that
	// the schedule does not depend on how long the server took to answer.
	now     time.Time
	cat     catalog
	buyers  []*buyer
	decided map[string]bool
	keys    int
	runID   string
	netErrs int // consecutive requests without an answer
	log     *slog.Logger
}

// Run plays the buyers until cfg.Duration has passed or ctx ends, and answers what they did.
// A *Fatal error stops it at once.
func Run(ctx context.Context, cfg Config) (Summary, error) {
	if cfg.Rate <= 0 || math.IsInf(cfg.Rate, 0) || math.IsNaN(cfg.Rate) {
		return Summary{}, fmt.Errorf("rate %v: want orders per minute above 0", cfg.Rate)
	}
	if cfg.Duration <= 0 {
		return Summary{}, fmt.Errorf("duration %v: want a duration above 0", cfg.Duration)
	}
	base, err := apiBase(cfg.BaseURL)
	if err != nil {
		return Summary{}, err
	}
	if cfg.Clock == nil {
		cfg.Clock = WallClock{}
	}
	if cfg.Progress <= 0 {
		cfg.Progress = 5 * time.Second
	}
	if cfg.Out == nil {
		cfg.Out = io.Discard
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	s := &sim{cfg: cfg, clock: cfg.Clock, rng: rand.New(rand.NewPCG(cfg.Seed, cfg.Seed^0x5eed)), decided: map[string]bool{},
		log: cfg.Logger, sum: Summary{Seed: cfg.Seed}}
	s.runID = fmt.Sprintf("%x", time.Now().UnixNano())
	if err := s.setUp(ctx, base); err != nil {
		return s.sum, err
	}
	err = s.loop(ctx)
	s.sum.Elapsed = s.clock.Now().Sub(s.start)
	s.sum.Interrupted = ended(ctx)
	return s.sum, err
}

// setUp signs the Admin in, readies the service account, signs it in and reads what the
// buyers need: the goods on shelf, the regions and the buyers of earlier runs.
func (s *sim) setUp(ctx context.Context, base string) error {
	admin := newClient(base, s.cfg.HTTP)
	if err := admin.signIn(ctx, s.cfg.AdminUser, s.cfg.AdminPassword); err != nil {
		var ae *APIError
		if errors.As(err, &ae) && (ae.Status == http.StatusUnauthorized || ae.Status == http.StatusBadRequest) {
			return &Fatal{Kind: KindBadCredentials, Err: err}
		}
		return fatal(err)
	}
	password, err := ensureAccount(ctx, admin, s.cfg)
	if err != nil {
		err = fatal(err)
		var f *Fatal
		if errors.As(err, &f) && f.Kind == KindPermission {
			f.Err = fmt.Errorf("%w (%s cannot set the service account up: name an Admin with --admin-user)", f.Err, s.cfg.AdminUser)
		}
		return err
	}
	s.api = newClient(base, s.cfg.HTTP)
	if err := s.api.signIn(ctx, s.cfg.Account, password); err != nil {
		return fatal(fmt.Errorf("the service account (set up just now): %w", err))
	}
	s.log.Info("signed in", "account", s.cfg.Account, "base", base)
	s.start = s.clock.Now()
	s.now = s.start
	s.end = s.start.Add(s.cfg.Duration)
	if err := s.cat.readRegions(ctx, s.api); err != nil {
		return fatal(err)
	}
	if err := s.cat.refresh(ctx, s.api, s.start); err != nil {
		return fatal(err)
	}
	if s.buyers, err = returningBuyers(ctx, s.api); err != nil {
		return fatal(err)
	}
	s.log.Info("ready", "goodsWithStock", len(s.cat.goods), "returningBuyers", len(s.buyers))
	return nil
}

// fatal answers err as a *Fatal when it is one (no answer, or 403), else err as it is.
func fatal(err error) error {
	var ne *NetError
	var ae *APIError
	switch {
	case errors.As(err, &ne):
		return &Fatal{Kind: KindUnreachable, Err: err}
	case errors.As(err, &ae) && ae.Status == http.StatusForbidden:
		return &Fatal{Kind: KindPermission, Err: err}
	}
	return err
}

// loop runs the agenda until the end of the run.
func (s *sim) loop(ctx context.Context) error {
	s.agenda.at(s.start, s.sweep)
	s.agenda.at(s.start.Add(s.arrivalGap()), s.arrival)
	s.agenda.at(s.start.Add(s.cfg.Progress), s.progress)
	s.agenda.at(s.start.Add(s.refreshEvery()), s.refreshCatalog)
	for {
		t, ok := s.agenda.pop()
		if !ok || t.at.After(s.end) {
			break
		}
		_ = s.clock.Sleep(ctx, t.at.Sub(s.clock.Now()))
		s.now = t.at
		if ended(ctx) {
			return nil // interrupted: the summary of what was done
		}
		if err := t.run(ctx); err != nil && !ended(ctx) {
			return err
		}
	}
	if d := s.end.Sub(s.clock.Now()); d > 0 {
		_ = s.clock.Sleep(ctx, d)
	}
	return nil
}

// ended answers whether ctx has ended (the run was interrupted).
func ended(ctx context.Context) bool {
	select {
	case <-ctx.Done():
		return true
	default:
		return false
	}
}

// check counts a failed request and lets the run go on, or answers the error that ends it:
// a 403, three requests in a row without an answer, or the context's end.
func (s *sim) check(err error) error {
	if err == nil {
		s.netErrs = 0
		return nil
	}
	var ne *NetError
	var ae *APIError
	switch {
	case errors.As(err, &ne):
		s.netErrs++
		s.sum.fail("no answer")
		if s.netErrs >= 3 {
			return &Fatal{Kind: KindUnreachable, Err: err}
		}
		return nil
	case errors.As(err, &ae) && ae.Status == http.StatusForbidden:
		return &Fatal{Kind: KindPermission, Err: err}
	case errors.As(err, &ae):
		s.netErrs = 0
		s.sum.fail(ae.Kind())
		s.log.Debug("refused", "err", err)
		return nil
	}
	return err
}

func (s *sim) progress(context.Context) error {
	s.sum.Elapsed = s.clock.Now().Sub(s.start)
	_, _ = fmt.Fprintln(s.cfg.Out, s.sum.Progress())
	s.agenda.at(s.now.Add(s.cfg.Progress), s.progress)
	return nil
}

func (s *sim) refreshCatalog(ctx context.Context) error {
	if err := s.check(s.cat.refresh(ctx, s.api, s.now)); err != nil {
		return err
	}
	s.agenda.at(s.now.Add(s.refreshEvery()), s.refreshCatalog)
	return nil
}

// arrivalGap is the time to the next order: exponential, so that orders come at the rate on
// average and not like clockwork.
func (s *sim) arrivalGap() time.Duration {
	return time.Duration(s.rng.ExpFloat64() * float64(time.Minute) / s.cfg.Rate)
}

// followUp is when a buyer comes back to an order or a claim: exponential around a sixth
// of the run (between 3 s and 10 min on average), times scale.
func (s *sim) followUp(scale float64) time.Duration {
	mean := min(max(s.cfg.Duration/6, 3*time.Second), 10*time.Minute)
	return time.Second + time.Duration(s.rng.ExpFloat64()*scale*float64(mean))
}

// sweepEvery is how often the buyers look at their orders and claims again.
func (s *sim) sweepEvery() time.Duration {
	return min(max(s.cfg.Duration/12, 2*time.Second), time.Minute)
}

func (s *sim) refreshEvery() time.Duration {
	return min(max(s.cfg.Duration/4, 5*time.Second), 5*time.Minute)
}

// later plans fn after d when that is still within the run.
func (s *sim) later(d time.Duration, fn func(ctx context.Context) error) {
	if at := s.now.Add(d); !at.After(s.end) {
		s.agenda.at(at, fn)
	}
}

// key is a fresh Idempotency-Key.
func (s *sim) key() string {
	s.keys++
	return fmt.Sprintf("sim-%s-%d", s.runID, s.keys)
}

// chance answers true with probability p.
func (s *sim) chance(p float64) bool { return s.rng.Float64() < p }
