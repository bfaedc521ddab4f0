package contracttests

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"sort"
	"sync"
	"syscall"
)

// What a fuzzer made on a shared server is removed even when the run is interrupted:
// SIGINT or SIGTERM closes the write gate (the writes in flight finish, no new one starts),
// runs every registered clean-up once, prints what is left, and exits with status 1.
// A second signal exits at once.

// exitCleanups are the clean-ups of the fuzzers running now, each answering its report.
var exitCleanups struct {
	sync.Mutex
	next int
	fns  map[int]func() string
}

// onExit registers fn for a signal; remove unregisters it (the test ended normally).
func onExit(fn func() string) (remove func()) {
	exitCleanups.Lock()
	defer exitCleanups.Unlock()
	if exitCleanups.fns == nil {
		exitCleanups.fns = map[int]func() string{}
	}
	exitCleanups.next++
	key := exitCleanups.next
	exitCleanups.fns[key] = fn
	return func() {
		exitCleanups.Lock()
		delete(exitCleanups.fns, key)
		exitCleanups.Unlock()
	}
}

// runExitCleanups runs the registered clean-ups, oldest first, and prints their reports.
func runExitCleanups(w io.Writer) {
	exitCleanups.Lock()
	keys := make([]int, 0, len(exitCleanups.fns))
	for k := range exitCleanups.fns {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	fns := make([]func() string, len(keys))
	for i, k := range keys {
		fns[i] = exitCleanups.fns[k]
	}
	exitCleanups.Unlock()
	for _, fn := range fns {
		if report := fn(); report != "" {
			fmt.Fprintln(w, report)
		}
	}
	fmt.Fprintf(w, "fuzzer: %d clean-ups run\n", len(fns))
}

// writeGate is held (shared) by every write of a fuzzer while it is in flight; closing it
// waits for those and refuses the next.
var writeGate struct {
	sync.RWMutex
	closed bool
}

// beginWrite enters the gate; false when it is closed. endWrite must follow a true.
func beginWrite() bool {
	writeGate.RLock()
	if writeGate.closed {
		writeGate.RUnlock()
		return false
	}
	return true
}

func endWrite() { writeGate.RUnlock() }

func closeWriteGate() {
	writeGate.Lock()
	writeGate.closed = true
	writeGate.Unlock()
}

// cleanUpOnSignal installs the handler (from TestMain).
func cleanUpOnSignal() {
	ch := make(chan os.Signal, 2)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	go func() {
		sig := <-ch
		go func() {
			<-ch
			fmt.Fprintln(os.Stderr, "fuzzer: second signal: exiting without the clean-up")
			os.Exit(2)
		}()
		fmt.Fprintf(os.Stderr, "fuzzer: %v: stopping the writes and removing what the fuzzers created\n", sig)
		closeWriteGate()
		runExitCleanups(os.Stderr)
		os.Exit(1)
	}()
}
