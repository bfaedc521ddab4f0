package jobs

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestTicker: every job runs at each interval, one after the other, until the context
// ends; a job that fails is logged and runs again at the next interval.
func TestTicker(t *testing.T) {
	runs := make(chan string)
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	ran := func(name string, n int, err error) func(context.Context) (int, error) {
		return func(ctx context.Context) (int, error) {
			select {
			case runs <- name:
			case <-ctx.Done():
			}
			return n, err
		}
	}
	log := &lockedBuffer{}
	logger := slog.New(slog.NewTextHandler(log, nil))
	list := []Job{{Name: "ok", Run: ran("ok", 2, nil)}, {Name: "failing", Run: ran("failing", 0, errors.New("store down"))}}
	if err := (Ticker{}).StartJobs(ctx, time.Millisecond, list, logger); err != nil {
		t.Fatal(err)
	}
	timeout := time.After(10 * time.Second)
	var order []string
	for len(order) < 6 {
		select {
		case name := <-runs:
			order = append(order, name)
		case <-timeout:
			t.Fatalf("runs within 10 s: %v", order)
		}
	}
	if strings.Join(order, " ") != "ok failing ok failing ok failing" {
		t.Errorf("runs: %v", order)
	}
	stop()
	out := log.String()
	if !strings.Contains(out, "job=ok moved=2") || !strings.Contains(out, "job=failing moved=0") || !strings.Contains(out, "store down") {
		t.Errorf("log:\n%s", out)
	}
}

func TestRunOnce(t *testing.T) {
	err := RunOnce(context.Background(), Job{Name: "failing", Run: func(ctx context.Context) (int, error) {
		if _, ok := ctx.Deadline(); !ok {
			return 0, errors.New("no deadline")
		}
		return 1, errors.New("store down")
	}}, slog.New(slog.DiscardHandler))
	if err == nil || err.Error() != "job failing: store down" {
		t.Errorf("a failing run answers %v", err)
	}
}

type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}
func (l *lockedBuffer) String() string { l.mu.Lock(); defer l.mu.Unlock(); return l.b.String() }
