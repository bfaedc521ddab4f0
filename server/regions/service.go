package regions

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"net/http"
	"sync"

	"shopconsole/server/api"
	"shopconsole/server/apperr"
	"shopconsole/server/i18n"
)

// Service answers region look-ups from the embedded tree.
type Service struct {
	roots  []*node
	byCode map[string]*node
	// whole holds the ready-made envelope of the whole tree per language, plain and gzip.
	whole map[i18n.Lang]Encoded
}

// Encoded is one response body in both encodings.
type Encoded struct{ Plain, Gzip []byte }

var (
	once   sync.Once
	shared *Service
	errNew error
)

// New parses the embedded data and encodes the whole tree, once per process: the data are
// static, so every app built in the process shares one Service.
func New() (*Service, error) {
	once.Do(func() { shared, errNew = newFrom(divisionsTSV) })
	return shared, errNew
}

func newFrom(data string) (*Service, error) {
	roots, byCode, err := parse(data)
	if err != nil {
		return nil, err
	}
	s := &Service{roots: roots, byCode: byCode, whole: map[i18n.Lang]Encoded{}}
	tree := s.Tree()
	for _, lang := range []i18n.Lang{i18n.ZH, i18n.EN} {
		plain, err := json.Marshal(api.AreaListEnvelope{Code: 200, Msg: i18n.T(lang, "ok"), Data: api.AreaList{List: tree}})
		if err != nil {
			return nil, fmt.Errorf("encode region tree: %w", err)
		}
		var gz bytes.Buffer
		w, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
		if _, err := w.Write(plain); err != nil {
			return nil, err
		}
		if err := w.Close(); err != nil {
			return nil, err
		}
		s.whole[lang] = Encoded{Plain: plain, Gzip: gz.Bytes()}
	}
	return s, nil
}

// Tree is the whole tree, provinces first.
func (s *Service) Tree() []api.Area {
	out := make([]api.Area, len(s.roots))
	for i, r := range s.roots {
		out[i] = area(r)
	}
	return out
}

// WholeEncoded is the envelope of the whole tree in lang, already encoded.
func (s *Service) WholeEncoded(lang i18n.Lang) Encoded {
	if e, ok := s.whole[lang]; ok {
		return e
	}
	return s.whole[i18n.ZH]
}

func (s *Service) find(field, code string) (*node, error) {
	if !ValidCode(code) {
		return nil, apperr.Invalid(field, "regions.badCode", field)
	}
	n, ok := s.byCode[code]
	if !ok {
		return nil, apperr.New(http.StatusNotFound, "regions.unknown", code)
	}
	return n, nil
}

// Children lists the divisions below code, each with its own children; a county has none.
func (s *Service) Children(code string) ([]api.Area, error) {
	n, err := s.find("parentCode", code)
	if err != nil {
		return nil, err
	}
	out := make([]api.Area, len(n.children))
	for i, c := range n.children {
		out[i] = area(c)
	}
	return out, nil
}

// Lookup returns code's division with its path from the province down.
func (s *Service) Lookup(code string) (api.AreaLookup, error) {
	n, err := s.find("code", code)
	if err != nil {
		return api.AreaLookup{}, err
	}
	var chain []*node
	for c := n; c != nil; c = c.parent {
		chain = append(chain, c)
	}
	out := api.AreaLookup{Code: n.code, Name: n.name, Level: api.AreaLookupLevel(n.level), Path: make([]api.AreaRef, 0, len(chain))}
	var full bytes.Buffer
	for i := len(chain) - 1; i >= 0; i-- {
		c := chain[i]
		out.Path = append(out.Path, api.AreaRef{Code: c.code, Name: c.name})
		// A postal address never names a pseudo-city: 北京市东城区, not 北京市市辖区东城区.
		if !pseudoCity(c) {
			full.WriteString(c.name)
		}
	}
	out.FullName = full.String()
	return out, nil
}

// RegionName names one division (shop-user addresses, freight rules); false for an unknown code.
func (s *Service) RegionName(code string) (string, bool) {
	n, ok := s.byCode[code]
	if !ok {
		return "", false
	}
	return n.name, true
}

// Chain answers the codes from the province down to code, pseudo-cities included (an
// address's province, city and district); false for an unknown code.
func (s *Service) Chain(code string) ([]string, bool) {
	n, ok := s.byCode[code]
	if !ok {
		return nil, false
	}
	var out []string
	for c := n; c != nil; c = c.parent {
		out = append([]string{c.code}, out...)
	}
	return out, true
}
