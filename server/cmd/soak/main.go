// Command soak runs the shop-console binary on the mock backend and drives it on loopback
// with a bounded, mixed load (sign-ins, refreshes, sign-outs, list reads, balance
// adjustments, staff and level edits) for a while. It prints the server's resident memory
// (VmRSS) as it goes, and fails on any 5xx or transport error, or when the memory grew by
// more than -max-growth over what it was after the warm-up.
//
//	go build -o bin/shop-console ./server/cmd/shop-console
//	go run ./server/cmd/soak -bin bin/shop-console -duration 10m
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"
)

type options struct {
	bin       string
	duration  time.Duration
	warmup    time.Duration
	rate      int
	workers   int
	maxGrowth int64 // bytes
	serverLog string
}

func main() {
	var o options
	var growthMiB int64
	flag.StringVar(&o.bin, "bin", "bin/shop-console", "the server binary to run")
	flag.DurationVar(&o.duration, "duration", 10*time.Minute, "how long to drive it (warm-up included)")
	flag.DurationVar(&o.warmup, "warmup", 0, "load before the reference memory reading; 0: half the duration")
	flag.IntVar(&o.rate, "rate", 300, "requests a second, at most")
	flag.IntVar(&o.workers, "workers", 16, "concurrent clients, each with its own sign-in")
	flag.StringVar(&o.serverLog, "server-log", "", "keep the server's log (stderr) in this file (GODEBUG=gctrace=1 shows its heap)")
	flag.Int64Var(&growthMiB, "max-growth", 64, "MiB the server's RSS may grow after the warm-up")
	flag.Parse()
	o.maxGrowth = growthMiB << 20
	if o.warmup == 0 {
		// The mock's bounded stores fill during the first minutes (at 300 req/s the system
		// log in about 6, tokens and keys in about 7); until then its heap grows by design.
		o.warmup = o.duration / 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, o); err != nil {
		fmt.Fprintln(os.Stderr, "soak: FAIL:", err)
		os.Exit(1)
	}
	fmt.Println("soak: PASS")
}

func run(ctx context.Context, o options) error {
	srv, err := startServer(ctx, o.bin, o.serverLog)
	if err != nil {
		return err
	}
	defer srv.stop()
	start, err := rss(srv.pid())
	if err != nil {
		return err
	}
	fmt.Printf("soak: server pid %d on %s, RSS at start %s; %v at up to %d req/s, %d clients, warm-up %v\n",
		srv.pid(), srv.base, mib(start), o.duration, o.rate, o.workers, o.warmup)

	d, err := newDriver(ctx, srv.base, o.workers)
	if err != nil {
		return fmt.Errorf("set-up: %w", err)
	}
	loadCtx, cancel := context.WithTimeout(ctx, o.duration)
	defer cancel()
	done := make(chan struct{})
	go func() { d.drive(loadCtx, o.rate); close(done) }()

	m := watchMemory(loadCtx, srv, d, o.warmup)
	<-done
	end, err := rss(srv.pid())
	if err != nil {
		return fmt.Errorf("server gone at the end: %w\n%s", err, srv.logTail())
	}
	fmt.Printf("soak: RSS at start %s, after warm-up %s, peak %s, at end %s (growth after warm-up %s, bound %s)\n",
		mib(start), mib(m.warm()), mib(max(m.peak(), end)), mib(end), mib(end-m.warm()), mib(o.maxGrowth))
	d.report()

	var errs []error
	if n := d.failures(); n > 0 {
		errs = append(errs, fmt.Errorf("%d answers were 5xx or failed in transport", n))
	}
	if m.warm() == 0 {
		errs = append(errs, errors.New("the run ended before the warm-up: no reference reading"))
	} else if end-m.warm() > o.maxGrowth {
		errs = append(errs, fmt.Errorf("RSS grew by %s after the warm-up, more than %s", mib(end-m.warm()), mib(o.maxGrowth)))
	}
	if ctx.Err() != nil {
		errs = append(errs, errors.New("interrupted"))
	}
	if len(errs) > 0 {
		return fmt.Errorf("%w\nserver log tail:\n%s", errors.Join(errs...), srv.logTail())
	}
	return nil
}

func mib(b int64) string { return fmt.Sprintf("%.1f MiB", float64(b)/(1<<20)) }
