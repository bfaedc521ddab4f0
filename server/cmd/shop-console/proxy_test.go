package main

import (
	"bytes"
	"image"
	"image/png"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"shopconsole/server/contract"
)

// exchange is one request through the proxy and what the upstream answers it.
type exchange struct {
	method, target, contentType string
	body                        []byte
}

// TestProxyExitStatus: `shop-console proxy` ends with 1 when a request went to an operation
// the contract does not declare or a file answer is not a file of its type, 0 when every
// exchange kept the contract.
func TestProxyExitStatus(t *testing.T) {
	var pic bytes.Buffer
	if err := png.Encode(&pic, image.NewGray(image.Rect(0, 0, 2, 2))); err != nil {
		t.Fatal(err)
	}
	book, err := excelize.NewFile().WriteToBuffer()
	if err != nil {
		t.Fatal(err)
	}
	good := []exchange{
		{"GET", "/api/pictures/file?id=3", "image/png", pic.Bytes()},
		{"GET", "/api/admin/stats/dealExport?range=last7", contract.XLSX, book.Bytes()},
	}
	cases := []struct {
		name  string
		extra *exchange
		code  int
		row   string // the summary's row of the violation
	}{
		{"every exchange keeps the contract", nil, 0, ""},
		{"an undeclared path", &exchange{"POST", "/api/shop/notice/delete", "application/json", []byte(`{"code":200}`)}, 1, "POST /api/shop/notice/delete"},
		{"an undeclared method", &exchange{"PUT", "/api/shop/notice/getList", "application/json", []byte(`{"code":200}`)}, 1, "PUT /api/shop/notice/getList"},
		{"text for a picture", &exchange{"GET", "/api/pictures/thumb?id=3", "image/jpeg", []byte("<svg/>")}, 1, "PictureThumb"},
		{"a non-workbook export", &exchange{"GET", "/api/admin/cashFlow/statement?month=2026-10", contract.XLSX, pic.Bytes()}, 1, "AdminCashFlowStatement"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			all := good
			if tc.extra != nil {
				all = append(append([]exchange{}, good...), *tc.extra)
			}
			answers := map[string]exchange{}
			for _, x := range all {
				answers[x.method+" "+strings.SplitN(x.target, "?", 2)[0]] = x
			}
			up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				x := answers[r.Method+" "+r.URL.Path]
				w.Header().Set("Content-Type", x.contentType)
				_, _ = w.Write(x.body)
			}))
			t.Cleanup(up.Close)
			u, _ := url.Parse(up.URL)
			p, err := newProxy(t.Context(), proxyConfig{upstream: u}, slog.New(slog.DiscardHandler))
			if err != nil {
				t.Fatal(err)
			}
			srv := httptest.NewServer(p)
			t.Cleanup(srv.Close)
			for _, x := range all {
				req, _ := http.NewRequest(x.method, srv.URL+x.target, nil)
				res, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				res.Body.Close()
			}
			var out, errOut bytes.Buffer
			if code := report(p.Tally(), &out, &errOut); code != tc.code {
				t.Fatalf("exit %d, want %d\n%s%s", code, tc.code, out.String(), errOut.String())
			}
			if tc.row != "" && !strings.Contains(out.String(), tc.row) {
				t.Errorf("the summary has no row %q:\n%s", tc.row, out.String())
			}
		})
	}
}
