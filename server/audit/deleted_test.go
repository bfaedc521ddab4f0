package audit

import (
	"context"
	"testing"
	"time"
)

func TestDeletedNamesTheTarget(t *testing.T) {
	cases := []struct {
		name   string
		detail string // the offered line's own detail
		say    func(ctx context.Context)
		want   string
	}{
		{"nothing said", "", func(context.Context) {}, ""},
		{"one record", "", func(ctx context.Context) {
			Deleted(ctx, "goods", Item{ID: 301, Name: "碎花连衣裙"})
		}, "goods 301 碎花连衣裙"},
		{"several records", "", func(ctx context.Context) {
			Deleted(ctx, "staff", Item{ID: 12, Name: "alice"}, Item{ID: 13, Name: "bob"})
		}, "staff 12 alice, 13 bob"},
		{"a key and no name", "", func(ctx context.Context) {
			Deleted(ctx, "store", Item{Key: "WD8890"})
		}, "store WD8890"},
		{"said again replaces", "", func(ctx context.Context) {
			Deleted(ctx, "role", Item{ID: 1, Name: "first try"})
			Deleted(ctx, "role", Item{ID: 1, Name: "Auditors"})
		}, "role 1 Auditors"},
		{"two kinds, after the line's own detail", "by hand", func(ctx context.Context) {
			Deleted(ctx, "album", Item{ID: 4, Name: "Spring"})
			Deleted(ctx, "picture", Item{ID: 9, Name: "a.png"})
		}, "by hand; album 4 Spring; picture 9 a.png"},
	}
	at := time.Date(2026, 11, 28, 8, 0, 0, 0, time.UTC)
	l := New(noStore{}, func() time.Time { return at })
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			line := Entry{Result: ResultSuccess, Operation: "DeleteStaff", Detail: tc.detail}
			// After the handler: the gate writes the line.
			ctx := l.Offer(context.Background(), line)
			tc.say(ctx)
			want := tc.want
			if want == "" {
				want = tc.detail
			}
			if got := Detailed(ctx, line).Detail; got != want {
				t.Errorf("the gate's line: %q, want %q", got, want)
			}
			// With the commit: a store takes the line.
			ctx = l.Offer(context.Background(), line)
			tc.say(ctx)
			Commits(ctx)
			if e, _, ok := Take(ctx); !ok || e.Detail != want {
				t.Errorf("the committed line: %q (%v), want %q", e.Detail, ok, want)
			}
		})
	}
	// Without a line on offer, nothing happens and nothing fails.
	Deleted(context.Background(), "staff", Item{ID: 1})
	if e := Detailed(context.Background(), Entry{Detail: "x"}); e.Detail != "x" {
		t.Fatalf("detail %q", e.Detail)
	}
}
