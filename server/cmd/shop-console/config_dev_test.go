package main

import (
	"slices"
	"strings"
	"testing"
	"time"

	"shopconsole/server/mockctl"
)

func TestParseMockFlags(t *testing.T) {
	c, err := parseConfig([]string{"-mock-latency", "10ms-100ms"}, func(k string) string {
		return map[string]string{"SHOP_MOCK_FAULTS": "0.05"}[k]
	})
	if err != nil {
		t.Fatal(err)
	}
	if want := (mockctl.Values{LatencyMin: 10 * time.Millisecond, LatencyMax: 100 * time.Millisecond, Faults: 0.05}); c.dev.mock != want {
		t.Fatalf("mock %+v, want %+v", c.dev.mock, want)
	}
	if c, _ := parseConfig(nil, func(string) string { return "" }); c.dev.mock != (mockctl.Values{}) {
		t.Fatalf("default mock settings %+v, want off", c.dev.mock)
	}
}

func TestParseDevFlags(t *testing.T) {
	pg := []string{"-backend", "postgres", "-database-url", "postgres://x", "-token-secret", testSecret}
	cases := []struct {
		name         string
		args         []string
		env          map[string]string
		wantErr      string
		anyLocalhost bool
		origins      []string
	}{
		{name: "mock allows local dev servers", anyLocalhost: true},
		{name: "postgres allows none", args: pg},
		{name: "env list", env: map[string]string{"SHOP_CORS_ORIGINS": "https://admin.example.com, http://localhost:5173/"},
			origins: []string{"https://admin.example.com", "http://localhost:5173"}},
		{name: "none on mock", args: []string{"-cors-origins", "none"}},
		{name: "localhost on postgres", args: append(slices.Clone(pg), "-cors-origins", "localhost"), anyLocalhost: true},
		{name: "wildcard refused", args: []string{"-cors-origins", "*"}, wantErr: "credentials"},
		{name: "not an origin", args: []string{"-cors-origins", "example.com"}, wantErr: `-cors-origins "example.com"`},
		{name: "a path is not an origin", args: []string{"-cors-origins", "http://a.example/app"}, wantErr: "-cors-origins"},
		{name: "bad latency", args: []string{"-mock-latency", "fast"}, wantErr: "-mock-latency"},
		{name: "latency over 10s", args: []string{"-mock-latency", "1s-20s"}, wantErr: "-mock-latency"},
		{name: "faults over 1", env: map[string]string{"SHOP_MOCK_FAULTS": "5"}, wantErr: "-mock-faults"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c, err := parseConfig(tc.args, func(k string) string { return tc.env[k] })
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err %v, want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if c.cors.AnyLocalhost != tc.anyLocalhost || !slices.Equal(c.cors.Origins, tc.origins) {
				t.Fatalf("cors %+v, want localhost %v origins %v", c.cors, tc.anyLocalhost, tc.origins)
			}
		})
	}
}
