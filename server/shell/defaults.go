package shell

import (
	_ "embed"
	"encoding/json"
	"fmt"

	"shopconsole/server/api"
)

// routesJSON is the default route table. The web console imports the same
// file for its `intelligence` mode, so the table exists once.
//
//go:embed routes.json
var routesJSON []byte

// record is one route of routes.json: the contract's RouteRecord plus the demo mark.
type record struct {
	Path      string        `json:"path"`
	Name      string        `json:"name"`
	Component string        `json:"component"`
	Redirect  string        `json:"redirect"`
	Meta      api.RouteMeta `json:"meta"`
	// Demo marks the mock backend's demo sections ("demo route list").
	Demo     bool     `json:"demo"`
	Children []record `json:"children"`
}

var defaultRoutes = mustParse(routesJSON)

func mustParse(raw []byte) []record {
	var file struct {
		Routes []record `json:"routes"`
	}
	if err := json.Unmarshal(raw, &file); err != nil {
		panic(fmt.Sprintf("shell/routes.json: %v", err)) // embedded at build time: a failure is a bug
	}
	return file.Routes
}

// DefaultMenus flattens the production route table (without the demo sections) into
// menus with IDs from 1.
func DefaultMenus() []Menu { return flatten(false) }

// DemoMenus is DefaultMenus followed by the demo sections, for the mock backend. The
// production routes keep the same IDs in both.
func DemoMenus() []Menu { return flatten(true) }

func flatten(demo bool) []Menu {
	var out []Menu
	var add func(rs []record, parent int64)
	add = func(rs []record, parent int64) {
		for i, r := range rs {
			id := int64(len(out) + 1)
			out = append(out, Menu{
				ID: id, ParentID: parent, Path: r.Path, Name: r.Name, Component: r.Component,
				Redirect: r.Redirect, Meta: r.Meta, Sort: (i + 1) * 10,
			})
			add(r.Children, id)
		}
	}
	var prod, demos []record
	for _, r := range defaultRoutes {
		if r.Demo {
			demos = append(demos, r)
		} else {
			prod = append(prod, r)
		}
	}
	add(prod, 0)
	if demo {
		// Sorted after the production sections, as they come in the table.
		base := len(prod)
		for i, r := range demos {
			id := int64(len(out) + 1)
			out = append(out, Menu{
				ID: id, Path: r.Path, Name: r.Name, Component: r.Component,
				Redirect: r.Redirect, Meta: r.Meta, Sort: (base + i + 1) * 10,
			})
			add(r.Children, id)
		}
	}
	return out
}
