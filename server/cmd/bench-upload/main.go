// Command bench-upload measures picture uploads end to end on loopback: the app with the
// chosen backend and blob store listens on 127.0.0.1, a client signs in and uploads one
// 1 MB JPEG n times, one after the other; it prints the median and p99 latency and the
// process's memory (RSS, Go heap after a collection) at the start, halfway and at the end.
// Every tenth picture's thumbnail is then asked for once, as the album page does after an
// upload: the first view, which makes it, is timed apart.
//
//	go run ./server/cmd/bench-upload -n 1000
//	go run ./server/cmd/bench-upload -n 1000 -backend postgres -database-url postgres://postgres@127.0.0.1:5432/test -blob-store postgres
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"image"
	"image/jpeg"
	"io"
	"log/slog"
	"math/rand/v2"
	"mime/multipart"
	"net"
	"net/http"
	"os"
	"runtime"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/gofiber/fiber/v3"

	"shopconsole/mock"
	"shopconsole/server/app"
	"shopconsole/server/pictures/blob"
	"shopconsole/server/postgres"
	"shopconsole/server/session"
)

func main() {
	n := flag.Int("n", 1000, "uploads")
	listen := flag.String("listen", "127.0.0.1:18510", "where the app listens")
	backend := flag.String("backend", "mock", "mock | postgres")
	dbURL := flag.String("database-url", "", "Postgres URL (backend postgres)")
	store := flag.String("blob-store", "fs", "fs | postgres | memory")
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile of the whole run (client and server) here")
	flag.Parse()
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err == nil && pprof.StartCPUProfile(f) == nil {
			defer pprof.StopCPUProfile()
		}
	}
	if err := run(*n, *listen, *backend, *dbURL, *store); err != nil {
		fmt.Fprintln(os.Stderr, err)
		pprof.StopCPUProfile()
		os.Exit(1) //nolint:gocritic // the profile is stopped above
	}
}

func run(n int, listen, backendName, dbURL, storeName string) error {
	ctx := context.Background()
	var backend app.Backend = mock.New()
	var blobs blob.Store
	if backendName == "postgres" {
		schema := "pictures_bench_" + strconv.FormatInt(time.Now().Unix(), 36)
		db, err := postgres.OpenSchema(ctx, dbURL, schema)
		if err != nil {
			return err
		}
		defer func() {
			_, _ = db.Pool().Exec(context.Background(), "DROP SCHEMA "+schema+" CASCADE")
			db.Close()
		}()
		if err := postgres.EnsureAdmin(ctx, db, "bench-password-1", slog.New(slog.DiscardHandler)); err != nil {
			return err
		}
		backend = db
		if storeName == "postgres" {
			blobs = blob.NewPostgres(db.Pool())
		}
	}
	switch storeName {
	case "fs":
		dir, err := os.MkdirTemp("", "bench-upload-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		if blobs, err = blob.NewFS(dir); err != nil {
			return err
		}
	case "memory":
		blobs = blob.NewMemory()
	}
	app.TuneGC()
	a, err := app.New(ctx, backend, app.Config{
		Session: session.Config{Secret: []byte("bench-upload-secret-0123456789abcdef"), AccessTTL: time.Hour, RefreshTTL: time.Hour,
			DemoPasswords: backendName == "mock", MockServer: backendName == "mock"},
		Logger: slog.New(slog.DiscardHandler), Blobs: blobs,
	})
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", listen)
	if err != nil {
		return err
	}
	go func() { _ = app.Serve(a, ln, fiber.ListenConfig{DisableStartupMessage: true}) }()
	defer a.Shutdown() //nolint:errcheck // the measurement is done

	base := "http://" + listen + "/api"
	user, password := "admin", "any-password"
	if backendName == "postgres" {
		password = "bench-password-1"
	}
	token, err := signIn(base, user, password)
	if err != nil {
		return err
	}
	pic := noiseJPEG(1 << 20)
	fmt.Printf("backend %s, blob store %s, %d uploads of a %d-byte JPEG (%s)\n", backendName, storeName, n, len(pic), runtime.Version())
	client := &http.Client{Timeout: 30 * time.Second}
	lat := make([]time.Duration, 0, n)
	var thumbLat []time.Duration
	memory("start")
	for i := range n {
		start := time.Now()
		id, err := upload(client, base, token, pic)
		if err != nil {
			return fmt.Errorf("upload %d: %w", i, err)
		}
		lat = append(lat, time.Since(start))
		if i%10 == 0 {
			start = time.Now()
			if err := firstView(client, base, id); err != nil {
				return fmt.Errorf("thumbnail %d: %w", id, err)
			}
			thumbLat = append(thumbLat, time.Since(start))
		}
		if i+1 == n/2 {
			memory("half")
		}
	}
	memory("end")
	slices.Sort(lat)
	fmt.Printf("upload: median %.1f ms, p99 %.1f ms, max %.1f ms\n", ms(lat[len(lat)/2]), ms(lat[len(lat)*99/100]), ms(lat[len(lat)-1]))
	slices.Sort(thumbLat)
	fmt.Printf("first view of a thumbnail (%d): median %.1f ms, max %.1f ms\n", len(thumbLat), ms(thumbLat[len(thumbLat)/2]), ms(thumbLat[len(thumbLat)-1]))
	return nil
}

// firstView asks for a new picture's thumbnail, which makes it.
func firstView(c *http.Client, base string, id int64) error {
	resp, err := c.Get(base + "/pictures/thumb?id=" + strconv.FormatInt(id, 10))
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if _, err := io.Copy(io.Discard, resp.Body); err != nil {
		return err
	}
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "image/jpeg" {
		return fmt.Errorf("%d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	return nil
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// memory prints the process's RSS and the Go heap after a collection.
func memory(when string) {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	rss := "?"
	if b, err := os.ReadFile("/proc/self/statm"); err == nil {
		if f := strings.Fields(string(b)); len(f) > 1 {
			pages, _ := strconv.ParseInt(f[1], 10, 64)
			rss = fmt.Sprintf("%.1f MiB", float64(pages*int64(os.Getpagesize()))/(1<<20))
		}
	}
	fmt.Printf("memory at %-5s RSS %s, heap in use %.1f MiB\n", when, rss, float64(m.HeapInuse)/(1<<20))
}

// noiseJPEG is a JPEG of random pixels of about size bytes (noise barely compresses).
func noiseJPEG(size int) []byte {
	r := rand.New(rand.NewPCG(1, 2))
	side := 560
	for {
		img := image.NewRGBA(image.Rect(0, 0, side, side))
		for i := range img.Pix {
			img.Pix[i] = byte(r.IntN(256))
		}
		var buf bytes.Buffer
		_ = jpeg.Encode(&buf, img, &jpeg.Options{Quality: 85})
		if buf.Len() >= size*95/100 && buf.Len() <= size {
			return buf.Bytes()
		}
		side = int(float64(side) * (1 + 0.5*(float64(size)/float64(buf.Len())-1)))
	}
}

func signIn(base, user, password string) (string, error) {
	body, _ := json.Marshal(map[string]string{"username": user, "password": password})
	resp, err := http.Post(base+"/shop/login", "application/json", bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var env struct {
		Code int `json:"code"`
		Data struct {
			Token string `json:"token"`
		} `json:"data"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&env); err != nil {
		return "", fmt.Errorf("sign in: %w", err)
	}
	if env.Code != 200 {
		return "", fmt.Errorf("sign in: code %d", env.Code)
	}
	return env.Data.Token, nil
}

func upload(c *http.Client, base, token string, pic []byte) (int64, error) {
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	_ = w.WriteField("albumId", "1")
	part, _ := w.CreateFormFile("files", "bench.jpg")
	_, _ = part.Write(pic)
	_ = w.Close()
	req, _ := http.NewRequest("POST", base+"/admin/album/upload", &buf)
	req.Header.Set("Content-Type", w.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := c.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		return 0, fmt.Errorf("%d %s", resp.StatusCode, raw)
	}
	var env struct {
		Data struct {
			List []struct {
				ID int64 `json:"id"`
			} `json:"list"`
		} `json:"data"`
	}
	if err := json.Unmarshal(raw, &env); err != nil {
		return 0, fmt.Errorf("upload answer: %w", err)
	}
	if len(env.Data.List) != 1 {
		return 0, fmt.Errorf("upload answer: %d pictures", len(env.Data.List))
	}
	return env.Data.List[0].ID, nil
}
