package shell

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"shopconsole/server/access"
	"shopconsole/server/api"
)

// Service builds the caller's menu tree, search suggestions and notices.
type Service struct {
	store Store
	now   func() time.Time
}

// New returns a Service and stores the default route table if the backend has none;
// demo adds the demo sections (the mock backend).
func New(ctx context.Context, store Store, demo bool, now func() time.Time) (*Service, error) {
	menus := DefaultMenus()
	if demo {
		menus = DemoMenus()
	}
	if err := store.SeedMenus(ctx, menus); err != nil {
		return nil, fmt.Errorf("seed default menus: %w", err)
	}
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, now: now}, nil
}

// Routes returns the route tree the principal may see.
func (s *Service) Routes(ctx context.Context, p access.Principal) ([]api.RouteRecord, error) {
	menus, err := s.store.Menus(ctx)
	if err != nil {
		return nil, fmt.Errorf("list menus: %w", err)
	}
	slices.SortStableFunc(menus, func(a, b Menu) int { return a.Sort - b.Sort })
	return tree(menus, 0, p), nil
}

func tree(menus []Menu, parent int64, p access.Principal) []api.RouteRecord {
	out := []api.RouteRecord{}
	for _, m := range menus {
		if m.ParentID != parent || !Allowed(m.Meta, p) {
			continue
		}
		r := api.RouteRecord{Path: m.Path, Name: m.Name, Meta: m.Meta}
		if m.Component != "" {
			r.Component = &m.Component
		}
		if m.Redirect != "" {
			r.Redirect = &m.Redirect
		}
		kids := tree(menus, m.ID, p)
		if len(kids) > 0 {
			r.Children = &kids
		} else if hasChildren(menus, m.ID) {
			// A section whose every page is out of reach is no use in a menu.
			continue
		}
		out = append(out, r)
	}
	return out
}

func hasChildren(menus []Menu, id int64) bool {
	return slices.ContainsFunc(menus, func(m Menu) bool { return m.ParentID == id })
}

// Allowed applies a route's guard and permissions to a principal: Admin sees
// everything; oneOf needs any listed role, allOf every one, except none of them; every
// code of meta.permissions is needed.
func Allowed(meta api.RouteMeta, p access.Principal) bool {
	if meta.Permissions != nil && p.Missing(*meta.Permissions) != "" {
		return false
	}
	if meta.Guard == nil || len(*meta.Guard) == 0 || p.Admin() {
		return true
	}
	guard := *meta.Guard
	has := func(role string) bool { return slices.Contains(p.Roles, role) }
	mode := api.RouteMetaGuardModeOneOf
	if meta.GuardMode != nil {
		mode = *meta.GuardMode
	}
	switch mode {
	case api.RouteMetaGuardModeAllOf:
		return !slices.ContainsFunc(guard, func(r string) bool { return !has(r) })
	case api.RouteMetaGuardModeExcept:
		return !slices.ContainsFunc(guard, has)
	default:
		return slices.ContainsFunc(guard, has)
	}
}

// Suggestions lists the pages the principal may open, for the top-bar search.
func (s *Service) Suggestions(ctx context.Context, p access.Principal) ([]api.SearchSuggestion, error) {
	routes, err := s.Routes(ctx, p)
	if err != nil {
		return nil, err
	}
	out := []api.SearchSuggestion{}
	var walk func(rs []api.RouteRecord, prefix string)
	walk = func(rs []api.RouteRecord, prefix string) {
		for _, r := range rs {
			full := join(prefix, r.Path)
			if r.Children != nil {
				walk(*r.Children, full)
				continue
			}
			if isTrue(r.Meta.Hidden) {
				continue
			}
			out = append(out, api.SearchSuggestion{Value: r.Meta.Title, Url: "/#" + full})
		}
	}
	walk(routes, "")
	return out, nil
}

func join(prefix, path string) string {
	switch {
	case len(path) > 0 && path[0] == '/':
		return path
	case prefix == "" || prefix == "/":
		return "/" + path
	default:
		return prefix + "/" + path
	}
}

func isTrue(b *bool) bool { return b != nil && *b }

// Notices lists the principal's notices that came after they last cleared them, newest first.
func (s *Service) Notices(ctx context.Context, p access.Principal) ([]Notice, error) {
	list, cleared, err := s.store.Notices(ctx, p.StaffID, MaxNotices)
	if err != nil {
		return nil, fmt.Errorf("list notices: %w", err)
	}
	list = slices.DeleteFunc(list, func(n Notice) bool { return !n.CreatedAt.After(cleared) })
	slices.SortFunc(list, func(a, b Notice) int { return cmp.Or(b.CreatedAt.Compare(a.CreatedAt), cmp.Compare(b.ID, a.ID)) })
	return list[:min(len(list), MaxNotices)], nil
}

// MaxNotices is how many notices the frame shows: the newest.
const MaxNotices = 100

// ClearNotices clears the principal's notices as they are now.
func (s *Service) ClearNotices(ctx context.Context, p access.Principal) error {
	if err := s.store.ClearNotices(ctx, p.StaffID, s.now().UTC()); err != nil {
		return fmt.Errorf("clear notices of staff %d: %w", p.StaffID, err)
	}
	return nil
}
