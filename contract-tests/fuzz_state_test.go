package contracttests

import (
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"
)

// resource is a kind of record with create, read and delete operations.
type resource struct {
	name     string
	create   string // POST path; its recipe makes the body
	edit     string // POST path updating a record by id (404 once it is deleted)
	del      string // POST path
	delBody  func(id int64) any
	list     string // GET path answering the records (with nameKey as a filter when set)
	filter   string // query parameter of list that narrows it to a record's name
	nameKey  string // the recipe field that names the record
	detail   string // GET path taking ?id= ("" when none)
	mockOnly bool
}

func idsBody(id int64) any { return map[string]any{"ids": []any{num64(id)}} }
func idBody(id int64) any  { return map[string]any{"id": num64(id)} }

var resources = []resource{
	{name: "staff", create: "/userManagement/doEdit", edit: "/userManagement/doEdit", del: "/userManagement/doDelete", delBody: idsBody,
		list: "/userManagement/getList?pageSize=100", filter: "username", nameKey: "username"},
	{name: "role", create: "/roleManagement/doEdit", edit: "/roleManagement/doEdit", del: "/roleManagement/doDelete", delBody: idsBody,
		list: "/roleManagement/getList?pageSize=100", filter: "role", nameKey: "role"},
	{name: "department", create: "/departmentManagement/doEdit", edit: "/departmentManagement/doEdit", del: "/departmentManagement/doDelete",
		delBody: idsBody, list: "/departmentManagement/getList", nameKey: "name"},
	{name: "menu", create: "/menuManagement/doEdit", edit: "/menuManagement/doEdit", del: "/menuManagement/doDelete", delBody: idsBody,
		list: "/menuManagement/getList", nameKey: "name"},
	{name: "user level", create: "/admin/userLevel/add", edit: "/admin/userLevel/edit", del: "/admin/userLevel/destroy", delBody: idBody,
		list: "/admin/userLevel/index?pageSize=100", nameKey: "name", detail: "/admin/userLevel/detail"},
	{name: "coupon", create: "/admin/coupon/add", edit: "/admin/coupon/edit", del: "/admin/coupon/destroy", delBody: idBody,
		list: "/admin/coupon/index?pageSize=100", filter: "keyword", nameKey: "name", detail: "/admin/coupon/detail"},
	{name: "demo row", create: "/table/doEdit", edit: "/table/doEdit", del: "/table/doDelete", delBody: idsBody,
		list: "/table/getList?pageSize=100", filter: "title", nameKey: "title", mockOnly: true},
}

// stateful runs, per resource, a random sequence of creates, deletes, repeated deletes,
// edits of deleted records and reads, against a model of which records live: a record
// created is readable, a record deleted is gone, and a deleted id stays dead (404).
func (fz *fuzzer) stateful(t *testing.T) {
	for _, res := range resources {
		if res.mockOnly && fz.e.Name != "mock" {
			continue
		}
		if why := fz.skipOp(fz.op("POST", res.create)); why != "" {
			t.Run(res.name, func(t *testing.T) { t.Skip("remote: " + why) })
			continue
		}
		t.Run(res.name, func(t *testing.T) { fz.sequence(t, res) })
	}
}

// machine is the model of one resource's sequence.
type machine struct {
	fz    *fuzzer
	t     *testing.T
	res   resource
	g     *gen
	live  map[int64]map[string]any // id -> the body that created it
	dead  map[int64]map[string]any
	steps []string
	last  *fuzzReq // the request of the last step
}

func (fz *fuzzer) sequence(t *testing.T, res resource) {
	g := &gen{r: rng("stateful/" + res.name)}
	m := &machine{fz: fz, t: t, res: res, g: g, live: map[int64]map[string]any{}, dead: map[int64]map[string]any{}}
	for range 2 * fz.checks {
		switch k := g.r.IntN(10); {
		case k < 4 || len(m.live) == 0:
			m.create()
		case k < 7:
			m.remove(pick(g, m.live))
		case k < 8 && len(m.dead) > 0:
			m.removeAgain(pick(g, m.dead))
		case len(m.dead) > 0:
			m.editDead(pick(g, m.dead))
		default:
			m.read(pick(g, m.live), true)
		}
		if t.Failed() {
			return // the rest of the sequence builds on a broken model
		}
	}
}

func pick(g *gen, m map[int64]map[string]any) int64 {
	ids := make([]int64, 0, len(m))
	for id := range m {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids[g.r.IntN(len(ids))]
}

func (m *machine) create() {
	op := m.fz.op("POST", m.res.create)
	body, _ := m.fz.recipeBody(m.g, op)
	a := m.send("POST", m.res.create, body, "create")
	if a.Status != 200 {
		m.fail(a, "create with a valid body", "want 200")
		return
	}
	var env struct{ Data struct{ ID int64 } }
	_ = json.Unmarshal(a.Raw, &env)
	if _, reused := m.dead[env.Data.ID]; reused {
		m.fail(a, "create after a delete", fmt.Sprintf("id %d of a deleted record was given to the new one: stale references now reach it", env.Data.ID))
		delete(m.dead, env.Data.ID)
	}
	m.live[env.Data.ID] = body
	m.read(env.Data.ID, true)
}

func (m *machine) remove(id int64) {
	a := m.send("POST", m.res.del, m.res.delBody(id), "delete")
	if a.Status != 200 {
		m.fail(a, "delete a live record", "want 200")
		return
	}
	m.dead[id] = m.live[id]
	delete(m.live, id)
	m.read(id, false)
}

func (m *machine) removeAgain(id int64) {
	if a := m.send("POST", m.res.del, m.res.delBody(id), "delete again"); a.Status != 404 {
		m.fail(a, "delete a deleted record", "want 404: the id is unknown")
	}
}

func (m *machine) editDead(id int64) {
	body := map[string]any{}
	for k, v := range m.dead[id] {
		body[k] = v
	}
	body["id"] = num64(id)
	if a := m.send("POST", m.res.edit, body, "edit deleted"); a.Status != 404 {
		m.fail(a, "edit a deleted record (use after free)", "want 404: the record is gone")
	}
}

// read checks that the record is listed (and its detail found) exactly when alive.
func (m *machine) read(id int64, alive bool) {
	path := m.res.list
	if m.res.filter != "" {
		path += "&" + m.res.filter + "=" + url.QueryEscape(fmt.Sprint(m.record(id)[m.res.nameKey]))
	}
	a := m.send("GET", path, nil, "list")
	var env struct{ Data any }
	_ = json.Unmarshal(a.Raw, &env)
	var listed bool
	collectIDs(env.Data, func(x int64) { listed = listed || x == id })
	if a.Status != 200 || listed != alive {
		m.fail(a, fmt.Sprintf("list after %s", m.lastStep()), fmt.Sprintf("record %d listed: %v, want %v", id, listed, alive))
	}
	if m.res.detail == "" {
		return
	}
	want := map[bool]int{true: 200, false: 404}[alive]
	if a := m.send("GET", fmt.Sprintf("%s?id=%d", m.res.detail, id), nil, "detail"); a.Status != want {
		m.fail(a, fmt.Sprintf("detail after %s", m.lastStep()), fmt.Sprintf("want %d", want))
	}
}

func (m *machine) record(id int64) map[string]any {
	if r, ok := m.live[id]; ok {
		return r
	}
	return m.dead[id]
}

func (m *machine) lastStep() string {
	for i := len(m.steps) - 1; i >= 0; i-- {
		if !strings.Contains(m.steps[i], " GET ") {
			return strings.SplitN(m.steps[i], " -> ", 2)[0]
		}
	}
	return "nothing"
}

// send runs one step as the Admin and checks its answer against the contract.
func (m *machine) send(method, pathQuery string, body any, step string) answer {
	path, query, _ := strings.Cut(pathQuery, "?")
	r := &fuzzReq{Op: m.fz.op(method, path), Method: method, Who: asAdmin, Intent: m.res.name + " " + step, Target: step}
	if body != nil {
		r.Body, r.HasBody = body, true
	}
	values, _ := url.ParseQuery(query)
	for _, k := range sortedKeysOf(values) {
		r.Params = append(r.Params, param{In: "query", Name: k, Value: values.Get(k)})
	}
	m.fz.protect(r) // on a shared server: passwords it sets are drawn at random
	a, why := m.fz.run(m.t, r)
	if why != "" {
		m.t.Skipf("remote: the sequence stops: %s %s is not sent: %s", method, path, why)
	}
	m.last = r
	m.steps = append(m.steps, fmt.Sprintf("%s: %s %s %s -> %d", step, method, r.url(), encodeJSON(body), a.Status))
	for _, f := range m.fz.judge(r, a) {
		reportFailure(m.t, m.fz.e.Name, f)
	}
	return a
}

func sortedKeysOf(v url.Values) []string {
	keys := make([]string, 0, len(v))
	for k := range v {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// fail reports a broken expectation with the steps that led to it.
func (m *machine) fail(a answer, check, detail string) {
	steps := m.steps[max(0, len(m.steps)-8):]
	m.t.Helper()
	reportFailure(m.t, m.fz.e.Name, failure{Check: "stateful " + m.res.name, Where: check, Req: m.last, Ans: a,
		Detail: detail + "\n  steps (last 8):\n    " + strings.Join(steps, "\n    ")})
}
