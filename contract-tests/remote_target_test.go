package contracttests

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"shopconsole/server/app"
	"shopconsole/server/session"
)

// target is a running server the scenarios are sent to.
type target struct {
	base     string // up to and with /api, no trailing slash
	user     string
	password string
	run      string // this run's tag, in mock session names
	client   *http.Client
	// throwaway: the server's data may be spent (CONTRACT_THROWAWAY=1), so scenarios may
	// leave what no operation removes (shop users, orders and the money they moved).
	throwaway bool
	// smsOutbox is the file the server writes its SMS codes to, when it is on this machine
	// (CONTRACT_SMS_OUTBOX).
	smsOutbox string

	once   sync.Once
	token  string // the set-up account's token in the default data
	next   atomic.Int64
	isMock bool // the server answers /__mock/ (then each scenario has a session of its own)
	err    error
	pool   chan string // the mock sessions, one per scenario running at once
	facts  serverFacts
	// factsOnce guards the facts only a write shows (writeFacts).
	factsOnce sync.Once
}

// serverFacts is how the server is configured, found by requests that change nothing.
type serverFacts struct {
	loginKey     string // the PEM public key sign-in credentials are encrypted with ("" when clear)
	registration bool   // self-service registration is open
	social       bool   // social sign-in is configured
	sms          bool   // SMS codes are sent
	cors         bool   // a preflight from a local dev server is answered
}

// remoteParallel is how many scenarios run at once against a mock server (each in a
// session of its own); against another server they run one at a time, since they share its data.
const remoteParallel = 4

// envTarget is the server of CONTRACT_BASE_URL (nil: scenarios run in-process).
var envTarget = newTarget(os.Getenv("CONTRACT_BASE_URL"))

// targets sends the scenarios of one test to a server (TestRemoteMode), overriding envTarget.
var targets sync.Map // *testing.T -> *target

func newTarget(base string) *target {
	if base == "" {
		return nil
	}
	return &target{
		base: strings.TrimRight(base, "/"), user: envOr("CONTRACT_USER", "admin"),
		password: envOr("CONTRACT_PASSWORD", "123456"), run: sessionPrefix(),
		client:    &http.Client{Timeout: 30 * time.Second},
		throwaway: os.Getenv("CONTRACT_THROWAWAY") == "1", smsOutbox: os.Getenv("CONTRACT_SMS_OUTBOX"),
	}
}

// sessionPrefix names this machine's mock sessions: CONTRACT_SESSION_PREFIX, else "ct-"
// and the host name. The names come back run after run (each scenario resets its session
// first), so that runs do not fill the mock's 32 sessions; two runs at once from one
// machine against one mock need prefixes of their own.
func sessionPrefix() string {
	if p := os.Getenv("CONTRACT_SESSION_PREFIX"); p != "" {
		return p
	}
	host, err := os.Hostname()
	if err != nil || host == "" {
		host = "local"
	}
	host = strings.Map(func(r rune) rune {
		if r < 128 && (r == '-' || r == '_' || r == '.' || r >= '0' && r <= '9' || r|0x20 >= 'a' && r|0x20 <= 'z') {
			return r
		}
		return '-'
	}, host)
	return "ct-" + host[:min(len(host), 40)]
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

func targetFor(t *testing.T) *target {
	if v, ok := targets.Load(t); ok {
		return v.(*target)
	}
	return envTarget
}

// connect learns how the server is configured, signs the set-up account in and finds out
// whether the server is the mock.
func (tg *target) connect() error {
	if err := tg.probe(); err != nil {
		return err
	}
	tok, err := tg.login("")
	if err != nil {
		return err
	}
	tg.token = tok
	probe, err := (&remote{target: tg, token: tok}).send(http.MethodGet, "/__mock/settings", nil)
	if err != nil {
		return fmt.Errorf("probe the mock's settings: %w", err)
	}
	tg.isMock = probe == 200
	tg.pool = make(chan string, remoteParallel)
	for range remoteParallel {
		tg.pool <- fmt.Sprintf("%s-%d", tg.run, tg.next.Add(1))
	}
	return nil
}

// probe reads what the server shows of its configuration without being written to: its
// public key (sign-in credentials are encrypted with it when it has one) and whether it
// answers a CORS preflight from a dev server. What only a write shows is asked when a
// scenario needs it (writeFacts).
func (tg *target) probe() error {
	var key struct {
		PublicKey string `json:"publicKey"`
	}
	status, err := tg.post(http.MethodGet, "/publicKey", nil, &key)
	if err != nil {
		return fmt.Errorf("read the server's public key at %s: %w", tg.base, err)
	}
	if status != http.StatusOK {
		return fmt.Errorf("read the server's public key at %s: %d", tg.base, status)
	}
	tg.facts.loginKey = key.PublicKey
	pre, _ := http.NewRequest(http.MethodOptions, tg.base+"/publicKey", nil)
	pre.Header.Set("Origin", "http://localhost:5173")
	pre.Header.Set("Access-Control-Request-Method", "POST")
	res, err := tg.client.Do(pre)
	if err != nil {
		return fmt.Errorf("a CORS preflight at %s: %w", tg.base, err)
	}
	res.Body.Close()
	tg.facts.cors = res.Header.Get("Access-Control-Allow-Origin") != ""
	return nil
}

// writeFacts learns, once, what only a request that writes shows, with requests that change
// no data: a registration of the set-up account's own name (409 when registration is open,
// 403 when closed), a social sign-in with a code no provider takes (503 when none is
// configured) and an SMS code for a number of no account (503 when SMS is off). Only the
// contract scenarios ask (never the fuzzer, which sends no write it was not allowed).
func (tg *target) writeFacts() serverFacts {
	tg.factsOnce.Do(func() {
		if status, err := tg.post(http.MethodPost, "/register", map[string]string{"username": tg.user, "password": "probe-" + uniq()}, nil); err == nil {
			tg.facts.registration = status != http.StatusForbidden
		}
		if status, err := tg.post(http.MethodPost, "/socialLogin", map[string]string{"platform": "github", "code": "probe-" + uniq()}, nil); err == nil {
			tg.facts.social = status != http.StatusServiceUnavailable
		}
		if status, err := tg.post(http.MethodPost, "/shop/smsCode", map[string]string{"mobile": "19900000000"}, nil); err == nil {
			tg.facts.sms = status != http.StatusServiceUnavailable
		}
	})
	return tg.facts
}

// unfit tells why the server cannot stand for the app that o describes ("" when it can).
func (tg *target) unfit(o options) string {
	switch {
	case o.rsaBits > 0 && tg.facts.loginKey == "":
		return "needs sign-in with RSA-encrypted credentials, which the server does not ask for"
	case o.rsaBits > 0 && keyBits(tg.facts.loginKey) != o.rsaBits:
		return fmt.Sprintf("needs a %d-bit sign-in key; the server's has %d bits", o.rsaBits, keyBits(tg.facts.loginKey))
	case o.rsaBits == 0 && tg.facts.loginKey != "":
		return "sends clear credentials, which the server refuses (it asks for RSA-encrypted ones)"
	case o.closedRegistration && tg.writeFacts().registration:
		return "needs registration closed; the server's is open"
	case o.noSocial && tg.writeFacts().social:
		return "needs social sign-in unconfigured; the server has it"
	case o.smsOff && tg.writeFacts().sms:
		return "needs SMS codes off; the server sends them"
	case o.requestTimeout > 0:
		return "needs another request timeout than the server's"
	case o.product:
		return "needs the mock run without its demo layer"
	case o.clock != nil:
		return "shares a test clock between apps"
	case len(o.cors.Origins) > 0 || o.cors.AnyLocalhost:
		return "needs the app's CORS set otherwise"
	case o.mockSessions != (app.MockSessions{}):
		return "needs the mock's sessions bounded otherwise"
	case o.noCORS && tg.facts.cors:
		return "needs CORS off; the server answers preflights"
	case o.pictureUsage != nil:
		return "tells the app which goods use pictures"
	case o.edge != (app.Edge{}):
		return "needs the listener bounded otherwise"
	case o.logger != nil:
		return "reads the app's log"
	}
	return ""
}

// keyBits is the size of a PEM public key (0 when it is not one).
func keyBits(pemKey string) int {
	pub, err := parsePublicKey(pemKey)
	if err != nil {
		return 0
	}
	return pub.Size() * 8
}

// login signs the set-up account in (in a mock session when given), encrypting the
// credentials when the server asks for it.
func (tg *target) login(mockSession string) (string, error) {
	var body any = map[string]string{"username": tg.user, "password": tg.password}
	if tg.facts.loginKey != "" {
		pub, err := parsePublicKey(tg.facts.loginKey)
		if err != nil {
			return "", fmt.Errorf("the server's public key: %w", err)
		}
		plain, _ := json.Marshal(body)
		enc, err := session.EncryptChunks(pub, plain)
		if err != nil {
			return "", fmt.Errorf("encrypt the credentials: %w", err)
		}
		body = map[string]string{"encrypted": enc}
	}
	var env struct {
		Token string `json:"token"`
	}
	status, err := tg.postIn(mockSession, http.MethodPost, "/shop/login", body, &env)
	if err != nil {
		return "", fmt.Errorf("sign in as %s at %s: %w", tg.user, tg.base, err)
	}
	if status != 200 {
		return "", fmt.Errorf("sign in as %s at %s: %d", tg.user, tg.base, status)
	}
	return env.Token, nil
}

// post sends a request of no one, outside any scenario, decoding the envelope's data into
// data when given.
func (tg *target) post(method, path string, body, data any) (int, error) {
	return tg.postIn("", method, path, body, data)
}

func (tg *target) postIn(mockSession, method, path string, body, data any) (int, error) {
	var payload []byte
	if body != nil {
		payload, _ = json.Marshal(body)
	}
	req, err := http.NewRequest(method, tg.base+path, bytes.NewReader(payload))
	if err != nil {
		return 0, fmt.Errorf("request %s: %w", path, err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if mockSession != "" {
		req.Header.Set("X-Mock-Session", mockSession)
	}
	res, err := tg.client.Do(req)
	if err != nil {
		return 0, fmt.Errorf("%s %s: %w", method, path, err)
	}
	defer res.Body.Close()
	var env struct {
		Msg  string          `json:"msg"`
		Data json.RawMessage `json:"data"`
	}
	if err := json.NewDecoder(res.Body).Decode(&env); err != nil {
		return res.StatusCode, fmt.Errorf("%s %s: %d, not the envelope: %w", method, path, res.StatusCode, err)
	}
	if data != nil && res.StatusCode == 200 {
		if err := json.Unmarshal(env.Data, data); err != nil {
			return res.StatusCode, fmt.Errorf("%s %s: decode the answer: %w", method, path, err)
		}
	}
	return res.StatusCode, nil
}
