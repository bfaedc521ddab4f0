package system

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"shopconsole/server/apperr"
	"shopconsole/server/audit"
)

// DepartmentNode is a department with its place in the tree.
type DepartmentNode struct {
	Department
	ParentName string
	Children   []DepartmentNode
}

// DepartmentTree answers the organisation tree, siblings by order then id, and the count.
func (s *Service) DepartmentTree(ctx context.Context) ([]DepartmentNode, int, error) {
	all, err := s.store.Departments(ctx)
	if err != nil {
		return nil, 0, fmt.Errorf("list departments: %w", err)
	}
	return departmentTree(all, 0), len(all), nil
}

func departmentTree(all []Department, parent int64) []DepartmentNode {
	names := map[int64]string{}
	for _, d := range all {
		names[d.ID] = d.Name
	}
	sorted := slices.Clone(all)
	slices.SortStableFunc(sorted, func(a, b Department) int {
		if a.Order != b.Order {
			return a.Order - b.Order
		}
		return int(a.ID - b.ID)
	})
	var build func(parent int64, depth int) []DepartmentNode
	build = func(parent int64, depth int) []DepartmentNode {
		out := []DepartmentNode{}
		if depth > len(all) {
			return out // a stored cycle must not hang the list
		}
		for _, d := range sorted {
			if d.ParentID == parent {
				out = append(out, DepartmentNode{Department: d, ParentName: names[d.ParentID], Children: build(d.ID, depth+1)})
			}
		}
		return out
	}
	return build(parent, 0)
}

// underItself reports whether making parent the parent of id would close a cycle:
// parent is id or one of id's descendants.
func underItself(parentOf map[int64]int64, id, parent int64) bool {
	for steps := 0; parent != 0 && steps <= len(parentOf); steps++ {
		if parent == id {
			return true
		}
		parent = parentOf[parent]
	}
	return false
}

// EditDepartment creates (ID 0) or updates a department.
func (s *Service) EditDepartment(ctx context.Context, in Department) (DepartmentNode, error) {
	name, err := checkName("name", in.Name)
	if err != nil {
		return DepartmentNode{}, err
	}
	in.Name = name
	var saved DepartmentNode
	err = s.admin(ctx, func(tx Tx) error {
		all, err := tx.Departments(ctx)
		if err != nil {
			return err
		}
		parentOf := map[int64]int64{}
		for _, d := range all {
			parentOf[d.ID] = d.ParentID
		}
		if in.ID != 0 {
			if _, ok := parentOf[in.ID]; !ok {
				return notFound("system.departmentNotFound", in.ID)
			}
		}
		if _, ok := parentOf[in.ParentID]; in.ParentID != 0 && !ok {
			return apperr.Invalid("parentId", "system.departmentParentUnknown", in.ParentID)
		}
		if in.ID != 0 && underItself(parentOf, in.ID, in.ParentID) {
			return apperr.Invalid("parentId", "system.departmentCycle")
		}
		siblings := namesOf(all, func(o Department) (string, bool) { return o.Name, o.ID != in.ID && o.ParentID == in.ParentID })
		if err := nameClash("name", "system.departmentTaken", "system.departmentLike", in.Name, keptName(all, in), siblings); err != nil {
			return err
		}
		if in.ID == 0 {
			in.CreatedAt = s.cfg.Now().UTC()
			in.ID, err = tx.CreateDepartment(ctx, in)
		} else {
			err = tx.UpdateDepartment(ctx, in)
		}
		if errors.Is(err, ErrConflict) { // taken by a write that came in between
			return conflict("name", "system.departmentTaken", in.Name)
		}
		if err != nil {
			return err
		}
		if all, err = tx.Departments(ctx); err != nil {
			return err
		}
		saved = findDepartment(departmentTree(all, 0), in.ID)
		return nil
	})
	if err != nil {
		return DepartmentNode{}, wrap("save department", err)
	}
	return saved, nil
}

func findDepartment(nodes []DepartmentNode, id int64) DepartmentNode {
	for _, n := range nodes {
		if n.ID == id {
			return n
		}
		if f := findDepartment(n.Children, id); f.ID != 0 {
			return f
		}
	}
	return DepartmentNode{}
}

// DeleteDepartments deletes every listed department or none.
func (s *Service) DeleteDepartments(ctx context.Context, ids []int64) error {
	ids = unique(ids)
	err := s.admin(ctx, func(tx Tx) error {
		all, err := tx.Departments(ctx)
		if err != nil {
			return err
		}
		for _, id := range ids {
			if !slices.ContainsFunc(all, func(d Department) bool { return d.ID == id }) {
				return notFound("system.departmentNotFound", id)
			}
		}
		items := make([]audit.Item, 0, len(ids))
		for _, id := range ids {
			d := all[slices.IndexFunc(all, func(d Department) bool { return d.ID == id })]
			if slices.ContainsFunc(all, func(c Department) bool { return c.ParentID == id && !slices.Contains(ids, c.ID) }) {
				return conflict("ids", "system.departmentHasChildren", d.Name)
			}
			if d.StaffCount > 0 {
				return conflict("ids", "system.departmentHasStaff", d.Name, d.StaffCount)
			}
			items = append(items, audit.Item{ID: d.ID, Name: d.Name})
		}
		audit.Deleted(ctx, "department", items...)
		return tx.DeleteDepartments(ctx, ids)
	})
	return wrap("delete departments", err)
}

// keptName is the name d has now when it stays under the same parent, else "": a
// department moved is judged against its new siblings as a new one.
func keptName(all []Department, d Department) string {
	for _, o := range all {
		if o.ID == d.ID && d.ID != 0 && o.ParentID == d.ParentID {
			return o.Name
		}
	}
	return ""
}
