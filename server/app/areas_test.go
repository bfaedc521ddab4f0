package app

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"shopconsole/mock"
)

// The checklist of docs/areas.md, checked: every area (a folder under openapi/paths/) is in
// every registry a new area touches. Where a registry does not apply to an area, the area is
// in that registry's exceptions, with the reason.

const root = "../../"

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(root + path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func exists(path string) bool { _, err := os.Stat(root + path); return err == nil }

// serverPackage is the Go package of an area (the folder under server/).
func serverPackage(area string) string {
	if area == "mock" {
		return "mockctl" // the mock's controls; the mock itself is the module's mock/ folder
	}
	return area
}

type registry struct {
	name   string
	except map[string]string        // area → why the registry does not apply
	check  func(area string) string // "" when the area is registered, else what is missing
}

func areaRegistries(t *testing.T) []registry {
	openapi, app := read(t, "openapi/openapi.yaml"), read(t, "server/app/app.go")
	backend := app[strings.Index(app, "type Backend interface {"):]
	backend = backend[:strings.Index(backend, "\n}\n")]
	var examples map[string]json.RawMessage
	if err := json.Unmarshal([]byte(read(t, "openapi/examples.json")), &examples); err != nil {
		t.Fatal(err)
	}
	pages, namespaces := read(t, "web/src/app/pages.ts"), read(t, "web/src/i18n/namespaces.ts")
	keys, routes := read(t, "openapi/schemas/component-keys.yaml"), read(t, "server/shell/routes.json")
	roles := read(t, "mock/empty.go")
	operations := func(area string) (ids, perms []string) {
		files, _ := filepath.Glob(root + "openapi/paths/" + area + "/*.yaml")
		for _, f := range files {
			b, _ := os.ReadFile(f)
			for _, m := range regexp.MustCompile(`operationId:\s*(\w+)`).FindAllStringSubmatch(string(b), -1) {
				ids = append(ids, strings.ToUpper(m[1][:1])+m[1][1:])
			}
			for _, m := range regexp.MustCompile(`x-permissions:\s*\[([^\]]*)\]`).FindAllStringSubmatch(string(b), -1) {
				for _, c := range strings.Split(m[1], ",") {
					perms = append(perms, strings.Trim(strings.TrimSpace(c), `'"`))
				}
			}
		}
		return ids, perms
	}
	file := func(pattern string) func(string) string {
		return func(area string) string {
			if p := strings.ReplaceAll(pattern, "<area>", area); !exists(p) {
				return p
			}
			return ""
		}
	}
	noScreens := map[string]string{
		"listsettings": "the list kit's settings: web/src/shared/list, no page of their own",
		"mock":         "the mock's controls for developers: no console page",
		"regions":      "answers the region pickers of other pages (demo/region, addresses)",
		"session":      "sign-in and registration: web/src/features/login and register, outside the menus",
		"shell":        "the shell itself: web/src/shell",
	}
	noStore := map[string]string{
		"demo":    "mock-only demo data: app.go asserts backend.(demo.Store), Postgres answers 404",
		"mock":    "the mock's controls act on the mock store directly (server/mockctl)",
		"regions": "a fixed table embedded in the binary (server/regions)",
	}
	return []registry{
		{"openapi/openapi.yaml registers every path file", nil, func(area string) string {
			files, _ := filepath.Glob(root + "openapi/paths/" + area + "/*.yaml")
			for _, f := range files {
				if p := "paths/" + area + "/" + filepath.Base(f); !strings.Contains(openapi, p) {
					return p
				}
			}
			return ""
		}},
		{"openapi/schemas/<area>.yaml", nil, file("openapi/schemas/<area>.yaml")},
		{"openapi/examples.json has every operation", nil, func(area string) string {
			ids, _ := operations(area)
			for _, id := range ids {
				if _, ok := examples[id]; !ok {
					return id
				}
			}
			return ""
		}},
		{"server/<area>/", nil, func(area string) string { return file("server/" + serverPackage(area))(area) }},
		{"server/app/app.go wires the handlers", nil, func(area string) string {
			if imp := `"shopconsole/server/` + serverPackage(area) + `"`; !strings.Contains(app, imp) {
				return "import " + imp
			}
			return ""
		}},
		{"app.Backend answers the area's store", noStore, func(area string) string {
			if !strings.Contains(backend, area+".Store") {
				return area + ".Store in type Backend"
			}
			return ""
		}},
		{"server/i18n/catalog_<area>.go", map[string]string{
			"coupons":    "its sentences are in catalog_shopusers.go (coupons are the shop users' gifts)",
			"guarantees": "its sentences are in catalog_freight.go (goods settings together)",
			"session":    "sign-in sentences are the base catalog's (catalog.go, auth.*) and catalog_sms.go",
			"shell":      "the shell's few sentences are the base catalog's (catalog.go)",
		}, file("server/i18n/catalog_<area>.go")},
		{"mock/<area>.go", map[string]string{
			"guarantees": "kept with the freight templates in mock/freight.go (goodsExtras)",
			"mock":       "the controls live in server/mockctl and act on the whole mock",
			"regions":    "no store (a fixed table)",
			"session":    "mock/staff.go and mock/sms.go",
			"shell":      "mock/system.go (menus, notices)",
		}, file("mock/<area>.go")},
		{"server/postgres/<area>.go", map[string]string{
			"demo":    "mock-only",
			"mock":    "mock-only",
			"regions": "no store (a fixed table)",
			"session": "server/postgres/staff.go and sms.go",
		}, file("server/postgres/<area>.go")},
		{"contract-tests/<area>_test.go", map[string]string{
			"mock":   "contract-tests/mock_*_test.go",
			"system": "contract-tests/system_*_test.go and staff_*_test.go",
		}, file("contract-tests/<area>_test.go")},
		{"web/src/features/<area>/pages.ts in web/src/app/pages.ts", noScreens, func(area string) string {
			if !strings.Contains(pages, "../features/"+area+"/pages'") {
				return "import of ../features/" + area + "/pages"
			}
			return ""
		}},
		{"web/src/features/<area>/messages.ts in web/src/i18n/namespaces.ts", noScreens, func(area string) string {
			if !strings.Contains(namespaces, "../features/"+area+"/messages'") {
				return "import of ../features/" + area + "/messages"
			}
			return ""
		}},
		{"every page key in component-keys.yaml and shell/routes.json", noScreens, func(area string) string {
			src := read(t, "web/src/features/"+area+"/pages.ts")
			for _, m := range regexp.MustCompile(`'([\w/]+)':`).FindAllStringSubmatch(src, -1) {
				if !strings.Contains(keys, "- "+m[1]+"\n") {
					return m[1] + " in openapi/schemas/component-keys.yaml"
				}
				if !strings.Contains(routes, `"`+m[1]+`"`) {
					return m[1] + " in server/shell/routes.json"
				}
			}
			return ""
		}},
		{"mock/empty.go's roles grant the area's codes (as its migration does)", map[string]string{
			"freight":      "goods pages: Admin only (the route guard ['Admin'] on /goods)",
			"goods":        "Admin only (the route guard ['Admin'] on /goods)",
			"guarantees":   "goods pages: Admin only (the route guard ['Admin'] on /goods)",
			"pictures":     "goods pages: Admin only (the route guard ['Admin'] on /goods)",
			"listsettings": "every signed-in staff member's own settings: no code",
			"mock":         "no code: the mock's controls",
			"regions":      "no code: any signed-in staff member",
			"session":      "no code: signing in",
		}, func(area string) string {
			_, perms := operations(area)
			if slices.ContainsFunc(perms, func(c string) bool { return strings.Contains(roles, `"`+c+`"`) }) {
				return ""
			}
			return "any of " + strings.Join(perms, ", ")
		}},
	}
}

func TestEveryAreaIsRegistered(t *testing.T) {
	entries, err := os.ReadDir(root + "openapi/paths")
	if err != nil {
		t.Fatal(err)
	}
	var areas []string
	for _, e := range entries {
		if e.IsDir() {
			areas = append(areas, e.Name())
		}
	}
	for _, r := range areaRegistries(t) {
		for area := range r.except {
			if !slices.Contains(areas, area) {
				t.Errorf("%s: the exception for %q names no area", r.name, area)
			}
		}
		for _, area := range areas {
			if _, skip := r.except[area]; skip {
				continue
			}
			if missing := r.check(area); missing != "" {
				t.Errorf("area %s is missing from %s: %s (docs/areas.md)", area, r.name, missing)
			}
		}
	}
}

// TestMockRestoreCopiesEveryField: a store added to the mock is restored with the rest
// (mock/snapshot.go), or a saved state would keep the new area's rows.
func TestMockRestoreCopiesEveryField(t *testing.T) {
	src := read(t, "mock/snapshot.go")
	inPlace := map[string]string{
		"mu":     "the store's lock",
		"album":  "restored in place (albumData.restore): its pointer was taken when the app started",
		"extras": "restored in place (goodsExtras.restore): its pointer was taken when the app started",
	}
	st := reflect.TypeFor[mock.Store]()
	for i := range st.NumField() {
		name := st.Field(i).Name
		if _, ok := inPlace[name]; ok {
			if !strings.Contains(src, "s."+name+".restore(") && name != "mu" {
				t.Errorf("mock.Store.%s: restored in place, but Restore does not call s.%s.restore", name, name)
			}
			continue
		}
		if !regexp.MustCompile(`\bs\.` + name + `\b[^\n]*= [^\n]*\bc\.` + name + `\b`).MatchString(src) {
			t.Errorf("mock.Store.%s is not copied by Restore (mock/snapshot.go)", name)
		}
	}
}
