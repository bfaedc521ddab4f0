package contracttests

import (
	"fmt"
	"slices"
	"testing"

	"shopconsole/server/contract"
)

// matrixPrincipal is a caller of the escalation matrix: an account holding one role, a
// non-Admin account of its own to grant roles to, and an empty role to grant codes to.
type matrixPrincipal struct {
	user, role string
	codes      []string // the role's codes; nil for the Admin role, which holds every code
	who        admin
	id         int64
	victim     staffRow
	target     roleRow
}

func (p *matrixPrincipal) admin() bool { return p.role == "Admin" }

func (p *matrixPrincipal) holdsCode(code string) bool {
	return p.admin() || slices.Contains(p.codes, code)
}

// holdsRole: every code of the role, and for the Admin role, being an Admin.
func (p *matrixPrincipal) holdsRole(r roleRow) bool {
	if p.admin() || r.Role == "Admin" {
		return p.admin()
	}
	return !slices.ContainsFunc(r.Permissions, func(c string) bool { return !p.holdsCode(c) })
}

// refusal is the sentence that refuses a grant p lacks, through the operation's permission
// gate when p lacks the code the operation needs.
func (p *matrixPrincipal) refusal(gate, rule string) string {
	if !p.holdsCode(gate) {
		return "permission denied: " + gate + " is required"
	}
	return rule
}

// For every principal, every role it does not fully hold assigned to itself or to another
// account, and every code it does not hold added to its own role or to another role, is
// refused with the rule's sentence; every grant it does hold goes through. The codes come
// from the contract, so a new code joins the matrix by itself.
func TestEscalationMatrix(t *testing.T) {
	c, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	codes := c.PermissionCodes()
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.signedIn(t, "boss", "Admin")
		principals := []*matrixPrincipal{
			{user: "m.staff", role: "M.Staff", codes: []string{"read:system", "system:staff:write"}},
			{user: "m.roles", role: "M.Roles", codes: []string{"read:system", "system:role:write"}},
			{user: "m.editor", role: "M.Editor", codes: []string{"read:system", "write:system", "system:staff:write", "system:role:write"}},
			{user: "m.custom", role: "M.Custom", codes: []string{"read:system", "system:staff:write", "system:role:write", "shop:user:read", "shop:coupon:write"}},
			{user: "m.admin", role: "Admin"},
		}
		for _, p := range principals {
			if !p.admin() {
				e.role(t, boss, p.role, p.codes...)
			}
			p.who = e.signedIn(t, p.user, p.role)
			p.id = e.staffID(t, boss, p.user)
			e.staff(t, p.user+".victim", "password-1")
			p.victim = e.member(t, boss, p.user+".victim")
			e.role(t, boss, p.role+".Target")
			p.target = e.roleNamed(t, boss, p.role+".Target")
		}
		// Grants of roles first, while every role still holds the codes it was made with.
		roles := e.roleNames(t, boss)
		for _, p := range principals {
			t.Run(p.user+" grants roles", func(t *testing.T) { roleGrants(t, e, p, roles) })
		}
		for _, p := range principals {
			t.Run(p.user+" grants codes", func(t *testing.T) { codeGrants(t, e, boss, p, codes) })
		}
		for _, p := range principals {
			roles, perms := e.held(t, p.who)
			if !slices.Equal(roles, []string{p.role}) || (!p.admin() && !sameItems(perms, p.codes)) {
				t.Errorf("%s holds %v %v after the matrix", p.user, roles, perms)
			}
		}
	})
}

// roleGrants assigns every role to p itself and to p's victim.
func roleGrants(t *testing.T, e *Env, p *matrixPrincipal, roles []roleRow) {
	granted := 0
	for _, r := range roles {
		if r.Role == p.role {
			continue
		}
		self := e.write(t, p.who, staffEdit, map[string]any{"id": p.id, "username": p.user, "roles": []string{p.role, r.Role}})
		refused(t, self, p.refusal("system:staff:write", "you cannot change your own roles"), field(p, "system:staff:write", "roles"))

		other := e.write(t, p.who, staffEdit, map[string]any{"id": p.victim.ID, "username": p.victim.Username, "roles": []string{r.Role}})
		if p.holdsCode("system:staff:write") && p.holdsRole(r) {
			expect(t, other, 200, "saved successfully")
			p.victim.Roles = []string{r.Role}
			granted++
			continue
		}
		rule := fmt.Sprintf("you cannot grant the role %s: you do not hold all of its permissions", r.Role)
		refused(t, other, p.refusal("system:staff:write", rule), field(p, "system:staff:write", "roles"))
	}
	if got := e.member(t, p.who, p.victim.Username); !slices.Equal(got.Roles, p.victim.Roles) {
		t.Errorf("%s: victim holds %v, want %v", p.user, got.Roles, p.victim.Roles)
	}
	if p.holdsCode("system:staff:write") && granted == 0 {
		t.Errorf("%s granted no role at all", p.user)
	}
}

// codeGrants adds every code to p's own role and sets it as the only code of p's target role.
func codeGrants(t *testing.T, e *Env, boss admin, p *matrixPrincipal, codes []string) {
	own := e.roleNamed(t, boss, p.role)
	granted := 0
	for _, code := range codes {
		rule := fmt.Sprintf("you cannot grant the permission %s: you do not hold it", code)
		ok := p.holdsCode("system:role:write") && p.holdsCode(code)
		if !slices.Contains(own.Permissions, code) {
			r := e.write(t, p.who, roleEdit, map[string]any{"id": own.ID, "role": own.Role, "btnRolesCheckedList": append(slices.Clone(own.Permissions), code)})
			if ok {
				expect(t, r, 200, "saved successfully")
				own.Permissions = append(own.Permissions, code)
				granted++
			} else {
				refused(t, r, p.refusal("system:role:write", rule), field(p, "system:role:write", "btnRolesCheckedList"))
			}
		}
		r := e.write(t, p.who, roleEdit, map[string]any{"id": p.target.ID, "role": p.target.Role, "btnRolesCheckedList": []string{code}})
		if ok {
			expect(t, r, 200, "saved successfully")
			p.target.Permissions = []string{code}
			granted++
			continue
		}
		refused(t, r, p.refusal("system:role:write", rule), field(p, "system:role:write", "btnRolesCheckedList"))
	}
	if got := e.roleNamed(t, boss, p.role); !sameItems(got.Permissions, own.Permissions) {
		t.Errorf("%s: own role holds %v, want %v", p.user, got.Permissions, own.Permissions)
	}
	if got := e.roleNamed(t, boss, p.target.Role); !sameItems(got.Permissions, p.target.Permissions) {
		t.Errorf("%s: target role holds %v, want %v", p.user, got.Permissions, p.target.Permissions)
	}
	if p.holdsCode("system:role:write") && granted == 0 {
		t.Errorf("%s granted no code at all", p.user)
	}
}

// field is the field a refusal names: none when the permission gate refuses.
func field(p *matrixPrincipal, gate, rule string) string {
	if !p.holdsCode(gate) {
		return ""
	}
	return rule
}
