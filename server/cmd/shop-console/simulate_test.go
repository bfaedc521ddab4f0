package main

import (
	"net"
	"strings"
	"testing"
	"time"
)

func TestParseSimulateFlags(t *testing.T) {
	env := map[string]string{"SHOP_ADMIN_PASSWORD": "from-env", "SHOP_SIM_BASE_URL": "http://127.0.0.1:18600"}
	cfg, _, err := parseSimulateConfig([]string{"--rate", "120", "--duration", "90s", "--seed", "42"}, func(k string) string { return env[k] }, &strings.Builder{})
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Rate != 120 || cfg.Duration != 90*time.Second || cfg.Seed != 42 || cfg.AdminUser != "admin" ||
		cfg.AdminPassword != "from-env" || cfg.BaseURL != "http://127.0.0.1:18600" || cfg.AccountPassword != "" {
		t.Fatalf("%+v", cfg)
	}
	for _, args := range [][]string{{"--rate", "0"}, {"--duration", "0s"}, {"--duration", "25h"}, {"--account-password", "short"}, {"extra"}} {
		var errOut strings.Builder
		if code := simulateMain(t.Context(), args, func(string) string { return "" }, &strings.Builder{}, &errOut); code != 2 {
			t.Errorf("%v: exit %d, want 2 (%s)", args, code, errOut.String())
		}
	}
}

// A server that does not answer: exit 1 and one line saying so.
func TestSimulateUnreachable(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	_ = ln.Close()
	var out, errOut strings.Builder
	code := simulateMain(t.Context(), []string{"--base-url", "http://" + addr, "--duration", "1s"}, func(string) string { return "" }, &out, &errOut)
	lines := strings.Split(strings.TrimSpace(errOut.String()), "\n")
	if code != 1 || len(lines) != 1 || !strings.HasPrefix(lines[0], "shop-console simulate: server unreachable: ") || !strings.Contains(lines[0], addr) {
		t.Fatalf("exit %d, stderr %q", code, errOut.String())
	}
}
