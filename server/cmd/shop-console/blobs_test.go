package main

import (
	"strings"
	"testing"
)

func TestBlobStoreFlags(t *testing.T) {
	pg := []string{"--backend", "postgres", "--database-url", "postgres://x", "--token-secret", testSecret}
	s3 := []string{"--blob-store", "s3", "--s3-endpoint", "127.0.0.1:9000", "--s3-bucket", "shop"}
	for _, c := range []struct {
		name    string
		args    []string
		env     map[string]string
		wantErr string
		want    string // the store when accepted
	}{
		{name: "fs by default on the mock", want: "fs"},
		{name: "fs by default on postgres", args: pg, want: "fs"},
		{name: "env", env: map[string]string{"SHOP_BLOB_STORE": "memory"}, want: "memory"},
		{name: "memory only on the mock", args: append(pg, "--blob-store", "memory"), wantErr: "mock backend only"},
		{name: "postgres needs postgres", args: []string{"--blob-store", "postgres"}, wantErr: "needs -backend postgres"},
		{name: "postgres on postgres", args: append(pg, "--blob-store", "postgres"), want: "postgres"},
		{name: "s3 needs its keys", args: s3, wantErr: "SHOP_S3_ACCESS_KEY"},
		{name: "s3 with keys", args: s3, env: map[string]string{"SHOP_S3_ACCESS_KEY": "a", "SHOP_S3_SECRET_KEY": "b"}, want: "s3"},
		{name: "unknown", args: []string{"--blob-store", "ftp"}, wantErr: "want fs, postgres, s3 or memory"},
		{name: "empty data dir", args: []string{"--data-dir", ""}, wantErr: "needs -data-dir"},
	} {
		t.Run(c.name, func(t *testing.T) {
			c2, err := parseConfig(c.args, func(k string) string { return c.env[k] })
			switch {
			case c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)):
				t.Fatalf("err %v, want %q", err, c.wantErr)
			case c.wantErr == "" && err != nil:
				t.Fatal(err)
			case c.wantErr == "" && c2.blobs.store != c.want:
				t.Fatalf("store %q, want %q", c2.blobs.store, c.want)
			}
		})
	}
}
