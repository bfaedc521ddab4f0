package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/valyala/fasthttp"
)

// goodsTarget is what a backend's goods are, for drawing request parameters: the category
// tree's first and third levels, the goods to edit and the keywords that find some.
type goodsTarget struct {
	tops, leaves []int64
	edits        [][]byte      // goods inputs as the form saves them
	keyword      func() string // a name keyword matching a few hundred goods at 1M
	barcode      func() string // a SKU's barcode
}

// loadGoodsTarget reads the tree and up to 200 goods (ids from pick) through the API.
func loadGoodsTarget(c *fasthttp.Client, base, tok string, pick func() int64) (goodsTarget, error) {
	var t goodsTarget
	var tree struct {
		Data struct {
			List []struct {
				ID    int64
				Level int
			}
		}
	}
	if _, err := do(c, request{method: "GET", url: base + "/admin/goodsCategory/index", token: tok}, &tree); err != nil {
		return t, fmt.Errorf("categories: %w", err)
	}
	for _, k := range tree.Data.List {
		switch k.Level {
		case 1:
			t.tops = append(t.tops, k.ID)
		case 3:
			t.leaves = append(t.leaves, k.ID)
		}
	}
	keys := []string{"id", "name", "categoryId", "pictures", "video", "sort", "specType", "specs", "skus", "stockWarning", "freight",
		"serviceIds", "attributes", "description", "status"}
	skuKeys := []string{"id", "specs", "price", "marketPrice", "costPrice", "stock", "weight", "volume", "barcode"}
	var names, codes []string
	for try := 0; try < 400 && len(t.edits) < 200; try++ {
		var env struct{ Data map[string]any }
		if _, err := do(c, request{method: "GET", url: base + "/admin/goods/detail?id=" + strconv.FormatInt(pick(), 10), token: tok}, &env); err != nil {
			return t, fmt.Errorf("goods detail: %w", err)
		}
		g := env.Data
		if g == nil || (g["status"] != "on" && g["status"] != "off") {
			continue
		}
		in := map[string]any{}
		for _, k := range keys {
			if v, ok := g[k]; ok && v != nil {
				in[k] = v
			}
		}
		if attrs, ok := in["attributes"].([]any); ok { // the form sends names and values; kind is the template's
			for i, a := range attrs {
				if m, ok := a.(map[string]any); ok {
					attrs[i] = map[string]any{"name": m["name"], "values": m["values"]}
				}
			}
		}
		if fr, ok := in["freight"].(map[string]any); ok {
			out := map[string]any{"type": fr["type"]}
			switch fr["type"] {
			case "flat":
				out["fee"] = fr["fee"]
			case "template":
				out["templateId"] = fr["templateId"]
			}
			in["freight"] = out
		}
		var skus []map[string]any
		for _, s := range g["skus"].([]any) {
			sku := s.(map[string]any)
			if sku["retired"] == true {
				continue
			}
			out := map[string]any{}
			for _, k := range skuKeys {
				if v, ok := sku[k]; ok && v != nil {
					out[k] = v
				}
			}
			skus = append(skus, out)
		}
		if len(skus) == 0 {
			continue
		}
		in["skus"] = skus
		raw, _ := json.Marshal(in)
		t.edits = append(t.edits, raw)
		name, _ := in["name"].(string)
		if head, _, ok := strings.Cut(name, " M"); ok {
			names = append(names, head)
		} else if r := []rune(name); len(r) >= 3 {
			names = append(names, string(r[:3]))
		}
		if code, _ := skus[0]["barcode"].(string); code != "" {
			codes = append(codes, code)
		}
	}
	if len(names) == 0 || len(codes) == 0 {
		return t, fmt.Errorf("goods: %d names and %d barcodes to search for", len(names), len(codes))
	}
	t.keyword = func() string { return names[rand.IntN(len(names))] }
	t.barcode = func() string { return codes[rand.IntN(len(codes))] }
	return t, nil
}

// save answers the body of the i-th save: an edit in turn with its first SKU's stock moved
// by one (a stock change, as a restock or a count makes).
func (t goodsTarget) save(i int64) []byte {
	var in map[string]any
	_ = json.Unmarshal(t.edits[i%int64(len(t.edits))], &in)
	sku := in["skus"].([]any)[0].(map[string]any)
	stock, _ := sku["stock"].(float64)
	sku["stock"] = stock + float64(i/int64(len(t.edits))%2)
	raw, _ := json.Marshal(in)
	return raw
}

// shortKeyword answers two characters of kw, from its third on when it is long enough (a
// bench name's product) and never a space.
func shortKeyword(kw string) string {
	r := []rune(strings.ReplaceAll(kw, " ", ""))
	if len(r) >= 4 {
		return string(r[2:4])
	}
	return string(r[:min(2, len(r))])
}

func goodsCases(t goodsTarget) []shopCase {
	v := func(kv ...string) url.Values {
		out := url.Values{}
		for i := 0; i+1 < len(kv); i += 2 {
			out.Set(kv[i], kv[i+1])
		}
		return out
	}
	one := func(ids []int64) string { return strconv.FormatInt(ids[rand.IntN(len(ids))], 10) }
	month := func() (string, string) {
		start := benchStart.AddDate(0, 0, rand.IntN(3*365-30))
		return start.Format(time.DateOnly), start.AddDate(0, 0, 29).Format(time.DateOnly)
	}
	list := "/admin/goods/index"
	return []shopCase{
		{"goods", func() url.Values { return v() }, list},
		{"goods:page50", func() url.Values { return v("pageNo", "50") }, list},
		{"goods:on", func() url.Values { return v("tab", "on") }, list},
		{"goods:off", func() url.Values { return v("tab", "off") }, list},
		{"goods:soldOut", func() url.Values { return v("tab", "soldOut") }, list},
		{"goods:warning", func() url.Values { return v("tab", "warning") }, list},
		{"goods:recycle", func() url.Values { return v("tab", "recycle") }, list},
		{"goods:kw-name", func() url.Values { return v("keyword", t.keyword()) }, list},
		{"goods:kw-barcode", func() url.Values { return v("keyword", t.barcode()) }, list},
		// Two characters (a product's first two): too short for a trigram, 1 goods in 50 at 1M.
		{"goods:kw-short", func() url.Values { return v("keyword", shortKeyword(t.keyword())) }, list},
		{"goods:category1", func() url.Values { return v("categoryId", one(t.tops)) }, list},
		{"goods:category3", func() url.Values { return v("categoryId", one(t.leaves)) }, list},
		{"goods:price", func() url.Values {
			lo := 10 + rand.IntN(4900)
			return v("minPrice", strconv.Itoa(lo), "maxPrice", strconv.Itoa(lo+20))
		}, list},
		{"goods:month", func() url.Values { a, b := month(); return v("startDate", a, "endDate", b) }, list},
		{"goods:-sales", func() url.Values { return v("sort", "-sales") }, list},
		{"goods:price-sort", func() url.Values { return v("sort", "price") }, list},
		{"goods:-stock", func() url.Values { return v("sort", "-stock") }, list},
		{"goods:-createdAt", func() url.Values { return v("sort", "-createdAt") }, list},
	}
}

// runGoods measures every goods list case, then the form's save.
func runGoods(backend string, c *fasthttp.Client, l load, base, tok string, t goodsTarget) {
	for _, gc := range goodsCases(t) {
		run(backend, gc.name, c, l, func() request {
			return request{method: "GET", url: base + gc.path + "?" + gc.query().Encode(), token: tok}
		})
	}
	if len(t.edits) == 0 {
		fmt.Printf("# %s: no goods to edit\n", backend)
		return
	}
	var i atomic.Int64
	measure(backend, "write:goods-save", l, func() error {
		return okEnvelope(c, request{method: "POST", url: base + "/admin/goods/edit", token: tok, body: t.save(i.Add(1))})
	})
}

// goodsRun loads the goods target (goods ids drawn by pick) and runs the goods cases.
func goodsRun(name string, c *fasthttp.Client, l load, base, tok string, pick func() int64) error {
	if !slices.ContainsFunc(goodsCases(goodsTarget{}), func(gc shopCase) bool { return wanted(gc.name) }) && !wanted("write:goods-save") {
		return nil
	}
	t, err := loadGoodsTarget(c, base, tok, pick)
	if err != nil {
		return fmt.Errorf("%s goods: %w", name, err)
	}
	runGoods(name, c, l, base, tok, t)
	return nil
}
