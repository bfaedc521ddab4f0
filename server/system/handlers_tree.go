package system

import (
	"context"

	"shopconsole/server/api"
	"shopconsole/server/shell"
)

func departmentOut(n DepartmentNode) api.Department {
	d := api.Department{
		Id: n.ID, ParentId: n.ParentID, ParentName: n.ParentName, Name: n.Name, Order: n.Order,
		StaffCount: n.StaffCount, CreateTime: n.CreatedAt.UTC(),
	}
	if len(n.Children) > 0 {
		kids := make([]api.Department, len(n.Children))
		for i, c := range n.Children {
			kids[i] = departmentOut(c)
		}
		d.Children = &kids
	}
	return d
}

// ListDepartments implements GET /departmentManagement/getList.
func (h *Handlers) ListDepartments(ctx context.Context, _ api.ListDepartmentsRequestObject) (api.ListDepartmentsResponseObject, error) {
	tree, total, err := h.svc.DepartmentTree(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]api.Department, len(tree))
	for i, n := range tree {
		out[i] = departmentOut(n)
	}
	return api.ListDepartments200JSONResponse{Code: 200, Msg: text(ctx, "ok"), Data: api.DepartmentTree{List: out, Total: total}}, nil
}

// EditDepartment implements POST /departmentManagement/doEdit.
func (h *Handlers) EditDepartment(ctx context.Context, req api.EditDepartmentRequestObject) (api.EditDepartmentResponseObject, error) {
	b := req.Body
	in := Department{Name: b.Name}
	if b.Id != nil {
		in.ID = *b.Id
	}
	if b.ParentId != nil {
		in.ParentID = *b.ParentId
	}
	if b.Order != nil {
		in.Order = *b.Order
	}
	n, err := h.svc.EditDepartment(ctx, in)
	if err != nil {
		return nil, err
	}
	return api.EditDepartment200JSONResponse{Code: 200, Msg: text(ctx, "system.saved"), Data: departmentOut(n)}, nil
}

// DeleteDepartments implements POST /departmentManagement/doDelete.
func (h *Handlers) DeleteDepartments(ctx context.Context, req api.DeleteDepartmentsRequestObject) (api.DeleteDepartmentsResponseObject, error) {
	if err := h.svc.DeleteDepartments(ctx, ids(req.Body)); err != nil {
		return nil, err
	}
	return api.DeleteDepartments200JSONResponse{Code: 200, Msg: text(ctx, "system.deleted")}, nil
}

func menuOut(n MenuNode) api.MenuNode {
	m := api.MenuNode{
		Id: n.ID, ParentId: n.ParentID, Path: n.Path, Name: n.Name, Component: n.Component,
		Redirect: n.Redirect, Meta: n.Meta, Order: n.Sort,
	}
	if len(n.Children) > 0 {
		kids := make([]api.MenuNode, len(n.Children))
		for i, c := range n.Children {
			kids[i] = menuOut(c)
		}
		m.Children = &kids
	}
	return m
}

// ListMenus implements GET /menuManagement/getList.
func (h *Handlers) ListMenus(ctx context.Context, _ api.ListMenusRequestObject) (api.ListMenusResponseObject, error) {
	tree, total, err := h.svc.MenuTree(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]api.MenuNode, len(tree))
	for i, n := range tree {
		out[i] = menuOut(n)
	}
	return api.ListMenus200JSONResponse{Code: 200, Msg: text(ctx, "ok"), Data: api.MenuTree{List: out, Total: total}}, nil
}

// EditMenu implements POST /menuManagement/doEdit.
func (h *Handlers) EditMenu(ctx context.Context, req api.EditMenuRequestObject) (api.EditMenuResponseObject, error) {
	b := req.Body
	in := shell.Menu{Path: b.Path, Name: b.Name, Meta: b.Meta}
	if b.Id != nil {
		in.ID = *b.Id
	}
	if b.ParentId != nil {
		in.ParentID = *b.ParentId
	}
	if b.Component != nil {
		in.Component = string(*b.Component)
	}
	if b.Redirect != nil {
		in.Redirect = *b.Redirect
	}
	if b.Order != nil {
		in.Sort = *b.Order
	}
	m, err := h.svc.EditMenu(ctx, in)
	if err != nil {
		return nil, err
	}
	return api.EditMenu200JSONResponse{Code: 200, Msg: text(ctx, "system.saved"), Data: menuOut(MenuNode{Menu: m})}, nil
}

// DeleteMenus implements POST /menuManagement/doDelete.
func (h *Handlers) DeleteMenus(ctx context.Context, req api.DeleteMenusRequestObject) (api.DeleteMenusResponseObject, error) {
	if err := h.svc.DeleteMenus(ctx, ids(req.Body)); err != nil {
		return nil, err
	}
	return api.DeleteMenus200JSONResponse{Code: 200, Msg: text(ctx, "system.deleted")}, nil
}
