package app

import (
	"context"
	"log/slog"
	"time"

	"shopconsole/server/orders"
)

// jobTimeout bounds one run of the order jobs: a store that does not answer costs this
// round, not the loop.
const jobTimeout = 5 * time.Minute

// runOrderJobs runs the orders' timed transitions every interval until ctx ends. Several
// instances over one database may run them at once: each order moves in a transaction
// that holds it and checks its status and deadline again, so none moves twice.
func runOrderJobs(ctx context.Context, svc *orders.Service, interval time.Duration, logger *slog.Logger) {
	jobs := map[string]func(context.Context) (int, error){"close unpaid orders": svc.CloseDue, "confirm shipped orders": svc.ConfirmDue,
		"ask again for pending refunds": svc.ResendPending, "agree to overdue refunds only": svc.AgreeDue,
		"revoke returns not sent back": svc.ExpireDue}
	every(ctx, interval, func() {
		for name, job := range jobs {
			runCtx, cancel := context.WithTimeout(ctx, jobTimeout)
			n, err := job(runCtx)
			cancel()
			if err != nil {
				logger.WarnContext(ctx, "order job", "job", name, "moved", n, "err", err)
			} else if n > 0 {
				logger.InfoContext(ctx, "order job", "job", name, "moved", n)
			}
		}
	})
}

// every runs fn at each interval until ctx ends.
func every(ctx context.Context, interval time.Duration, fn func()) {
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
