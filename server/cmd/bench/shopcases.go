package main

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"time"

	"github.com/valyala/fasthttp"
)

// shopTarget describes the shop users a backend holds, for drawing request parameters.
type shopTarget struct {
	idLo, idHi int64
	levels     []int64
	mobile     func(id int64) string // the mobile number of user id
}

type shopCase struct {
	name  string
	query func() url.Values // a fresh, random query per request
	path  string
}

func (s shopTarget) id() int64 { return s.idLo + rand.Int64N(s.idHi-s.idLo+1) }

func shopCases(s shopTarget) []shopCase {
	v := func(kv ...string) url.Values {
		out := url.Values{}
		for i := 0; i+1 < len(kv); i += 2 {
			out.Set(kv[i], kv[i+1])
		}
		return out
	}
	level := func() string { return fmt.Sprint(s.levels[rand.IntN(len(s.levels))]) }
	month := func() (string, string) {
		start := benchStart.AddDate(0, 0, rand.IntN(3*365-30))
		return start.Format(time.DateOnly), start.AddDate(0, 0, 29).Format(time.DateOnly)
	}
	name := func(chars int) string {
		n := string(benchSurnames[rand.IntN(len(benchSurnames))])
		if chars > 1 {
			n += string(benchGiven[rand.IntN(len(benchGiven))])
		}
		return n
	}
	users := "/admin/user/index"
	return []shopCase{
		{"users", func() url.Values { return v() }, users},
		{"users:page50", func() url.Values { return v("pageNo", "50") }, users},
		{"users:level", func() url.Values { return v("levelId", level()) }, users},
		{"users:disabled", func() url.Values { return v("disabled", "true") }, users},
		{"users:month", func() url.Values { a, b := month(); return v("startDate", a, "endDate", b) }, users},
		{"users:lvl+month+bal", func() url.Values {
			a, b := month()
			return v("levelId", level(), "startDate", a, "endDate", b, "sort", "-balance")
		}, users},
		{"users:lvl+month+spent", func() url.Values {
			a, b := month()
			return v("levelId", level(), "startDate", a, "endDate", b, "sort", "-totalOrderAmount")
		}, users},
		{"users:-balance", func() url.Values { return v("sort", "-balance") }, users},
		{"users:-spent", func() url.Values { return v("sort", "-totalOrderAmount") }, users},
		{"users:kw-mobile7", func() url.Values { return v("keyword", s.mobile(s.id())[:7]) }, users},
		{"users:kw-name2", func() url.Values { return v("keyword", name(2)) }, users},
		{"users:kw-surname", func() url.Values { return v("keyword", name(1)) }, users},
		{"users:kw-name3", func() url.Values { return v("keyword", name(2)+string(benchGiven[rand.IntN(len(benchGiven))])) }, users},
		{"users:kw-mobile11", func() url.Values { return v("keyword", s.mobile(s.id())) }, users},
		{"users:kw-sn", func() url.Values { return v("keyword", fmt.Sprintf("U%010d", s.id())[:8]) }, users},
		{"ledger:user", func() url.Values { return v("userId", fmt.Sprint(s.id())) }, "/admin/userAccountLog/index"},
		{"ledger:user+money", func() url.Values { return v("userId", fmt.Sprint(s.id()), "type", "money") }, "/admin/userAccountLog/index"},
		{"ledger", func() url.Values { return v() }, "/admin/userAccountLog/index"},
		{"ledger:channel+month", func() url.Values {
			a, b := month()
			return v("channel", "recharge", "startDate", a, "endDate", b)
		}, "/admin/userAccountLog/index"},
		{"user:detail", func() url.Values { return v("id", fmt.Sprint(s.id())) }, "/admin/user/detail"},
	}
}

func runShop(backend string, c *fasthttp.Client, l load, base, tok string, s shopTarget) {
	for _, sc := range shopCases(s) {
		run(backend, sc.name, c, l, func() request {
			return request{method: "GET", url: base + sc.path + "?" + sc.query().Encode(), token: tok}
		})
	}
}

// benchMobile is the mobile number benchUserRow gives user i.
func benchMobile(i int64) string {
	return benchHeads[i%int64(len(benchHeads))] + fmt.Sprintf("%08d", i/int64(len(benchHeads)))
}
