package proxy_test

import (
	"bytes"
	"image"
	"image/png"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"shopconsole/server/contract"
	"shopconsole/server/proxy"
)

// Files a fake upstream answers.
func pngFile(t *testing.T) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 3, 3))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func xlsxFile(t *testing.T) []byte {
	t.Helper()
	f := excelize.NewFile()
	defer func() { _ = f.Close() }()
	b, err := f.WriteToBuffer()
	if err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// reply is what the fake upstream answers a case.
type reply struct {
	contentType string
	body        []byte
}

// TestProxyUndeclaredAndFiles: a request the contract does not declare (its path, or its
// method at a path it has) and a file answer that is not a file of its declared type are
// violations, each counted under its row; a real picture and a real workbook pass, and so
// do the pages outside the API.
func TestProxyUndeclaredAndFiles(t *testing.T) {
	spec, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	envelope := reply{"application/json", []byte(`{"code":200,"msg":"ok","data":null}`)}
	cases := []struct {
		name, method, target string
		reply                reply
		row                  string // the summary's row
		want                 proxy.Counts
		log                  string // what the warning names; "" when there is none
	}{
		{"undeclared path", "GET", "/api/shop/nothing", envelope, "GET /api/shop/nothing",
			proxy.Counts{Requests: 1, Undeclared: 1}, "the contract declares no path /api/shop/nothing"},
		{"undeclared method", "DELETE", "/api/shop/login", envelope, "DELETE /api/shop/login",
			proxy.Counts{Requests: 1, Undeclared: 1}, "the contract declares /api/shop/login only for POST, not DELETE"},
		{"text for a picture", "GET", "/api/pictures/file?id=7", reply{"image/png", []byte("a picture, honest")}, "PictureFile",
			proxy.Counts{Requests: 1, BadResponses: 1}, "not a file of type image/*"},
		{"a CSV for a workbook", "GET", "/api/admin/stats/goodsExport?range=last7", reply{contract.XLSX, []byte("day,orders\n")}, "AdminStatsGoodsExport",
			proxy.Counts{Requests: 1, BadResponses: 1}, "no ZIP signature"},
		{"a real picture", "GET", "/api/pictures/thumb?id=7", reply{"image/png", pngFile(t)}, "PictureThumb",
			proxy.Counts{Requests: 1}, ""},
		{"a real workbook", "GET", "/api/admin/cashFlow/statement?month=2026-10", reply{contract.XLSX, xlsxFile(t)}, "AdminCashFlowStatement",
			proxy.Counts{Requests: 1}, ""},
		{"the console's page", "GET", "/", reply{"text/html", []byte("<!doctype html>")}, "(outside the API)",
			proxy.Counts{Requests: 1}, ""},
		{"the contract's own document", "GET", "/api/openapi.json", reply{"application/json", []byte("{}")}, "(outside the API)",
			proxy.Counts{Requests: 1}, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
				w.Header().Set("Content-Type", tc.reply.contentType)
				_, _ = w.Write(tc.reply.body)
			}))
			t.Cleanup(up.Close)
			u, _ := url.Parse(up.URL)
			var logs bytes.Buffer
			p := proxy.New(proxy.Config{Upstream: u, Spec: spec, Logger: slog.New(slog.NewJSONHandler(&logs, nil))})
			srv := httptest.NewServer(p)
			t.Cleanup(srv.Close)

			req, _ := http.NewRequest(tc.method, srv.URL+tc.target, nil)
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			got, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if !bytes.Equal(got, tc.reply.body) {
				t.Errorf("the upstream's answer was not passed on: %q", got)
			}
			if c := p.Tally().Of(tc.row); c != tc.want {
				t.Errorf("row %q: %+v, want %+v", tc.row, c, tc.want)
			}
			bad := tc.want.Undeclared + tc.want.BadResponses
			if p.Tally().Violations() != bad {
				t.Errorf("violations %d, want %d", p.Tally().Violations(), bad)
			}
			switch {
			case tc.log == "" && strings.Contains(logs.String(), "breaks the contract"):
				t.Errorf("a right exchange was flagged:\n%s", logs.String())
			case tc.log != "" && (!strings.Contains(logs.String(), "breaks the contract") || !strings.Contains(logs.String(), tc.log)):
				t.Errorf("want a warning naming %q, got:\n%s", tc.log, logs.String())
			}
			var summary bytes.Buffer
			if err := p.Tally().WriteSummary(&summary); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(summary.String(), tc.row) {
				t.Errorf("the summary has no row %q:\n%s", tc.row, summary.String())
			}
		})
	}
}
