package app

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"shopconsole/mock"
	"shopconsole/server/access"
	"shopconsole/server/jobs"
	"shopconsole/server/mockctl"
	"shopconsole/server/session"
	"shopconsole/server/shell"
)

// mockData is one data set of the mock server: the shared default data or the copy of an
// X-Mock-Session, with what its app keeps apart from the others' - its clock, its SMS
// outbox, its owner - and what a reset or a move of its clock needs of that app: its timed
// jobs and its cache of staff rows.
type mockData struct {
	name    string // "" is the default data
	store   *mock.Store
	clock   *mockctl.Clock
	sms     *mock.SMS // the codes sent in it; nil when SMS is off
	created time.Time
	// cancel ends the app's own background work (its job ticker); nil for the default data.
	cancel context.CancelFunc

	mu     sync.Mutex
	owner  mockctl.Owner
	jobs   []jobs.Job
	forget func() // drops the app's cached staff rows
	logger *slog.Logger
}

// newMockData gives store its own clock over base and its own SMS outbox: the server's
// sender itself for the default data, a fresh one beside it for a session.
func newMockData(name string, store *mock.Store, base func() time.Time, sender session.SMSSender) *mockData {
	d := &mockData{name: name, store: store, clock: mockctl.NewClock(base), created: base()}
	if m, ok := sender.(*mock.SMS); ok && m != nil {
		d.sms = m
		if name != "" {
			d.sms = m.Fresh(d.clock.Now)
		} else if m.Now == nil {
			m.Now = d.clock.Now
		}
	}
	return d
}

// sender is the SMS sender of the data's app: its own outbox, else the server's sender.
func (d *mockData) sender(server session.SMSSender) session.SMSSender {
	if d.sms != nil {
		return d.sms
	}
	return server
}

// attach records what the data's app is built with.
func (d *mockData) attach(list []jobs.Job, forget func(), logger *slog.Logger) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.jobs, d.forget, d.logger = list, forget, logger
}

// claim makes p the owner unless the data has one: the gate calls it for every signed-in
// request of a session, so the session belongs to the account of its first one.
func (d *mockData) claim(p access.Principal) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.owner.Username == "" {
		d.owner = mockctl.Owner{StaffID: p.StaffID, Username: p.Username}
	}
}

func (d *mockData) ownerOf() mockctl.Owner {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.owner
}

// replaced follows a change of the whole data (reset, restore): the app forgets the
// staff rows it cached, which may be of accounts the data no longer holds.
func (d *mockData) replaced() {
	d.mu.Lock()
	forget := d.forget
	d.mu.Unlock()
	if forget != nil {
		forget()
	}
}

// reset gives the data the sample data again, at the server's time, with an empty outbox.
func (d *mockData) reset(ctx context.Context, menus []shell.Menu) error {
	fresh := d.store.Seeded()
	if err := fresh.SeedMenus(ctx, menus); err != nil {
		return fmt.Errorf("reset mock data %q: %w", d.name, err)
	}
	d.store.Restore(fresh)
	d.clock.Reset()
	if d.sms != nil {
		d.sms.Clear()
	}
	d.replaced()
	return nil
}

// clockState is the data's time.
func (d *mockData) clockState() mockctl.ClockState {
	return mockctl.ClockState{Session: d.name, Now: d.clock.Now(), Offset: d.clock.Offset()}
}

// advance moves the clock on and runs the timed jobs once, one after the other, at the new
// time; it answers what each moved. A job that fails ends the run with its error (the
// clock stays moved).
func (d *mockData) advance(ctx context.Context, by time.Duration) ([]mockctl.JobRun, error) {
	if err := d.clock.Advance(by); err != nil {
		return nil, err
	}
	d.mu.Lock()
	list, logger := d.jobs, d.logger
	d.mu.Unlock()
	if logger == nil {
		logger = slog.Default()
	}
	runs := make([]mockctl.JobRun, 0, len(list))
	for _, j := range list {
		n, err := jobs.Run(ctx, j, logger)
		if err != nil {
			return runs, fmt.Errorf("mock data %q after moving its clock: %w", d.name, err)
		}
		runs = append(runs, mockctl.JobRun{Name: j.Name, Moved: n})
	}
	return runs, nil
}

// sent lists the codes sent in the data.
func (d *mockData) sent(mobile string) []mockctl.SentSMS {
	var out []mockctl.SentSMS
	for _, s := range d.sms.Sent(mobile) {
		out = append(out, mockctl.SentSMS{Mobile: s.Mobile, Code: s.Code, Purpose: s.Purpose, SentAt: s.SentAt})
	}
	return out
}
