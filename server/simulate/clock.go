package simulate

import (
	"container/heap"
	"context"
	"fmt"
	"sync"
	"time"
)

// Clock is the simulator's time: when things are due and how it waits for them.
type Clock interface {
	Now() time.Time
	// Sleep waits d, or until ctx ends (its error then).
	Sleep(ctx context.Context, d time.Duration) error
}

// WallClock is the machine's time.
type WallClock struct{}

func (WallClock) Now() time.Time { return time.Now() }

func (WallClock) Sleep(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return fmt.Errorf("wait: %w", ctx.Err())
	case <-t.C:
		return nil
	}
}

// FastClock never waits: a sleep moves its time on at once, so a run goes as fast as the
// server answers and every step happens at the time it would have.
type FastClock struct {
	mu sync.Mutex
	t  time.Time
}

// NewFastClock answers a FastClock at start.
func NewFastClock(start time.Time) *FastClock { return &FastClock{t: start} }

func (c *FastClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *FastClock) Sleep(ctx context.Context, d time.Duration) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if d > 0 {
		c.t = c.t.Add(d)
	}
	return ctx.Err()
}

// task is something due at a time; seq keeps tasks due at once in the order they were
// planned, so that a seed always gives the same run.
type task struct {
	at  time.Time
	seq int
	run func(ctx context.Context) error
}

type agenda struct {
	tasks []task
	next  int
}

func (a *agenda) Len() int { return len(a.tasks) }
func (a *agenda) Less(i, j int) bool {
	if !a.tasks[i].at.Equal(a.tasks[j].at) {
		return a.tasks[i].at.Before(a.tasks[j].at)
	}
	return a.tasks[i].seq < a.tasks[j].seq
}
func (a *agenda) Swap(i, j int) { a.tasks[i], a.tasks[j] = a.tasks[j], a.tasks[i] }
func (a *agenda) Push(x any)    { a.tasks = append(a.tasks, x.(task)) }
func (a *agenda) Pop() any {
	t := a.tasks[len(a.tasks)-1]
	a.tasks = a.tasks[:len(a.tasks)-1]
	return t
}

// at plans fn at t.
func (a *agenda) at(t time.Time, fn func(ctx context.Context) error) {
	a.next++
	heap.Push(a, task{at: t, seq: a.next, run: fn})
}

// pop answers the earliest task.
func (a *agenda) pop() (task, bool) {
	if len(a.tasks) == 0 {
		return task{}, false
	}
	return heap.Pop(a).(task), true
}
