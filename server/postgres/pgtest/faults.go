package pgtest

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Stop shuts the server down in immediate mode (as `pg_ctl stop -m immediate`: SIGQUIT to
// the postmaster, no checkpoint, backends end at once) and waits for it to exit.
func (c *Cluster) Stop() error {
	if c.cmd == nil {
		return nil
	}
	_ = c.signalAll(syscall.SIGCONT) // a frozen server cannot act on SIGQUIT
	if err := c.cmd.Process.Signal(syscall.SIGQUIT); err != nil && !errors.Is(err, os.ErrProcessDone) {
		return fmt.Errorf("pgtest: stop: %w", err)
	}
	select {
	case <-c.done:
	case <-time.After(10 * time.Second):
		_ = c.cmd.Process.Kill()
		<-c.done
	}
	c.cmd = nil
	return nil
}

// Freeze stops the postmaster and every process it started with SIGSTOP: connections
// stay open and new ones are accepted by the kernel, but nothing answers.
func (c *Cluster) Freeze() error { return c.signalAll(syscall.SIGSTOP) }

// Thaw lets a frozen server go on.
func (c *Cluster) Thaw() error { return c.signalAll(syscall.SIGCONT) }

// signalAll signals the postmaster first (so that it starts no new child meanwhile),
// then its children.
func (c *Cluster) signalAll(sig syscall.Signal) error {
	if c.cmd == nil {
		return errors.New("pgtest: the server is not running")
	}
	pid := c.cmd.Process.Pid
	if err := syscall.Kill(pid, sig); err != nil {
		return fmt.Errorf("pgtest: signal postmaster %d: %w", pid, err)
	}
	for _, child := range children(pid) {
		_ = syscall.Kill(child, sig) // a backend may have exited since the listing
	}
	return nil
}

// children lists the processes whose parent is pid, from /proc.
func children(pid int) []int {
	entries, _ := os.ReadDir("/proc")
	var out []int
	for _, e := range entries {
		child, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		// The command name in parentheses may hold spaces: fields start after its ')'.
		_, rest, ok := strings.Cut(string(stat), ") ")
		fields := strings.Fields(rest)
		if !ok || len(fields) < 2 {
			continue
		}
		if ppid, _ := strconv.Atoi(fields[1]); ppid == pid {
			out = append(out, child)
		}
	}
	return out
}

// Remove stops the server and deletes its directory.
func (c *Cluster) Remove() {
	_ = c.Stop()
	_ = os.RemoveAll(c.dir)
}

// sweepStale deletes directories left by runs that were killed before Remove: their
// server died with them (Pdeathsig), the files stayed. Recent ones may belong to a run
// still starting and are left alone.
func sweepStale() {
	dirs, _ := filepath.Glob(filepath.Join(os.TempDir(), dirPrefix+"*"))
	for _, d := range dirs {
		info, err := os.Stat(d)
		if err != nil || time.Since(info.ModTime()) < 10*time.Minute {
			continue
		}
		if pidFile, err := os.ReadFile(filepath.Join(d, "data", "postmaster.pid")); err == nil {
			first, _, _ := strings.Cut(string(pidFile), "\n")
			if pid, _ := strconv.Atoi(first); pid > 0 && syscall.Kill(pid, 0) == nil {
				continue // still served by a live process
			}
		}
		_ = os.RemoveAll(d)
	}
}
