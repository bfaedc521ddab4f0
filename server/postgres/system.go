package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/access"
	"shopconsole/server/audit"
	"shopconsole/server/shell"
	"shopconsole/server/system"
)

// adminLockKey serialises administration writes across instances (any constant).
const adminLockKey = 7_462_018_312

// Admin implements system.Store: one transaction holding the administration lock.
func (db *DB) Admin(ctx context.Context, fn func(system.Tx) error) error {
	return db.inTx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1)", adminLockKey); err != nil {
			return fmt.Errorf("administration lock: %w", err)
		}
		return fn(adminTx{tx})
	})
}

const memberSelect = `
SELECT s.id, s.username, s.email, COALESCE(s.mobile, ''), s.avatar, s.disabled, s.created_at, COALESCE(s.department_id, 0), COALESCE(d.name, ''),
       COALESCE((SELECT array_agg(r.name ORDER BY r.id) FROM staff_roles sr JOIN roles r ON r.id = sr.role_id
                 WHERE sr.staff_id = s.id), '{}')
FROM staff s LEFT JOIN departments d ON d.id = s.department_id
`

func scanMember(r pgx.CollectableRow) (system.Member, error) {
	var m system.Member
	err := r.Scan(&m.ID, &m.Username, &m.Email, &m.Mobile, &m.Avatar, &m.Disabled, &m.CreatedAt, &m.DepartmentID, &m.DepartmentName, &m.Roles)
	return m, err
}

// staffWhere turns a staff query into a WHERE clause.
func staffWhere(q system.StaffQuery) where {
	var w where
	if q.Username != "" {
		w.add("strpos(lower(s.username), lower(?)) > 0", q.Username)
	}
	if q.Mobile != "" {
		w.add("starts_with(s.mobile, ?)", q.Mobile)
	}
	if q.Role != "" {
		w.add("EXISTS (SELECT 1 FROM staff_roles sr JOIN roles r ON r.id = sr.role_id WHERE sr.staff_id = s.id AND r.name = ?)", q.Role)
	}
	if q.DepartmentID != 0 {
		w.add("s.department_id = ?", q.DepartmentID)
	}
	if q.Disabled != nil {
		w.add("s.disabled = ?", *q.Disabled)
	}
	return w
}

// ListStaff implements system.Store.
func (db *DB) ListStaff(ctx context.Context, q system.StaffQuery) ([]system.Member, int, error) {
	w := staffWhere(q)
	var total int
	if err := db.pool.QueryRow(ctx, "SELECT count(*) FROM staff s"+w.sql(), w.args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count staff: %w", err)
	}
	rows, _ := db.pool.Query(ctx, memberSelect+w.sql()+" ORDER BY s.id DESC"+pageSQL(q.Limit, q.Offset), w.args...)
	list, err := pgx.CollectRows(rows, scanMember)
	if err != nil {
		return nil, 0, fmt.Errorf("list staff: %w", err)
	}
	return list, total, nil
}

const roleSelect = `SELECT r.id, r.name, r.permissions, r.created_at,
       (SELECT count(*) FROM staff_roles sr WHERE sr.role_id = r.id)::int FROM roles r`

func scanRole(r pgx.CollectableRow) (system.Role, error) {
	var x system.Role
	err := r.Scan(&x.ID, &x.Name, &x.Permissions, &x.CreatedAt, &x.StaffCount)
	return x, err
}

// ListRoles implements system.Store.
func (db *DB) ListRoles(ctx context.Context, name string, offset, limit int) ([]system.Role, int, error) {
	const where = " WHERE $1 = '' OR strpos(lower(r.name), lower($1)) > 0"
	var total int
	if err := db.pool.QueryRow(ctx, "SELECT count(*) FROM roles r"+where, name).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count roles: %w", err)
	}
	rows, _ := db.pool.Query(ctx, roleSelect+where+" ORDER BY r.id"+pageSQL(limit, offset), name)
	list, err := pgx.CollectRows(rows, scanRole)
	if err != nil {
		return nil, 0, fmt.Errorf("list roles: %w", err)
	}
	return list, total, nil
}

// Departments implements system.Store.
func (db *DB) Departments(ctx context.Context) ([]system.Department, error) {
	return adminTx{db.pool}.Departments(ctx)
}

// SearchLog implements system.Store.
func (db *DB) SearchLog(ctx context.Context, q system.LogQuery) ([]audit.Entry, int, error) {
	var w where
	if q.Account != "" {
		w.add("account = ?", q.Account)
	}
	if q.Type != "" {
		w.add("type = ?", q.Type)
	}
	if len(q.Results) > 0 {
		w.add("result = ANY(?)", q.Results)
	}
	if q.IP != "" {
		w.add("ip = ?", q.IP)
	}
	if q.From != nil {
		w.add("created_at >= ?", *q.From)
	}
	if q.To != nil {
		w.add("created_at < ?", *q.To)
	}
	var total int
	count, args := countSQL("system_log", &w, q.Cap), w.args
	switch { // the counters of migration 096
	case len(w.conds) == 0:
		count = "SELECT coalesce(sum(n), 0)::bigint FROM system_log_totals"
	case q.Account != "" && len(q.Results) > 0 && len(w.conds) == 2:
		count, args = "SELECT coalesce(sum(n), 0)::bigint FROM system_log_account_counts WHERE account = $1 AND result = ANY($2)",
			[]any{q.Account, q.Results}
	}
	if err := db.pool.QueryRow(ctx, count, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count system log: %w", err)
	}
	rows, _ := db.pool.Query(ctx, "SELECT id, account, type, result, ip, operation, target, detail, created_at FROM system_log"+
		w.sql()+" ORDER BY created_at DESC, id DESC"+pageSQL(q.Limit, q.Offset), w.args...)
	list, err := pgx.CollectRows(rows, pgx.RowToStructByPos[audit.Entry])
	if err != nil {
		return nil, 0, fmt.Errorf("search system log: %w", err)
	}
	return list, total, nil
}

// adminTx is the store inside Admin (or the pool, for reads that need no lock).
type adminTx struct{ q querier }

func (t adminTx) Member(ctx context.Context, id int64) (system.Member, error) {
	rows, _ := t.q.Query(ctx, memberSelect+" WHERE s.id = $1", id)
	m, err := pgx.CollectExactlyOneRow(rows, scanMember)
	if errors.Is(err, pgx.ErrNoRows) {
		return m, fmt.Errorf("staff %d: %w", id, system.ErrNotFound)
	}
	if err != nil {
		return m, fmt.Errorf("staff %d: %w", id, err)
	}
	return m, nil
}

func (t adminTx) PasswordHash(ctx context.Context, id int64) (string, error) {
	var hash string
	err := t.q.QueryRow(ctx, "SELECT password_hash FROM staff WHERE id = $1", id).Scan(&hash)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", fmt.Errorf("staff %d: %w", id, system.ErrNotFound)
	}
	return hash, err
}

func (t adminTx) AdminIDs(ctx context.Context) ([]int64, error) {
	rows, _ := t.q.Query(ctx, `SELECT s.id FROM staff s JOIN staff_roles sr ON sr.staff_id = s.id
		JOIN roles r ON r.id = sr.role_id WHERE r.name = $1 AND NOT s.disabled ORDER BY s.id`, access.AdminRole)
	return pgx.CollectRows(rows, pgx.RowTo[int64])
}

func (t adminTx) setRoles(ctx context.Context, staffID int64, roles []string) error {
	if _, err := t.q.Exec(ctx, "DELETE FROM staff_roles WHERE staff_id = $1", staffID); err != nil {
		return err
	}
	tag, err := t.q.Exec(ctx, `INSERT INTO staff_roles (staff_id, role_id) SELECT $1, id FROM roles WHERE name = ANY($2)`,
		staffID, roles)
	if err == nil && tag.RowsAffected() != int64(len(roles)) {
		return fmt.Errorf("roles %v: %w", roles, system.ErrNotFound)
	}
	return err
}

func (t adminTx) CreateMember(ctx context.Context, m system.MemberWrite) (int64, error) {
	var id int64
	err := t.q.QueryRow(ctx, `INSERT INTO staff (username, email, mobile, avatar, password_hash, disabled, department_id, created_at)
		VALUES ($1, $2, NULLIF($3, ''), $4, $5, $6, NULLIF($7, 0::bigint), $8) RETURNING id`,
		m.Username, m.Email, m.Mobile, m.Avatar, m.PasswordHash, m.Disabled, m.DepartmentID, m.CreatedAt).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("create staff %q: %w", m.Username, staffRefused(err))
	}
	return id, t.setRoles(ctx, id, m.Roles)
}

func (t adminTx) UpdateMember(ctx context.Context, m system.MemberWrite) error {
	tag, err := t.q.Exec(ctx, `UPDATE staff SET username = $2, email = $3, avatar = $4, disabled = $5,
		department_id = NULLIF($6, 0::bigint), password_hash = COALESCE(NULLIF($7, ''), password_hash),
		mobile = NULLIF($8, '') WHERE id = $1`,
		m.ID, m.Username, m.Email, m.Avatar, m.Disabled, m.DepartmentID, m.PasswordHash, m.Mobile)
	if err != nil {
		return fmt.Errorf("update staff %d: %w", m.ID, staffRefused(err))
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("staff %d: %w", m.ID, system.ErrNotFound)
	}
	return t.setRoles(ctx, m.ID, m.Roles)
}

func (t adminTx) DeleteMembers(ctx context.Context, ids []int64) error {
	_, err := t.q.Exec(ctx, "DELETE FROM staff WHERE id = ANY($1)", ids)
	return err
}

func (t adminTx) Roles(ctx context.Context) ([]system.Role, error) {
	rows, _ := t.q.Query(ctx, roleSelect+" ORDER BY r.id")
	return pgx.CollectRows(rows, scanRole)
}

func (t adminTx) CreateRole(ctx context.Context, r system.Role) (int64, error) {
	var id int64
	err := t.q.QueryRow(ctx, "INSERT INTO roles (name, permissions, created_at) VALUES ($1, $2, $3) RETURNING id",
		r.Name, r.Permissions, r.CreatedAt).Scan(&id)
	return id, conflictOn(err, "role", r.Name)
}

func (t adminTx) UpdateRole(ctx context.Context, r system.Role) error {
	_, err := t.q.Exec(ctx, "UPDATE roles SET name = $2, permissions = $3 WHERE id = $1", r.ID, r.Name, r.Permissions)
	return conflictOn(err, "role", r.Name)
}

func (t adminTx) DeleteRoles(ctx context.Context, ids []int64) error {
	_, err := t.q.Exec(ctx, "DELETE FROM roles WHERE id = ANY($1)", ids)
	return err
}

func (t adminTx) Departments(ctx context.Context) ([]system.Department, error) {
	rows, _ := t.q.Query(ctx, `SELECT d.id, d.parent_id, d.name, d.sort, d.created_at,
		(SELECT count(*) FROM staff s WHERE s.department_id = d.id)::int FROM departments d ORDER BY d.id`)
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (system.Department, error) {
		var d system.Department
		err := r.Scan(&d.ID, &d.ParentID, &d.Name, &d.Order, &d.CreatedAt, &d.StaffCount)
		return d, err
	})
}

func (t adminTx) CreateDepartment(ctx context.Context, d system.Department) (int64, error) {
	var id int64
	err := t.q.QueryRow(ctx, "INSERT INTO departments (parent_id, name, sort, created_at) VALUES ($1, $2, $3, $4) RETURNING id",
		d.ParentID, d.Name, d.Order, d.CreatedAt).Scan(&id)
	return id, conflictOn(err, "department", d.Name)
}

func (t adminTx) UpdateDepartment(ctx context.Context, d system.Department) error {
	_, err := t.q.Exec(ctx, "UPDATE departments SET parent_id = $2, name = $3, sort = $4 WHERE id = $1",
		d.ID, d.ParentID, d.Name, d.Order)
	return conflictOn(err, "department", d.Name)
}

func (t adminTx) DeleteDepartments(ctx context.Context, ids []int64) error {
	_, err := t.q.Exec(ctx, "DELETE FROM departments WHERE id = ANY($1)", ids)
	return err
}

func (t adminTx) Menus(ctx context.Context) ([]shell.Menu, error) {
	rows, _ := t.q.Query(ctx, "SELECT id, parent_id, path, name, component, redirect, meta, sort FROM menus ORDER BY sort, id")
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (shell.Menu, error) {
		var m shell.Menu
		err := r.Scan(&m.ID, &m.ParentID, &m.Path, &m.Name, &m.Component, &m.Redirect, &m.Meta, &m.Sort)
		return m, err
	})
}

func (t adminTx) CreateMenu(ctx context.Context, m shell.Menu) (int64, error) {
	var id int64
	err := t.q.QueryRow(ctx, `INSERT INTO menus (id, parent_id, path, name, component, redirect, meta, sort)
		VALUES (nextval('menus_id_seq'), $1, $2, $3, $4, $5, $6, $7) RETURNING id`,
		m.ParentID, m.Path, m.Name, m.Component, m.Redirect, m.Meta, m.Sort).Scan(&id)
	return id, err
}

func (t adminTx) UpdateMenu(ctx context.Context, m shell.Menu) error {
	_, err := t.q.Exec(ctx, `UPDATE menus SET parent_id = $2, path = $3, name = $4, component = $5, redirect = $6,
		meta = $7, sort = $8 WHERE id = $1`, m.ID, m.ParentID, m.Path, m.Name, m.Component, m.Redirect, m.Meta, m.Sort)
	return err
}

func (t adminTx) DeleteMenus(ctx context.Context, ids []int64) error {
	_, err := t.q.Exec(ctx, "DELETE FROM menus WHERE id = ANY($1)", ids)
	return err
}

var _ system.Store = (*DB)(nil)
var _ system.Tx = adminTx{}

// staffRefused names a clash on the staff mobile number (migration 004) apart from one on
// the username, so that the caller can name the right field.
func staffRefused(err error) error {
	return refused(err, unique("staff_mobile_key", system.ErrMobileTaken), unique("", system.ErrConflict))
}

// conflictOn reports a unique violation on the `what` named `name` as system.ErrConflict
// (the id a failed INSERT ... RETURNING leaves is 0).
func conflictOn(err error, what, name string) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s %q: %w", what, name, refused(err, unique("", system.ErrConflict)))
}
