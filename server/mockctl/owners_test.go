package mockctl

import (
	"testing"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
)

func TestMayChange(t *testing.T) {
	admin := access.Principal{StaffID: 2, Username: "admin", Roles: []string{access.AdminRole}}
	editor := access.Principal{StaffID: 3, Username: "editor", Roles: []string{"Editor"}}
	test := access.Principal{StaffID: 4, Username: "test", Roles: []string{"Test"}}
	front := access.Principal{StaffID: 9, Username: "front", Roles: []string{"Storefront"}}
	owned := Owner{StaffID: 3, Username: "editor"}
	cases := []struct {
		name    string
		p       access.Principal
		session string
		owner   Owner
		key     string // "" allowed
	}{
		{"admin, the default data", admin, "", Owner{}, ""},
		{"editor, the default data", editor, "", Owner{}, "mock.defaultAdminOnly"},
		{"test, the default data", test, "", Owner{}, "mock.defaultAdminOnly"},
		{"admin, another's session", admin, "run", owned, ""},
		{"the owner", editor, "run", owned, ""},
		{"test, another's session", test, "run", owned, "mock.notOwner"},
		{"another account", front, "run", owned, "mock.notOwner"},
		{"the owner's name on another account", access.Principal{StaffID: 7, Username: "editor"}, "run", owned, "mock.notOwner"},
		{"the owner's name in another case", access.Principal{StaffID: 3, Username: "Editor"}, "run", owned, ""},
		{"a session nobody claimed", editor, "run", Owner{}, "mock.notOwner"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := mayChange(tc.p, tc.session, tc.owner)
			e, ok := apperr.As(err)
			switch {
			case tc.key == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tc.key != "" && (!ok || e.Key != tc.key || e.Status != 403 || e.Field != "X-Mock-Session"):
				t.Fatalf("got %v, want 403 %s", err, tc.key)
			}
		})
	}
}
