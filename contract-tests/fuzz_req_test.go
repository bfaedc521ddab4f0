package contracttests

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/gofiber/fiber/v3"

	"shopconsole/server/contract"
)

// caller says whose token a fuzz request carries.
type caller int

const (
	asAdmin   caller = iota // the fuzzer's Admin
	asSelf                  // a second Admin for operations on the caller's own account
	asNoPerm                // a staff member without roles
	asNobody                // no Authorization header
	asGarbage               // a token that is not one
	asSetup                 // the set-up account of a remote run (creates the fuzzer's accounts)
)

// param is one query, header or cookie parameter of a fuzz request.
type param struct {
	In, Name, Value string
}

// fuzzReq is a generated request: what the fuzzer sends, shrinks and prints.
type fuzzReq struct {
	Op      *contract.Operation
	Method  string // the operation's, or another one for the 405 check
	Params  []param
	Body    any    // JSON value (map[string]any, []any, string, json.Number, bool, nil)
	HasBody bool   // Body is sent (a nil Body then sends null)
	RawBody []byte // sent as is instead of Body (malformed JSON)
	CType   string // Content-Type of the body; application/json when empty
	Who     caller
	Intent  string // what the generator meant, e.g. "valid", "maxLength+1 at name"
	Target  string // the intent of a case made for one place ("" for random requests)
	Loc     string // that place ("" for random requests)
}

func (r *fuzzReq) clone() *fuzzReq {
	c := *r
	c.Params = append([]param(nil), r.Params...)
	c.Body = deepCopy(r.Body)
	c.RawBody = append([]byte(nil), r.RawBody...)
	return &c
}

func deepCopy(v any) any {
	switch x := v.(type) {
	case map[string]any:
		m := make(map[string]any, len(x))
		for k, e := range x {
			m[k] = deepCopy(e)
		}
		return m
	case []any:
		s := make([]any, len(x))
		for i, e := range x {
			s[i] = deepCopy(e)
		}
		return s
	}
	return v
}

// url is the request path with its query string (values percent-encoded byte by byte,
// so invalid UTF-8 goes out as %FF).
func (r *fuzzReq) url() string {
	var q []string
	for _, p := range r.Params {
		if p.In == "query" {
			q = append(q, url.QueryEscape(p.Name)+"="+url.QueryEscape(p.Value))
		}
	}
	u := contract.BasePath + r.Op.Path
	if len(q) > 0 {
		u += "?" + strings.Join(q, "&")
	}
	return u
}

// payload is the body as sent, nil when there is none.
func (r *fuzzReq) payload() []byte {
	if r.RawBody != nil {
		return r.RawBody
	}
	if !r.HasBody {
		return nil
	}
	return encodeJSON(r.Body)
}

func (r *fuzzReq) contentType() string {
	if r.CType != "" {
		return r.CType
	}
	return fiber.MIMEApplicationJSON
}

// httpRequest builds the request; token is the bearer token of r.Who.
func (r *fuzzReq) httpRequest(token string) *http.Request {
	body := r.payload()
	req := httptest.NewRequest(r.Method, r.url(), bytes.NewReader(body))
	if body != nil {
		req.Header.Set("Content-Type", r.contentType())
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	req.Header.Set("Accept-Language", "en")
	for _, p := range r.Params {
		switch p.In {
		case "header":
			req.Header.Set(p.Name, p.Value)
		case "cookie": // raw: net/http's AddCookie would drop the hostile bytes
			req.Header.Add("Cookie", p.Name+"="+p.Value)
		}
	}
	return req
}

// answer is a response as the checks see it.
type answer struct {
	Status int
	Header http.Header
	Raw    []byte
	Env    struct {
		Code int            `json:"code"`
		Msg  string         `json:"msg"`
		Data map[string]any `json:"data"`
	}
	EnvErr error // the body is not the envelope
}

func (a answer) field() string { s, _ := a.Env.Data["field"].(string); return s }

// send runs a request through the app. It does not count as scenario coverage.
func (e *Env) send(req *http.Request) (answer, error) {
	var resp *http.Response
	var err error
	var sent []byte
	if e.Remote != nil {
		if req.Body != nil {
			if sent, err = io.ReadAll(req.Body); err != nil {
				return answer{}, err
			}
			req.Body = io.NopCloser(bytes.NewReader(sent))
		}
		resp, err = e.Remote.roundTrip(req)
	} else {
		resp, err = e.App.Test(req, fiber.TestConfig{Timeout: 30 * time.Second, FailOnTimeout: true})
	}
	if err != nil {
		return answer{}, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return answer{}, err
	}
	a := answer{Status: resp.StatusCode, Header: resp.Header, Raw: raw}
	a.EnvErr = json.Unmarshal(raw, &a.Env)
	return a, nil
}

// curlOrigin is the server the curl lines name: the local one, or the remote run's.
// curlSession adds the remote mock's session (the fuzzer logs its name).
var (
	curlOrigin  = "http://127.0.0.1:10000"
	curlSession bool
)

// curl prints r as a command against a locally running server.
func (r *fuzzReq) curl() string {
	var b strings.Builder
	fmt.Fprintf(&b, "curl -sS -X %s '%s%s'", r.Method, curlOrigin, r.url())
	if curlSession {
		b.WriteString(` -H "X-Mock-Session: $MOCK_SESSION"`)
	}
	if !r.public() {
		switch r.Who {
		case asAdmin, asSelf:
			b.WriteString(` -H "Authorization: Bearer $ADMIN_TOKEN"`)
		case asNoPerm:
			b.WriteString(` -H "Authorization: Bearer $NO_ROLE_TOKEN"`)
		case asGarbage:
			b.WriteString(` -H 'Authorization: Bearer ` + garbageToken + `'`)
		case asSetup:
			b.WriteString(` -H "Authorization: Bearer $SETUP_TOKEN"`)
		}
	}
	b.WriteString(" -H 'Accept-Language: en'")
	for _, p := range r.Params {
		switch p.In {
		case "header":
			b.WriteString(" -H " + shellQuote(p.Name+": "+p.Value))
		case "cookie":
			b.WriteString(" --cookie " + shellQuote(p.Name+"="+p.Value))
		}
	}
	if body := r.payload(); body != nil {
		b.WriteString(" -H " + shellQuote("Content-Type: "+r.contentType()))
		b.WriteString(" --data-binary " + shellQuote(string(body)))
	}
	return b.String()
}

// public: the request goes to a public operation, which is sent without a token.
func (r *fuzzReq) public() bool { return r.Op.Public && r.Method == r.Op.Method }

const garbageToken = "not.a-real.token"

// shellQuote quotes s for bash: plain '...' when it is printable, $'...' otherwise.
func shellQuote(s string) string {
	printable := utf8.ValidString(s)
	for _, c := range s {
		if c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) {
			printable = false
		}
	}
	if printable {
		return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
	}
	var b strings.Builder
	b.WriteString("$'")
	for i := 0; i < len(s); {
		c, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case c == utf8.RuneError && size <= 1, c < 0x20, c == 0x7f, c >= 0x80 && c < 0xa0:
			for _, by := range []byte(s[i : i+max(size, 1)]) {
				fmt.Fprintf(&b, `\x%02x`, by)
			}
		case c == '\\' || c == '\'':
			b.WriteString(`\` + string(c))
		default:
			b.WriteString(s[i : i+size])
		}
		i += max(size, 1)
	}
	b.WriteString("'")
	return b.String()
}

// describe is the request and its answer, for a failure message.
func describeExchange(r *fuzzReq, a answer) string {
	raw := string(a.Raw)
	if len(raw) > 600 {
		raw = raw[:600] + "…"
	}
	return fmt.Sprintf("  %s\n  -> %d %s", r.curl(), a.Status, raw)
}
