package system

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"shopconsole/server/apperr"
	"shopconsole/server/audit"
	"shopconsole/server/shell"
)

// MenuNode is a stored route record with its children.
type MenuNode struct {
	shell.Menu
	Children []MenuNode
}

// MenuTree answers every route record as a tree, siblings by order then id, and the count.
func (s *Service) MenuTree(ctx context.Context) ([]MenuNode, int, error) {
	all, err := s.store.Menus(ctx)
	if err != nil {
		return nil, 0, fmt.Errorf("list menus: %w", err)
	}
	return menuTree(all), len(all), nil
}

func menuTree(all []shell.Menu) []MenuNode {
	sorted := slices.Clone(all)
	slices.SortStableFunc(sorted, func(a, b shell.Menu) int {
		if a.Sort != b.Sort {
			return a.Sort - b.Sort
		}
		return int(a.ID - b.ID)
	})
	var build func(parent int64, depth int) []MenuNode
	build = func(parent int64, depth int) []MenuNode {
		out := []MenuNode{}
		if depth > len(all) {
			return out
		}
		for _, m := range sorted {
			if m.ParentID == parent {
				out = append(out, MenuNode{Menu: m, Children: build(m.ID, depth+1)})
			}
		}
		return out
	}
	return build(0, 0)
}

// externalLink reports whether a menu path leaves the console: it starts with http:, https:,
// mailto:, tel: or //.
func externalLink(path string) bool {
	for _, p := range []string{"http:", "https:", "mailto:", "tel:", "//"} {
		if strings.HasPrefix(path, p) {
			return true
		}
	}
	return false
}

// EditMenu creates (ID 0) or updates a route record.
func (s *Service) EditMenu(ctx context.Context, in shell.Menu) (shell.Menu, error) {
	in.Path = strings.TrimSpace(in.Path)
	name, err := checkName("name", in.Name)
	if err != nil {
		return shell.Menu{}, err
	}
	in.Name = name
	if in.Component != "" && !slices.Contains(s.cat.ComponentKeys, in.Component) {
		return shell.Menu{}, apperr.Invalid("component", "system.componentUnknown", in.Component)
	}
	if in.ParentID == 0 && !strings.HasPrefix(in.Path, "/") && !externalLink(in.Path) {
		return shell.Menu{}, apperr.Invalid("path", "system.menuTopPath")
	}
	var saved shell.Menu
	err = s.admin(ctx, func(tx Tx) error {
		all, err := tx.Menus(ctx)
		if err != nil {
			return err
		}
		parentOf := map[int64]int64{}
		for _, m := range all {
			parentOf[m.ID] = m.ParentID
		}
		if _, ok := parentOf[in.ID]; in.ID != 0 && !ok {
			return notFound("system.menuNotFound", in.ID)
		}
		if _, ok := parentOf[in.ParentID]; in.ParentID != 0 && !ok {
			return apperr.Invalid("parentId", "system.menuParentUnknown", in.ParentID)
		}
		if in.ID != 0 && underItself(parentOf, in.ID, in.ParentID) {
			return apperr.Invalid("parentId", "system.menuCycle")
		}
		others := namesOf(all, func(m shell.Menu) (string, bool) { return m.Name, m.ID != in.ID })
		kept := ""
		if i := slices.IndexFunc(all, func(m shell.Menu) bool { return m.ID == in.ID }); in.ID != 0 && i >= 0 {
			kept = all[i].Name
		}
		if err := nameClash("name", "system.menuNameTaken", "system.menuNameLike", in.Name, kept, others); err != nil {
			return err
		}
		if in.ID == 0 {
			in.ID, err = tx.CreateMenu(ctx, in)
		} else {
			err = tx.UpdateMenu(ctx, in)
		}
		if err != nil {
			return err
		}
		saved = in
		return nil
	})
	if err != nil {
		return shell.Menu{}, wrap("save menu", err)
	}
	return saved, nil
}

// DeleteMenus deletes every listed record or none.
func (s *Service) DeleteMenus(ctx context.Context, ids []int64) error {
	ids = unique(ids)
	err := s.admin(ctx, func(tx Tx) error {
		all, err := tx.Menus(ctx)
		if err != nil {
			return err
		}
		for _, id := range ids {
			if !slices.ContainsFunc(all, func(m shell.Menu) bool { return m.ID == id }) {
				return notFound("system.menuNotFound", id)
			}
		}
		items := make([]audit.Item, 0, len(ids))
		for _, id := range ids {
			i := slices.IndexFunc(all, func(m shell.Menu) bool { return m.ID == id })
			if slices.ContainsFunc(all, func(c shell.Menu) bool { return c.ParentID == id && !slices.Contains(ids, c.ID) }) {
				return conflict("ids", "system.menuHasChildren", all[i].Name)
			}
			items = append(items, audit.Item{ID: all[i].ID, Name: all[i].Name})
		}
		audit.Deleted(ctx, "menu", items...)
		return tx.DeleteMenus(ctx, ids)
	})
	return wrap("delete menus", err)
}
