package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"shopconsole/server/shopusers"
)

// The shop-user data set of the benchmark: n users with ten ledger lines each, every line
// following the previous one per user and type and the last equal to the user's holding.

var (
	benchSurnames = []rune("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤")
	benchGiven    = []rune("伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超兰霞平刚桂华玉萍红娥玲芬燕建国志文斌浩宇欣怡子涵梓萱诺雨轩俊晨曦思远佳琪婷雪梅海波晓东")
	benchHeads    = []string{"130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152", "153", "155",
		"156", "157", "158", "159", "166", "176", "177", "178", "180", "181", "182", "183", "185", "186", "187", "188", "189", "198", "199"}
	benchLevels = []int64{0, 500, 2000, 5000, 10000} // growth thresholds; the first comes with the migration
	benchStart  = time.Date(2023, 11, 1, 0, 0, 0, 0, time.UTC)
	benchEnd    = time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
)

const benchLedgerPerUser = 10

type benchUser struct {
	row    []any
	ledger [][]any
}

// benchUserRow makes user i (1-based) and its ledger, deterministically.
func benchUserRow(i int64, levelIDs []int64) benchUser {
	r := rand.New(rand.NewPCG(uint64(i), 20261121))
	name := string(benchSurnames[r.IntN(len(benchSurnames))]) + string(benchGiven[r.IntN(len(benchGiven))])
	if r.IntN(2) == 0 {
		name += string(benchGiven[r.IntN(len(benchGiven))])
	}
	mobile := benchHeads[i%int64(len(benchHeads))] + fmt.Sprintf("%08d", i/int64(len(benchHeads)))
	span := benchEnd.Sub(benchStart)
	registered := benchStart.Add(time.Duration(r.Int64N(int64(span))))
	at := registered
	held := map[string]int64{}
	var spent int64
	var ledger [][]any
	line := func(typ, channel string, delta int64, source string) {
		if held[typ]+delta < 0 {
			delta = -held[typ]
		}
		if delta == 0 {
			return
		}
		held[typ] += delta
		at = at.Add(time.Duration(1+r.IntN(int(benchEnd.Sub(at)/time.Second)/12+1)) * time.Second)
		ct, amount := "increase", delta
		if delta < 0 {
			ct, amount = "decrease", -delta
		}
		ledger = append(ledger, []any{i, typ, channel, amount, ct, held[typ], source, "", at})
	}
	order := func() string { return fmt.Sprintf("SO%09d%d", i, r.IntN(10)) }
	line("money", "recharge", int64(50+r.IntN(950))*100, "")
	line("points", "registerGift", 100, "")
	pay := -int64(100 + r.IntN(40000))
	line("money", "orderPayment", pay, order())
	spent -= pay
	line("growth", "consumeGift", int64(r.IntN(6000)), order())
	line("points", "signIn", int64(5+r.IntN(6)), "")
	line("money", "recharge", int64(50+r.IntN(450))*100, "")
	line("earnings", "consumeGift", int64(r.IntN(5000)), order())
	pay = -int64(100 + r.IntN(30000))
	line("money", "orderPayment", pay, order())
	spent -= pay
	line("points", "orderPayment", -int64(r.IntN(80)), order())
	line("growth", "consumeGift", int64(r.IntN(6000)), order())
	levels := make([]shopusers.Level, len(benchLevels))
	for k, g := range benchLevels {
		levels[k] = shopusers.Level{ID: levelIDs[k], GrowthValue: g}
	}
	level := shopusers.LevelFor(levels, held["growth"])
	var lastLogin any
	if r.IntN(3) > 0 {
		lastLogin = at
	}
	return benchUser{
		row: []any{i, fmt.Sprintf("U%010d", i), name, "", mobile, int16(r.IntN(3)), level, held["money"], held["points"],
			held["growth"], held["earnings"], spent, r.IntN(50) == 0, registered, lastLogin},
		ledger: ledger,
	}
}

// seedShopUsers loads n users and their ledger with COPY in batches, with secondary
// indexes, foreign keys and triggers off while loading; then rebuilds indexes and counters.
func seedShopUsers(ctx context.Context, pool *pgxpool.Pool, n int64) error {
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return err
	}
	defer conn.Release()
	c := conn.Conn()
	for _, s := range []string{"SET session_replication_role = replica", "SET maintenance_work_mem = '256MB'",
		"SET synchronous_commit = off", "SET max_parallel_maintenance_workers = 1"} {
		if _, err := c.Exec(ctx, s); err != nil {
			return fmt.Errorf("%s: %w", s, err)
		}
	}
	levelIDs := []int64{}
	for k, g := range benchLevels {
		var id int64
		err := c.QueryRow(ctx, `INSERT INTO user_levels (name, growth_value, discount, sort) VALUES ($1, $2, $3, $4)
			ON CONFLICT (growth_value) DO UPDATE SET sort = EXCLUDED.sort RETURNING id`,
			fmt.Sprintf("等级%d", k+1), g, 100-k*3, k+1).Scan(&id)
		if err != nil {
			return fmt.Errorf("levels: %w", err)
		}
		levelIDs = append(levelIDs, id)
	}
	rebuildIndexes, err := dropIndexes(ctx, c, "shop_users", "user_account_logs")
	if err != nil {
		return err
	}
	const batch = 50_000
	userCols := []string{"id", "sn", "nickname", "avatar", "mobile", "sex", "level_id", "balance", "points", "growth",
		"earnings", "total_order_amount", "disabled", "registered_at", "last_login_at"}
	ledgerCols := []string{"user_id", "type", "channel", "change_amount", "change_type", "left_amount", "source_sn", "remark", "created_at"}
	for lo := int64(1); lo <= n; lo += batch {
		hi := min(n, lo+batch-1)
		users := make([][]any, 0, hi-lo+1)
		ledger := make([][]any, 0, (hi-lo+1)*benchLedgerPerUser)
		for i := lo; i <= hi; i++ {
			u := benchUserRow(i, levelIDs)
			users = append(users, u.row)
			ledger = append(ledger, u.ledger...)
		}
		if _, err := c.CopyFrom(ctx, pgx.Identifier{"shop_users"}, userCols, pgx.CopyFromRows(users)); err != nil {
			return fmt.Errorf("copy users %d-%d: %w", lo, hi, err)
		}
		if _, err := c.CopyFrom(ctx, pgx.Identifier{"user_account_logs"}, ledgerCols, pgx.CopyFromRows(ledger)); err != nil {
			return fmt.Errorf("copy ledger %d-%d: %w", lo, hi, err)
		}
	}
	if err := rebuildIndexes(); err != nil {
		return err
	}
	for _, s := range []string{
		"SELECT shop_counts_rebuild()",
		"SELECT setval(pg_get_serial_sequence('shop_users', 'id'), (SELECT max(id) FROM shop_users))",
		"VACUUM (ANALYZE) shop_users", "VACUUM (ANALYZE) user_account_logs", "VACUUM (ANALYZE) shop_user_counts",
		"VACUUM (ANALYZE) user_account_log_counts", "VACUUM (ANALYZE) shop_user_totals", "VACUUM (ANALYZE) user_account_log_totals",
	} {
		if _, err := c.Exec(ctx, s); err != nil {
			return fmt.Errorf("%s: %w", s, err)
		}
	}
	return nil
}

var (
	shopUsers     int64
	shopSchema    string
	benchLevelIDs []int64
)

// ensureShopUsers seeds the shop users unless the schema already holds them.
func ensureShopUsers(ctx context.Context, db interface{ Pool() *pgxpool.Pool }, n int64) error {
	pool := db.Pool()
	var have int64
	if err := pool.QueryRow(ctx, "SELECT count(*) FROM shop_users").Scan(&have); err != nil {
		return err
	}
	if have < n {
		if have > 0 {
			return fmt.Errorf("schema holds %d shop users, not %d: use another -shop-schema", have, n)
		}
		start := time.Now()
		if err := seedShopUsers(ctx, pool, n); err != nil {
			return fmt.Errorf("seed shop users: %w", err)
		}
		fmt.Printf("seeded %d shop users and %d ledger lines in %s\n", n, countLedger(ctx, pool), time.Since(start).Round(time.Second))
	}
	rows, _ := pool.Query(ctx, "SELECT id FROM user_levels ORDER BY growth_value")
	ids, err := pgx.CollectRows(rows, pgx.RowTo[int64])
	benchLevelIDs = ids
	return err
}

func countLedger(ctx context.Context, pool *pgxpool.Pool) int64 {
	var n int64
	_ = pool.QueryRow(ctx, "SELECT coalesce(sum(n), 0)::bigint FROM user_account_log_totals").Scan(&n)
	return n
}
