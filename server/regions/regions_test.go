package regions

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/gofiber/fiber/v3"
	"github.com/valyala/fasthttp"

	"shopconsole/server/api"
	"shopconsole/server/apperr"
	"shopconsole/server/i18n"
)

func service(t testing.TB) *Service {
	t.Helper()
	s, err := New()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestTreeShape(t *testing.T) {
	s := service(t)
	tree := s.Tree()
	if len(tree) != 31 {
		t.Fatalf("provinces: %d, want 31 (mainland)", len(tree))
	}
	var cities, counties int
	for _, p := range tree {
		if !strings.HasSuffix(p.Code, "0000") || p.Region == nil || p.Children == nil {
			t.Errorf("province %+v", p)
		}
		for _, c := range *p.Children {
			cities++
			if c.Code[:2] != p.Code[:2] || !strings.HasSuffix(c.Code, "00") || strings.HasSuffix(c.Code, "0000") {
				t.Errorf("city %s %s under %s", c.Code, c.Name, p.Code)
			}
			if c.Children == nil {
				t.Errorf("city %s has no children list", c.Code)
				continue
			}
			for _, d := range *c.Children {
				counties++
				if d.Code[:4] != c.Code[:4] || strings.HasSuffix(d.Code, "00") || d.Children != nil {
					t.Errorf("county %s %s under %s", d.Code, d.Name, c.Code)
				}
			}
		}
	}
	if cities < 330 || counties < 2900 {
		t.Errorf("%d cities, %d counties: data incomplete", cities, counties)
	}
}

func find(list []api.Area, code string) *api.Area {
	for i := range list {
		if list[i].Code == code {
			return &list[i]
		}
		if list[i].Children != nil {
			if a := find(*list[i].Children, code); a != nil {
				return a
			}
		}
	}
	return nil
}

func TestQuirks(t *testing.T) {
	tree := service(t).Tree()
	names := func(a *api.Area) []string {
		var out []string
		for _, c := range *a.Children {
			out = append(out, c.Name)
		}
		return out
	}
	cq := find(tree, "500000")
	if cq == nil || cq.ProvinceLevelCity == nil || !*cq.ProvinceLevelCity || *cq.Region != api.AreaRegionRegionSouthwest {
		t.Fatalf("Chongqing: %+v", cq)
	}
	if got := strings.Join(names(cq), ","); got != "市辖区,县" {
		t.Errorf("Chongqing's pseudo-cities: %s", got)
	}
	for code, want := range map[string]string{"419000": "省直辖县级行政区划", "429000": "省直辖县级行政区划", "469000": "省直辖县级行政区划", "659000": "自治区直辖县级行政区划"} {
		if a := find(tree, code); a == nil || a.Name != want || len(*a.Children) == 0 {
			t.Errorf("%s: %+v", code, a)
		}
	}
	for _, code := range []string{"441900", "442000", "460400", "620200"} {
		if a := find(tree, code); a == nil || a.Children == nil || len(*a.Children) != 0 {
			t.Errorf("city without counties %s: %+v", code, a)
		}
	}
	xj := find(tree, "650000")
	if xj.AutonomousRegion == nil || !*xj.AutonomousRegion || xj.ProvinceLevelCity != nil {
		t.Errorf("Xinjiang flags: %+v", xj)
	}
	gd := find(tree, "440000")
	if gd.AutonomousRegion != nil || gd.ProvinceLevelCity != nil || *gd.Region != api.AreaRegionRegionSouth {
		t.Errorf("Guangdong flags: %+v", gd)
	}
}

func TestLookup(t *testing.T) {
	s := service(t)
	tests := []struct {
		code, level, full, path string
	}{
		{"440305", "county", "广东省深圳市南山区", "440000,440300,440305"},
		{"110101", "county", "北京市东城区", "110000,110100,110101"},
		{"500229", "county", "重庆市城口县", "500000,500200,500229"},
		{"419001", "county", "河南省济源市", "410000,419000,419001"},
		{"441900", "city", "广东省东莞市", "440000,441900"},
		{"650000", "province", "新疆维吾尔自治区", "650000"},
	}
	for _, tt := range tests {
		got, err := s.Lookup(tt.code)
		if err != nil {
			t.Fatalf("%s: %v", tt.code, err)
		}
		var path []string
		for _, p := range got.Path {
			path = append(path, p.Code)
		}
		if string(got.Level) != tt.level || got.FullName != tt.full || strings.Join(path, ",") != tt.path {
			t.Errorf("%s: %+v", tt.code, got)
		}
	}
	for code, status := range map[string]int{"440399": 404, "000000": 404, "44030": 400, "44030a": 400, "": 400} {
		_, err := s.Lookup(code)
		if e, ok := apperr.As(err); !ok || e.Status != status {
			t.Errorf("%q: %v, want %d", code, err, status)
		}
	}
}

func TestChildren(t *testing.T) {
	s := service(t)
	kids, err := s.Children("500000")
	if err != nil || len(kids) != 2 || len(*kids[0].Children) < 20 {
		t.Fatalf("Chongqing children: %v %v", len(kids), err)
	}
	if kids, err := s.Children("440305"); err != nil || len(kids) != 0 {
		t.Errorf("a county has no children: %v %v", kids, err)
	}
	if _, err := s.Children("990000"); err == nil {
		t.Error("unknown parent accepted")
	}
}

func TestParseRejectsBrokenData(t *testing.T) {
	for name, data := range map[string]string{
		"orphan":    "110000\t北京市\n120101\t和平区\n",
		"duplicate": "110000\t北京市\n110000\t北京市\n",
		"shape":     "11000\t北京市\n",
		"empty":     "# nothing\n",
	} {
		if _, err := newFrom(data); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func TestAcceptsGzip(t *testing.T) {
	for h, want := range map[string]bool{
		"gzip, deflate, br": true, "br": false, "": false, "gzip;q=0": false, "gzip;q=0.5": true, "*": true, "identity": false,
	} {
		if got := acceptsGzip(h); got != want {
			t.Errorf("%q: %v", h, got)
		}
	}
}

// only is a strict server with just the region operations.
type only struct {
	api.StrictServerInterface
	h *Handlers
}

func (o only) GetAreaList(ctx context.Context, r api.GetAreaListRequestObject) (api.GetAreaListResponseObject, error) {
	return o.h.GetAreaList(ctx, r)
}

func (o only) LookupArea(ctx context.Context, r api.LookupAreaRequestObject) (api.LookupAreaResponseObject, error) {
	return o.h.LookupArea(ctx, r)
}

// app mounts the handlers alone, without the gate, for the encoding test and benchmarks.
func app(t testing.TB) *fiber.App {
	a := fiber.New()
	h := api.NewStrictHandler(only{h: NewHandlers(service(t))}, nil)
	a.Get("/area/getList", func(c fiber.Ctx) error { return h.GetAreaList(c, api.GetAreaListParams{}) })
	a.Get("/area/lookup", func(c fiber.Ctx) error {
		return h.LookupArea(c, api.LookupAreaParams{Code: c.Query("code")})
	})
	return a
}

func TestWholeTreeEncodings(t *testing.T) {
	a := app(t)
	get := func(enc string) []byte {
		req := httptest.NewRequest(http.MethodGet, "/area/getList", nil)
		if enc != "" {
			req.Header.Set("Accept-Encoding", enc)
		}
		res, err := a.Test(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if enc == "gzip" {
			if res.Header.Get("Content-Encoding") != "gzip" {
				t.Fatalf("not gzip: %v", res.Header)
			}
			zr, err := gzip.NewReader(bytes.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			body, _ = io.ReadAll(zr)
		}
		return body
	}
	plain, unzipped := get(""), get("gzip")
	if !bytes.Equal(plain, unzipped) {
		t.Fatal("gzip and plain bodies differ")
	}
	var env api.AreaListEnvelope
	if err := json.Unmarshal(plain, &env); err != nil || len(env.Data.List) != 31 || env.Msg != i18n.T(i18n.ZH, "ok") {
		t.Fatalf("body: %v %d %q", err, len(env.Data.List), env.Msg)
	}
}

// bench drives the handlers in process (routing, handler, response writing; no network).
func bench(b *testing.B, target, enc string) {
	handler := app(b).Handler()
	var ctx fasthttp.RequestCtx
	var size int
	b.ReportAllocs()
	for b.Loop() {
		ctx.Request.Reset()
		ctx.Response.Reset()
		ctx.Request.Header.SetMethod(http.MethodGet)
		ctx.Request.SetRequestURI(target)
		if enc != "" {
			ctx.Request.Header.Set("Accept-Encoding", enc)
		}
		handler(&ctx)
		if ctx.Response.StatusCode() != http.StatusOK {
			b.Fatalf("status %d", ctx.Response.StatusCode())
		}
		size = len(ctx.Response.Body())
	}
	b.ReportMetric(float64(size), "body-bytes")
}

// BenchmarkAreaList serves the whole tree, gzip (as browsers ask) and plain.
func BenchmarkAreaList(b *testing.B) {
	b.Run("gzip", func(b *testing.B) { bench(b, "/area/getList", "gzip, deflate, br") })
	b.Run("plain", func(b *testing.B) { bench(b, "/area/getList", "") })
}

// BenchmarkAreaLookup resolves one county's path.
func BenchmarkAreaLookup(b *testing.B) { bench(b, "/area/lookup?code=440305", "") }
