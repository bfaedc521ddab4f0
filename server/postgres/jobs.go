package postgres

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/rivermigrate"
	"github.com/riverqueue/river/rivertype"

	"shopconsole/server/audit"
	"shopconsole/server/jobs"
)

// The timed jobs on Postgres are River's periodic jobs, in River's tables beside the
// backend's (same schema). The instances elect a leader, and only the leader inserts the
// runs; a run is unique while it waits or runs, so however many instances serve one
// database, a job runs on one of them at a time and each run once. Any instance works the
// runs. The jobs work on a pool of their own, so that a long run never takes the console's
// connections, and commit without waiting for the disk: a run lost in a crash is redone by
// the next one, since each step checks its status and deadline again.

const (
	timedJobKind  = "timed_job"
	timedJobQueue = "timed_jobs"
	// jobsPoolSize: the workers of a timed transition, River's listener, fetches and
	// leader's upkeep.
	jobsPoolSize = dueWorkers + 4
	// jobsApplicationName names the jobs' connections in pg_stat_activity.
	jobsApplicationName = "shop-console jobs"
	// jobsStopBound bounds a graceful stop: a run still going after it is cancelled.
	jobsStopBound = 10 * time.Second
)

// jobNameRE is what River takes as a periodic job's id (at least two characters).
var jobNameRE = regexp.MustCompile(`^[A-Za-z0-9_][A-Za-z0-9_.\-]+$`)

// timedJob is a run of the job named Job; its name is its River args, so that runs of one
// job are unique and runs of different jobs are not.
type timedJob struct {
	Job string `json:"job"`
}

// Kind implements river.JobArgs.
func (timedJob) Kind() string { return timedJobKind }

// timedJobWorker works the runs of every timed job by calling the job's function.
type timedJobWorker struct {
	river.WorkerDefaults[timedJob]
	byName map[string]jobs.Job
	pool   *pgxpool.Pool
	logger *slog.Logger
}

// Work implements river.Worker.
func (w *timedJobWorker) Work(ctx context.Context, run *river.Job[timedJob]) error {
	j, ok := w.byName[run.Args.Job]
	if !ok { // inserted by an instance that knows more jobs: its next run is its own
		return river.JobCancel(fmt.Errorf("unknown timed job %q", run.Args.Job))
	}
	return jobs.RunOnce(onPool(ctx, w.pool), j, w.logger)
}

// jobsRunner is the River client of a DB and the pool its jobs work on.
type jobsRunner struct {
	client *river.Client[pgx.Tx]
	pool   *pgxpool.Pool
	quit   chan struct{} // closed by DB.Close
	done   chan struct{} // closed once stopped
}

// StartJobs implements jobs.Runner: the jobs run as River periodic jobs every interval
// (the first at once), until ctx ends or the DB closes. A DB starts them once.
func (db *DB) StartJobs(ctx context.Context, every time.Duration, list []jobs.Job, logger *slog.Logger) error {
	db.jobsMu.Lock()
	defer db.jobsMu.Unlock()
	if db.jobs != nil {
		return errors.New("timed jobs already started")
	}
	pool, err := db.openJobsPool(ctx)
	if err != nil {
		return err
	}
	client, err := newJobsClient(pool, db.schema, every, list, logger)
	if err != nil {
		pool.Close()
		return err
	}
	// Started detached: the stop below is graceful (runs finish within jobsStopBound).
	if err := client.Start(context.WithoutCancel(ctx)); err != nil {
		pool.Close()
		return fmt.Errorf("start river: %w", err)
	}
	r := &jobsRunner{client: client, pool: pool, quit: make(chan struct{}), done: make(chan struct{})}
	db.jobs = r
	logger.InfoContext(ctx, "timed jobs on River", "jobs", len(list), "every", every, "schema", db.schema)
	go func() {
		select {
		case <-ctx.Done():
		case <-r.quit:
		}
		r.stop(logger)
	}()
	return nil
}

func newJobsClient(pool *pgxpool.Pool, schema string, every time.Duration, list []jobs.Job, logger *slog.Logger) (*river.Client[pgx.Tx], error) {
	worker := &timedJobWorker{byName: map[string]jobs.Job{}, pool: pool, logger: logger}
	periodic := make([]*river.PeriodicJob, 0, len(list))
	for _, j := range list {
		if !jobNameRE.MatchString(j.Name) {
			return nil, fmt.Errorf("timed job name %q: letters, digits and . _ - only", j.Name)
		}
		worker.byName[j.Name] = j
		args := timedJob{Job: j.Name}
		periodic = append(periodic, river.NewPeriodicJob(river.PeriodicInterval(every),
			func() (river.JobArgs, *river.InsertOpts) { return args, runOpts() },
			&river.PeriodicJobOpts{ID: j.Name, RunOnStart: true}))
	}
	workers := river.NewWorkers()
	if err := river.AddWorkerSafely(workers, worker); err != nil {
		return nil, fmt.Errorf("river worker: %w", err)
	}
	client, err := river.NewClient(riverpgxv5.New(pool), &river.Config{
		Schema:       schema,
		Queues:       map[string]river.QueueConfig{timedJobQueue: {MaxWorkers: len(list)}},
		Workers:      workers,
		PeriodicJobs: periodic,
		JobTimeout:   jobs.Timeout,
		// A run that failed waits for the next interval rather than retrying at once.
		MaxAttempts: 1,
		// A run left "running" by an instance that died blocks its job's next runs until rescued.
		RescueStuckJobsAfter:        2 * jobs.Timeout,
		CompletedJobRetentionPeriod: time.Hour,
		SoftStopTimeout:             jobsStopBound,
		Logger:                      slog.New(warnOnly{logger.Handler()}).With("component", "river"),
	})
	if err != nil {
		return nil, fmt.Errorf("river client: %w", err)
	}
	return client, nil
}

// warnOnly passes on River's warnings and errors: its info lines (a count of its jobs each
// time one completes) would outnumber the jobs' own.
type warnOnly struct{ slog.Handler }

func (w warnOnly) Enabled(ctx context.Context, l slog.Level) bool {
	return l >= slog.LevelWarn && w.Handler.Enabled(ctx, l)
}
func (w warnOnly) WithAttrs(as []slog.Attr) slog.Handler { return warnOnly{w.Handler.WithAttrs(as)} }
func (w warnOnly) WithGroup(name string) slog.Handler    { return warnOnly{w.Handler.WithGroup(name)} }

// runOpts make a run unique while it waits or runs: a leader elected while a run of the
// old one is going, or a run that outlasts its interval, adds none beside it.
func runOpts() *river.InsertOpts {
	return &river.InsertOpts{Queue: timedJobQueue, MaxAttempts: 1, UniqueOpts: river.UniqueOpts{
		ByArgs: true,
		ByState: []rivertype.JobState{rivertype.JobStateAvailable, rivertype.JobStatePending, rivertype.JobStateRunning,
			rivertype.JobStateRetryable, rivertype.JobStateScheduled},
	}}
}

// stop stops the client gracefully within jobsStopBound (then cancels what still runs) and
// closes the jobs' pool.
func (r *jobsRunner) stop(logger *slog.Logger) {
	defer close(r.done)
	defer r.pool.Close()
	ctx, cancel := context.WithTimeout(context.Background(), jobsStopBound+5*time.Second)
	defer cancel()
	if err := r.client.Stop(ctx); err != nil {
		logger.Warn("timed jobs did not stop in time: cancelled", "err", err)
		hard, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = r.client.StopAndCancel(hard)
	}
}

// stopJobs stops the jobs, if started, and waits until they have.
func (db *DB) stopJobs() {
	db.jobsMu.Lock()
	r := db.jobs
	db.jobsMu.Unlock()
	if r == nil {
		return
	}
	db.quitOnce.Do(func() { close(r.quit) })
	<-r.done
}

// openJobsPool opens the jobs' pool: the backend's settings, its own few connections, and
// commits that do not wait for the disk.
func (db *DB) openJobsPool(ctx context.Context) (*pgxpool.Pool, error) {
	cfg := db.cfg.Copy()
	cfg.MaxConns = jobsPoolSize
	cfg.MinConns = 0
	if _, set := cfg.ConnConfig.RuntimeParams["synchronous_commit"]; !set {
		cfg.ConnConfig.RuntimeParams["synchronous_commit"] = "off"
	}
	cfg.ConnConfig.RuntimeParams["application_name"] = jobsApplicationName
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("connect the jobs' pool: %w", err)
	}
	return pool, nil
}

type poolKey struct{}

// onPool makes the calls of this package under ctx run on pool.
func onPool(ctx context.Context, pool *pgxpool.Pool) context.Context {
	return context.WithValue(ctx, poolKey{}, pool)
}

// poolFor answers the pool a call under ctx runs on: a job's own, else the backend's.
func (db *DB) poolFor(ctx context.Context) *pgxpool.Pool {
	if p, ok := ctx.Value(poolKey{}).(*pgxpool.Pool); ok {
		return p
	}
	return db.pool
}

// migrateRiver brings River's tables in the backend's schema up to the River in use, after
// the backend's own migrations and under their lock (conn holds it), each applied version a
// database-log line like theirs. River migrates on a pool of its own, without the bounds
// of serving.
func (db *DB) migrateRiver(ctx context.Context, conn *pgxpool.Conn) error {
	cfg := db.cfg.Copy()
	cfg.MaxConns, cfg.MinConns = 2, 0
	cfg.ConnConfig.RuntimeParams["statement_timeout"] = "0"
	cfg.ConnConfig.RuntimeParams["lock_timeout"] = "0"
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return fmt.Errorf("migrate river: %w", err)
	}
	defer pool.Close()
	migrator, err := rivermigrate.New(riverpgxv5.New(pool), &rivermigrate.Config{Schema: db.schema})
	if err != nil {
		return fmt.Errorf("migrate river: %w", err)
	}
	res, err := migrator.Migrate(ctx, rivermigrate.DirectionUp, nil)
	if err != nil {
		return fmt.Errorf("migrate river: %w", err)
	}
	for _, v := range res.Versions {
		_, err := conn.Exec(ctx, `INSERT INTO system_log (account, type, result, ip, operation, target, detail, created_at)
			VALUES ('system', $1, $2, '', 'migrate', $3, '', now())`, audit.TypeDatabase, audit.ResultSuccess,
			fmt.Sprintf("river_%03d_%s", v.Version, strings.ReplaceAll(v.Name, " ", "_")))
		if err != nil {
			return fmt.Errorf("migrate river: log version %d: %w", v.Version, err)
		}
	}
	return nil
}
