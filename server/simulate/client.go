package simulate

import (
	"bytes"
	"context"
	"crypto/rsa"
	"crypto/x509"
	"encoding/json"
	"encoding/pem"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"shopconsole/server/session"
)

// APIError is an answer of the server other than a success: its status, the envelope's
// sentence and the field it names, if any.
type APIError struct {
	Method, Path string
	Status       int
	Msg, Field   string
}

func (e *APIError) Error() string {
	return fmt.Sprintf("%s %s answered %d: %s", e.Method, e.Path, e.Status, e.Msg)
}

// Kind is how the summary counts the error: the operation and the status.
func (e *APIError) Kind() string {
	path, _, _ := strings.Cut(strings.TrimPrefix(e.Path, "/"), "?")
	return fmt.Sprintf("%s %d", path, e.Status)
}

// NetError is a request that got no answer: the server is unreachable or the connection
// broke.
type NetError struct {
	Method, URL string
	Err         error
}

func (e *NetError) Error() string {
	err := e.Err
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err
	}
	return fmt.Sprintf("%s %s: %v", e.Method, e.URL, err)
}
func (e *NetError) Unwrap() error { return e.Err }

// client speaks the console's HTTP contract: the /api base, the {code, msg, data} envelope,
// a bearer token. It signs in again once when the token has expired (402).
type client struct {
	http  *http.Client
	base  string // scheme://host[:port]/api
	token string
	// user and password sign the client in again when its token expires.
	user, password string
}

// apiBase reads a base URL given with or without its /api suffix.
func apiBase(raw string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", fmt.Errorf("base URL %q: want http(s)://host[:port]", raw)
	}
	return strings.TrimSuffix(strings.TrimSuffix(u.String(), "/"), "/api") + "/api", nil
}

func newClient(base string, hc *http.Client) *client {
	if hc == nil {
		hc = &http.Client{Timeout: 20 * time.Second}
	}
	return &client{http: hc, base: base}
}

// do sends body as JSON (GET: none) and decodes the envelope's data into out (when not nil).
// A read, or a write under an Idempotency-Key, is sent again (at most twice) when the server
// failed (5xx) or did not answer.
func (c *client) do(ctx context.Context, method, path string, body, out any, headers ...string) error {
	err := c.send(ctx, method, path, body, out, headers)
	safe := method == http.MethodGet || slices.Contains(headers, "Idempotency-Key")
	for try := 0; safe && try < 2 && retryable(err) && ctx.Err() == nil; try++ {
		err = c.send(ctx, method, path, body, out, headers)
	}
	var ae *APIError
	if errors.As(err, &ae) && ae.Status == http.StatusPaymentRequired && c.user != "" {
		if err := c.signIn(ctx, c.user, c.password); err != nil {
			return err
		}
		return c.send(ctx, method, path, body, out, headers)
	}
	return err
}

func retryable(err error) bool {
	var ne *NetError
	var ae *APIError
	return errors.As(err, &ne) || (errors.As(err, &ae) && ae.Status >= 500)
}

func (c *client) send(ctx context.Context, method, path string, body, out any, headers []string) error {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return fmt.Errorf("encode %s %s: %w", method, path, err)
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+strings.TrimPrefix(path, "/api"), rd)
	if err != nil {
		return fmt.Errorf("build %s %s: %w", method, path, err)
	}
	req.Header.Set("Accept-Language", "en")
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	res, err := c.http.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return fmt.Errorf("%s %s: %w", method, path, ctx.Err())
		}
		return &NetError{Method: method, URL: req.URL.String(), Err: err}
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(res.Body, 32<<20))
	if err != nil {
		return &NetError{Method: method, URL: req.URL.String(), Err: fmt.Errorf("read the answer: %w", err)}
	}
	var env struct {
		Code int             `json:"code"`
		Msg  string          `json:"msg"`
		Data json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal(raw, &env); err != nil {
		return &APIError{Method: method, Path: path, Status: res.StatusCode,
			Msg: fmt.Sprintf("not the console's envelope (%s): %.80q", res.Header.Get("Content-Type"), raw)}
	}
	if res.StatusCode != http.StatusOK || env.Code != http.StatusOK {
		var data struct {
			Field string `json:"field"`
		}
		_ = json.Unmarshal(env.Data, &data)
		return &APIError{Method: method, Path: path, Status: res.StatusCode, Msg: env.Msg, Field: data.Field}
	}
	if out != nil {
		if err := json.Unmarshal(env.Data, out); err != nil {
			return fmt.Errorf("decode the answer of %s %s: %w", method, path, err)
		}
	}
	return nil
}

// signIn signs in as the console does: credentials encrypted with the server's public key
// when it offers one (GET /publicKey), else in the clear.
func (c *client) signIn(ctx context.Context, user, password string) error {
	c.token = ""
	var key struct {
		PublicKey string `json:"publicKey"`
	}
	if err := c.send(ctx, http.MethodGet, "/publicKey", nil, &key, nil); err != nil {
		return fmt.Errorf("read the sign-in key: %w", err)
	}
	creds := map[string]string{"username": user, "password": password}
	var body any = creds
	if key.PublicKey != "" {
		pub, err := parsePublicKey(key.PublicKey)
		if err != nil {
			return err
		}
		plain, _ := json.Marshal(creds)
		enc, err := session.EncryptChunks(pub, plain)
		if err != nil {
			return fmt.Errorf("encrypt the credentials: %w", err)
		}
		body = map[string]string{"encrypted": enc}
	}
	var tok struct {
		Token string `json:"token"`
	}
	if err := c.send(ctx, http.MethodPost, "/shop/login", body, &tok, nil); err != nil {
		return fmt.Errorf("sign in as %s: %w", user, err)
	}
	c.token, c.user, c.password = tok.Token, user, password
	return nil
}

func parsePublicKey(s string) (*rsa.PublicKey, error) {
	block, _ := pem.Decode([]byte(s))
	if block == nil {
		return nil, errors.New("the server's public key is not PEM")
	}
	key, err := x509.ParsePKIXPublicKey(block.Bytes)
	if err != nil {
		return nil, fmt.Errorf("parse the server's public key: %w", err)
	}
	pub, ok := key.(*rsa.PublicKey)
	if !ok {
		return nil, fmt.Errorf("the server's public key is %T, not RSA", key)
	}
	return pub, nil
}

// query builds a path with its query parameters (pairs of name and value; empty values
// are left out).
func query(path string, pairs ...string) string {
	v := url.Values{}
	for i := 0; i+1 < len(pairs); i += 2 {
		if pairs[i+1] != "" {
			v.Set(pairs[i], pairs[i+1])
		}
	}
	if len(v) == 0 {
		return path
	}
	return path + "?" + v.Encode()
}
