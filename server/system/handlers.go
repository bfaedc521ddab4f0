package system

import (
	"context"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/audit"
	"shopconsole/server/i18n"
	"shopconsole/server/kernel"
)

// Handlers serves the system-administration operations of the contract.
type Handlers struct{ svc *Service }

// NewHandlers returns the system-administration part of the API server.
func NewHandlers(svc *Service) *Handlers { return &Handlers{svc: svc} }

func text(ctx context.Context, key string) string { return i18n.T(access.ClientFrom(ctx).Lang, key) }

func ids(b *api.IdList) []int64 {
	if b == nil {
		return nil
	}
	return b.Ids
}

func staffOut(m Member) api.StaffMember {
	status := api.StaffStatusEnabled
	if m.Disabled {
		status = api.StaffStatusDisabled
	}
	roles := m.Roles
	if roles == nil {
		roles = []string{}
	}
	return api.StaffMember{
		Id: m.ID, Username: m.Username, Email: m.Email, Mobile: m.Mobile, Avatar: m.Avatar, Roles: roles,
		DepartmentId: m.DepartmentID, DepartmentName: m.DepartmentName, Status: status, CreateTime: m.CreatedAt.UTC(),
	}
}

// ListStaff implements GET /userManagement/getList.
func (h *Handlers) ListStaff(ctx context.Context, req api.ListStaffRequestObject) (api.ListStaffResponseObject, error) {
	q := StaffQuery{}
	p := req.Params
	if p.Username != nil {
		q.Username = *p.Username
	}
	if p.Mobile != nil {
		q.Mobile = *p.Mobile
	}
	if p.Role != nil {
		q.Role = *p.Role
	}
	if p.DepartmentId != nil {
		q.DepartmentID = *p.DepartmentId
	}
	if p.Status != nil {
		d := *p.Status == api.StaffStatusDisabled
		q.Disabled = &d
	}
	pg := kernel.PageOf(ctx, p.PageNo, p.PageSize).Filtered(p.Username != nil || p.Mobile != nil || p.Role != nil ||
		p.DepartmentId != nil || p.Status != nil)
	list, total, err := h.svc.ListStaff(ctx, q, pg)
	if err != nil {
		return nil, err
	}
	out := make([]api.StaffMember, len(list))
	for i, m := range list {
		out[i] = staffOut(m)
	}
	exact, countCap := kernel.Bound(pg, &total)
	return api.ListStaff200JSONResponse{Code: 200, Msg: text(ctx, "ok"), Data: api.StaffPage{List: out, Total: total, Exact: exact, CountCap: countCap}}, nil
}

// EditStaff implements POST /userManagement/doEdit.
func (h *Handlers) EditStaff(ctx context.Context, req api.EditStaffRequestObject) (api.EditStaffResponseObject, error) {
	b := req.Body
	in := StaffEdit{Username: b.Username, Mobile: b.Mobile, Password: b.Password, Roles: b.Roles, DepartmentID: b.DepartmentId, Avatar: b.Avatar}
	if b.Id != nil {
		in.ID = *b.Id
	}
	if b.Email != nil {
		e := string(*b.Email)
		in.Email = &e
	}
	if b.Status != nil {
		d := *b.Status == api.StaffStatusDisabled
		in.Disabled = &d
	}
	m, err := h.svc.EditStaff(ctx, in)
	if err != nil {
		return nil, err
	}
	return api.EditStaff200JSONResponse{Code: 200, Msg: text(ctx, "system.saved"), Data: staffOut(m)}, nil
}

// DeleteStaff implements POST /userManagement/doDelete.
func (h *Handlers) DeleteStaff(ctx context.Context, req api.DeleteStaffRequestObject) (api.DeleteStaffResponseObject, error) {
	if err := h.svc.DeleteStaff(ctx, ids(req.Body)); err != nil {
		return nil, err
	}
	return api.DeleteStaff200JSONResponse{Code: 200, Msg: text(ctx, "system.deleted")}, nil
}

func roleOut(r Role) api.Role {
	perms := r.Permissions
	if perms == nil {
		perms = []string{}
	}
	return api.Role{Id: r.ID, Role: r.Name, BtnRolesCheckedList: perms, StaffCount: r.StaffCount, CreateTime: r.CreatedAt.UTC()}
}

// ListRoles implements GET /roleManagement/getList.
func (h *Handlers) ListRoles(ctx context.Context, req api.ListRolesRequestObject) (api.ListRolesResponseObject, error) {
	name := ""
	if req.Params.Role != nil {
		name = *req.Params.Role
	}
	pg := kernel.PageOf(ctx, req.Params.PageNo, req.Params.PageSize).Filtered(name != "")
	list, total, err := h.svc.ListRoles(ctx, name, pg)
	if err != nil {
		return nil, err
	}
	exact, countCap := kernel.Bound(pg, &total)
	out := make([]api.Role, len(list))
	for i, r := range list {
		out[i] = roleOut(r)
	}
	return api.ListRoles200JSONResponse{Code: 200, Msg: text(ctx, "ok"), Data: api.RolePage{List: out, Total: total, Exact: exact, CountCap: countCap}}, nil
}

// EditRole implements POST /roleManagement/doEdit.
func (h *Handlers) EditRole(ctx context.Context, req api.EditRoleRequestObject) (api.EditRoleResponseObject, error) {
	in := RoleEdit{Name: req.Body.Role, Permissions: req.Body.BtnRolesCheckedList}
	if req.Body.Id != nil {
		in.ID = *req.Body.Id
	}
	r, err := h.svc.EditRole(ctx, in)
	if err != nil {
		return nil, err
	}
	return api.EditRole200JSONResponse{Code: 200, Msg: text(ctx, "system.saved"), Data: roleOut(r)}, nil
}

// DeleteRoles implements POST /roleManagement/doDelete.
func (h *Handlers) DeleteRoles(ctx context.Context, req api.DeleteRolesRequestObject) (api.DeleteRolesResponseObject, error) {
	if err := h.svc.DeleteRoles(ctx, ids(req.Body)); err != nil {
		return nil, err
	}
	return api.DeleteRoles200JSONResponse{Code: 200, Msg: text(ctx, "system.deleted")}, nil
}

// ListPermissions implements GET /permission/getList.
func (h *Handlers) ListPermissions(ctx context.Context, _ api.ListPermissionsRequestObject) (api.ListPermissionsResponseObject, error) {
	list := h.svc.Permissions(access.ClientFrom(ctx).Lang)
	out := make([]api.Permission, len(list))
	for i, p := range list {
		out[i] = api.Permission{Code: p.Code, Label: p.Label, Group: p.Group}
	}
	return api.ListPermissions200JSONResponse{Code: 200, Msg: text(ctx, "ok"), Data: api.PermissionList{List: out}}, nil
}

func logOut(ctx context.Context, list []audit.Entry) []api.SystemLogEntry {
	lang := access.ClientFrom(ctx).Lang
	out := make([]api.SystemLogEntry, len(list))
	for i, e := range list {
		out[i] = api.SystemLogEntry{
			Id: e.ID, Account: e.Account, Type: api.LogType(e.Type), ExecuteResult: api.LogResult(e.Result), Ip: e.IP,
			Datetime: e.CreatedAt.UTC(), Operation: e.Operation, Target: e.Target, Detail: LogDetail(lang, e.Detail),
		}
	}
	return out
}

// ListSystemLog implements GET /systemLog/getList.
func (h *Handlers) ListSystemLog(ctx context.Context, req api.ListSystemLogRequestObject) (api.ListSystemLogResponseObject, error) {
	p := req.Params
	f := LogFilter{Range: LogQuery{From: p.StartTime, To: p.EndTime}}
	if p.Account != nil {
		f.Account = *p.Account
	}
	if p.Type != nil {
		f.Type = string(*p.Type)
	}
	if p.Result != nil {
		f.Result = string(*p.Result)
	}
	if p.Ip != nil {
		f.IP = *p.Ip
	}
	pg := kernel.PageOf(ctx, p.PageNo, p.PageSize).Filtered(p.Account != nil || p.Type != nil || p.Result != nil ||
		p.Ip != nil || p.StartTime != nil || p.EndTime != nil)
	list, total, err := h.svc.SearchLog(ctx, f, pg)
	if err != nil {
		return nil, err
	}
	exact, countCap := kernel.Bound(pg, &total)
	return api.ListSystemLog200JSONResponse{Code: 200, Msg: text(ctx, "ok"),
		Data: api.SystemLogPage{List: logOut(ctx, list), Total: total, Exact: exact, CountCap: countCap}}, nil
}
