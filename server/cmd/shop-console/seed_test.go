package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/postgres/pgtest"
)

func TestParseSeedConfig(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	fsBlobs := blobConfig{store: "fs", dataDir: "data"}
	fsBlobs.s3.Region, fsBlobs.s3.UseSSL = "us-east-1", true
	for _, tc := range []struct {
		name    string
		args    []string
		env     map[string]string
		want    seedConfig
		wantErr string
	}{
		{"flags", []string{"--backend", "postgres", "--database-url", "postgres://x", "--database-schema", "s", "--force"}, nil,
			seedConfig{backend: "postgres", databaseURL: "postgres://x", dbSchema: "s", force: true, blobs: fsBlobs}, ""},
		{"environment as serving", nil, map[string]string{"DATABASE_URL": "postgres://y", "SHOP_DATABASE_SCHEMA": "t"},
			seedConfig{backend: "postgres", databaseURL: "postgres://y", dbSchema: "t", blobs: fsBlobs}, ""},
		{"mock refused", []string{"--backend", "mock"}, nil, seedConfig{}, "only postgres is seeded"},
		{"no database", nil, nil, seedConfig{}, "needs --database-url"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := parseSeedConfig(tc.args, env(tc.env), &bytes.Buffer{})
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err %v, want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("got %+v, %v; want %+v", got, err, tc.want)
			}
		})
	}
}

// TestSeed: an empty schema takes the sample data; a second seed is refused naming what
// the database holds; --force says what it replaces and seeds again.
func TestSeed(t *testing.T) {
	ctx := context.Background()
	url, err := pgtest.SharedURL(ctx)
	if err != nil {
		t.Fatal(err)
	}
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	schema := "seed_" + hex.EncodeToString(b)
	t.Cleanup(func() {
		conn, err := pgx.Connect(ctx, url)
		if err != nil {
			t.Errorf("drop schema: %v", err)
			return
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, "DROP SCHEMA IF EXISTS "+pgx.Identifier{schema}.Sanitize()+" CASCADE"); err != nil {
			t.Errorf("drop schema: %v", err)
		}
	})
	c := seedConfig{backend: "postgres", databaseURL: url, dbSchema: schema}
	now := time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)
	var out bytes.Buffer
	if err := runSeed(ctx, c, now, &out); err != nil {
		t.Fatalf("seed an empty schema: %v", err)
	}
	for _, want := range []string{"the whole sample shop", "before 2026-11-21", "shop_users 500", "goods 300", "goods_categories 98",
		"orders 4", "cash_flow ", "cash_withdrawals 40", "shop_addresses 4", "merchant_applications 5", "pictures 16", "departments 12", "goods views"} {
		if !strings.Contains(out.String(), want) {
			t.Fatalf("seed said %q, want %q in it", out.String(), want)
		}
	}
	err = runSeed(ctx, c, now, &out)
	if err == nil || !strings.Contains(err.Error(), "already holds shop data (cash_flow ") || !strings.Contains(err.Error(), " coupons 30,") ||
		!strings.Contains(err.Error(), "--force") {
		t.Fatalf("second seed: %v, want a refusal naming the data and --force", err)
	}
	out.Reset()
	c.force = true
	if err := runSeed(ctx, c, now, &out); err != nil {
		t.Fatalf("seed --force: %v", err)
	}
	if !strings.Contains(out.String(), "--force: replacing the shop data the database holds (cash_flow ") ||
		!strings.Contains(out.String(), "user_coupons 197") || !strings.Contains(out.String(), "orders 4") ||
		!strings.Contains(out.String(), "holds 12 departments: they stay") || strings.Contains(out.String(), "departments 12") {
		t.Fatalf("seed --force said %q", out.String())
	}
	// The goods' counters were emptied with the goods and follow the seed again; the shop's
	// account is what its flow sums to.
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var goodsRows, counted int64
	s := pgx.Identifier{schema}.Sanitize()
	if err := conn.QueryRow(ctx, "SELECT (SELECT count(*) FROM "+s+".goods), (SELECT coalesce(sum(n), 0) FROM "+s+".goods_kind_totals)").
		Scan(&goodsRows, &counted); err != nil {
		t.Fatal(err)
	}
	if goodsRows == 0 || counted != goodsRows {
		t.Fatalf("after seed --force: %d goods, the counters say %d", goodsRows, counted)
	}
	var available, last int64
	if err := conn.QueryRow(ctx, "SELECT (SELECT available FROM "+s+".cash_accounts), (SELECT available_after FROM "+s+
		".cash_flow ORDER BY id DESC LIMIT 1)").Scan(&available, &last); err != nil {
		t.Fatal(err)
	}
	if available != last {
		t.Fatalf("after seed --force: the account holds %d available, its flow ends at %d", available, last)
	}
	// The statistics' sample views were cleared and written once more; the departments stayed.
	var views, departments int64
	if err := conn.QueryRow(ctx, "SELECT (SELECT coalesce(sum(views), 0) FROM "+s+".stats_shop_days), (SELECT count(*) FROM "+s+
		".departments)").Scan(&views, &departments); err != nil {
		t.Fatal(err)
	}
	if views == 0 || departments != 12 {
		t.Fatalf("after seed --force: %d views counted, %d departments", views, departments)
	}
}
