package app

import (
	"context"
	"log/slog"
	"time"

	"shopconsole/server/cash"
	"shopconsole/server/jobs"
	"shopconsole/server/orders"
)

// orderJobs are the orders' timed transitions: what each does when due is the order
// service's.
func orderJobs(svc *orders.Service) []jobs.Job {
	return []jobs.Job{
		{Name: "orders.close_unpaid", Run: svc.CloseDue},
		{Name: "orders.confirm_shipped", Run: svc.ConfirmDue},
		{Name: "orders.resend_refunds", Run: svc.ResendPending},
		{Name: "aftersales.agree_overdue", Run: svc.AgreeDue},
		{Name: "aftersales.expire_returns", Run: svc.ExpireDue},
	}
}

// upkeepJobs are the backend's own upkeep, when it has any (Postgres: folding the shards of
// its counters).
func upkeepJobs(backend Backend) []jobs.Job {
	if b, ok := backend.(interface{ UpkeepJobs() []jobs.Job }); ok {
		return b.UpkeepJobs()
	}
	return nil
}

// startJobs runs list every interval until ctx ends: on the backend's own runner when it
// has one (Postgres: a queue the instances share, so that one run happens on one of them),
// else on this instance's ticker (the mock, whose data only this process holds).
func startJobs(ctx context.Context, backend Backend, interval time.Duration, list []jobs.Job, logger *slog.Logger) error {
	var runner jobs.Runner = jobs.Ticker{}
	if r, ok := backend.(jobs.Runner); ok {
		runner = r
	}
	return runner.StartJobs(ctx, interval, list, logger)
}

// cashJobs are the cash area's timed jobs: the settlement of completed orders, with the
// settings settings answers (nil: the default settings).
func cashJobs(svc *cash.Service, settings cash.SettingsFunc) []jobs.Job {
	return []jobs.Job{{Name: "cash.settle_orders", Run: svc.SettleDue(settings)}}
}
