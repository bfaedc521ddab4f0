// Package system is the administration of the console: staff accounts, roles and the
// permission codes they grant, departments, the menu records, the system log and each
// staff member's personal centre.
package system

import (
	"context"
	"errors"
	"time"

	"shopconsole/server/audit"
	"shopconsole/server/shell"
)

// ErrNotFound and ErrConflict are what stores answer for a missing row and a clash with
// a unique key; the service turns them into the caller's 404 and 409.
var (
	ErrNotFound = errors.New("not found")
	ErrConflict = errors.New("conflict")
	// ErrMobileTaken is what CreateMember and UpdateMember answer for a mobile number that
	// another staff member has.
	ErrMobileTaken = errors.New("mobile taken")
)

// Member is a staff account as administration sees it.
type Member struct {
	ID             int64
	Username       string
	Email          string
	Mobile         string // empty when none; unique when set
	Avatar         string
	Roles          []string // ordered by role id
	DepartmentID   int64    // 0: none
	DepartmentName string
	Disabled       bool
	CreatedAt      time.Time
}

// StaffName is an account's id and username.
type StaffName struct {
	ID       int64
	Username string
}

// MemberWrite is a Member to store; an empty PasswordHash keeps the stored one (on update).
type MemberWrite struct {
	Member
	PasswordHash string
}

// StaffQuery filters the staff list; zero values do not filter.
type StaffQuery struct {
	Username     string // part of the username, any case
	Mobile       string // beginning of the mobile number
	Role         string
	DepartmentID int64
	Disabled     *bool
	Offset       int
	Limit        int
}

// Role is a named set of permission codes.
type Role struct {
	ID          int64
	Name        string
	Permissions []string
	StaffCount  int
	CreatedAt   time.Time
}

// Department is one node of the organisation tree.
type Department struct {
	ID         int64
	ParentID   int64 // 0: top level
	Name       string
	Order      int
	StaffCount int
	CreatedAt  time.Time
}

// LogQuery filters the system log; zero values do not filter. From is inclusive, To exclusive.
type LogQuery struct {
	Account string
	Type    string
	Results []string
	IP      string
	From    *time.Time
	To      *time.Time
	Offset  int
	Limit   int
	Cap     int // kernel.Page.Cap: the store may stop counting there
}

// Store is what the service needs from a backend. Reads answer directly; every write runs
// inside Admin, so that the rules checked there still hold when the change is stored.
type Store interface {
	ListStaff(ctx context.Context, q StaffQuery) ([]Member, int, error)
	ListRoles(ctx context.Context, name string, offset, limit int) ([]Role, int, error)
	Departments(ctx context.Context) ([]Department, error)
	Menus(ctx context.Context) ([]shell.Menu, error)
	// SearchLog answers a page of entries, newest first, and how many match in all.
	SearchLog(ctx context.Context, q LogQuery) ([]audit.Entry, int, error)

	// Admin runs fn as one transaction over the administration data, one at a time with
	// every other Admin call: nothing fn wrote stays when it fails.
	Admin(ctx context.Context, fn func(tx Tx) error) error
}

// Tx reads and writes inside Admin.
type Tx interface {
	Member(ctx context.Context, id int64) (Member, error)
	PasswordHash(ctx context.Context, staffID int64) (string, error)
	// AdminIDs lists the enabled staff holding the Admin role.
	AdminIDs(ctx context.Context) ([]int64, error)
	// Usernames lists every account's username, by id.
	Usernames(ctx context.Context) ([]StaffName, error)
	// CreateMember and UpdateMember answer ErrConflict for a username taken in any case
	// and ErrMobileTaken for another staff member's mobile number.
	CreateMember(ctx context.Context, m MemberWrite) (int64, error)
	UpdateMember(ctx context.Context, m MemberWrite) error
	DeleteMembers(ctx context.Context, ids []int64) error

	Roles(ctx context.Context) ([]Role, error)
	// CreateRole and UpdateRole answer ErrConflict when the name clashes with a unique key
	// of the store (a write that came in between: the service refuses taken names).
	CreateRole(ctx context.Context, r Role) (int64, error)
	UpdateRole(ctx context.Context, r Role) error
	DeleteRoles(ctx context.Context, ids []int64) error

	Departments(ctx context.Context) ([]Department, error)
	// CreateDepartment and UpdateDepartment answer ErrConflict when the name clashes with a
	// unique key of the store (a write that came in between: the service refuses a sibling's
	// name).
	CreateDepartment(ctx context.Context, d Department) (int64, error)
	UpdateDepartment(ctx context.Context, d Department) error
	DeleteDepartments(ctx context.Context, ids []int64) error

	Menus(ctx context.Context) ([]shell.Menu, error)
	CreateMenu(ctx context.Context, m shell.Menu) (int64, error)
	UpdateMenu(ctx context.Context, m shell.Menu) error
	DeleteMenus(ctx context.Context, ids []int64) error
}
