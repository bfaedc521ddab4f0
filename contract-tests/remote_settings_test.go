package contracttests

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"shopconsole/server/contract"
)

// The shop's settings are one record each, changed in place: on a shared server a scenario
// that saves one gets the value it found saved back when it ends. So do the defaults among
// the shop's records (its default withdrawal method, its shipping and return addresses),
// which a scenario's own records may take over.

// remoteSettings maps each settings save to the read of the same settings.
var remoteSettings = map[string]string{
	"/api/admin/mallConfig/userRegisterGift": "/admin/mallConfig/userRegisterGift",
	"/api/admin/mallConfig/userConsumeGift":  "/admin/mallConfig/userConsumeGift",
	"/api/admin/orderSettings/save":          "/admin/orderSettings/detail",
	"/api/admin/cashSettings/edit":           "/admin/cashSettings/detail",
}

// remoteDefault is a kind of default among the records of an area: which one holds it.
type remoteDefault struct {
	list  string // GET path listing the records (up to and with /api stripped)
	flag  string // the record's property that marks the default
	set   string // POST path making a record the default
	extra map[string]any
}

// remoteDefaults are the defaults of each area, by the area's path prefix.
var remoteDefaults = map[string][]remoteDefault{
	"/api/admin/cashMethod/": {{list: "/admin/cashMethod/index", flag: "isDefault", set: "/admin/cashMethod/setDefault"}},
	"/api/admin/shopAddress/": {
		{list: "/admin/shopAddress/index?pageSize=100", flag: "isDefaultShipping", set: "/admin/shopAddress/setDefault", extra: map[string]any{"kind": "shipping"}},
		{list: "/admin/shopAddress/index?pageSize=100", flag: "isDefaultReturn", set: "/admin/shopAddress/setDefault", extra: map[string]any{"kind": "return"}},
	},
}

// keptDefault is a default as a scenario found it: the record's id, 0 for none.
type keptDefault struct {
	remoteDefault
	id int64
}

// keepDefaults reads the defaults of an area before the scenario's first write in it.
func (r *remote) keepDefaults(method, path string) {
	if r.session != "" || method != http.MethodPost {
		return
	}
	for prefix, kinds := range remoteDefaults {
		if !strings.HasPrefix(path, prefix) {
			continue
		}
		r.mu.Lock()
		seen := r.areasKept[prefix]
		if r.areasKept == nil {
			r.areasKept = map[string]bool{}
		}
		r.areasKept[prefix] = true
		r.mu.Unlock()
		if seen {
			return
		}
		for _, k := range kinds {
			var page struct{ List []map[string]any }
			req, _ := http.NewRequest(http.MethodGet, r.base+k.list, nil)
			if !r.decode(req, &page) {
				continue
			}
			kept := keptDefault{remoteDefault: k}
			for _, rec := range page.List {
				if rec[k.flag] == true {
					id, _ := rec["id"].(float64)
					kept.id = int64(id)
				}
			}
			r.mu.Lock()
			r.defaults = append(r.defaults, kept)
			r.mu.Unlock()
		}
	}
}

// restoreDefaults makes the records that held a default hold it again.
func (r *remote) restoreDefaults(t *testing.T) {
	for _, d := range r.defaults {
		if d.id == 0 {
			continue // none to give back: the scenario's records go, and with them what they took
		}
		body := map[string]any{"id": d.id}
		for k, v := range d.extra {
			body[k] = v
		}
		payload, _ := json.Marshal(body)
		req, _ := http.NewRequest(http.MethodPost, r.base+d.set, bytes.NewReader(payload))
		req.Header.Set("Content-Type", "application/json")
		var ignored any
		if !r.decode(req, &ignored) {
			t.Errorf("remote: could not make record %d the default again (%s %s)", d.id, d.set, payload)
		}
	}
}

// keepSettings reads the settings a save is about to change, the first time the scenario
// saves them, so that restoreSettings can put them back. It tells why the save must not go
// ("" when it may): settings it cannot read it could not restore.
func (r *remote) keepSettings(method, path string) string {
	read, ok := remoteSettings[path]
	if !ok || r.session != "" || method != http.MethodPost {
		return ""
	}
	r.mu.Lock()
	_, kept := r.settings[path]
	r.mu.Unlock()
	if kept {
		return ""
	}
	var found map[string]any
	req, _ := http.NewRequest(http.MethodGet, r.base+read, nil)
	if !r.decode(req, &found) {
		return "changes settings (" + read + ") it cannot read back on a shared server"
	}
	r.mu.Lock()
	if r.settings == nil {
		r.settings = map[string]map[string]any{}
	}
	r.settings[path] = found
	r.mu.Unlock()
	return ""
}

// restoreSettings saves back what keepSettings read, keeping only the fields the save takes.
func (r *remote) restoreSettings(t *testing.T) {
	c, err := contract.Load()
	if err != nil {
		t.Error(err)
		return
	}
	for path, found := range r.settings {
		op, ok := c.Find(http.MethodPost, path)
		if !ok {
			t.Errorf("remote: no operation POST %s", path)
			continue
		}
		body := map[string]any{}
		if s, _ := bodySchema(op.Spec()); s != nil {
			for k, v := range found {
				if _, takes := s.Properties[k]; takes {
					body[k] = v
				}
			}
		}
		payload, _ := json.Marshal(body)
		req, _ := http.NewRequest(http.MethodPost, r.base+path[len(contract.BasePath):], bytes.NewReader(payload))
		req.Header.Set("Content-Type", "application/json")
		var ignored any
		if !r.decode(req, &ignored) {
			t.Errorf("remote: could not save back the settings of %s as they were: %s", path, payload)
		}
	}
}
