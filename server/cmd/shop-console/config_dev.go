package main

import (
	"flag"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"shopconsole/server/app"
	"shopconsole/server/mockctl"
)

// devFlags are the flags for front-end developers: CORS and the mock's behaviour.
type devFlags struct {
	corsOrigins string
	mockLatency string
	mockFaults  string
	// validateResponses checks every answer against the contract (warn per violation).
	validateResponses bool
	// metrics serves Prometheus counts at /metrics.
	metrics bool
	// mock is the mock's latency and faults as parsed.
	mock mockctl.Values
	// smsOutbox is where the dev SMS sender also writes the codes it would send.
	smsOutbox string
}

func (d *devFlags) register(fs *flag.FlagSet, or func(key, def string) string) {
	fs.StringVar(&d.corsOrigins, "cors-origins", or("SHOP_CORS_ORIGINS", ""),
		"comma list of browser origins allowed to call the API (credentials included); "+
			"'localhost' is http://localhost:<any port> and http://127.0.0.1:<any port>; 'none' is none; "+
			"default localhost on mock, none on postgres (env SHOP_CORS_ORIGINS)")
	fs.StringVar(&d.mockLatency, "mock-latency", or("SHOP_MOCK_LATENCY", "off"),
		"mock only: delay every answer by a random duration in this range, such as 10ms-100ms; off is none (env SHOP_MOCK_LATENCY)")
	fs.StringVar(&d.mockFaults, "mock-faults", or("SHOP_MOCK_FAULTS", "0"),
		"mock only: the share of requests (0 to 1) that answer 500 or 503, never sign-in (env SHOP_MOCK_FAULTS)")
	fs.BoolVar(&d.validateResponses, "validate-responses", or("SHOP_VALIDATE_RESPONSES", "") == "true",
		"check every API answer against the contract and log each violation at warn; on under make run (env SHOP_VALIDATE_RESPONSES=true)")
	fs.StringVar(&d.smsOutbox, "sms-outbox", or("SHOP_SMS_OUTBOX", ""),
		"with -sms dev: also append each code to this file, a line '<mobile> <code>', for end-to-end tests to read (env SHOP_SMS_OUTBOX)")
	fs.BoolVar(&d.metrics, "metrics", or("SHOP_METRICS", "") == "true",
		"serve Prometheus metrics at /metrics: requests and latency by operation and status, 503s (env SHOP_METRICS=true)")
}

// parseMock reads -mock-latency and -mock-faults.
func (d *devFlags) parseMock() error {
	lo, hi, err := mockctl.ParseLatency(d.mockLatency)
	if err != nil {
		return fmt.Errorf("-mock-latency: %w", err)
	}
	f, err := strconv.ParseFloat(d.mockFaults, 64)
	if err != nil || f < 0 || f > 1 {
		return fmt.Errorf("-mock-faults %q: want a share from 0 to 1, such as 0.05", d.mockFaults)
	}
	d.mock = mockctl.Values{LatencyMin: lo, LatencyMax: hi, Faults: f}
	return nil
}

// parseCORS reads -cors-origins for backend.
func parseCORS(value, backend string) (app.CORS, error) {
	if value == "" {
		if backend == "mock" {
			return app.CORS{AnyLocalhost: true}, nil
		}
		return app.CORS{}, nil
	}
	var c app.CORS
	for _, o := range strings.Split(value, ",") {
		o = strings.TrimSpace(o)
		switch o {
		case "", "none":
		case "localhost":
			c.AnyLocalhost = true
		case "*":
			return c, fmt.Errorf("-cors-origins: '*' cannot go with credentials; name the origins")
		default:
			u, err := url.Parse(o)
			if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || (u.Path != "" && u.Path != "/") {
				return c, fmt.Errorf("-cors-origins %q: want origins such as https://admin.example.com or http://localhost:5173", o)
			}
			c.Origins = append(c.Origins, u.Scheme+"://"+u.Host)
		}
	}
	return c, nil
}
