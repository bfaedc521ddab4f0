package app

// The background pruning of what can no longer matter.

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"shopconsole/server/jobs"
)

var ErrNoConsole = errors.New("console not built")

// pruner deletes what can no longer matter: expired sessions, old idempotency keys.
type pruner interface {
	Prune(ctx context.Context) (int64, error)
}

func prune(ctx context.Context, what map[string]pruner, interval time.Duration, logger *slog.Logger) {
	jobs.Every(ctx, interval, func() {
		for name, p := range what {
			pruneOne(ctx, name, p, logger)
		}
	})
}

// pruneOne runs one pruner within pruneTimeout: a store that does not answer costs this
// round, not the loop.
func pruneOne(ctx context.Context, name string, p pruner, logger *slog.Logger) {
	ctx, cancel := context.WithTimeout(ctx, pruneTimeout)
	defer cancel()
	n, err := p.Prune(ctx)
	if err != nil {
		logger.WarnContext(ctx, "prune", "what", name, "err", err)
	} else if n > 0 {
		logger.InfoContext(ctx, "pruned", "what", name, "rows", n)
	}
}
