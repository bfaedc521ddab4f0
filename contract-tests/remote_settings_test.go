package contracttests

import (
	"bytes"
	"encoding/json"
	"net/http"
	"testing"

	"shopconsole/server/contract"
)

// The shop's settings are one record each, changed in place: on a shared server a scenario
// that saves one gets the value it found saved back when it ends.

// remoteSettings maps each settings save to the read of the same settings.
var remoteSettings = map[string]string{
	"/api/admin/mallConfig/userRegisterGift": "/admin/mallConfig/userRegisterGift",
	"/api/admin/mallConfig/userConsumeGift":  "/admin/mallConfig/userConsumeGift",
	"/api/admin/orderSettings/save":          "/admin/orderSettings/detail",
	"/api/admin/cashSettings/edit":           "/admin/cashSettings/detail",
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
