package main

import (
	"context"
	"fmt"
	"time"

	"shopconsole/server/simulate"
)

// simulateCase is the storefront's intake as buyers make it: the simulator's buyers
// (register, browse, order with coupons, pay, cancel, confirm, claim) at a rate well above
// a shop's, for the run's duration, against the bench's server. It prints the orders placed
// and paid per second and the machine's CPU per order placed.
func simulateCase(ctx context.Context, backend, base string, l load) error {
	if !wanted("simulate") {
		return nil
	}
	busy0 := machineBusy()
	sum, err := simulate.Run(ctx, simulate.Config{
		BaseURL: base, Rate: 6000, Duration: l.duration, Seed: 1,
		AdminUser: "admin", AdminPassword: "bench-password", Account: simulate.DefaultAccount, Role: simulate.DefaultRole,
	})
	if err != nil {
		return fmt.Errorf("simulate: %w", err)
	}
	busy := machineBusy() - busy0
	perOrder := "-"
	if sum.Placed > 0 {
		perOrder = (busy / time.Duration(sum.Placed)).Round(time.Microsecond).String()
	}
	secs := sum.Elapsed.Seconds()
	fmt.Printf("%-9s %-22s %8d %10.0f  placed/s %.0f, paid/s %.0f, %d views, %d claims, %d errors, cpu/order %s\n",
		backend, "simulate", sum.Placed, float64(sum.Placed)/secs, float64(sum.Placed)/secs, float64(sum.Paid())/secs,
		sum.Views, sum.RefundsApplied+sum.ReturnsApplied, sum.ErrorCount(), perOrder)
	return nil
}
