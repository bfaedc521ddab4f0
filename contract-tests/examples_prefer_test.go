package contracttests

import (
	"bytes"
	"context"
	"encoding/json"
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
