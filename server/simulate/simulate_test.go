package simulate

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gofiber/fiber/v3"

	"shopconsole/mock"
	"shopconsole/server/app"
	"shopconsole/server/session"
)

// serveMock starts the mock backend on a loopback port until the test ends, asking for
// RSA-encrypted sign-in as a production server may, and answers its base URL.
func serveMock(t *testing.T) string {
	t.Helper()
	key, err := session.NewLoginKey(1024)
	if err != nil {
		t.Fatal(err)
	}
	cfg := app.Config{Logger: slog.New(slog.DiscardHandler), Session: session.Config{
		Secret: []byte(strings.Repeat("s", 32)), DemoPasswords: true, MockServer: true, LoginKey: key, AccessTTL: 15 * time.Minute, RefreshTTL: time.Hour}}
	a, err := app.New(t.Context(), mock.New(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- app.Serve(a, ln, fiber.ListenConfig{DisableStartupMessage: true}) }()
	t.Cleanup(func() {
		_ = a.ShutdownWithTimeout(5 * time.Second)
		if err := <-done; err != nil {
			t.Logf("serve: %v", err)
		}
	})
	return "http://" + ln.Addr().String()
}

// run is a run as fast as the server answers: a clock that never waits.
func run(t *testing.T, base string, seed uint64, d time.Duration) Summary {
	t.Helper()
	sum, err := Run(t.Context(), Config{BaseURL: base, Rate: 600, Duration: d, Seed: seed, AdminUser: "admin", AdminPassword: "123456",
		Account: DefaultAccount, Role: DefaultRole, Clock: NewFastClock(time.Now())})
	if err != nil {
		t.Fatalf("run with seed %d: %v", seed, err)
	}
	if sum.Elapsed != d {
		t.Errorf("the run lasted %s of its clock, want %s", sum.Elapsed, d)
	}
	return sum
}

// staff is the Admin acting in the console between runs.
func staff(t *testing.T, base string) *client {
	t.Helper()
	api, err := apiBase(base)
	if err != nil {
		t.Fatal(err)
	}
	c := newClient(api, nil)
	if err := c.signIn(t.Context(), "admin", "123456"); err != nil {
		t.Fatal(err)
	}
	return c
}

type counts map[string]int

// orderCounts answers the tab counts of the simulated buyers' orders.
func orderCounts(t *testing.T, c *client) counts {
	t.Helper()
	var l struct {
		Counts counts `json:"counts"`
	}
	if err := c.do(t.Context(), http.MethodGet, query("/admin/order/index", "buyer", BuyerPrefix), nil, &l); err != nil {
		t.Fatal(err)
	}
	return l.Counts
}

// claims answers the after-sales of the simulated buyers under the filters (pairs).
func claims(t *testing.T, c *client, filters ...string) (counts, []afterSale) {
	t.Helper()
	var l struct {
		Counts counts      `json:"counts"`
		List   []afterSale `json:"list"`
	}
	path := query("/admin/aftersale/index", append([]string{"buyer", BuyerPrefix, "pageSize", "100"}, filters...)...)
	if err := c.do(t.Context(), http.MethodGet, path, nil, &l); err != nil {
		t.Fatal(err)
	}
	return l.Counts, l.List
}

func ids[T any](t *testing.T, c *client, path string, id func(T) int64) []int64 {
	t.Helper()
	var l struct {
		List []T `json:"list"`
	}
	if err := c.do(t.Context(), http.MethodGet, path, nil, &l); err != nil {
		t.Fatal(err)
	}
	var out []int64
	for _, x := range l.List {
		out = append(out, id(x))
	}
	return out
}

func equal(t *testing.T, what string, got, want int) {
	t.Helper()
	if got != want {
		t.Errorf("%s: the server shows %d, the summary %d", what, got, want)
	}
}

// Three runs against one mock, staff acting in between: each run's summary is what the
// server shows of the simulated buyers, and a later run signs in again and takes up what
// staff did (confirms shipped orders, claims rights on refused claims, ships returns back).
func TestRunsMatchTheServer(t *testing.T) {
	base := serveMock(t)
	adm := staff(t, base)

	first := run(t, base, 7, 15*time.Second)
	t.Logf("first run: %+v", first)
	if first.Placed < 50 || first.Paid() == 0 || first.Cancelled == 0 || first.Registered == 0 || first.Views == 0 || first.RefundsApplied == 0 {
		t.Fatalf("too little happened at 600 orders a minute for 15 s: %+v", first)
	}
	oc := orderCounts(t, adm)
	equal(t, "orders", oc["all"], first.Placed)
	equal(t, "paid orders", oc["paid"], first.Paid())
	equal(t, "closed orders", oc["closed"], first.Cancelled)
	equal(t, "unpaid orders", oc["unpaid"], first.Placed-first.Paid()-first.Cancelled)
	ac, _ := claims(t, adm)
	equal(t, "after-sales", ac["all"], first.RefundsApplied+first.ReturnsApplied)
	var users struct {
		Total int `json:"total"`
	}
	if err := adm.do(t.Context(), http.MethodGet, query("/admin/user/index", "keyword", BuyerPrefix), nil, &users); err != nil {
		t.Fatal(err)
	}
	equal(t, "buyers", users.Total, first.Registered)

	// Staff ship the paid orders and refuse the claims.
	type row struct {
		ID int64 `json:"id"`
	}
	rowID := func(r row) int64 { return r.ID }
	for i, id := range ids(t, adm, query("/admin/order/index", "tab", "paid", "buyer", BuyerPrefix, "pageSize", "100"), rowID) {
		_ = adm.do(t.Context(), http.MethodPost, "/admin/order/ship", map[string]any{"id": id, "carrier": "顺丰速运", "trackingNo": fmt.Sprintf("SF%010d", i)}, nil)
	}
	for _, id := range ids(t, adm, query("/admin/aftersale/index", "tab", "applied", "buyer", BuyerPrefix, "pageSize", "100"), rowID) {
		if err := adm.do(t.Context(), http.MethodPost, "/admin/aftersale/refuse", map[string]any{"id": id, "reason": "商品已发出"}, nil); err != nil {
			t.Fatal(err)
		}
	}
	shipped := orderCounts(t, adm)["shipped"]
	refused, _ := claims(t, adm)

	second := run(t, base, 8, 15*time.Second)
	t.Logf("second run: %+v", second)
	if shipped == 0 || second.Confirmed == 0 || second.RightsClaims == 0 || second.ReturnsApplied == 0 {
		t.Fatalf("the second run took up too little of %d shipped orders and %d refused claims: %+v", shipped, refused["refused"], second)
	}
	oc = orderCounts(t, adm)
	equal(t, "completed orders", oc["completed"], second.Confirmed)
	equal(t, "orders", oc["all"], first.Placed+second.Placed)
	equal(t, "closed orders", oc["closed"], first.Cancelled+second.Cancelled)
	rc, _ := claims(t, adm, "rights", "open")
	equal(t, "rights claims", rc["all"], second.RightsClaims)
	ac, _ = claims(t, adm)
	equal(t, "after-sales", ac["all"], first.RefundsApplied+first.ReturnsApplied+second.RefundsApplied+second.ReturnsApplied)
	equal(t, "revoked after-sales", ac["revoked"], first.Revoked+second.Revoked)

	// Staff agree to the returns; the third run ships them back.
	agreed := 0
	for _, id := range ids(t, adm, query("/admin/aftersale/index", "tab", "applied", "kind", "return", "buyer", BuyerPrefix, "pageSize", "100"), rowID) {
		if err := adm.do(t.Context(), http.MethodPost, "/admin/aftersale/agree", map[string]any{"id": id, "returnAddress": "张三 13800000000 杭州市文三路 1 号"}, nil); err != nil {
			t.Fatal(err)
		}
		agreed++
	}
	third := run(t, base, 9, 10*time.Second)
	t.Logf("third run: %+v", third)
	if agreed == 0 || third.ReturnsShipped == 0 {
		t.Fatalf("no return shipped back of %d agreed: %+v", agreed, third)
	}
	ac, _ = claims(t, adm, "kind", "return")
	equal(t, "returns shipped back", ac["awaitingReceipt"], third.ReturnsShipped)
}

// One seed, one run: the same choices against the same data.
func TestSameSeedSameRun(t *testing.T) {
	a, b := run(t, serveMock(t), 3, 3*time.Second), run(t, serveMock(t), 3, 3*time.Second)
	if fmt.Sprint(a) != fmt.Sprint(b) {
		t.Fatalf("seed 3 twice:\n%+v\n%+v", a, b)
	}
	if c := run(t, serveMock(t), 4, 3*time.Second); fmt.Sprint(a) == fmt.Sprint(c) {
		t.Fatalf("seeds 3 and 4 ran alike: %+v", a)
	}
}

func fatalKind(t *testing.T, err error) string {
	t.Helper()
	var f *Fatal
	if !errors.As(err, &f) {
		t.Fatalf("want a fatal error, got %v", err)
	}
	return f.Kind
}

func TestUnreachableServer(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	base := "http://" + ln.Addr().String()
	_ = ln.Close()
	_, err = Run(context.Background(), Config{BaseURL: base, Rate: 60, Duration: time.Second, AdminUser: "admin", AdminPassword: "123456",
		Account: DefaultAccount, Role: DefaultRole, Clock: NewFastClock(time.Now())})
	if k := fatalKind(t, err); k != KindUnreachable || !strings.Contains(err.Error(), strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)) {
		t.Fatalf("%s: %v", k, err)
	}
}

func TestBadCredentialsAndMissingPermission(t *testing.T) {
	base := serveMock(t)
	for _, tc := range []struct{ user, kind string }{{"nobody", KindBadCredentials}, {"test", KindPermission}} {
		_, err := Run(t.Context(), Config{BaseURL: base, Rate: 60, Duration: time.Second, AdminUser: tc.user, AdminPassword: "123456",
			Account: DefaultAccount, Role: DefaultRole, Clock: NewFastClock(time.Now())})
		if k := fatalKind(t, err); k != tc.kind {
			t.Errorf("as %s: %s (%v), want %s", tc.user, k, err, tc.kind)
		}
	}
	// An account that is not the simulator's keeps its password.
	_, err := Run(t.Context(), Config{BaseURL: base, Rate: 60, Duration: time.Second, AdminUser: "admin", AdminPassword: "123456",
		Account: "editor", Role: DefaultRole, Clock: NewFastClock(time.Now())})
	if err == nil || !strings.Contains(err.Error(), "the account editor exists with the roles [Editor]") {
		t.Errorf("as editor: %v", err)
	}
}

// stopAt is a fast clock that cancels the run once its time passes a point, as Ctrl-C would.
type stopAt struct {
	*FastClock
	at     time.Time
	cancel context.CancelFunc
}

func (c stopAt) Sleep(ctx context.Context, d time.Duration) error {
	if c.Now().Add(d).After(c.at) {
		c.cancel()
	}
	return c.FastClock.Sleep(ctx, d)
}

// Stopped early, a run answers what was done, no error, and says it was interrupted.
func TestInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	start := time.Now()
	clock := stopAt{FastClock: NewFastClock(start), at: start.Add(3 * time.Second), cancel: cancel}
	sum, err := Run(ctx, Config{BaseURL: serveMock(t), Rate: 600, Duration: time.Hour, Seed: 1, AdminUser: "admin", AdminPassword: "123456",
		Account: DefaultAccount, Role: DefaultRole, Clock: clock})
	if err != nil || !sum.Interrupted || sum.Elapsed > 4*time.Second || sum.Placed == 0 {
		t.Fatalf("err %v, summary %+v", err, sum)
	}
}
