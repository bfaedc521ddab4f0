package contracttests

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"shopconsole/server/session"
	"shopconsole/server/shopusers"
)

// What a remote scenario creates, and keeping a shared server's data as it was.

type created struct {
	res resource
	id  int64
}

// remoteResources are, beside the fuzzer's resources, the records scenarios create that a
// remote run deletes again. Goods go to the recycle bin first (goodsRecycle).
var remoteResources = []resource{
	{name: "goods", create: "/admin/goods/add", del: "/admin/goods/destroy", delBody: idsBody},
	{name: "goods category", create: "/admin/goodsCategory/add", del: "/admin/goodsCategory/destroy", delBody: idBody},
	{name: "spec template", create: "/admin/goodsSpec/add", del: "/admin/goodsSpec/destroy", delBody: idBody},
	{name: "attribute template", create: "/admin/goodsAttribute/add", del: "/admin/goodsAttribute/destroy", delBody: idBody},
	{name: "freight template", create: "/admin/freight/add", del: "/admin/freight/destroy", delBody: idBody},
	{name: "service", create: "/admin/goodsService/add", del: "/admin/goodsService/destroy", delBody: idBody},
	{name: "guarantee", create: "/admin/guarantee/add", del: "/admin/guarantee/destroy", delBody: idBody},
	{name: "album", create: "/admin/album/add", del: "/admin/album/destroy", delBody: idBody},
}

const goodsRecycle = "/admin/goods/recycle"

// area is the part of a path before its last segment: the records a create, an edit and a
// delete of one kind share.
func area(path string) string {
	p := strings.TrimPrefix(strings.SplitN(path, "?", 2)[0], "/api")
	return p[:strings.LastIndex(p, "/")]
}

// guard tells why a request must not go to a shared server (not the mock): it names a
// record (id, ids) that the scenario did not create, so it would change the server's data.
func (r *remote) guard(method, path string, body []byte) string {
	if strings.SplitN(path, "?", 2)[0] == "/api/register" && !r.facts.registration {
		return "registers an account; the server's registration is closed"
	}
	var sent map[string]any
	if r.session != "" || method != http.MethodPost || strings.HasPrefix(path, "/api/listSettings/") || json.Unmarshal(body, &sent) != nil {
		return "" // list settings are the caller's own (an account the scenario made)
	}
	var ids []any
	for _, k := range []string{"id", "ids", "userId"} {
		switch v := sent[k].(type) {
		case []any:
			ids = append(ids, v...)
		case nil:
		default:
			ids = append(ids, v)
		}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, v := range ids {
		f, _ := v.(float64)
		if f < 1 {
			continue // names no record
		}
		if !slices.ContainsFunc(r.created, func(c created) bool { return c.id == int64(f) && area(c.res.create) == area(path) }) {
			return fmt.Sprintf("changes a record it did not create (%s, id %v) on a shared server", path, v)
		}
	}
	return ""
}

// track remembers a record a scenario created, to delete it at the end (not on the mock,
// where the session is reset instead).
func (r *remote) track(method, path string, body []byte, res Res) {
	var sent map[string]any
	if r.session != "" || method != http.MethodPost || res.Status != 200 || json.Unmarshal(body, &sent) != nil || sent["id"] != nil {
		return // not a create (an edit names its record)
	}
	if path == "/api/register" {
		r.trackRegistered(fmt.Sprint(sent["username"]))
		return
	}
	id := res.id()
	if id == 0 {
		return
	}
	for _, rs := range slices.Concat(resources, remoteResources) {
		if rs.create == strings.TrimPrefix(path, "/api") {
			r.mu.Lock()
			r.created = append(r.created, created{rs, id})
			r.mu.Unlock()
			return
		}
	}
}

// trackRegistered finds the account a registration made, to delete it at the end.
func (r *remote) trackRegistered(username string) {
	var page struct {
		List []struct {
			ID       int64  `json:"id"`
			Username string `json:"username"`
		} `json:"list"`
	}
	req, _ := http.NewRequest(http.MethodGet, r.base+"/userManagement/getList?pageSize=100&username="+url.QueryEscape(username), nil)
	if !r.decode(req, &page) {
		return
	}
	for _, s := range page.List {
		if strings.EqualFold(s.Username, username) {
			r.mu.Lock()
			r.created = append(r.created, created{resourceNamed("staff"), s.ID})
			r.mu.Unlock()
		}
	}
}

// resourceNamed is the resource of that name.
func resourceNamed(name string) resource {
	i := slices.IndexFunc(resources, func(r resource) bool { return r.name == name })
	return resources[i]
}

// called records an operation the scenario sent.
func (r *remote) called(op string) {
	r.mu.Lock()
	r.ops = append(r.ops, op)
	r.mu.Unlock()
}

// cleanup deletes what the scenario created, newest first, twice over for records that
// another one held; what still cannot go is logged.
func (r *remote) cleanup(t *testing.T) {
	r.mu.Lock()
	defer r.mu.Unlock()
	left := r.created
	for range 2 {
		var again []created
		for i := len(left) - 1; i >= 0; i-- {
			c := left[i]
			if c.res.name == "goods" {
				_, _ = r.send(http.MethodPost, goodsRecycle, idsBody(c.id)) // the destroy below says whether it went
			}
			code, err := r.send(http.MethodPost, c.res.del, c.res.delBody(c.id))
			if err != nil || (code != 200 && code != 404) {
				again = append([]created{c}, again...)
			}
		}
		left = again
	}
	for _, c := range left {
		t.Logf("remote: left behind %s %d (its delete is refused)", c.res.name, c.id)
	}
}

// apiUsername is the contract's pattern of a staff username.
var apiUsername = regexp.MustCompile(`^[A-Za-z0-9_.-]{3,32}$`)

// staff creates an account through the API (the remote form of Env.staff).
func (r *remote) staff(t *testing.T, e *Env, username, password string, roles ...string) session.Staff {
	t.Helper()
	if !apiUsername.MatchString(username) {
		t.Skip("remote: seeds an account name the API refuses: " + username)
	}
	res := e.Do(t, http.MethodPost, "/api/userManagement/doEdit",
		map[string]any{"username": username, "password": password, "roles": nonNil(roles)}, token(r.token))
	if res.Status != 200 {
		t.Fatalf("create staff %s: %d %s", username, res.Status, res.Msg)
	}
	st := session.Staff{ID: res.id(), Username: username, CreatedAt: time.Now().UTC()}
	for _, name := range roles {
		st.Roles = append(st.Roles, session.Role{Name: name})
	}
	return st
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// shopUser adds a shop user through the API (the remote form of Env.shopUser), on the mock
// only: no operation removes a shop user, and the server dates the sign-up now.
func (r *remote) shopUser(t *testing.T, e *Env, nickname string, registered time.Time) shopusers.User {
	t.Helper()
	if r.session == "" && !r.throwaway {
		t.Skip("remote: adds shop users, which no operation removes, on a shared server " + throwawayHint)
	}
	if d := registered.Sub(e.Clock.Now()); d > time.Minute || d < -time.Minute {
		t.Skip("remote: adds a shop user dated otherwise than now")
	}
	r.noRegisterGift(t)
	mobile := fmt.Sprintf("145%08d", testMobiles.Add(1))
	res := e.Do(t, http.MethodPost, "/api/admin/user/add", map[string]any{"nickname": nickname, "mobile": mobile}, token(r.token))
	if res.Status != 200 {
		t.Fatalf("add shop user %s: %d %s", nickname, res.Status, res.Msg)
	}
	return shopusers.User{ID: res.id(), SN: res.Str("sn"), Nickname: nickname, Mobile: mobile, RegisteredAt: registered}
}

// noRegisterGift turns the sample data's register gift off, as the in-process helper
// registers without it, unless the scenario has set the gift itself.
func (r *remote) noRegisterGift(t *testing.T) {
	t.Helper()
	r.mu.Lock()
	chosen := r.giftSet || slices.Contains(r.ops, "AdminMallConfigSaveUserRegisterGift")
	r.giftSet = true
	r.mu.Unlock()
	if chosen {
		return
	}
	if why := r.keepSettings(http.MethodPost, "/api/admin/mallConfig/userRegisterGift"); why != "" {
		t.Skip("remote: " + why)
	}
	code, err := r.send(http.MethodPost, "/admin/mallConfig/userRegisterGift", map[string]any{
		"enabled": false, "pointsEnabled": false, "points": 0, "growthEnabled": false, "growth": 0,
		"couponsEnabled": false, "couponIds": []int64{},
	})
	if err != nil || code != http.StatusOK {
		t.Fatalf("turn the register gift off: %d %v", code, err)
	}
}
