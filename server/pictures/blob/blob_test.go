package blob_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"

	"shopconsole/server/pictures/blob"
	"shopconsole/server/pictures/blob/blobtest"
	"shopconsole/server/postgres"
	"shopconsole/server/postgres/pgtest"
)

func TestMemory(t *testing.T) { blobtest.Run(t, blob.NewMemory()) }

func TestFS(t *testing.T) {
	dir := t.TempDir()
	s, err := blob.NewFS(dir)
	if err != nil {
		t.Fatal(err)
	}
	blobtest.Run(t, s)
	// Nothing but finished blobs stays in the folder: no temporary files.
	_ = filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && strings.HasPrefix(d.Name(), ".tmp-") {
			t.Errorf("temporary file left: %s", path)
		}
		return nil
	})
}

func TestFSSweepsTemporaryFiles(t *testing.T) {
	dir := t.TempDir()
	left := filepath.Join(dir, "pictures", ".tmp-123")
	if err := os.MkdirAll(filepath.Dir(left), 0o750); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(left, []byte("half"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := blob.NewFS(dir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(left); !os.IsNotExist(err) {
		t.Fatalf("temporary file still there: %v", err)
	}
}

func TestS3(t *testing.T) {
	fake := httptest.NewServer(gofakes3.New(s3mem.New()).Server())
	defer fake.Close()
	s, err := blob.NewS3(context.Background(), blob.S3Config{
		Endpoint: strings.TrimPrefix(fake.URL, "http://"), Bucket: "shop-pictures",
		AccessKey: "test", SecretKey: "test-secret", Region: "us-east-1", Prefix: "console/",
	})
	if err != nil {
		t.Fatal(err)
	}
	blobtest.Run(t, s)
}

func TestPostgres(t *testing.T) {
	ctx := context.Background()
	url, err := pgtest.SharedURL(ctx)
	if err != nil {
		t.Fatal(err)
	}
	suffix := make([]byte, 4)
	_, _ = rand.Read(suffix)
	schema := "pictures_blob_" + hex.EncodeToString(suffix)
	db, err := postgres.OpenSchema(ctx, url, schema)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_, _ = db.Pool().Exec(context.Background(), "DROP SCHEMA "+schema+" CASCADE")
		db.Close()
	})
	blobtest.Run(t, blob.NewPostgres(db.Pool()))
}
