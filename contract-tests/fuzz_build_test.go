package contracttests

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"

	"shopconsole/server/contract"
)

// specOf is the contract's own description of an operation.
func specOf(c *contract.Contract, op *contract.Operation) *openapi3.Operation {
	return c.Doc.Paths.Value(op.Path).GetOperation(op.Method)
}

// bodySchema is the JSON request body schema of op (nil when it takes no body).
func bodySchema(o *openapi3.Operation) (*openapi3.Schema, bool) {
	if o.RequestBody == nil || o.RequestBody.Value == nil {
		return nil, false
	}
	mt := o.RequestBody.Value.Content.Get("application/json")
	if mt == nil || mt.Schema == nil {
		return nil, false
	}
	return flat(mt.Schema.Value), o.RequestBody.Value.Required
}

// baseline draws a request that the schema allows (hostile strings included).
func (fz *fuzzer) baseline(g *gen, op *contract.Operation) *fuzzReq {
	o := specOf(fz.c, op)
	r := &fuzzReq{Op: op, Method: op.Method, Who: fz.callerFor(op), Intent: "valid"}
	for _, p := range o.Parameters {
		pv := p.Value
		if !pv.Required && !g.chance(50) {
			continue
		}
		v := paramText(g.value(pv.Schema.Value, pv.Name, 0))
		for tries := 0; pv.In != "query" && !headerSafe(v) && tries < 20; tries++ {
			v = paramText(g.value(pv.Schema.Value, pv.Name, 0))
		}
		if !headerSafe(v) && pv.In != "query" {
			ex, _ := example(flat(pv.Schema.Value))
			v = paramText(ex)
		}
		r.Params = append(r.Params, param{In: pv.In, Name: pv.Name, Value: v})
	}
	if s, required := bodySchema(o); s != nil && (required || g.chance(80)) {
		r.Body, r.HasBody = g.value(s, "", 0), true
	}
	fz.guard(g, r)
	return r
}

// paramText renders a generated value as a query, header or cookie value.
func paramText(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case nil:
		return ""
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = paramText(e)
		}
		return strings.Join(parts, ",")
	}
	return strings.Trim(string(encodeJSON(v)), `"`)
}

// callerFor is asSelf for operations that change the caller's own sign-in.
func (fz *fuzzer) callerFor(op *contract.Operation) caller {
	if op.ID == "ChangePassword" {
		return asSelf
	}
	return asAdmin
}

// guard keeps the fuzzer's own accounts out of harm's way (protect), and a password
// change now and then knows the current password.
func (fz *fuzzer) guard(g *gen, r *fuzzReq) {
	fz.protect(r)
	if body, ok := r.Body.(map[string]any); ok && r.Op.ID == "ChangePassword" && g.chance(50) {
		body["oldPassword"] = fz.selfPassword()
	}
}

// protect moves staff ids that name the fuzzer's own accounts out of staff writes and,
// on a shared server, steers the request to what the fuzzer owns (fitShared).
func (fz *fuzzer) protect(r *fuzzReq) {
	defer fz.fitShared(r)
	body, _ := r.Body.(map[string]any)
	if body == nil || !strings.HasPrefix(r.Op.Path, "/userManagement/") {
		return
	}
	if id, ok := body["id"].(json.Number); ok {
		body["id"] = fz.unprotected(id)
	}
	if ids, ok := body["ids"].([]any); ok {
		for i, id := range ids {
			if n, ok := id.(json.Number); ok {
				ids[i] = fz.unprotected(n)
			}
		}
	}
}

// unprotected moves an id that names one of the fuzzer's accounts out of the way.
func (fz *fuzzer) unprotected(id json.Number) json.Number {
	n, err := id.Int64()
	if err == nil && slices.Contains(fz.protected, n) {
		return num64(n + 1_000_000)
	}
	return id
}

// knownIDs reads the ids that exist at the start, per resource, for id-like fields.
func (fz *fuzzer) knownIDs(tok string) map[string][]int64 {
	lists := map[string]string{
		"staff": "/userManagement/getList?pageSize=100", "role": "/roleManagement/getList?pageSize=100",
		"department": "/departmentManagement/getList", "menu": "/menuManagement/getList",
		"level": "/admin/userLevel/index?pageSize=100", "shopUser": "/admin/user/index?pageSize=100",
		"coupon": "/admin/coupon/index?pageSize=100", "demoRow": "/table/getList?pageSize=100",
	}
	out := map[string][]int64{}
	for res, path := range lists {
		req, _ := http.NewRequest("GET", contract.BasePath+path, nil)
		req.Header.Set("Authorization", "Bearer "+tok)
		a, err := fz.e.send(req)
		if err != nil || a.Status != 200 {
			continue
		}
		var env struct{ Data any }
		_ = json.Unmarshal(a.Raw, &env)
		collectIDs(env.Data, func(id int64) {
			if !slices.Contains(fz.protected, id) || res != "staff" {
				out[res] = append(out[res], id)
			}
		})
		slices.Sort(out[res])
		out[res] = slices.Compact(out[res])
	}
	return out
}

func collectIDs(v any, add func(int64)) {
	switch x := v.(type) {
	case map[string]any:
		if id, ok := x["id"].(float64); ok {
			add(int64(id))
		}
		for _, e := range x {
			collectIDs(e, add)
		}
	case []any:
		for _, e := range x {
			collectIDs(e, add)
		}
	}
}

// idsFor is the id pool of an id-like field of op: on a shared server with writes, the
// records the fuzzer created of the field's kind.
func (fz *fuzzer) idsFor(op *contract.Operation) func(string) []int64 {
	if fz.sh != nil && fz.sh.writes {
		area := ""
		if k := kindOf(op.Path); k != nil {
			area = k.name
		}
		return func(name string) []int64 { return fz.sharedPool(fieldKind(name, true, area)) }
	}
	return func(name string) []int64 {
		switch name {
		case "userId", "userIds", "userId[]":
			return fz.ids["shopUser"]
		case "couponId", "couponIds":
			return fz.ids["coupon"]
		case "levelId":
			return fz.ids["level"]
		case "departmentId":
			return fz.ids["department"]
		}
		for prefix, res := range map[string]string{
			"/userManagement/": "staff", "/roleManagement/": "role", "/departmentManagement/": "department",
			"/menuManagement/": "menu", "/admin/userLevel/": "level", "/admin/user/": "shopUser",
			"/admin/coupon/": "coupon", "/table/": "demoRow",
		} {
			if strings.HasPrefix(op.Path, prefix) {
				return fz.ids[res]
			}
		}
		return nil
	}
}

// locName is how a location is written in reports: query/header params by name, body
// paths dotted.
func locName(in string, path []string) string {
	if in == "body" {
		if len(path) == 0 {
			return "body"
		}
		return strings.Join(path, ".")
	}
	return fmt.Sprintf("%s %s", in, path[0])
}
