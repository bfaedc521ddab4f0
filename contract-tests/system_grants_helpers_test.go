package contracttests

import (
	"slices"
	"testing"
)

// role creates a role as who and answers its id.
func (e *Env) role(t *testing.T, who admin, name string, codes ...string) int64 {
	t.Helper()
	r := e.write(t, who, "/api/roleManagement/doEdit", map[string]any{"role": name, "btnRolesCheckedList": append([]string{}, codes...)})
	expect(t, r, 200, "")
	return r.id()
}

// roleNamed reads a role by exact name (fatal when there is none).
func (e *Env) roleNamed(t *testing.T, who admin, name string) roleRow {
	t.Helper()
	list := decode[page[roleRow]](t, e.Do(t, "GET", "/api/roleManagement/getList?pageSize=100&role="+name, nil, token(who.token)).Data)
	for _, r := range list.List {
		if r.Role == name {
			return r
		}
	}
	t.Fatalf("no role %s in %+v", name, list)
	return roleRow{}
}

// roleNames lists every role.
func (e *Env) roleNames(t *testing.T, who admin) []roleRow {
	t.Helper()
	list := decode[page[roleRow]](t, e.Do(t, "GET", "/api/roleManagement/getList?pageSize=100", nil, token(who.token)).Data)
	if list.Total != len(list.List) {
		t.Fatalf("more roles than a page: %d", list.Total)
	}
	return list.List
}

// member reads an account by exact username (fatal when there is none).
func (e *Env) member(t *testing.T, who admin, username string) staffRow {
	t.Helper()
	list := decode[page[staffRow]](t, e.Do(t, "GET", "/api/userManagement/getList?pageSize=100&username="+username, nil, token(who.token)).Data)
	for _, r := range list.List {
		if r.Username == username {
			return r
		}
	}
	t.Fatalf("no account %s in %+v", username, list)
	return staffRow{}
}

// held answers the roles and permissions who's token carries now.
func (e *Env) held(t *testing.T, who admin) (roles, perms []string) {
	t.Helper()
	info := e.Do(t, "GET", "/api/shop/admin/info", nil, token(who.token))
	expect(t, info, 200, "")
	return decode[[]string](t, info.Field("roles")), decode[[]string](t, info.Field("permissions"))
}

// refused fails unless r is a 403 with msg naming field.
func refused(t *testing.T, r Res, msg, field string) {
	t.Helper()
	expect(t, r, 403, msg)
	if r.Str("field") != field {
		t.Errorf("%q: field %q, want %q", msg, r.Str("field"), field)
	}
}

// sameItems reports whether a and b hold the same strings in any order.
func sameItems(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(slices.Compact(a), slices.Compact(b))
}

// attempt is a write as who that the server must refuse (checked by the caller): a remote
// run sends it whatever records it names (client_test.go, mustRefuse).
func (e *Env) attempt(t *testing.T, who admin, path string, body any) Res {
	t.Helper()
	return e.write(t, who, path, body, mustRefuse())
}
