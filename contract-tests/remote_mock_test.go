package contracttests

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"
)

// The mock's controls a remote run uses in the scenario's session: its clock, which the
// scenario moves on (the timed jobs running at the new time), and its SMS outbox.

// moveClock moves the clock of the scenario's mock session on by d; what the timed jobs
// moved is kept for timedJobs. The set-up account signs in afresh before and after, as
// its token may have ended with the time that passed. A refusal panics: the scenario
// cannot go on.
func (r *remote) moveClock(d time.Duration) {
	r.signInAgain()
	defer r.signInAgain()
	var moved struct {
		Jobs []struct {
			Name  string `json:"name"`
			Moved int    `json:"moved"`
		} `json:"jobs"`
	}
	body, _ := json.Marshal(map[string]string{"advance": d.String()})
	req, _ := http.NewRequest(http.MethodPost, r.base+"/__mock/clock", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if !r.decode(req, &moved) {
		panic(fmt.Sprintf("move the mock session's clock on by %s: refused", d))
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.jobsMoved == nil {
		r.jobsMoved = map[string]int{}
	}
	for _, j := range moved.Jobs {
		r.jobsMoved[j.Name] += j.Moved
	}
}

// movedBy answers what the timed job of that name moved since it was last asked.
func (r *remote) movedBy(job string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := r.jobsMoved[job]
	delete(r.jobsMoved, job)
	return n
}

// remoteSMS reads the codes the mock sent in the scenario's session (GET /__mock/sms), or,
// from another server, the outbox file it writes them to (CONTRACT_SMS_OUTBOX: a server on
// this machine started with --sms dev --sms-outbox FILE).
type remoteSMS struct{ r *remote }

func (s remoteSMS) Last(mobile string) string {
	if !s.r.isMock {
		return s.r.outboxLast(mobile)
	}
	var sent struct {
		List []struct {
			Code string `json:"code"`
		} `json:"list"`
	}
	req, _ := http.NewRequest(http.MethodGet, s.r.base+"/__mock/sms?mobile="+url.QueryEscape(mobile), nil)
	if !s.r.decode(req, &sent) {
		panic("read the mock session's SMS codes: refused")
	}
	if len(sent.List) == 0 {
		return ""
	}
	return sent.List[0].Code
}

// signInAgain gives the scenario a fresh token of the set-up account (kept when sign-in fails:
// the next request says why).
func (r *remote) signInAgain() {
	if tok, err := r.login(r.session); err == nil {
		r.mu.Lock()
		r.token = tok
		r.mu.Unlock()
	}
}

// outboxLast is the newest code the outbox file holds for the mobile.
func (r *remote) outboxLast(mobile string) string {
	if r.smsOutbox == "" {
		skipStep("reads the SMS codes the app sent (CONTRACT_SMS_OUTBOX names the file a server on this machine writes them to)")
	}
	raw, err := os.ReadFile(r.smsOutbox)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		panic(fmt.Sprintf("read the SMS outbox: %v", err))
	}
	code := ""
	for _, line := range strings.Split(string(raw), "\n") {
		if m, c, ok := strings.Cut(strings.TrimSpace(line), " "); ok && m == mobile {
			code = c
		}
	}
	return code
}
