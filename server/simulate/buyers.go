package simulate

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"strconv"
	"strings"

	"shopconsole/server/money"
)

// BuyerPrefix starts the nickname of every buyer the simulator registers: the console shows
// them for what they are, and a later run finds them (and only them) by it.
const BuyerPrefix = "sim-"

// buyer is a shop user the simulator registered, in this run or an earlier one.
type buyer struct {
	ID       int64
	Nickname string
	Mobile   string
	Balance  int64 // cents, as last known
}

type userRow struct {
	ID       int64  `json:"id"`
	Nickname string `json:"nickname"`
	Mobile   string `json:"mobile"`
	Balance  string `json:"balance"`
	Disabled bool   `json:"disabled"`
}

func (u userRow) buyer() *buyer {
	bal, _ := money.Parse(u.Balance)
	return &buyer{ID: u.ID, Nickname: u.Nickname, Mobile: u.Mobile, Balance: bal}
}

// returningBuyers reads the buyers earlier runs registered (the newest 200, not disabled).
func returningBuyers(ctx context.Context, api *client) ([]*buyer, error) {
	var out []*buyer
	for page := 1; page <= 2; page++ {
		var list struct {
			List  []userRow `json:"list"`
			Total int64     `json:"total"`
		}
		if err := api.do(ctx, http.MethodGet, query("/admin/user/index", "keyword", BuyerPrefix, "pageNo", strconv.Itoa(page), "pageSize", "100"), nil, &list); err != nil {
			return nil, fmt.Errorf("read the buyers of earlier runs: %w", err)
		}
		for _, u := range list.List {
			if strings.HasPrefix(u.Nickname, BuyerPrefix) && !u.Disabled {
				out = append(out, u.buyer())
			}
		}
		if int64(page*100) >= list.Total {
			break
		}
	}
	return out, nil
}

var (
	surnames = []rune("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗")
	given    = []string{"芳", "伟", "娜", "敏", "静", "丽", "强", "磊", "洋", "艳", "勇", "军", "杰", "娟", "涛", "明", "超", "秀英", "晓雯", "子涵", "浩然", "雨桐", "思远"}
)

func chineseName(rng *rand.Rand) string {
	return string(surnames[rng.IntN(len(surnames))]) + given[rng.IntN(len(given))]
}

// register signs a new buyer up through the storefront; a mobile number already taken is
// tried again with another (at most three times).
func register(ctx context.Context, api *client, rng *rand.Rand) (*buyer, error) {
	name := chineseName(rng)
	var err error
	for range 3 {
		mobile := fmt.Sprintf("1%d%09d", 3+rng.IntN(7), rng.Int64N(1_000_000_000))
		var u userRow
		err = api.do(ctx, http.MethodPost, "/storefront/user/register", map[string]string{"mobile": mobile, "nickname": BuyerPrefix + name}, &u)
		var ae *APIError
		if errors.As(err, &ae) && ae.Status == http.StatusConflict && ae.Field == "mobile" {
			continue
		}
		if err != nil {
			return nil, err
		}
		return u.buyer(), nil
	}
	return nil, err
}

// topUp puts money in the buyer's wallet, as the storefront's recharge would (through the
// staff's ledger adjustment: the contract has no storefront recharge).
func topUp(ctx context.Context, api *client, b *buyer, cents int64) error {
	body := map[string]any{"userId": b.ID, "type": "money", "changeType": "increase", "amount": money.Format(cents),
		"remark": "储值（模拟买家充值 simulated storefront top-up）"}
	var res struct {
		User userRow `json:"user"`
	}
	if err := api.do(ctx, http.MethodPost, "/admin/user/adjust", body, &res); err != nil {
		return err
	}
	b.Balance = res.User.buyer().Balance
	return nil
}

// coupon is a coupon the buyer holds, unused.
type coupon struct {
	ID       int64
	MinSpend int64
	Amount   int64
}

// coupons reads the buyer's unused coupons.
func coupons(ctx context.Context, api *client, b *buyer) ([]coupon, error) {
	var list struct {
		List []struct {
			ID       int64  `json:"id"`
			Amount   string `json:"amount"`
			MinSpend string `json:"minSpend"`
			Status   string `json:"status"`
		} `json:"list"`
	}
	path := query("/admin/userCoupon/index", "userId", strconv.FormatInt(b.ID, 10), "status", "unused", "pageSize", "20")
	if err := api.do(ctx, http.MethodGet, path, nil, &list); err != nil {
		return nil, fmt.Errorf("read the coupons of buyer %d: %w", b.ID, err)
	}
	var out []coupon
	for _, c := range list.List {
		if c.Status != "unused" {
			continue
		}
		amount, _ := money.Parse(c.Amount)
		minSpend, _ := money.Parse(c.MinSpend)
		out = append(out, coupon{ID: c.ID, MinSpend: minSpend, Amount: amount})
	}
	return out, nil
}
