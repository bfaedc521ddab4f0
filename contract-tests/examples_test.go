package contracttests

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"shopconsole/server/contract"
)

// examplesFile holds a request and the mock's answer to it for every operation; `make
// generate` merges them into the bundled contract as the examples named "sample"
// (server/cmd/merge-examples), where the reference page shows them and
// `Prefer: example=sample` answers them.
const examplesFile = "../openapi/examples.json"

var updateExamples = flag.Bool("examples.update", false,
	"record the sample answer of operations whose entry in openapi/examples.json is missing, invalid or not a 200 (a request already there is replayed as written; without one, requests are drawn until one answers 200)")

// sample is one operation's example: the request sent and the mock's answer.
type sample struct {
	Method   string            `json:"method"`
	Path     string            `json:"path"`
	Query    map[string]string `json:"query,omitempty"`
	Header   map[string]string `json:"header,omitempty"`
	Body     any               `json:"body,omitempty"`
	Status   int               `json:"status"`
	Response any               `json:"response,omitempty"`
	// files are the files of a multipart sample that its set-up made, by field.
	files map[string]formFile
}

func readSamples(t *testing.T) map[string]*sample {
	t.Helper()
	out := map[string]*sample{}
	raw, err := os.ReadFile(examplesFile)
	if os.IsNotExist(err) {
		return out
	}
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("%s: %v", examplesFile, err)
	}
	return out
}

// request rebuilds the sample's request, signed in with tok.
func (s *sample) request(tok string) *http.Request {
	q := url.Values{}
	for k, v := range s.Query {
		q.Set(k, v)
	}
	target := contract.BasePath + s.Path
	if len(q) > 0 {
		target += "?" + q.Encode()
	}
	var body []byte
	if s.Body != nil {
		body = encodeJSON(s.Body)
	}
	r := httptest.NewRequest(s.Method, target, bytes.NewReader(body))
	if body != nil {
		r.Header.Set("Content-Type", "application/json")
	}
	if tok != "" {
		r.Header.Set("Authorization", "Bearer "+tok)
	}
	r.Header.Set("Accept-Language", "en")
	for k, v := range s.Header {
		r.Header.Set(k, v)
	}
	return r
}

// check validates the sample against its operation: the request, and the answer for its status.
func (s *sample) check(op *contract.Operation) error {
	if s.Method != op.Method || s.Path != op.Path {
		return fmt.Errorf("names %s %s, the operation is %s %s", s.Method, s.Path, op.Method, op.Path)
	}
	// An upload's multipart body is not kept: its answer is the example.
	if err := op.ValidateRequest(context.Background(), s.request("x")); err != nil && !op.Multipart {
		return fmt.Errorf("request: %w", err)
	}
	if s.Response == nil {
		return nil
	}
	h := http.Header{"Content-Type": {"application/json"}}
	if err := op.ValidateResponse(context.Background(), s.request("x"), s.Status, h, encodeJSON(s.Response)); err != nil {
		return fmt.Errorf("answer %d: %w", s.Status, err)
	}
	return nil
}

// TestExamples: every operation has a sample whose request and answer match the contract,
// the answer a success that the contract carries as an example,
// and every example in the contract (the samples merged in, the hand-written ones) matches
// its schema, so the reference page and `Prefer: example=` never show a stale shape.
func TestExamples(t *testing.T) {
	c, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	samples := readSamples(t)
	if *updateExamples {
		recordSamples(t, c, samples)
	}
	var problems []string
	for _, op := range c.Operations() {
		s := samples[op.ID]
		if s == nil {
			problems = append(problems, op.ID+": no sample")
			continue
		}
		if err := s.check(op); err != nil {
			problems = append(problems, op.ID+": "+err.Error())
		}
		switch json := jsonAnswer(op, s.Status); {
		case s.Status < 200 || s.Status > 299 || json && s.Response == nil:
			problems = append(problems, fmt.Sprintf("%s: the sample answered %d, not a success (set up its state in samplesSetUp or tune its request)", op.ID, s.Status))
		case json && !hasSuccessExample(op, s.Status):
			problems = append(problems, fmt.Sprintf("%s: the contract has no example of its %d answer: run make generate", op.ID, s.Status))
		}
	}
	for id := range samples {
		if !slices.ContainsFunc(c.Operations(), func(o *contract.Operation) bool { return o.ID == id }) {
			problems = append(problems, id+": no such operation in the contract")
		}
	}
	if err := c.Doc.Validate(context.Background(), openapi3.EnableExamplesValidation()); err != nil {
		problems = append(problems, "the contract's examples: "+err.Error())
	}
	if n := mergedSamples(c.Doc); n == 0 {
		problems = append(problems, "the bundled contract holds no sample example: run make generate")
	}
	if len(problems) > 0 {
		slices.Sort(problems)
		t.Fatalf("%s (record with: go test ./contract-tests -run TestExamples -examples.update, then make generate):\n  %s",
			examplesFile, strings.Join(problems, "\n  "))
	}
}

// jsonAnswer: the operation answers status with JSON (not a file such as a picture's bytes).
func jsonAnswer(op *contract.Operation, status int) bool {
	r := op.Spec().Responses.Status(status)
	return r == nil || r.Value == nil || r.Value.Content.Get("application/json") != nil
}

// hasSuccessExample: the operation's answer for status carries an example (the merged
// sample, or one written by hand).
func hasSuccessExample(op *contract.Operation, status int) bool {
	r := op.Spec().Responses.Status(status)
	if r == nil || r.Value == nil {
		return false
	}
	mt := r.Value.Content.Get("application/json")
	return mt != nil && (mt.Example != nil || len(mt.Examples) > 0)
}

// mergedSamples counts the operations whose contract carries a "sample" example.
func mergedSamples(doc *openapi3.T) int {
	n := 0
	for _, item := range doc.Paths.Map() {
		for _, op := range item.Operations() {
			for _, r := range op.Responses.Map() {
				if r.Value == nil {
					continue
				}
				if mt := r.Value.Content.Get("application/json"); mt != nil && mt.Examples["sample"] != nil {
					n++
				}
			}
		}
	}
	return n
}

// recordSamples fills in the samples that are missing, invalid or not a success, each
// on a mock of its own with the sample data (a write changes nothing the next one sees).
func recordSamples(t *testing.T, c *contract.Contract, samples map[string]*sample) {
	// The ids the sample data holds, per resource, for id-like fields.
	fz := &fuzzer{e: newEnv(t, "mock", mockStore(), options{}), c: c}
	tok := signIn(t, fz.e)
	fz.ids = fz.knownIDs(tok)
	for _, op := range c.Operations() {
		if s := samples[op.ID]; s != nil && s.Status == 200 && s.check(op) == nil {
			continue
		}
		var got *sample
		ids := idPool(fz, op, tok)
		if s := samples[op.ID]; s != nil {
			// A request in the file (drawn before, or tuned by hand) is replayed as written;
			// delete the entry to draw a new one.
			samples[op.ID] = answerSample(t, op, s)
			continue
		}
		for seed := uint64(1); seed <= 8; seed++ {
			got = answerSample(t, op, drawSample(c, op, seed, ids))
			if got.Status == 200 && got.check(op) == nil {
				break
			}
		}
		samples[op.ID] = got
	}
	raw, err := json.MarshalIndent(samples, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(examplesFile, append(raw, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
}

// drawSample builds a request from the schemas' examples, with ids of the sample data.
func drawSample(c *contract.Contract, op *contract.Operation, seed uint64, ids func(string) []int64) *sample {
	o := specOf(c, op)
	s := &sample{Method: op.Method, Path: op.Path, Query: map[string]string{}}
	// The schemas' examples first; later draws take fewer of them (names already taken).
	g := &gen{r: rand.New(rand.NewPCG(seed, 7)), examplePct: max(100-15*int(seed-1), 0), lean: true, ids: ids}
	for _, p := range o.Parameters {
		pv := p.Value
		switch {
		case pv.In == "query" && (pv.Name == "pageSize" || pv.Name == "limit"):
			s.Query[pv.Name] = "2"
		case pv.In == "query" && pv.Required:
			s.Query[pv.Name] = paramText(g.value(pv.Schema.Value, pv.Name, 0))
		}
	}
	if bs, _ := bodySchema(o); bs != nil && !op.Multipart {
		s.Body = g.value(bs, "", 0)
	}
	return s
}

// idPool is the fuzzer's id pool of op, else the ids that the list beside op answers
// (/admin/album/detail: /admin/album/index).
func idPool(fz *fuzzer, op *contract.Operation, tok string) func(string) []int64 {
	known := fz.idsFor(op)
	dir := op.Path[:strings.LastIndex(op.Path, "/")+1]
	var own []int64
	for _, list := range []string{"index?pageSize=100", "getList?pageSize=100"} {
		r := httptest.NewRequest("GET", contract.BasePath+dir+list, nil)
		r.Header.Set("Authorization", "Bearer "+tok)
		if a, err := fz.e.send(r); err == nil && a.Status == 200 {
			collectIDs(a.Env.Data, func(id int64) { own = append(own, id) })
			break
		}
	}
	slices.Sort(own)
	own = slices.Compact(own)
	return func(name string) []int64 {
		if ids := known(name); len(ids) > 0 {
			return ids
		}
		return own
	}
}

// signIn signs in as admin without counting as a scenario's call.
func signIn(t *testing.T, e *Env) string {
	t.Helper()
	login := &sample{Method: "POST", Path: "/shop/login", Body: map[string]any{"username": "admin", "password": "123456"}}
	a, err := e.send(login.request(""))
	if err != nil || a.Status != 200 {
		t.Fatalf("sign in: %v %d", err, a.Status)
	}
	tok, _ := a.Env.Data["token"].(string)
	return tok
}

// answerSample sends s as admin to a fresh mock, after the set-up its operation needs
// (samplesSetUp), and keeps its answer (arrays cut to three).
func answerSample(t *testing.T, op *contract.Operation, s *sample) *sample {
	t.Helper()
	e := newEnv(t, "mock", mockStore(), options{})
	out := *s
	p := &prep{t: t, e: e, tok: signIn(t, e), s: &out}
	if setUp := samplesSetUp[op.ID]; setUp != nil {
		setUp(p)
	}
	req := out.request(p.tok)
	if op.Multipart {
		var err error
		if req, err = out.multipartRequest(p.tok); err != nil {
			t.Fatalf("%s: %v", op.ID, err)
		}
	}
	for _, c := range p.cookies {
		req.AddCookie(c)
	}
	a, err := e.send(req)
	if err != nil {
		t.Fatalf("%s: %v", op.ID, err)
	}
	out.Status, out.Response = a.Status, nil
	var body any
	if strings.HasPrefix(a.Header.Get("Content-Type"), "application/json") && json.Unmarshal(a.Raw, &body) == nil {
		out.Response = shorten(body)
		if out.check(op) != nil {
			out.Response = body
		}
	}
	return &out
}

// shorten cuts every array to its first three items, so that lists stay readable.
func shorten(v any) any {
	switch x := v.(type) {
	case map[string]any:
		m := make(map[string]any, len(x))
		for k, e := range x {
			m[k] = shorten(e)
		}
		return m
	case []any:
		n := min(len(x), 3)
		out := make([]any, n)
		for i := range n {
			out[i] = shorten(x[i])
		}
		return out
	}
	return v
}
