package main

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// server is the binary under test, on a free loopback port.
type server struct {
	cmd  *exec.Cmd
	base string
	log  *os.File
	keep bool // the log was asked for: leave it
	done chan struct{}
}

// openLog opens the server's log: the file asked for, else a temporary one.
func openLog(path string) (*os.File, error) {
	if path != "" {
		return os.Create(path)
	}
	return os.CreateTemp("", "soak-server-*.log")
}

func startServer(ctx context.Context, bin, logPath string) (*server, error) {
	if _, err := os.Stat(bin); err != nil {
		return nil, fmt.Errorf("no server binary (make soak builds it): %w", err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	addr := ln.Addr().String()
	ln.Close()
	log, err := openLog(logPath)
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, "--backend", "mock", "--listen", addr)
	// warn: the server would otherwise log every request; GC settings are the binary's own.
	cmd.Env = append(os.Environ(), "SHOP_LOG_LEVEL=warn")
	cmd.Stdout, cmd.Stderr = log, log
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL} // never outlive the soak
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &server{cmd: cmd, base: "http://" + addr, log: log, keep: logPath != "", done: make(chan struct{})}
	go func() { _ = cmd.Wait(); close(s.done) }()
	if err := s.waitHealthy(ctx); err != nil {
		s.stop()
		return nil, err
	}
	return s, nil
}

func (s *server) pid() int { return s.cmd.Process.Pid }

func (s *server) waitHealthy(ctx context.Context) error {
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		resp, err := http.Get(s.base + "/healthz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return nil
			}
		}
		select {
		case <-s.done:
			return fmt.Errorf("server exited at start:\n%s", s.logTail())
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
	return fmt.Errorf("server not healthy within 30s:\n%s", s.logTail())
}

// stop asks the server to drain and stop (SIGTERM), killing it if it does not.
func (s *server) stop() {
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.done:
	case <-time.After(15 * time.Second):
		_ = s.cmd.Process.Kill()
		<-s.done
	}
	s.log.Close()
	if !s.keep {
		_ = os.Remove(s.log.Name())
	}
}

func (s *server) logTail() string {
	b, _ := os.ReadFile(s.log.Name())
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	return strings.Join(lines[max(0, len(lines)-20):], "\n")
}

// rss reads a process's resident memory (VmRSS) from /proc.
func rss(pid int) (int64, error) {
	f, err := os.Open("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return kb << 10, err
		}
	}
	return 0, fmt.Errorf("no VmRSS for pid %d", pid)
}

// memory is what watchMemory saw.
type memory struct {
	mu         sync.Mutex
	warmRSS    int64
	peakRSS    int64
	warmPassed bool
}

func (m *memory) warm() int64 { m.mu.Lock(); defer m.mu.Unlock(); return m.warmRSS }
func (m *memory) peak() int64 { m.mu.Lock(); defer m.mu.Unlock(); return m.peakRSS }

// watchMemory samples the server's RSS every 5 s until ctx ends, records the reading at
// the end of the warm-up, and prints a progress line every 30 s.
func watchMemory(ctx context.Context, s *server, d *driver, warmup time.Duration) *memory {
	m := &memory{}
	start := time.Now()
	go func() {
		tick := time.NewTicker(5 * time.Second)
		defer tick.Stop()
		lastPrint := start
		for {
			select {
			case <-ctx.Done():
				return
			case now := <-tick.C:
				v, err := rss(s.pid())
				if err != nil {
					return
				}
				m.mu.Lock()
				m.peakRSS = max(m.peakRSS, v)
				if !m.warmPassed && now.Sub(start) >= warmup {
					m.warmPassed, m.warmRSS = true, v
					fmt.Printf("soak: %6.0fs  RSS %s after the warm-up (the reference)\n", now.Sub(start).Seconds(), mib(v))
				}
				m.mu.Unlock()
				if now.Sub(lastPrint) >= 30*time.Second {
					lastPrint = now
					sent := d.sent()
					fmt.Printf("soak: %6.0fs  RSS %s  %d requests (%.0f/s)  %d failed\n",
						now.Sub(start).Seconds(), mib(v), sent, float64(sent)/now.Sub(start).Seconds(), d.failures())
				}
			}
		}
	}()
	return m
}
