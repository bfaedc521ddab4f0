package mockctl

import (
	"context"
	"net/http"
	"strings"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
)

// mayChange decides whether p may change the data of session ("" is the shared default
// data) - reset it, save from it, restore into it, end it, move its clock, read its SMS
// codes: an Admin always; a named session's owner; nobody else. The refusal is a 403
// naming who may.
func mayChange(p access.Principal, session string, owner Owner) error {
	switch {
	case p.Admin():
		return nil
	case session == "":
		e := apperr.New(http.StatusForbidden, "mock.defaultAdminOnly")
		e.Field = "X-Mock-Session"
		return e
	case owner.Username != "" && owner.StaffID == p.StaffID && strings.EqualFold(owner.Username, p.Username):
		return nil
	}
	who := owner.Username
	if who == "" {
		who = "-"
	}
	e := apperr.New(http.StatusForbidden, "mock.notOwner", session, who)
	e.Field = "X-Mock-Session"
	return e
}

// mayChange checks the caller against session's owner; 404 when no such session lives.
func (h *Handlers) mayChange(ctx context.Context, session string) error {
	p, _ := access.PrincipalFrom(ctx)
	var owner Owner
	if session != "" {
		info, ok := h.data.Session(session)
		if !ok {
			return apperr.New(http.StatusNotFound, "mock.noSession", session)
		}
		owner = info.Owner
	}
	return mayChange(p, session, owner)
}
