package main

import (
	"context"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"
)

// The machine's CPU time (machineBusy) counts every process, other tenants' too on a shared
// machine. ownBusy counts only the bench's process (server and load generator) and the
// Postgres backends serving its pool (found by their application_name): the column "own/req",
// of which the backends' share is the column "pg/req".
// Postgres's shared background processes (WAL writer, checkpointer, autovacuum) are left out.

// benchAppName names the bench's connections to Postgres.
var benchAppName = "shopconsole_bench_" + strconv.Itoa(os.Getpid())

// ownBusy answers the CPU time spent so far by this process and, with conn, by the backends
// of the bench's pool.
func ownBusy(ctx context.Context, conn *pgx.Conn) time.Duration {
	own, pg := ownAndPostgres(ctx, conn)
	return own + pg
}

// ownAndPostgres answers the CPU time spent so far by this process, and by the backends of
// the bench's pool (zero without conn).
func ownAndPostgres(ctx context.Context, conn *pgx.Conn) (time.Duration, time.Duration) {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	busy := time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	if conn == nil {
		return busy, 0
	}
	rows, _ := conn.Query(ctx, "SELECT pid FROM pg_stat_activity WHERE application_name = $1", benchAppName)
	pids, err := pgx.CollectRows(rows, pgx.RowTo[int32])
	if err != nil {
		return busy, 0
	}
	var pg time.Duration
	for _, pid := range pids {
		pg += procCPU(int(pid))
	}
	return busy, pg
}

// procCPU is the user and system time of process pid (Linux; zero elsewhere).
func procCPU(pid int) time.Duration {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0
	}
	// Fields after the command (which may hold spaces) in parentheses: utime and stime are
	// the 14th and 15th of the line, the 12th and 13th after ")".
	_, rest, ok := strings.Cut(string(b), ") ")
	f := strings.Fields(rest)
	if !ok || len(f) < 13 {
		return 0
	}
	u, _ := strconv.ParseInt(f[11], 10, 64)
	s, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(u+s) * time.Second / 100 // USER_HZ
}
