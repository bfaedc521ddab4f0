package contracttests

import "shopconsole/server/app"

// sampleSession is the X-Mock-Session of the samples that need one.
const sampleSession = "e2e-run-1"

// The set-ups of the mock's session operations' samples.
func init() {
	// A live session to list, and one to end (named by the request's header).
	samplesSetUp["ListMockSessions"] = func(p *prep) { p.inSession(sampleSession) }
	samplesSetUp["EndMockSession"] = func(p *prep) {
		p.inSession(sampleSession)
		p.s.Header = map[string]string{app.MockSessionHeader: sampleSession}
	}
	// A sign-in code sent to the admin's sample number.
	samplesSetUp["ListMockSMS"] = func(p *prep) {
		const mobile = "13816882001"
		p.post("/shop/smsCode", map[string]any{"mobile": mobile}, false)
		p.s.Query = map[string]string{"mobile": mobile}
	}
}

// inSession makes the session by a first request of the admin in it.
func (p *prep) inSession(name string) {
	p.t.Helper()
	s := &sample{Method: "GET", Path: "/__mock/clock", Header: map[string]string{app.MockSessionHeader: name}}
	if a, err := p.e.send(s.request(p.tok)); err != nil || a.Status != 200 {
		p.t.Fatalf("setting up a sample: a session: %v %d %s", err, a.Status, a.Raw)
	}
}
