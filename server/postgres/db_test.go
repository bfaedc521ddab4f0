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
)

func testURL() string {
	if u := os.Getenv("TEST_DATABASE_URL"); u != "" {
		return u
	}
	return "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"
}

// freshSchema opens the backend in a new schema, dropped at the end of the test.
func freshSchema(t *testing.T) (string, *DB) {
	t.Helper()
	ctx := context.Background()
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	schema := "pgt_" + hex.EncodeToString(b)
	db, err := OpenSchema(ctx, testURL(), schema)
	if err != nil {
		if os.Getenv("CONTRACT_REQUIRE_POSTGRES") == "1" {
			t.Fatal(err)
		}
		t.Skipf("postgres unavailable: %v", err)
	}
	t.Cleanup(func() {
		db.Close()
		conn, err := pgx.Connect(ctx, testURL())
		if err == nil {
			_, _ = conn.Exec(ctx, "DROP SCHEMA "+pgx.Identifier{schema}.Sanitize()+" CASCADE")
			conn.Close(ctx)
		}
	})
	return schema, db
}

func TestMigrationsAreIdempotent(t *testing.T) {
	schema, db := freshSchema(t)
	again, err := OpenSchema(context.Background(), testURL(), schema)
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
