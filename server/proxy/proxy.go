// Package proxy is a validating reverse proxy: it forwards every request to an upstream
// server, checks the request and the answer against the contract, logs each violation
// with its operation and keeps a tally for a summary. A request under /api that no
// operation declares (its path, or its method at that path) is a violation too. With a
// mock, operations the upstream lacks (501, or a 404 that is not the contract's envelope)
// are answered by it.
package proxy

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"time"

	"shopconsole/server/apidocs"
	"shopconsole/server/contract"
)

// maxBody bounds what the proxy reads of a request or an answer.
const maxBody = 64 << 20

// Config is what New needs.
type Config struct {
	Upstream *url.URL // up to the host: paths are sent as they come, /api included
	Spec     *contract.Contract
	Logger   *slog.Logger
	// Mock, when set, answers the operations the upstream lacks, signed in as
	// MockUser/MockPassword (the caller's token is the upstream's, unknown to the mock).
	Mock                   http.Handler
	MockUser, MockPassword string
	Client                 *http.Client
}

// Proxy is an http.Handler.
type Proxy struct {
	cfg   Config
	tally *Tally

	mu        sync.Mutex
	mockToken string
}

// New returns a proxy to cfg.Upstream.
func New(cfg Config) *Proxy {
	if cfg.Client == nil {
		cfg.Client = &http.Client{Timeout: time.Minute, CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		}}
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return &Proxy{cfg: cfg, tally: newTally()}
}

// Tally is what the proxy has seen so far.
func (p *Proxy) Tally() *Tally { return p.tally }

// answer is a response held whole.
type answer struct {
	status int
	header http.Header
	body   []byte
}

func (p *Proxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, maxBody))
	if err != nil {
		http.Error(w, "read the request: "+err.Error(), http.StatusBadRequest)
		return
	}
	op, known := p.cfg.Spec.Find(r.Method, r.URL.Path)
	opID := outside
	switch {
	case known:
		opID = op.ID
		if err := op.ValidateRequest(r.Context(), withBody(r, body)); err != nil {
			p.tally.add(opID, kindRequest)
			p.cfg.Logger.Warn("request breaks the contract", "operation", opID, "method", r.Method, "path", r.URL.Path, "err", err.Error())
		}
	case inAPI(r.Method, r.URL.Path):
		opID = r.Method + " " + r.URL.Path
		p.tally.add(opID, kindUndeclared)
		p.cfg.Logger.Warn("request breaks the contract: no such operation", "method", r.Method, "path", r.URL.Path,
			"err", undeclared(p.cfg.Spec, r.Method, r.URL.Path))
	}
	a, err := p.forward(r, body)
	if err != nil {
		p.tally.add(opID, kindUpstreamError)
		p.cfg.Logger.Error("upstream unreachable", "operation", opID, "err", err.Error())
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	source := "upstream"
	if p.cfg.Mock != nil && known && missing(a) {
		if a, err = p.mock(r, body); err != nil {
			p.cfg.Logger.Error("mock answer", "operation", opID, "err", err.Error())
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		source = "mock"
		p.tally.add(opID, kindMocked)
	}
	p.tally.add(opID, kindRequests)
	if known {
		if err := op.ValidateResponse(r.Context(), withBody(r, body), a.status, a.header, a.body); err != nil {
			p.tally.add(opID, kindResponse)
			p.cfg.Logger.Warn("response breaks the contract", "operation", opID, "source", source,
				"status", a.status, "err", err.Error())
		}
	}
	for k, vs := range a.header {
		for _, v := range vs {
			w.Header().Add(k, v)
		}
	}
	w.WriteHeader(a.status)
	_, _ = w.Write(a.body)
}

// outside is the summary's row of the requests that are not the API's (the console's
// pages and assets, /healthz, /metrics, the contract's own documents).
const outside = "(outside the API)"

// inAPI tells a request the contract must declare: under /api, except the contract's own
// documents and reference page.
func inAPI(method, path string) bool {
	if path != contract.BasePath && !strings.HasPrefix(path, contract.BasePath+"/") {
		return false
	}
	if method == http.MethodGet || method == http.MethodHead {
		switch path {
		case apidocs.YAMLPath, apidocs.JSONPath, apidocs.LogPath, apidocs.PagePath, apidocs.ScriptPath:
			return false
		}
	}
	return true
}

// undeclared says what the contract lacks: the path, or the method at a path it has.
func undeclared(spec *contract.Contract, method, path string) string {
	if methods := spec.Allows(path); len(methods) > 0 {
		return fmt.Sprintf("the contract declares %s only for %s, not %s", path, strings.Join(methods, ", "), method)
	}
	return fmt.Sprintf("the contract declares no path %s", path)
}

func withBody(r *http.Request, body []byte) *http.Request {
	c := r.Clone(r.Context())
	c.Body = io.NopCloser(bytes.NewReader(body))
	c.ContentLength = int64(len(body))
	return c
}

// missing tells an operation the upstream does not have: 501, or a 404 that is not the
// contract's envelope (a router's own "not found").
func missing(a answer) bool {
	if a.status == http.StatusNotImplemented {
		return true
	}
	if a.status != http.StatusNotFound {
		return false
	}
	var env struct {
		Code *int `json:"code"`
	}
	return json.Unmarshal(a.body, &env) != nil || env.Code == nil || *env.Code != http.StatusNotFound
}

// hopHeaders are not forwarded (RFC 9110, 7.6.1).
var hopHeaders = []string{"Connection", "Keep-Alive", "Proxy-Connection", "Te", "Trailer", "Transfer-Encoding", "Upgrade"}

func (p *Proxy) forward(r *http.Request, body []byte) (answer, error) {
	u := *p.cfg.Upstream
	u.Path = strings.TrimRight(u.Path, "/") + r.URL.Path
	u.RawQuery = r.URL.RawQuery
	out, err := http.NewRequestWithContext(r.Context(), r.Method, u.String(), bytes.NewReader(body))
	if err != nil {
		return answer{}, fmt.Errorf("upstream request: %w", err)
	}
	out.Header = r.Header.Clone()
	for _, h := range hopHeaders {
		out.Header.Del(h)
	}
	out.Header.Del("Accept-Encoding") // bodies are read to be validated: plain ones
	res, err := p.cfg.Client.Do(out)
	if err != nil {
		return answer{}, fmt.Errorf("upstream %s %s: %w", r.Method, r.URL.Path, err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(io.LimitReader(res.Body, maxBody))
	if err != nil {
		return answer{}, fmt.Errorf("read the upstream's answer: %w", err)
	}
	h := res.Header.Clone()
	for _, k := range hopHeaders {
		h.Del(k)
	}
	h.Del("Content-Length")
	return answer{status: res.StatusCode, header: h, body: b}, nil
}

// mock answers r in-process, signed in to the mock.
func (p *Proxy) mock(r *http.Request, body []byte) (answer, error) {
	tok, err := p.token(r.Context())
	if err != nil {
		return answer{}, err
	}
	in := withBody(r, body)
	if in.Header.Get("Authorization") != "" {
		in.Header.Set("Authorization", "Bearer "+tok)
	}
	in.Header.Del("Accept-Encoding")
	rec := httptest.NewRecorder()
	p.cfg.Mock.ServeHTTP(rec, in)
	h := rec.Header().Clone()
	h.Del("Content-Length")
	return answer{status: rec.Code, header: h, body: rec.Body.Bytes()}, nil
}

// token signs in to the mock once.
func (p *Proxy) token(ctx context.Context) (string, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.mockToken != "" {
		return p.mockToken, nil
	}
	b, _ := json.Marshal(map[string]string{"username": p.cfg.MockUser, "password": p.cfg.MockPassword})
	req := httptest.NewRequestWithContext(ctx, http.MethodPost, contract.BasePath+"/shop/login", bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	p.cfg.Mock.ServeHTTP(rec, req)
	var env struct {
		Data struct {
			Token string `json:"token"`
		} `json:"data"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil || rec.Code != http.StatusOK || env.Data.Token == "" {
		return "", fmt.Errorf("sign in to the mock as %s: %d %s", p.cfg.MockUser, rec.Code, rec.Body.String())
	}
	p.mockToken = env.Data.Token
	return p.mockToken, nil
}
