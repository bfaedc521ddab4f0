package contracttests

import (
	"net/http/httptest"
	"testing"

	"github.com/gofiber/fiber/v3/middleware/adaptor"
)

// TestRemoteMode runs a few scenarios the way `make contract` does, over HTTP, against the
// mock app served on 127.0.0.1.
func TestRemoteMode(t *testing.T) {
	e := newEnv(t, "mock", mockStore(), options{})
	srv := httptest.NewServer(adaptor.FiberApp(e.App))
	t.Cleanup(srv.Close)
	tg := newTarget(srv.URL + "/api")
	for name, scenario := range map[string]func(*testing.T){
		"login":       TestLogin,
		"roles":       TestGrantRoleNotHeld,
		"staff":       TestStaffRules,
		"departments": TestDepartments,
		"goods":       TestGoodsWrites,
	} {
		t.Run(name, func(t *testing.T) {
			targets.Store(t, tg)
			t.Cleanup(func() { targets.Delete(t) })
			scenario(t)
		})
	}
	if !tg.isMock {
		t.Error("the mock app was not taken for the mock")
	}
}
