// Command edgeprobe measures what slow clients cost a shop-console binary on 127.0.0.1:
// its resident memory with N clients sending their headers a byte every 2 s, the seconds
// until the server cuts them off, and how many connections its cap holds. It starts the
// binary itself (mock backend) and stops it at the end; every step is bounded.
//
//	go build -o /tmp/shop-console ./server/cmd/shop-console
//	go run ./server/cmd/edgeprobe -bin /tmp/shop-console -clients 500
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

func main() {
	bin := flag.String("bin", "bin/shop-console", "the shop-console binary")
	addr := flag.String("listen", "127.0.0.1:18710", "where the binary listens")
	clients := flag.Int("clients", 500, "slow clients held at once")
	capConns := flag.Int("cap-conns", 4096+50, "then open this many idle connections at once and count those the cap holds (0: skip)")
	flag.Parse()
	extra := flag.Args() // more flags for the binary, e.g. -- --max-conns 1000
	if err := run(*bin, *addr, *clients, *capConns, extra); err != nil {
		fmt.Fprintln(os.Stderr, "edgeprobe:", err)
		os.Exit(1)
	}
}

func run(bin, addr string, clients, capConns int, extra []string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	args := append([]string{"--backend", "mock", "--listen", addr, "--log-level", "error", "--blob-store", "memory"}, extra...)
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("start %s: %w", bin, err)
	}
	defer func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }()
	if err := ready(ctx, addr); err != nil {
		return err
	}
	pid := cmd.Process.Pid
	fmt.Printf("server %s (pid %d) %s\n", bin, pid, strings.Join(args, " "))
	fmt.Printf("RSS idle: %s\n", mib(rss(pid)))

	peak := int64(0)
	stop := make(chan struct{})
	sampled := make(chan struct{})
	cut := slowClients(ctx, addr, clients, func() {
		go func() { // the peak while they are held: the server allocates as it reads them
			defer close(sampled)
			for {
				peak = max(peak, rss(pid))
				select {
				case <-stop:
					return
				case <-time.After(250 * time.Millisecond):
				}
			}
		}()
	})
	close(stop)
	<-sampled
	fmt.Printf("RSS with %d slow clients connected (peak): %s\n", clients, mib(peak))
	if len(cut) == 0 {
		return errors.New("no slow client was cut off")
	}
	slices.Sort(cut)
	fmt.Printf("slow clients cut off after %.1f s (first) %.1f s (median) %.1f s (last), %d of %d\n",
		cut[0].Seconds(), cut[len(cut)/2].Seconds(), cut[len(cut)-1].Seconds(), len(cut), clients)
	if capConns > 0 {
		held, refused, err := countCap(ctx, addr, capConns)
		if err != nil {
			return err
		}
		fmt.Printf("%d idle connections opened: %d held, %d answered 503\n", capConns, held, refused)
		fmt.Printf("RSS with the cap full: %s\n", mib(rss(pid)))
	}
	return nil
}

// ready waits for /readyz.
func ready(ctx context.Context, addr string) error {
	for {
		resp, err := http.Get("http://" + addr + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("the server at %s is not ready: %w", addr, ctx.Err())
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// slowClients connects n clients that send a request line and then one header byte every
// 2 s; once all are connected (and have sent their first bytes) it calls connected, then
// waits until the server has closed each, and answers how long each lasted.
func slowClients(ctx context.Context, addr string, n int, connected func()) []time.Duration {
	var wg sync.WaitGroup
	var mu sync.Mutex
	var lasted []time.Duration
	start := make(chan struct{})
	var up sync.WaitGroup
	up.Add(n)
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c, err := net.DialTimeout("tcp", addr, 5*time.Second)
			if err != nil {
				up.Done()
				return
			}
			defer c.Close()
			began := time.Now()
			_, err = io.WriteString(c, "GET /api/publicKey HTTP/1.1\r\nHost: probe\r\nX-Slow: ")
			up.Done()
			<-start
			closed := make(chan struct{})
			go func() { _, _ = io.Copy(io.Discard, c); close(closed) }()
			tick := time.NewTicker(2 * time.Second)
			defer tick.Stop()
			for err == nil {
				select {
				case <-closed:
					mu.Lock()
					lasted = append(lasted, time.Since(began))
					mu.Unlock()
					return
				case <-ctx.Done():
					return
				case <-tick.C:
					_, err = io.WriteString(c, "a")
				}
			}
			<-closed
			mu.Lock()
			lasted = append(lasted, time.Since(began))
			mu.Unlock()
		}()
	}
	up.Wait()
	connected()
	close(start)
	wg.Wait()
	return lasted
}

// countCap opens n connections that send nothing, all within a few seconds (well inside
// the header timeout), then reads each: one past the cap has its 503 waiting, one held has
// nothing to read.
func countCap(ctx context.Context, addr string, n int) (held, refused int, err error) {
	open := make([]net.Conn, 0, n)
	defer func() {
		for _, c := range open {
			_ = c.Close()
		}
	}()
	for i := range n {
		if ctx.Err() != nil {
			return 0, 0, ctx.Err()
		}
		c, err := net.DialTimeout("tcp", addr, 5*time.Second)
		if err != nil {
			return 0, 0, fmt.Errorf("connection %d: %w", i+1, err)
		}
		open = append(open, c)
	}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for _, c := range open {
		wg.Go(func() {
			_ = c.SetReadDeadline(time.Now().Add(time.Second))
			line, err := bufio.NewReader(c).ReadString('\n')
			mu.Lock()
			defer mu.Unlock()
			if err == nil && strings.Contains(line, " 503 ") {
				refused++
			} else if errors.Is(err, os.ErrDeadlineExceeded) {
				held++
			}
		})
	}
	wg.Wait()
	return held, refused, nil
}

// rss is the process's resident memory in bytes, from /proc.
func rss(pid int) int64 {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return -1
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return kb << 10
		}
	}
	return -1
}

func mib(b int64) string { return fmt.Sprintf("%.1f MiB", float64(b)/(1<<20)) }
