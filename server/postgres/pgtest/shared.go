package pgtest

import (
	"context"
	"fmt"
	"os"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
)

// LocalURL is the database the tests use when TEST_DATABASE_URL names none: the local
// server every development machine of the project runs.
const LocalURL = "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"

var shared struct {
	once    sync.Once
	url     string
	cluster *Cluster
	err     error
}

// SharedURL answers the database a test package shares (each test in a schema of its
// own): TEST_DATABASE_URL when set, else the local server when it answers, else a
// throwaway cluster started for the run (where PostgreSQL's server binaries are
// installed). Without any of them it answers an error saying how to provide one: a
// test that needs Postgres fails, it never skips.
func SharedURL(ctx context.Context) (string, error) {
	shared.once.Do(func() {
		if u := os.Getenv("TEST_DATABASE_URL"); u != "" {
			shared.url, shared.err = u, ping(ctx, u)
			if shared.err != nil {
				shared.err = fmt.Errorf("TEST_DATABASE_URL=%s does not answer: %w", u, shared.err)
			}
			return
		}
		if ping(ctx, LocalURL) == nil {
			shared.url = LocalURL
			return
		}
		c, err := Start(ctx)
		if err != nil {
			shared.err = fmt.Errorf("no PostgreSQL: nothing answers at %s and no throwaway cluster could start (%w). "+
				"Start the local server (pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start) "+
				"or set TEST_DATABASE_URL", LocalURL, err)
			return
		}
		shared.cluster, shared.url = c, c.URL()
	})
	return shared.url, shared.err
}

// StopShared removes the throwaway cluster SharedURL started, if it did (from TestMain).
func StopShared() {
	if shared.cluster != nil {
		shared.cluster.Remove()
	}
}

func ping(ctx context.Context, url string) error {
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	return conn.Ping(ctx)
}
