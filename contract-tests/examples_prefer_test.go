package contracttests

import (
	"bytes"
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"shopconsole/server/contract"
)

// TestPreferSample: on the mock, `Prefer: example=sample` answers each operation's merged
// sample as recorded, and the answer matches the contract.
func TestPreferSample(t *testing.T) {
	c, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	e := newEnv(t, "mock", mockStore(), options{})
	tok := signIn(t, e)
	n := 0
	for id, s := range readSamples(t) {
		op, ok := c.Find(s.Method, contract.BasePath+s.Path)
		if !ok || op.Multipart || s.Response == nil || !hasSample(op, s.Status) {
			continue
		}
		r := s.request(tok)
		r.Header.Set("Prefer", "example=sample")
		a, err := e.send(r)
		if err != nil {
			t.Fatal(err)
		}
		if a.Status != s.Status || !bytes.Equal(canonical(t, a.Raw), canonical(t, encodeJSON(s.Response))) {
			t.Errorf("%s: Prefer example=sample answered %d %s, want %d and the sample", id, a.Status, a.Raw, s.Status)
			continue
		}
		if err := op.ValidateResponse(context.Background(), s.request(tok), a.Status, a.Header, a.Raw); err != nil {
			t.Errorf("%s: %v", id, err)
		}
		n++
	}
	t.Logf("%d operations answer their sample", n)
	if n < 100 {
		t.Fatalf("only %d operations answer their sample", n)
	}
}

func hasSample(op *contract.Operation, status int) bool {
	r := op.Spec().Responses.Status(status)
	if r == nil || r.Value == nil {
		return false
	}
	mt := r.Value.Content.Get("application/json")
	return mt != nil && mt.Examples["sample"] != nil
}

// canonical re-encodes JSON with sorted keys, for comparing answers.
func canonical(t *testing.T, raw []byte) []byte {
	t.Helper()
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatalf("%v: %s", err, raw)
	}
	out, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestPreferErrorsNameTheOperation: on the mock, `Prefer: code=400|404|409` (with and
// without dynamic=true) answers, for every operation that declares the status, an error
// envelope whose msg names that operation (its summary, in the caller's language) and
// whose data.field is a field of its own request, never "success"; and the contract
// accepts the answer. The requests are the operations' samples.
func TestPreferErrorsNameTheOperation(t *testing.T) {
	c, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	e := newEnv(t, "mock", mockStore(), options{})
	tok := signIn(t, e)
	n := 0
	for id, s := range readSamples(t) {
		op, ok := c.Find(s.Method, contract.BasePath+s.Path)
		if !ok || op.Multipart {
			continue
		}
		inputs := inputsOf(op, s)
		zh, _ := op.Spec().Extensions["x-summary-zh"].(string)
		for _, status := range []int{400, 404, 409} {
			if op.Spec().Responses.Status(status) == nil {
				continue
			}
			for _, prefer := range []string{"code=" + strconv.Itoa(status), "code=" + strconv.Itoa(status) + ", dynamic=true"} {
				for lang, summary := range map[string]string{"en": op.Spec().Summary, "zh": zh} {
					r := s.request(tok)
					r.Header.Set("Prefer", prefer)
					r.Header.Set("Accept-Language", lang)
					a, err := e.send(r)
					if err != nil {
						t.Fatal(err)
					}
					field, _ := a.Env.Data["field"].(string)
					if a.Status != status || a.Env.Code != status || !strings.HasPrefix(a.Env.Msg, summary) ||
						strings.Contains(a.Env.Msg, "success") || (field != "" && !inputs[field]) {
						t.Errorf("%s %s (%s): %d %s", id, prefer, lang, a.Status, a.Raw)
						continue
					}
					if err := op.ValidateResponse(context.Background(), s.request(tok), a.Status, a.Header, a.Raw); err != nil {
						t.Errorf("%s %s: %v", id, prefer, err)
					}
					n++
				}
			}
		}
	}
	t.Logf("%d simulated errors checked", n)
	if n < 500 {
		t.Fatalf("only %d simulated errors checked", n)
	}
}

// inputsOf names the fields a request of op may send: its parameters and the top-level
// properties of its sample body (and of its body schema).
func inputsOf(op *contract.Operation, s *sample) map[string]bool {
	out := map[string]bool{}
	for _, p := range op.Spec().Parameters {
		if p.Value != nil {
			out[p.Value.Name] = true
		}
	}
	if body, ok := s.Body.(map[string]any); ok {
		for k := range body {
			out[k] = true
		}
	}
	for _, l := range locationsOf(op.Spec()) {
		if l.In == "body" && len(l.Path) > 0 {
			out[l.Path[0]] = true
		}
	}
	return out
}
