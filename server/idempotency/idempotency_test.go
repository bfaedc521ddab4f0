package idempotency

import (
	"errors"
	"fmt"
	"net/http"
	"testing"

	"shopconsole/server/apperr"
)

type memKeys map[string]Record

func (m memKeys) ClaimKey(scope, key string) (Record, bool, error) {
	r, ok := m[scope+"\x00"+key]
	return r, ok, nil
}

func (m memKeys) SaveKey(r Record) error {
	m[r.Scope+"\x00"+r.Key] = r
	return nil
}

var (
	errShort = apperr.New(http.StatusConflict, "short", "12.50", int64(7))
	errDown  = errors.New("down")
)

func TestDecide(t *testing.T) {
	keys := memKeys{}
	runs := 0
	req := func(key, fp string) Request {
		return Request{Scope: "s", Key: key, Fingerprint: fp}
	}
	do := func(n int, err error) func() (int, error) {
		return func() (int, error) {
			runs++
			if errors.Is(err, errShort) {
				err = Refuse(errShort)
			}
			return n, err
		}
	}
	for _, c := range []struct {
		name       string
		req        Request
		do         func() (int, error)
		want       int
		refused    error
		err        error
		ranAlready bool // do must not run
	}{
		{"first run", req("a", "f1"), do(7, nil), 7, nil, nil, false},
		{"repeat answers the result", req("a", "f1"), do(8, nil), 7, nil, nil, true},
		{"another request under the key", req("a", "f2"), do(8, nil), 0, nil, ErrReused, true},
		{"a refusal is remembered", req("b", "f1"), do(0, errShort), 0, errShort, nil, false},
		{"and replayed after the account changed", req("b", "f1"), do(9, nil), 0, errShort, nil, true},
		{"a failure keeps no key", req("c", "f1"), do(0, errDown), 0, nil, errDown, false},
		{"so the retry runs", req("c", "f1"), do(3, nil), 3, nil, nil, false},
		{"no key runs every time", req("", ""), do(4, nil), 4, nil, nil, false},
	} {
		before := runs
		out, err := Decide(keys, c.req, c.do)
		got, refused := out.ID, error(nil)
		if out.Refused != nil {
			refused = out.Refused
		}
		if got != c.want || !sameRefusal(refused, c.refused) || !errors.Is(err, c.err) || (runs == before) != c.ranAlready {
			t.Errorf("%s: %d, refused %v, err %v, ran %v; want %d, %v, %v, ran %v",
				c.name, got, refused, err, runs != before, c.want, c.refused, c.err, !c.ranAlready)
		}
	}
}

// sameRefusal: a refusal replayed from its key is a copy of the one first answered.
func sameRefusal(got, want error) bool {
	g, _ := apperr.As(got)
	w, _ := apperr.As(want)
	if g == nil || w == nil {
		return g == w
	}
	return g.Status == w.Status && g.Key == w.Key && fmt.Sprint(g.Args...) == fmt.Sprint(w.Args...) && fmt.Sprintf("%d", g.Args[1]) == "7"
}
