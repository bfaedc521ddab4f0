package simulate

import (
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
)

// A read and a keyed write are sent again after a 5xx; a write without a key is not (it
// may have happened).
func TestRetries(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if calls.Add(1)%2 == 1 {
			w.WriteHeader(http.StatusServiceUnavailable)
			_, _ = w.Write([]byte(`{"code":503,"msg":"busy","data":null}`))
			return
		}
		_, _ = w.Write([]byte(`{"code":200,"msg":"ok","data":{}}`))
	}))
	defer srv.Close()
	c := newClient(srv.URL+"/api", nil)
	for _, tc := range []struct {
		method  string
		headers []string
		calls   int32
		ok      bool
	}{
		{http.MethodGet, nil, 2, true},
		{http.MethodPost, []string{"Idempotency-Key", "k1"}, 2, true},
		{http.MethodPost, nil, 1, false},
	} {
		calls.Store(0)
		err := c.do(t.Context(), tc.method, "/x", map[string]any{}, nil, tc.headers...)
		if (err == nil) != tc.ok || calls.Load() != tc.calls {
			t.Errorf("%s %v: %d calls, err %v; want %d calls", tc.method, tc.headers, calls.Load(), err, tc.calls)
		}
	}
}
