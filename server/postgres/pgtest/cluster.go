// Package pgtest runs a throwaway PostgreSQL cluster for fault tests: a server the test
// may stop, freeze and restart without touching the shared one. The cluster lives in a
// temporary directory, listens on a free loopback port, and dies with the test process.
package pgtest

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
)

// dirPrefix names the temporary directories, so that one left by a killed run is found.
const dirPrefix = "shop-pgtest-"

// Cluster is one throwaway server.
type Cluster struct {
	Port int
	dir  string // holds data/, the socket and server.log
	bin  string
	cred *syscall.Credential // the postgres user's, when running as root
	cmd  *exec.Cmd
	done chan struct{} // closed when the postmaster exits
}

// Start creates a cluster and starts it. It fails with a message that says what is
// missing (no server binaries, running as root without a postgres user).
func Start(ctx context.Context) (*Cluster, error) {
	bin, err := binDir()
	if err != nil {
		return nil, err
	}
	cred, err := credential()
	if err != nil {
		return nil, err
	}
	sweepStale()
	dir, err := os.MkdirTemp("", dirPrefix)
	if err != nil {
		return nil, err
	}
	c := &Cluster{dir: dir, bin: bin, cred: cred}
	if err := c.initdb(ctx); err != nil {
		c.Remove()
		return nil, err
	}
	if c.Port, err = freePort(); err != nil {
		c.Remove()
		return nil, err
	}
	if err := c.Run(ctx); err != nil {
		c.Remove()
		return nil, err
	}
	return c, nil
}

// URL is the address of the cluster's postgres database.
func (c *Cluster) URL() string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", c.Port)
}

// binDir finds the server's binaries: PGBIN, else the newest /usr/lib/postgresql/*/bin,
// else initdb on the PATH.
func binDir() (string, error) {
	if d := os.Getenv("PGBIN"); d != "" {
		if _, err := os.Stat(filepath.Join(d, "initdb")); err != nil {
			return "", fmt.Errorf("pgtest: PGBIN=%s has no initdb: %w", d, err)
		}
		return d, nil
	}
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	slices.SortFunc(dirs, func(a, b string) int { return version(b) - version(a) })
	for _, d := range dirs {
		if _, err := os.Stat(filepath.Join(d, "initdb")); err == nil {
			return d, nil
		}
	}
	if p, err := exec.LookPath("initdb"); err == nil {
		return filepath.Dir(p), nil
	}
	return "", errors.New("pgtest: no PostgreSQL server binaries (initdb, postgres): install the postgresql package or set PGBIN")
}

func version(binDir string) int {
	n, _ := strconv.Atoi(filepath.Base(filepath.Dir(binDir)))
	return n
}

// credential is the postgres user's when running as root: initdb and the server refuse
// to run as root.
func credential() (*syscall.Credential, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	u, err := user.Lookup("postgres")
	if err != nil {
		return nil, fmt.Errorf("pgtest: running as root, and initdb refuses root, but there is no postgres OS user to run it as: %w", err)
	}
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}, nil
}

func (c *Cluster) command(ctx context.Context, name string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, filepath.Join(c.bin, name), args...)
	cmd.Env = []string{"LANG=C", "LC_ALL=C", "PATH=/usr/bin:/bin"}
	// The server must not outlive the test process, even one killed by a test timeout.
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: c.cred, Pdeathsig: syscall.SIGKILL}
	return cmd
}

func (c *Cluster) initdb(ctx context.Context) error {
	if c.cred != nil {
		if err := os.Chown(c.dir, int(c.cred.Uid), int(c.cred.Gid)); err != nil {
			return err
		}
	}
	out, err := c.command(ctx, "initdb", "-D", filepath.Join(c.dir, "data"), "-U", "postgres", "-A", "trust",
		"-E", "UTF8", "--locale=C", "--no-sync").CombinedOutput()
	if err != nil {
		return fmt.Errorf("pgtest: initdb: %w\n%s", err, out)
	}
	return nil
}

// Run starts the postmaster and waits until it accepts connections.
func (c *Cluster) Run(ctx context.Context) error {
	logFile, err := os.OpenFile(filepath.Join(c.dir, "server.log"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer logFile.Close()
	// Durability is kept where the scenarios need it: synchronous_commit stays on, so an
	// acknowledged commit survives an immediate shutdown; fsync is off because the machine
	// itself does not crash here.
	cmd := c.command(context.Background(), "postgres", "-D", filepath.Join(c.dir, "data"),
		"-p", strconv.Itoa(c.Port), "-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="+c.dir,
		"-c", "fsync=off", "-c", "full_page_writes=off", "-c", "shared_buffers=16MB", "-c", "max_connections=40",
		"-c", "autovacuum=off")
	cmd.Stdout, cmd.Stderr = logFile, logFile
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("pgtest: start postgres: %w", err)
	}
	c.cmd, c.done = cmd, make(chan struct{})
	go func(done chan struct{}) { _ = cmd.Wait(); close(done) }(c.done)
	return c.waitReady(ctx)
}

func (c *Cluster) waitReady(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	for {
		attempt, stop := context.WithTimeout(ctx, time.Second)
		conn, err := pgconn.Connect(attempt, c.URL())
		stop()
		if err == nil {
			return conn.Close(ctx)
		}
		select {
		case <-c.done:
			return fmt.Errorf("pgtest: postgres exited at start:\n%s", c.LogTail())
		case <-ctx.Done():
			return fmt.Errorf("pgtest: postgres not ready: %w\n%s", err, c.LogTail())
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// LogTail is the end of the server's log, for failure messages.
func (c *Cluster) LogTail() string {
	b, _ := os.ReadFile(filepath.Join(c.dir, "server.log"))
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	return strings.Join(lines[max(0, len(lines)-15):], "\n")
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}
