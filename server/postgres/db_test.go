package postgres

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/audit"
	"shopconsole/server/postgres/pgtest"
)

func TestMain(m *testing.M) {
	code := m.Run()
	pgtest.StopShared()
	os.Exit(code)
}

// testURL is the database the package's tests share; without one they fail, saying how
// to provide one.
func testURL(t testing.TB) string {
	t.Helper()
	u, err := pgtest.SharedURL(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// freshSchema opens the backend in a new schema, dropped at the end of the test.
func freshSchema(t testing.TB) (string, *DB) {
	t.Helper()
	return schemaNamed(t, "pgt_")
}

// schemaNamed opens the backend in a new schema whose name starts with prefix, dropped at
// the end of the test.
func schemaNamed(t testing.TB, prefix string) (string, *DB) {
	t.Helper()
	ctx := context.Background()
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	schema := prefix + hex.EncodeToString(b)
	url := testURL(t)
	db, err := OpenSchema(ctx, url, schema)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		db.Close()
		conn, err := pgx.Connect(ctx, url)
		if err == nil {
			_, _ = conn.Exec(ctx, "DROP SCHEMA "+pgx.Identifier{schema}.Sanitize()+" CASCADE")
			conn.Close(ctx)
		}
	})
	return schema, db
}

func TestMigrationsAreIdempotent(t *testing.T) {
	schema, db := freshSchema(t)
	again, err := OpenSchema(context.Background(), testURL(t), schema)
	if err != nil {
		t.Fatalf("second start: %v", err)
	}
	defer again.Close()
	var roles int
	if err := db.pool.QueryRow(context.Background(), "SELECT count(*) FROM roles").Scan(&roles); err != nil || roles != 3 {
		t.Fatalf("roles after two starts: %d, %v", roles, err)
	}
}

func TestSystemLogIsAppendOnly(t *testing.T) {
	_, db := freshSchema(t)
	ctx := context.Background()
	err := db.AppendLog(ctx, audit.Entry{Account: "admin", Type: audit.TypeOperation, Result: audit.ResultLoginSuccess,
		IP: "127.0.0.1", Operation: "login", CreatedAt: time.Now()})
	if err != nil {
		t.Fatal(err)
	}
	for _, stmt := range []string{"UPDATE system_log SET account = 'x'", "DELETE FROM system_log"} {
		if _, err := db.pool.Exec(ctx, stmt); err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("%s: %v", stmt, err)
		}
	}
	entries, _ := db.SystemLog(ctx)
	// Migrations leave database-log lines; the operation line is the one appended here.
	entries = slices.DeleteFunc(entries, func(e audit.Entry) bool { return e.Type == audit.TypeDatabase })
	if len(entries) != 1 || entries[0].Account != "admin" {
		t.Errorf("log after refused edits: %+v", entries)
	}
}

// TestInstancesStartTogether: instances starting at once over a new schema all start; one
// creates the schema and the migrations run once.
func TestInstancesStartTogether(t *testing.T) {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	schema, url, ctx := "pgt_"+hex.EncodeToString(b), testURL(t), context.Background()
	t.Cleanup(func() {
		if conn, err := pgx.Connect(ctx, url); err == nil {
			_, _ = conn.Exec(ctx, "DROP SCHEMA "+pgx.Identifier{schema}.Sanitize()+" CASCADE")
			conn.Close(ctx)
		}
	})
	errs := make(chan error)
	for range 4 {
		go func() {
			db, err := OpenSchema(ctx, url, schema)
			if err == nil {
				db.Close()
			}
			errs <- err
		}()
	}
	for range 4 {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}
