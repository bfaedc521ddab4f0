package mock

import (
	"cmp"
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"shopconsole/server/access"
	"shopconsole/server/audit"
	"shopconsole/server/listsettings"
	"shopconsole/server/session"
	"shopconsole/server/shell"
	"shopconsole/server/system"
)

// systemData is what administration keeps beyond the session's staff and roles.
type systemData struct {
	roleMeta    map[string]roleMeta // by role name
	departments map[int64]system.Department
	staffDept   map[int64]int64 // staff id -> department id
	lastMenuID  int64           // the highest menu id ever given
}

type roleMeta struct {
	ID        int64
	CreatedAt time.Time
}

// ensureRoleMeta gives roles created outside administration (the seed) an id.
func (s *Store) ensureRoleMeta() {
	if s.sys.roleMeta == nil {
		s.sys.roleMeta = map[string]roleMeta{}
		s.sys.departments = map[int64]system.Department{}
		s.sys.staffDept = map[int64]int64{}
	}
	names := slices.Sorted(maps.Keys(s.roles))
	// Admin, Editor, Test first, in that order (the order migration 001 inserts them, so the
	// order Postgres numbers them).
	slices.SortStableFunc(names, func(a, b string) int { return cmp.Compare(roleRank(a), roleRank(b)) })
	for _, n := range names {
		if _, ok := s.sys.roleMeta[n]; !ok {
			s.sys.roleMeta[n] = roleMeta{ID: s.id(), CreatedAt: s.epoch}
		}
	}
}

func roleRank(name string) int {
	if i := slices.Index([]string{"Admin", "Editor", "Test"}, name); i >= 0 {
		return i
	}
	return 3
}

// Admin implements system.Store: fn runs under the store's lock and what it changed is
// put back when it fails.
func (s *Store) Admin(_ context.Context, fn func(system.Tx) error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	snap := s.snapshot()
	if err := fn(tx{s}); err != nil {
		s.restore(snap)
		return err
	}
	return nil
}

// snapshot copies the maps administration writes; rows are replaced, never changed in
// place, so shallow copies suffice.
type snapshot struct {
	roles       map[string]session.Role
	staff       map[int64]*staffRow
	identities  map[string]int64
	notices     []shell.Notice
	menus       []shell.Menu
	roleMeta    map[string]roleMeta
	departments map[int64]system.Department
	staffDept   map[int64]int64
	lists       map[listSettingsKey]listsettings.Settings
	nextID      int64
	lastMenuID  int64
}

func (s *Store) snapshot() snapshot {
	return snapshot{
		roles: maps.Clone(s.roles), staff: maps.Clone(s.staff), identities: maps.Clone(s.identities),
		notices: slices.Clone(s.notices), menus: slices.Clone(s.menus), roleMeta: maps.Clone(s.sys.roleMeta),
		departments: maps.Clone(s.sys.departments), staffDept: maps.Clone(s.sys.staffDept),
		lists: maps.Clone(s.listSettings), nextID: s.nextID, lastMenuID: s.sys.lastMenuID,
	}
}

func (s *Store) restore(p snapshot) {
	s.roles, s.staff, s.identities, s.notices, s.menus = p.roles, p.staff, p.identities, p.notices, p.menus
	s.sys.roleMeta, s.sys.departments, s.sys.staffDept, s.nextID = p.roleMeta, p.departments, p.staffDept, p.nextID
	s.sys.lastMenuID = p.lastMenuID
	s.listSettings = p.lists
}

// member is the administration view of a staff row (the lock is held).
func (s *Store) member(row *staffRow) system.Member {
	roles := slices.Clone(row.roleNames)
	slices.SortFunc(roles, func(a, b string) int { return cmp.Compare(s.sys.roleMeta[a].ID, s.sys.roleMeta[b].ID) })
	m := system.Member{
		ID: row.ID, Username: row.Username, Email: row.Email, Mobile: row.Mobile, Avatar: row.Avatar, Roles: roles,
		Disabled: row.Disabled, CreatedAt: row.CreatedAt, DepartmentID: s.sys.staffDept[row.ID],
	}
	if m.Roles == nil {
		m.Roles = []string{}
	}
	m.DepartmentName = s.sys.departments[m.DepartmentID].Name
	return m
}

// ListStaff implements system.Store.
func (s *Store) ListStaff(_ context.Context, q system.StaffQuery) ([]system.Member, int, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	var all []system.Member
	ids := slices.Sorted(maps.Keys(s.staff))
	slices.Reverse(ids) // newest first, as Postgres orders them
	for _, id := range ids {
		m := s.member(s.staff[id])
		switch {
		case q.Username != "" && !strings.Contains(strings.ToLower(m.Username), strings.ToLower(q.Username)):
		case q.Mobile != "" && !strings.HasPrefix(m.Mobile, q.Mobile):
		case q.Role != "" && !slices.Contains(m.Roles, q.Role):
		case q.DepartmentID != 0 && m.DepartmentID != q.DepartmentID:
		case q.Disabled != nil && m.Disabled != *q.Disabled:
		default:
			all = append(all, m)
		}
	}
	return pageOf(all, q.Offset, q.Limit), len(all), nil
}

func pageOf[T any](all []T, offset, limit int) []T {
	if offset >= len(all) {
		return []T{}
	}
	return slices.Clone(all[offset:min(len(all), offset+limit)])
}

// ListRoles implements system.Store.
func (s *Store) ListRoles(_ context.Context, name string, offset, limit int) ([]system.Role, int, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	all := slices.DeleteFunc(tx{s}.roles(), func(r system.Role) bool {
		return name != "" && !strings.Contains(strings.ToLower(r.Name), strings.ToLower(name))
	})
	return pageOf(all, offset, limit), len(all), nil
}

// Departments implements system.Store.
func (s *Store) Departments(context.Context) ([]system.Department, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return tx{s}.departments(), nil
}

// SearchLog implements system.Store.
func (s *Store) SearchLog(_ context.Context, q system.LogQuery) ([]audit.Entry, int, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	match := func(e *audit.Entry) bool {
		switch {
		case q.Account != "" && e.Account != q.Account:
		case q.Type != "" && e.Type != q.Type:
		case len(q.Results) > 0 && !slices.Contains(q.Results, e.Result):
		case q.IP != "" && e.IP != q.IP:
		case q.From != nil && e.CreatedAt.Before(*q.From):
		case q.To != nil && !e.CreatedAt.Before(*q.To):
		default:
			return true
		}
		return false
	}
	page, total := newestPage(s.log, match, func(a, b *audit.Entry) int {
		return cmp.Or(a.CreatedAt.Compare(b.CreatedAt), cmp.Compare(a.ID, b.ID))
	}, q.Offset, q.Limit)
	return page, total, nil
}

// tx is the store inside Admin: the lock is held, so its methods take none.
type tx struct{ s *Store }

func (t tx) Member(_ context.Context, id int64) (system.Member, error) {
	row, ok := t.s.staff[id]
	if !ok {
		return system.Member{}, fmt.Errorf("staff %d: %w", id, system.ErrNotFound)
	}
	return t.s.member(row), nil
}

func (t tx) PasswordHash(_ context.Context, id int64) (string, error) {
	row, ok := t.s.staff[id]
	if !ok {
		return "", fmt.Errorf("staff %d: %w", id, system.ErrNotFound)
	}
	return row.PasswordHash, nil
}

func (t tx) AdminIDs(context.Context) ([]int64, error) {
	var out []int64
	for id, row := range t.s.staff {
		if !row.Disabled && slices.Contains(row.roleNames, access.AdminRole) {
			out = append(out, id)
		}
	}
	slices.Sort(out)
	return out, nil
}

func (t tx) usernameTaken(username string, except int64) bool {
	for id, row := range t.s.staff {
		if id != except && strings.EqualFold(row.Username, username) {
			return true
		}
	}
	return false
}

func (t tx) mobileTaken(mobile string, except int64) bool {
	for id, row := range t.s.staff {
		if mobile != "" && id != except && row.Mobile == mobile {
			return true
		}
	}
	return false
}

func (t tx) CreateMember(_ context.Context, m system.MemberWrite) (int64, error) {
	if t.usernameTaken(m.Username, 0) {
		return 0, fmt.Errorf("staff %q: %w", m.Username, system.ErrConflict)
	}
	if t.mobileTaken(m.Mobile, 0) {
		return 0, fmt.Errorf("mobile %s: %w", m.Mobile, system.ErrMobileTaken)
	}
	row := &staffRow{
		Staff: session.Staff{
			ID: t.s.id(), Username: m.Username, Email: m.Email, Mobile: m.Mobile, Avatar: m.Avatar, PasswordHash: m.PasswordHash,
			Disabled: m.Disabled, CreatedAt: m.CreatedAt,
		},
		roleNames: slices.Clone(m.Roles),
	}
	t.s.staff[row.ID] = row
	t.setDepartment(row.ID, m.DepartmentID)
	return row.ID, nil
}

func (t tx) setDepartment(staffID, departmentID int64) {
	if departmentID == 0 {
		delete(t.s.sys.staffDept, staffID)
	} else {
		t.s.sys.staffDept[staffID] = departmentID
	}
}

func (t tx) UpdateMember(_ context.Context, m system.MemberWrite) error {
	old, ok := t.s.staff[m.ID]
	if !ok {
		return fmt.Errorf("staff %d: %w", m.ID, system.ErrNotFound)
	}
	if t.usernameTaken(m.Username, m.ID) {
		return fmt.Errorf("staff %q: %w", m.Username, system.ErrConflict)
	}
	if t.mobileTaken(m.Mobile, m.ID) {
		return fmt.Errorf("mobile %s: %w", m.Mobile, system.ErrMobileTaken)
	}
	row := *old
	row.Username, row.Email, row.Mobile, row.Avatar, row.Disabled = m.Username, m.Email, m.Mobile, m.Avatar, m.Disabled
	if m.PasswordHash != "" {
		row.PasswordHash = m.PasswordHash
	}
	row.roleNames = slices.Clone(m.Roles)
	t.s.staff[m.ID] = &row
	t.setDepartment(m.ID, m.DepartmentID)
	return nil
}

// DeleteMembers removes the accounts and, as Postgres cascades, their identities, notices
// and list settings.
func (t tx) DeleteMembers(_ context.Context, ids []int64) error {
	for _, id := range ids {
		delete(t.s.staff, id)
		delete(t.s.sys.staffDept, id)
	}
	maps.DeleteFunc(t.s.identities, func(_ string, id int64) bool { return slices.Contains(ids, id) })
	maps.DeleteFunc(t.s.listSettings, func(k listSettingsKey, _ listsettings.Settings) bool { return slices.Contains(ids, k.staffID) })
	t.s.notices = slices.DeleteFunc(slices.Clone(t.s.notices), func(n shell.Notice) bool { return slices.Contains(ids, n.StaffID) })
	return nil
}

var _ system.Store = (*Store)(nil)
var _ system.Tx = tx{}
