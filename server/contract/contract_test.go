package contract

import (
	"net/http"
	"slices"
	"testing"
)

func TestEveryOperationDeclaresPermissions(t *testing.T) {
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Operations()) == 0 {
		t.Fatal("no operations")
	}
	for _, op := range c.Operations() {
		if op.Permissions == nil {
			t.Errorf("%s has no x-permissions", op.ID)
		}
		if op.Public && len(op.Permissions) > 0 {
			t.Errorf("%s is public yet needs %v", op.ID, op.Permissions)
		}
	}
	if !slices.Contains(c.PermissionCodes(), "read:system") {
		t.Errorf("permission codes %v lack read:system", c.PermissionCodes())
	}
}

func TestFind(t *testing.T) {
	c, _ := Load()
	cases := []struct {
		method, path, id string
		public           bool
	}{
		{http.MethodPost, "/api/shop/login", "ShopLogin", true},
		{http.MethodGet, "/api/shop/admin/info", "GetShopAdminInfo", false},
		{http.MethodGet, "/api/refreshToken", "RefreshToken", true},
	}
	for _, tc := range cases {
		op, ok := c.Find(tc.method, tc.path)
		if !ok || op.ID != tc.id || op.Public != tc.public {
			t.Errorf("Find(%s %s) = %+v, %v", tc.method, tc.path, op, ok)
		}
	}
	for _, miss := range [][2]string{{"GET", "/api/shop/login"}, {"POST", "/shop/login"}, {"GET", "/api/nope"}} {
		if _, ok := c.Find(miss[0], miss[1]); ok {
			t.Errorf("Find(%s %s) found something", miss[0], miss[1])
		}
	}
	if got := c.Allows("/api/shop/login"); !slices.Equal(got, []string{"POST"}) {
		t.Errorf("Allows = %v", got)
	}
}
