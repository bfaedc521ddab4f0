package app

import (
	"context"
	"testing"
	"time"

	"github.com/gofiber/fiber/v3"

	"shopconsole/mock"
)

// TestMockSessionWorkEnds: the work of a session's app (its job ticker) ends with the
// session, whether it is ended or dropped when idle; the default data's never does.
func TestMockSessionWorkEnds(t *testing.T) {
	now := time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	server, stop := context.WithCancel(context.Background())
	defer stop()
	root := newMockData("", mock.NewAt(now), clock, nil)
	hub := newMockHub(server, root, MockSessions{Max: 2, Idle: time.Minute}, clock)
	works := map[string]context.Context{}
	hub.build = func(ctx context.Context, d *mockData) (*fiber.App, error) {
		works[d.name] = ctx
		return fiber.New(), nil
	}
	for _, name := range []string{"ended", "idle"} {
		if _, err := hub.session(name, true); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := hub.session("third", true); err == nil {
		t.Fatal("a third session past the bound of two")
	}
	if err := hub.End(context.Background(), "ended"); err != nil {
		t.Fatal(err)
	}
	if works["ended"].Err() == nil || works["idle"].Err() != nil {
		t.Fatal("ending a session did not end its work alone")
	}
	if err := hub.End(context.Background(), "ended"); err == nil {
		t.Fatal("ended twice")
	}
	now = now.Add(2 * time.Minute)
	if got, _ := hub.Sessions(); len(got) != 0 {
		t.Fatalf("an idle session listed: %+v", got)
	}
	if _, err := hub.session("third", true); err != nil { // drops the idle one
		t.Fatal(err)
	}
	if works["idle"].Err() == nil || works["third"].Err() != nil || server.Err() != nil {
		t.Fatal("dropping an idle session did not end its work alone")
	}
	if s, _ := hub.session("third", false); s == nil || !s.created.Equal(now) {
		t.Fatalf("third: %+v", s)
	}
}
