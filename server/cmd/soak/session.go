package main

import (
	"context"
	"fmt"
	"math/rand/v2"
)

// session is one client: its sign-in and the writes it made.
type session struct {
	d      *driver
	token  string
	cookie string
	n      int // steps taken, for unique keys and alternating changes
}

// The mix of one step, by weight: mostly reads, a fifth balance changes, and the session
// churn (sign-ins, refreshes, sign-outs) that makes refresh tokens and log lines pile up.
var steps = []struct {
	weight int
	run    func(s *session, ctx context.Context)
}{
	{8, (*session).relogin},
	{6, (*session).refresh},
	{3, (*session).logout},
	{50, (*session).read},
	{20, (*session).adjust},
	{7, (*session).editStaff},
	{6, (*session).editLevel},
}

func (s *session) step(ctx context.Context) {
	s.n++
	if s.token == "" {
		_ = s.login(ctx)
		return
	}
	total := 0
	for _, st := range steps {
		total += st.weight
	}
	r := rand.IntN(total)
	for _, st := range steps {
		if r < st.weight {
			st.run(s, ctx)
			return
		}
		r -= st.weight
	}
}

// login signs in as admin (the mock accepts any password of 6+ characters).
func (s *session) login(ctx context.Context) error {
	a := s.d.do(ctx, "login", "POST", "/shop/login", "", "", map[string]string{"username": "admin", "password": "soak-password"}, nil)
	tok, _ := a.data["token"].(string)
	if a.status != 200 || tok == "" {
		s.token = ""
		return fmt.Errorf("sign-in: %d", a.status)
	}
	s.token, s.cookie = tok, a.cookie
	return nil
}

func (s *session) relogin(ctx context.Context) { _ = s.login(ctx) }

// refresh rotates the refresh token; a refused one (401) means signing in again.
func (s *session) refresh(ctx context.Context) {
	a := s.d.do(ctx, "refresh", "GET", "/refreshToken", "", s.cookie, nil, nil)
	if tok, _ := a.data["token"].(string); a.status == 200 && tok != "" {
		s.token, s.cookie = tok, a.cookie
		return
	}
	s.token = ""
}

func (s *session) logout(ctx context.Context) {
	s.d.do(ctx, "logout", "GET", "/logout", "", s.cookie, nil, nil)
	s.token, s.cookie = "", ""
}

func (s *session) read(ctx context.Context) {
	paths := []string{
		"/userManagement/getList?pageSize=20",
		"/admin/user/index?pageSize=20",
		fmt.Sprintf("/admin/user/index?pageSize=20&pageNo=%d", 1+rand.IntN(20)),
		"/admin/userAccountLog/index?pageSize=20",
		"/systemLog/getList?pageSize=20",
		"/admin/userLevel/index",
		fmt.Sprintf("/admin/user/detail?id=%d", pick(s.d.users)),
		"/shop/admin/info",
	}
	s.check(s.d.do(ctx, "read", "GET", pick(paths), s.token, "", nil, nil))
}

// adjust adds a point and takes it back on the next adjustment, each with its own
// Idempotency-Key: the ledger and the keys grow, the holdings do not.
func (s *session) adjust(ctx context.Context) {
	change := []string{"increase", "decrease"}[s.n%2]
	body := map[string]any{"userId": pick(s.d.users), "type": "points", "changeType": change, "amount": "1", "remark": "soak"}
	key := map[string]string{"Idempotency-Key": fmt.Sprintf("soak-%p-%d", s, s.n)}
	s.check(s.d.do(ctx, "adjust", "POST", "/admin/user/adjust", s.token, "", body, key))
}

func (s *session) editStaff(ctx context.Context) {
	m := pick(s.d.staff)
	body := map[string]any{"id": m["id"], "username": m["username"], "email": fmt.Sprintf("soak%d@shop.example", rand.IntN(100))}
	s.check(s.d.do(ctx, "editStaff", "POST", "/userManagement/doEdit", s.token, "", body, nil))
}

func (s *session) editLevel(ctx context.Context) {
	l := pick(s.d.levels)
	body := map[string]any{"id": l["id"], "name": l["name"], "growthValue": l["growthValue"], "discount": l["discount"]}
	s.check(s.d.do(ctx, "editLevel", "POST", "/admin/userLevel/edit", s.token, "", body, nil))
}

// check forgets the sign-in when the server no longer takes it (expired, revoked).
func (s *session) check(a answer) {
	if a.status == 401 || a.status == 402 {
		s.token = ""
	}
}
