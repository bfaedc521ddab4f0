package contracttests

import (
	"context"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/testcontainers/testcontainers-go"
	tcpostgres "github.com/testcontainers/testcontainers-go/modules/postgres"
)

var (
	containerOnce sync.Once
	containerURL  string
)

// containerDatabase starts a throwaway PostgreSQL in Docker, once per run, when no
// database was named and the local one is unreachable. It answers "" where Docker is not
// available (as on machines without an engine).
func containerDatabase(t *testing.T) string {
	if os.Getenv("TEST_DATABASE_URL") != "" {
		return ""
	}
	containerOnce.Do(func() {
		defer func() { _ = recover() }() // no Docker: testcontainers may panic while probing
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		c, err := tcpostgres.Run(ctx, "postgres:15-alpine",
			tcpostgres.WithDatabase("test"), tcpostgres.WithUsername("postgres"), tcpostgres.WithPassword("postgres"),
			tcpostgres.BasicWaitStrategies())
		if err != nil {
			return
		}
		// Reaped by testcontainers' Ryuk when the run ends.
		_ = testcontainers.Container(c)
		containerURL, _ = c.ConnectionString(ctx, "sslmode=disable")
	})
	return containerURL
}
