package mock

import (
	"context"
	"fmt"
	"testing"
	"time"
)

func TestSMSOutbox(t *testing.T) {
	at := time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)
	m := &SMS{Now: func() time.Time { return at }}
	ctx := context.Background()
	for i, to := range []string{"13800000001", "13800000002", "13800000001"} {
		if err := m.Send(ctx, to, fmt.Sprintf("00000%d", i), "signIn"); err != nil {
			t.Fatal(err)
		}
		at = at.Add(time.Second)
	}
	all := m.Sent("")
	if len(all) != 3 || all[0].Code != "000002" || all[2].Code != "000000" || !all[2].SentAt.Equal(at.Add(-3*time.Second)) {
		t.Fatalf("sent: %+v", all)
	}
	if one := m.Sent("13800000002"); len(one) != 1 || one[0].Code != "000001" || one[0].Purpose != "signIn" {
		t.Fatalf("to one number: %+v", one)
	}
	if m.Last("13800000001") != "000002" || m.Last("13900000000") != "" {
		t.Fatal("last code")
	}
	fresh := m.Fresh(nil)
	if len(fresh.Sent("")) != 0 {
		t.Fatal("a fresh outbox holds another's codes")
	}
	for i := range MaxSMSOutbox + 5 {
		_ = fresh.Send(ctx, "13800000003", fmt.Sprintf("%06d", i), "bind")
	}
	if kept := fresh.Sent(""); len(kept) != MaxSMSOutbox || kept[0].Code != fmt.Sprintf("%06d", MaxSMSOutbox+4) {
		t.Fatalf("kept %d, newest %+v", len(kept), kept[0])
	}
	if len(m.Sent("")) != 3 {
		t.Fatal("the fresh outbox's codes reached the first")
	}
	m.Clear()
	if len(m.Sent("")) != 0 {
		t.Fatal("clear kept codes")
	}
}
