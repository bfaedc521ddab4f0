package audit

import (
	"context"
	"testing"
	"time"
)

type noStore struct{}

func (noStore) AppendLog(context.Context, Entry) error { return nil }

func TestLineGoesWithTheCommitThatDecides(t *testing.T) {
	at := time.Date(2026, 11, 28, 8, 0, 0, 0, time.UTC)
	l := New(noStore{}, func() time.Time { return at })
	if _, _, ok := Take(context.Background()); ok {
		t.Fatal("taken without an offer")
	}
	ctx := l.Offer(context.Background(), Entry{Result: ResultSuccess, Operation: "apply"})
	if _, _, ok := Take(ctx); ok {
		t.Fatal("taken before the operation said its commit decides")
	}
	Commits(ctx)
	e, done, ok := Take(ctx)
	if !ok || e.Operation != "apply" || e.Type != TypeOperation || !e.CreatedAt.Equal(at) {
		t.Fatalf("taken: %+v %v", e, ok)
	}
	if Written(ctx) {
		t.Fatal("written before its commit went through")
	}
	if _, _, again := Take(ctx); again {
		t.Fatal("taken twice")
	}
	done()
	if !Written(ctx) {
		t.Fatal("the gate would write the line again")
	}
	Commits(ctx) // a later transaction of the same request carries nothing
	if _, _, ok := Take(ctx); ok {
		t.Fatal("taken after it was written")
	}
}
