package main

import (
	"flag"
	"fmt"
	"strconv"
	"strings"
	"time"

	"shopconsole/server/app"
)

// edgeFlags are the listener's bounds: timeouts and the connection cap (docs/edge.md).
type edgeFlags struct {
	headerTimeout, writeTimeout, idleTimeout string
	bodyRate, maxConns                       string
	edge                                     app.Edge
}

func (f *edgeFlags) register(fs *flag.FlagSet, or func(key, def string) string) {
	d := func(v time.Duration) string { return v.String() }
	fs.StringVar(&f.headerTimeout, "header-timeout", or("SHOP_HEADER_TIMEOUT", d(app.DefaultHeaderTimeout)),
		"a request's line and headers must arrive within this of its first byte (env SHOP_HEADER_TIMEOUT)")
	fs.StringVar(&f.bodyRate, "body-min-rate", or("SHOP_BODY_MIN_RATE", "64KiB"),
		"the slowest average rate a body may arrive at, per second: it has -header-timeout plus its length at this rate (env SHOP_BODY_MIN_RATE)")
	fs.StringVar(&f.writeTimeout, "write-timeout", or("SHOP_WRITE_TIMEOUT", d(app.DefaultWriteTimeout)),
		"bound on writing an answer to the client (env SHOP_WRITE_TIMEOUT)")
	fs.StringVar(&f.idleTimeout, "idle-timeout", or("SHOP_IDLE_TIMEOUT", d(app.DefaultIdleTimeout)),
		"a kept-alive connection is closed after this long without a request (env SHOP_IDLE_TIMEOUT)")
	fs.StringVar(&f.maxConns, "max-conns", or("SHOP_MAX_CONNS", strconv.Itoa(app.DefaultMaxConns)),
		"connections open at once; one more is answered 503 and closed (env SHOP_MAX_CONNS)")
}

// parse reads the flags into f.edge.
func (f *edgeFlags) parse() error {
	for _, t := range []struct {
		flag, value string
		into        *time.Duration
	}{
		{"header-timeout", f.headerTimeout, &f.edge.HeaderTimeout},
		{"write-timeout", f.writeTimeout, &f.edge.WriteTimeout},
		{"idle-timeout", f.idleTimeout, &f.edge.IdleTimeout},
	} {
		v, err := time.ParseDuration(t.value)
		if err != nil || v <= 0 {
			return fmt.Errorf("-%s %q: want a duration above 0, such as 10s", t.flag, t.value)
		}
		*t.into = v
	}
	rate, err := parseRate(f.bodyRate)
	if err != nil {
		return fmt.Errorf("-body-min-rate %q: %w", f.bodyRate, err)
	}
	f.edge.BodyRate = rate
	n, err := strconv.Atoi(f.maxConns)
	if err != nil || n < 1 {
		return fmt.Errorf("-max-conns %q: want a number of connections above 0, such as 4096", f.maxConns)
	}
	f.edge.MaxConns = n
	return nil
}

// parseRate reads bytes per second: a whole number of B, KiB or MiB, "/s" allowed after.
func parseRate(s string) (int, error) {
	v := strings.TrimSuffix(strings.TrimSpace(s), "/s")
	unit := 1
	for _, u := range []struct {
		suffix string
		size   int
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"B", 1}} {
		if n, ok := strings.CutSuffix(v, u.suffix); ok {
			v, unit = n, u.size
			break
		}
	}
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil || n < 1 || n > (1<<30)/unit {
		return 0, fmt.Errorf("want a rate such as 64KiB (bytes per second, in B, KiB or MiB, above 0)")
	}
	return n * unit, nil
}
