package session

import (
	"testing"
	"time"
)

func TestSMSWait(t *testing.T) {
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		name  string
		sent  time.Duration // before now
		found bool
		want  int
	}{
		{"no code yet", 0, false, 0},
		{"just sent", 0, true, 60},
		{"half a second left", SMSInterval - 500*time.Millisecond, true, 1},
		{"exactly the interval", SMSInterval, true, 0},
		{"long ago", time.Hour, true, 0},
	} {
		if got := smsWait(SMSCode{SentAt: now.Add(-c.sent)}, c.found, now); got != c.want {
			t.Errorf("%s: wait %d, want %d", c.name, got, c.want)
		}
	}
}

func TestCheckSMS(t *testing.T) {
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	live := SMSCode{Mobile: "13800000000", Hash: "h", SentAt: now.Add(-time.Minute), ExpiresAt: now.Add(time.Minute)}
	for _, c := range []struct {
		name     string
		code     SMSCode
		found    bool
		hash     string
		result   SMSCheck
		save     bool
		hashLeft string
		attempts int
	}{
		{"no code", SMSCode{}, false, "h", SMSWrong, false, "", 0},
		{"right code", live, true, "h", SMSMatched, true, "", 0},
		{"used up", SMSCode{Hash: "", ExpiresAt: now.Add(time.Minute)}, true, "", SMSWrong, false, "", 0},
		{"expired", SMSCode{Hash: "h", ExpiresAt: now}, true, "h", SMSExpired, false, "h", 0},
		{"wrong code counts", live, true, "x", SMSWrong, true, "h", 1},
		{"the last wrong attempt invalidates", SMSCode{Hash: "h", ExpiresAt: now.Add(time.Minute), Attempts: SMSMaxAttempts - 1},
			true, "x", SMSWrong, true, "", SMSMaxAttempts},
	} {
		next, result, save := checkSMS(c.code, c.found, c.hash, now)
		if result != c.result || save != c.save || next.Hash != c.hashLeft || next.Attempts != c.attempts {
			t.Errorf("%s: %v save %v, left %q after %d attempts", c.name, result, save, next.Hash, next.Attempts)
		}
		if result == SMSMatched && !next.SentAt.Equal(c.code.SentAt) {
			t.Errorf("%s: the send time must stay for the interval rule", c.name)
		}
	}
}
