// Package jobs runs the server's timed jobs. What a job does is a service function, written
// once; a Runner decides when and where it runs: Ticker on every instance by itself (the
// mock), or a queue the instances share, so that each run of a job happens on one of them
// (Postgres: River, postgres.DB.StartJobs).
package jobs

import (
	"context"
	"fmt"
	"log/slog"
	"time"
)

// Job is one timed job.
type Job struct {
	// Name names the job in the logs and keys its runs in a shared queue: keep it stable,
	// letters, digits and . _ - only.
	Name string
	// Run does the job once and answers how many things it moved. It must be safe to run
	// again: what it does is redone when a crash loses a run's last commits (on Postgres a
	// job's commits do not wait for the disk), so it tells nobody outside the database of
	// a write it made.
	Run func(ctx context.Context) (int, error)
}

// Timeout bounds one run of a job: a store that does not answer costs that run, not the
// ones after it.
const Timeout = 5 * time.Minute

// Runner runs jobs every interval from now until ctx ends.
type Runner interface {
	StartJobs(ctx context.Context, every time.Duration, list []Job, logger *slog.Logger) error
}

// RunOnce runs j once under Timeout and logs what it moved, or its error.
func RunOnce(ctx context.Context, j Job, logger *slog.Logger) error {
	_, err := Run(ctx, j, logger)
	return err
}

// Run is RunOnce answering how many things the job moved.
func Run(ctx context.Context, j Job, logger *slog.Logger) (int, error) {
	ctx, cancel := context.WithTimeout(ctx, Timeout)
	defer cancel()
	start := time.Now()
	n, err := j.Run(ctx)
	ms := time.Since(start).Milliseconds()
	if err != nil {
		logger.WarnContext(ctx, "timed job failed", "job", j.Name, "moved", n, "ms", ms, "err", err)
		return n, fmt.Errorf("job %s: %w", j.Name, err)
	}
	if n > 0 {
		logger.InfoContext(ctx, "timed job", "job", j.Name, "moved", n, "ms", ms)
	}
	return n, nil
}

// Ticker runs every job on this instance at each interval, one after the other: for a
// backend that only this instance serves.
type Ticker struct{}

// StartJobs implements Runner.
func (Ticker) StartJobs(ctx context.Context, every time.Duration, list []Job, logger *slog.Logger) error {
	go Every(ctx, every, func() {
		for _, j := range list {
			_ = RunOnce(ctx, j, logger) // logged; the next interval runs it again
		}
	})
	return nil
}

// Every runs fn at each interval until ctx ends.
func Every(ctx context.Context, interval time.Duration, fn func()) {
	tick := time.NewTicker(interval)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
			fn()
		}
	}
}
