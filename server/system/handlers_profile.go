package system

import (
	"context"

	"shopconsole/server/api"
	"shopconsole/server/kernel"
)

func profileOut(m Member) api.Profile {
	roles := m.Roles
	if roles == nil {
		roles = []string{}
	}
	return api.Profile{
		Id: m.ID, Username: m.Username, Email: m.Email, Mobile: m.Mobile, Avatar: m.Avatar, Roles: roles,
		DepartmentName: m.DepartmentName, CreateTime: m.CreatedAt.UTC(),
	}
}

// GetProfile implements GET /personalCenter/getInfo.
func (h *Handlers) GetProfile(ctx context.Context, _ api.GetProfileRequestObject) (api.GetProfileResponseObject, error) {
	m, err := h.svc.Profile(ctx)
	if err != nil {
		return nil, err
	}
	return api.GetProfile200JSONResponse{Code: 200, Msg: text(ctx, "ok"), Data: profileOut(m)}, nil
}

// EditProfile implements POST /personalCenter/doEdit.
func (h *Handlers) EditProfile(ctx context.Context, req api.EditProfileRequestObject) (api.EditProfileResponseObject, error) {
	in := ProfileEdit{Mobile: req.Body.Mobile, Avatar: req.Body.Avatar}
	if req.Body.Email != nil {
		e := string(*req.Body.Email)
		in.Email = &e
	}
	m, err := h.svc.EditProfile(ctx, in)
	if err != nil {
		return nil, err
	}
	return api.EditProfile200JSONResponse{Code: 200, Msg: text(ctx, "system.saved"), Data: profileOut(m)}, nil
}

// ChangePassword implements POST /personalCenter/changePassword.
func (h *Handlers) ChangePassword(ctx context.Context, req api.ChangePasswordRequestObject) (api.ChangePasswordResponseObject, error) {
	if err := h.svc.ChangePassword(ctx, req.Body.OldPassword, req.Body.NewPassword); err != nil {
		return nil, err
	}
	return api.ChangePassword200JSONResponse{Code: 200, Msg: text(ctx, "system.passwordChanged")}, nil
}

// ListMySignIns implements GET /personalCenter/loginLog.
func (h *Handlers) ListMySignIns(ctx context.Context, req api.ListMySignInsRequestObject) (api.ListMySignInsResponseObject, error) {
	pg := kernel.PageOf(ctx, req.Params.PageNo, req.Params.PageSize).Filtered(false)
	list, total, err := h.svc.MySignIns(ctx, pg)
	if err != nil {
		return nil, err
	}
	return api.ListMySignIns200JSONResponse{Code: 200, Msg: text(ctx, "ok"), Data: api.SystemLogPage{List: logOut(ctx, list), Total: total, Exact: true}}, nil
}
