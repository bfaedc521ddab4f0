package app

import (
	"os"
	"runtime/debug"
)

// GCPercent is the heap growth that starts a collection. The server's live heap is small
// (caches, buffers, the mock's sample data), and at Go's default of 100 collecting takes
// about a tenth of its CPU under load; at 300 the load run (make bench) serves 12-14% more
// requests a second for a few more megabytes of heap.
const GCPercent = 300

// TuneGC applies GCPercent unless the GOGC environment variable says otherwise.
func TuneGC() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(GCPercent)
	}
}
