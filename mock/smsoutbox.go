package mock

import (
	"context"
	"log/slog"
	"slices"
	"sync"
	"time"

	"shopconsole/server/session"
)

// MaxSMSOutbox is how many sent codes an SMS sender keeps, the newest.
const MaxSMSOutbox = 1000

// SentSMS is one code as a phone would have received it.
type SentSMS struct {
	Mobile  string
	Code    string
	Purpose string
	SentAt  time.Time
}

// SMS is the mock backend's sender: it keeps the codes it sent in memory (tests, the demo
// and GET /__mock/sms read them), logs each and writes it to the Outbox file. Each mock
// data set (the default data, each X-Mock-Session) has a sender of its own (Fresh).
type SMS struct {
	Logger *slog.Logger
	Outbox session.Outbox // the codes also go there (the dev flag -sms-outbox)
	// Now dates the codes (time.Now when nil): the clock of the data set.
	Now func() time.Time

	mu   sync.Mutex
	sent []SentSMS // oldest first, at most MaxSMSOutbox
}

// Fresh is a sender with no codes yet that logs and writes the outbox file as s does,
// dating its codes by now.
func (m *SMS) Fresh(now func() time.Time) *SMS {
	return &SMS{Logger: m.Logger, Outbox: m.Outbox, Now: now}
}

// Send implements session.SMSSender.
func (m *SMS) Send(ctx context.Context, mobile, code, purpose string) error {
	now := time.Now
	if m.Now != nil {
		now = m.Now
	}
	m.mu.Lock()
	m.sent = keepNewest(append(m.sent, SentSMS{Mobile: mobile, Code: code, Purpose: purpose, SentAt: now().UTC()}), MaxSMSOutbox)
	m.mu.Unlock()
	if m.Logger != nil {
		m.Logger.InfoContext(ctx, "sms code (mock sender: not sent)", "mobile", mobile, "code", code, "purpose", purpose)
	}
	return m.Outbox.Write(mobile, code)
}

// Last returns the last code sent to mobile, "" when none.
func (m *SMS) Last(mobile string) string {
	if sent := m.Sent(mobile); len(sent) > 0 {
		return sent[0].Code
	}
	return ""
}

// Sent lists the codes sent, to mobile only unless it is "", newest first.
func (m *SMS) Sent(mobile string) []SentSMS {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]SentSMS, 0, len(m.sent))
	for _, s := range slices.Backward(m.sent) {
		if mobile == "" || s.Mobile == mobile {
			out = append(out, s)
		}
	}
	return out
}

// Clear forgets every code sent (a reset of the data set).
func (m *SMS) Clear() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.sent = nil
}
