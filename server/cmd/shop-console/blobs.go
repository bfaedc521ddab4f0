package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"

	"shopconsole/server/app"
	"shopconsole/server/pictures/blob"
	"shopconsole/server/postgres"
)

// blobConfig picks where the pictures' files live.
type blobConfig struct {
	store   string // fs | postgres | s3 | memory
	dataDir string
	s3      blob.S3Config
}

func (b *blobConfig) flags(fs *flag.FlagSet, or func(key, def string) string) {
	fs.StringVar(&b.store, "blob-store", or("SHOP_BLOB_STORE", "fs"), "where pictures' files live: fs (under -data-dir) | postgres (the blobs table; -backend postgres) | s3 | memory (mock only, lost at exit) (env SHOP_BLOB_STORE)")
	fs.StringVar(&b.dataDir, "data-dir", or("SHOP_DATA_DIR", "data"), "folder of the fs blob store, created when missing (env SHOP_DATA_DIR)")
	fs.StringVar(&b.s3.Endpoint, "s3-endpoint", or("SHOP_S3_ENDPOINT", ""), "S3-compatible endpoint host:port (env SHOP_S3_ENDPOINT)")
	fs.StringVar(&b.s3.Bucket, "s3-bucket", or("SHOP_S3_BUCKET", ""), "bucket, created when missing (env SHOP_S3_BUCKET)")
	fs.StringVar(&b.s3.Region, "s3-region", or("SHOP_S3_REGION", "us-east-1"), "bucket region (env SHOP_S3_REGION)")
	fs.StringVar(&b.s3.Prefix, "s3-prefix", or("SHOP_S3_PREFIX", ""), "put before every object key, e.g. console/ (env SHOP_S3_PREFIX)")
	fs.BoolVar(&b.s3.UseSSL, "s3-ssl", or("SHOP_S3_SSL", "true") == "true", "reach the endpoint over TLS (env SHOP_S3_SSL=false to turn off)")
	b.s3.AccessKey, b.s3.SecretKey = or("SHOP_S3_ACCESS_KEY", ""), or("SHOP_S3_SECRET_KEY", "")
}

func (b *blobConfig) check(backend string) error {
	switch b.store {
	case "fs":
		if b.dataDir == "" {
			return errors.New("-blob-store fs needs -data-dir")
		}
	case "postgres":
		if backend != "postgres" {
			return errors.New("-blob-store postgres needs -backend postgres")
		}
	case "s3":
		if b.s3.Endpoint == "" || b.s3.Bucket == "" || b.s3.AccessKey == "" || b.s3.SecretKey == "" {
			return errors.New("-blob-store s3 needs -s3-endpoint, -s3-bucket, SHOP_S3_ACCESS_KEY and SHOP_S3_SECRET_KEY")
		}
	case "memory":
		if backend != "mock" {
			return errors.New("-blob-store memory is for the mock backend only: files would be lost while their rows stay")
		}
	default:
		return fmt.Errorf("-blob-store %q: want fs, postgres, s3 or memory", b.store)
	}
	return nil
}

// open answers the blob store the flags name over backend.
func (b *blobConfig) open(ctx context.Context, backend app.Backend, logger *slog.Logger) (blob.Store, error) {
	logger.Info("pictures' files", "blob-store", b.store, "data-dir", b.dataDir)
	switch b.store {
	case "postgres":
		db, ok := backend.(*postgres.DB)
		if !ok {
			return nil, errors.New("-blob-store postgres needs -backend postgres")
		}
		return blob.NewPostgres(db.Pool()), nil
	case "s3":
		return blob.NewS3(ctx, b.s3)
	case "memory":
		return blob.NewMemory(), nil
	default:
		return blob.NewFS(b.dataDir)
	}
}
