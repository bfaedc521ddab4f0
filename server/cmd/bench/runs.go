package main

import (
	"context"
	"errors"
	"fmt"
	mathrand "math/rand/v2"
	"strconv"

	"github.com/jackc/pgx/v5"
	"github.com/valyala/fasthttp"

	"shopconsole/server/app"
	"shopconsole/server/postgres"
)

// benchMock runs the cases over the mock's sample shop: the demo table against Prism, then
// every area.
func benchMock(ctx context.Context, name string, backend app.Backend, client *fasthttp.Client, l load, base, tok string) error {
	// The demo table's page, the case a front-end developer's mock serves most.
	rate := run(name, "demo:table", client, l, func() request {
		return request{method: "GET", url: base + "/table/getList?pageSize=20&pageNo=" + strconv.Itoa(1+mathrand.IntN(3)), token: tok}
	})
	if err := comparePrism(client, l, rate); err != nil {
		return err
	}
	target := shopTarget{idLo: 10001, idHi: 10500, levels: []int64{1, 2, 3, 4, 5},
		mobile: func(int64) string { return "138" + fmt.Sprint(1000+mathrand.IntN(9000)) }}
	runShop(name, client, l, base, tok, target)
	runWrites(ctx, name, backend, client, l, base, tok, target)
	if err := goodsRun(name, client, l, base, tok, func() int64 { return 1 + mathrand.Int64N(400) }); err != nil {
		return err
	}
	if ordersWanted() {
		ids, err := listIDs(client, base, "/admin/order/index", "", tok, 10)
		if err != nil {
			return fmt.Errorf("mock orders: %w", err)
		}
		if len(ids) == 0 {
			return errors.New("mock orders: none")
		}
		t, err := loadOrderTarget(client, base, tok, func() int64 { return ids[mathrand.IntN(len(ids))] })
		if err != nil {
			return err
		}
		t.paid = func() []int64 { ids, _ := listIDs(client, base, "/admin/order/index", "tab=paid", tok, 10); return ids }
		if err := runOrders(ctx, name, backend, client, l, base, tok, t); err != nil {
			return err
		}
	}
	if cashWanted() {
		if err := runCash(name, client, l, base, tok); err != nil {
			return err
		}
	}
	return simulateCase(ctx, name, base, l)
}

// benchSeeded runs the cases over what the flags seeded into Postgres.
func benchSeeded(ctx context.Context, name string, backend app.Backend, client *fasthttp.Client, l load, base, tok string) error {
	if cashFlowCount > 0 && cashWanted() {
		if err := runCash(name, client, l, base, tok); err != nil {
			return err
		}
	}
	if ordersCount > 0 && ordersWanted() {
		t, err := loadOrderTarget(client, base, tok, func() int64 { return 1 + mathrand.Int64N(ordersCount) })
		if err != nil {
			return err
		}
		pool := backend.(*postgres.DB).Pool()
		// The preset rankings as the upkeep job keeps them (the bench runs no jobs).
		if _, err := pool.Exec(ctx, "SELECT stats_compact(), stats_refresh_windows('0')"); err != nil {
			return fmt.Errorf("statistics' windows: %w", err)
		}
		t.paid = func() []int64 {
			rows, _ := pool.Query(ctx, "SELECT id FROM orders WHERE status = 'paid' ORDER BY id DESC LIMIT 50000")
			ids, _ := pgx.CollectRows(rows, pgx.RowTo[int64])
			return ids
		}
		if err := runOrders(ctx, name, backend, client, l, base, tok, t); err != nil {
			return err
		}
	}
	if ordersCount > 0 {
		if err := simulateCase(ctx, name, base, l); err != nil {
			return err
		}
	}
	if goodsCount > 0 {
		if err := goodsRun(name, client, l, base, tok, func() int64 { return 1 + mathrand.Int64N(goodsCount) }); err != nil {
			return err
		}
	}
	if shopUsers == 0 {
		return nil
	}
	target := shopTarget{idLo: 1, idHi: shopUsers, levels: benchLevelIDs, mobile: benchMobile}
	runShop(name, client, l, base, tok, target)
	runWrites(ctx, name, backend, client, l, base, tok, target)
	if err := levelAdd(ctx, name, client, base, tok); err != nil {
		return err
	}
	return nil
}
