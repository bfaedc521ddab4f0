package contracttests

import (
	"testing"
	"time"
)

// TestMockSettings: an Admin reads and changes the mock's latency and faults at run time;
// others get 403; faults spare sign-in and the settings themselves.
func TestMockSettings(t *testing.T) {
	e := newEnv(t, "mock", mockStore(), options{})
	admin, _ := e.login(t, "admin", "password-1")
	editor, _ := e.login(t, "editor", "password-1")

	r := e.Do(t, "GET", "/api/__mock/settings", nil, token(admin))
	expect(t, r, 200, "")
	if r.Str("latency") != "off" || r.Field("faults") != float64(0) {
		t.Fatalf("default settings: %s", r.Raw)
	}
	expect(t, e.Do(t, "GET", "/api/__mock/settings", nil, token(editor)), 403, "only an Admin reads or changes the mock's settings")
	expect(t, e.Do(t, "POST", "/api/__mock/settings", map[string]any{"faults": 1}, token(editor)), 403, "")

	bad := []struct {
		body  map[string]any
		field string
	}{
		{map[string]any{"latency": "quick"}, "latency"},
		{map[string]any{"latency": "1s-11s"}, "latency"},
		{map[string]any{"faults": 1.5}, "faults"},
	}
	for _, b := range bad {
		r := e.Do(t, "POST", "/api/__mock/settings", b.body, token(admin))
		expect(t, r, 400, "")
		if r.Str("field") != b.field {
			t.Errorf("%v: field %q, want %s", b.body, r.Str("field"), b.field)
		}
	}

	r = e.Do(t, "POST", "/api/__mock/settings", map[string]any{"latency": "20ms-30ms", "faults": 1}, token(admin))
	expect(t, r, 200, "")
	if r.Str("latency") != "20ms-30ms" || r.Field("faults") != float64(1) {
		t.Fatalf("after change: %s", r.Raw)
	}
	// Every signed-in operation now fails, with the envelope, after the latency.
	for range 10 {
		start := time.Now()
		r := e.Do(t, "GET", "/api/admin/userLevel/index", nil, token(admin))
		if r.Status != 500 && r.Status != 503 {
			t.Fatalf("with faults 1: %d %s", r.Status, r.Raw)
		}
		if took := time.Since(start); took < 20*time.Millisecond {
			t.Fatalf("answered after %s, under the latency", took)
		}
	}
	// Sign-in is spared, and so are the settings: the Admin can turn faults off.
	e.login(t, "test", "password-1")
	expect(t, e.Do(t, "POST", "/api/__mock/settings", map[string]any{"faults": 0, "latency": "off"}, token(admin)), 200, "")
	expect(t, e.Do(t, "GET", "/api/admin/userLevel/index", nil, token(admin)), 200, "")
}
