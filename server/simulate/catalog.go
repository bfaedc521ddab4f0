package simulate

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"strconv"
	"time"

	"shopconsole/server/money"
)

// sku is one SKU a buyer may order: its price in cents and the stock the simulator last
// knew (it takes off what it orders, so a buyer does not ask for stock that is gone).
type sku struct {
	ID, Price, Stock int64
}

// goods is a goods on shelf with stock.
type goods struct {
	ID   int64
	Name string
	// skus is nil until the goods' detail has been read.
	skus []sku
}

// catalog is what the storefront shows: the goods on shelf with stock, read through the
// admin API, again every refreshEvery, and the region tree for the consignees.
type catalog struct {
	goods     []*goods
	readAt    time.Time
	districts []district
	// byProvince holds the counties of each province.
	byProvince map[string][]district
}

type district struct{ province, city, code string }

type goodsRow struct {
	ID     int64  `json:"id"`
	Name   string `json:"name"`
	Stock  int64  `json:"stock"`
	Status string `json:"status"`
}

// refresh reads the goods on shelf (the first pages, newest by the list's own order), keeping
// what it knew of the SKUs of goods it has seen.
func (c *catalog) refresh(ctx context.Context, api *client, now time.Time) error {
	known := map[int64]*goods{}
	for _, g := range c.goods {
		known[g.ID] = g
	}
	var fresh []*goods
	for page := 1; page <= 3; page++ {
		var list struct {
			List  []goodsRow `json:"list"`
			Total int64      `json:"total"`
		}
		if err := api.do(ctx, http.MethodGet, query("/admin/goods/index", "tab", "on", "pageNo", strconv.Itoa(page), "pageSize", "100"), nil, &list); err != nil {
			return fmt.Errorf("read the goods on shelf: %w", err)
		}
		for _, r := range list.List {
			if r.Stock <= 0 {
				continue
			}
			if g, ok := known[r.ID]; ok {
				g.skus = nil // read the SKUs' stock again when next chosen
				fresh = append(fresh, g)
				continue
			}
			fresh = append(fresh, &goods{ID: r.ID, Name: r.Name})
		}
		if int64(page*100) >= list.Total {
			break
		}
	}
	c.goods, c.readAt = fresh, now
	return nil
}

// skusOf reads the goods' SKUs with stock (once until the next refresh).
func (c *catalog) skusOf(ctx context.Context, api *client, g *goods) ([]sku, error) {
	if g.skus != nil {
		return g.skus, nil
	}
	var d struct {
		Status string `json:"status"`
		Skus   []struct {
			ID    int64  `json:"id"`
			Price string `json:"price"`
			Stock int64  `json:"stock"`
		} `json:"skus"`
	}
	if err := api.do(ctx, http.MethodGet, query("/admin/goods/detail", "id", strconv.FormatInt(g.ID, 10)), nil, &d); err != nil {
		return nil, fmt.Errorf("read goods %d: %w", g.ID, err)
	}
	g.skus = []sku{}
	for _, s := range d.Skus {
		price, err := money.Parse(s.Price)
		if err != nil || price <= 0 || s.Stock <= 0 || d.Status != "on" {
			continue
		}
		g.skus = append(g.skus, sku{ID: s.ID, Price: price, Stock: s.Stock})
	}
	return g.skus, nil
}

// pick answers a goods at random (nil when none is on shelf with stock).
func (c *catalog) pick(rng *rand.Rand) *goods {
	if len(c.goods) == 0 {
		return nil
	}
	return c.goods[rng.IntN(len(c.goods))]
}

type area struct {
	Code     string `json:"code"`
	Children []area `json:"children"`
}

// readRegions reads the region tree once: every county with its province and city.
func (c *catalog) readRegions(ctx context.Context, api *client) error {
	var tree struct {
		List []area `json:"list"`
	}
	if err := api.do(ctx, http.MethodGet, "/area/getList", nil, &tree); err != nil {
		return fmt.Errorf("read the region tree: %w", err)
	}
	c.byProvince = map[string][]district{}
	for _, p := range tree.List {
		for _, ct := range p.Children {
			for _, d := range ct.Children {
				dd := district{province: p.Code, city: ct.Code, code: d.Code}
				c.districts = append(c.districts, dd)
				c.byProvince[p.Code] = append(c.byProvince[p.Code], dd)
			}
		}
	}
	if len(c.districts) == 0 {
		return errors.New("read the region tree: no county in it")
	}
	return nil
}
