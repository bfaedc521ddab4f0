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
func runOrderJobs(ctx context.Context, svc *orders.Service, every time.Duration, logger *slog.Logger) {
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
			for name, job := range map[string]func(context.Context) (int, error){"close unpaid orders": svc.CloseDue, "confirm shipped orders": svc.ConfirmDue} {
				runCtx, cancel := context.WithTimeout(ctx, jobTimeout)
				n, err := job(runCtx)
				cancel()
				if err != nil {
					logger.WarnContext(ctx, "order job", "job", name, "moved", n, "err", err)
				} else if n > 0 {
					logger.InfoContext(ctx, "order job", "job", name, "moved", n)
				}
			}
		}
	}
}
