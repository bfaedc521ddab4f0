package contracttests

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"shopconsole/server/audit"
	"shopconsole/server/contract"
)

// admin is a signed-in caller of the system-administration scenarios.
type admin struct {
	name  string
	token string
}

// signedIn creates an account with roles and signs it in.
func (e *Env) signedIn(t *testing.T, username string, roles ...string) admin {
	t.Helper()
	e.staff(t, username, "password-1", roles...)
	tok, _ := e.login(t, username, "password-1")
	return admin{name: username, token: tok}
}

// write sends a POST as who and checks the system log: a success adds exactly one line
// for the operation with who's account, result success and the path as target; a refusal
// adds no success line.
func (e *Env) write(t *testing.T, who admin, path string, body any, opts ...opt) Res {
	t.Helper()
	before := e.logLen(t)
	r := e.Do(t, "POST", path, body, append([]opt{token(who.token)}, opts...)...)
	if e.Remote != nil {
		return r // a shared server's log has other callers' lines: not checked remotely
	}
	c, _ := contract.Load()
	op, ok := c.Find("POST", path)
	if !ok {
		t.Fatalf("no operation POST %s", path)
	}
	entries, err := e.Store.SystemLog(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var added []audit.Entry
	for _, en := range entries[before:] {
		if en.Operation == op.ID {
			added = append(added, en)
		}
	}
	switch {
	case r.Status == 200 && (len(added) != 1 || added[0].Account != who.name || added[0].Result != audit.ResultSuccess || added[0].Target != path):
		t.Errorf("POST %s by %s succeeded but the system log has %+v", path, who.name, added)
	case r.Status != 200 && len(added) != 0:
		t.Errorf("POST %s by %s was refused (%d) but the system log has %+v", path, who.name, r.Status, added)
	}
	return r
}

func (e *Env) logLen(t *testing.T) int {
	t.Helper()
	if e.Remote != nil {
		return 0
	}
	entries, err := e.Store.SystemLog(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return len(entries)
}

// decode turns response data (or a part of it) into a typed value.
func decode[T any](t *testing.T, v any) T {
	t.Helper()
	var out T
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatalf("decode %s: %v", b, err)
	}
	return out
}

// id reads data.id of a response.
func (r Res) id() int64 {
	f, _ := r.Field("id").(float64)
	return int64(f)
}

type staffRow struct {
	ID             int64    `json:"id"`
	Username       string   `json:"username"`
	Email          string   `json:"email"`
	Avatar         string   `json:"avatar"`
	Roles          []string `json:"roles"`
	DepartmentID   int64    `json:"departmentId"`
	DepartmentName string   `json:"departmentName"`
	Status         string   `json:"status"`
}

type page[T any] struct {
	List  []T `json:"list"`
	Total int `json:"total"`
}

func usernames(rows []staffRow) string {
	var out []string
	for _, r := range rows {
		out = append(out, r.Username)
	}
	return strings.Join(out, ",")
}
