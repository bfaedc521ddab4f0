package storetest

import (
	"fmt"
	"testing"

	"shopconsole/server/storecheck"
	"shopconsole/server/system"
)

func (f fixture) load(t *testing.T, id int64) system.Member {
	t.Helper()
	var m system.Member
	f.tx(t, func(tx system.Tx) (err error) { m, err = tx.Member(ctx, id); return err })
	return normMember(m)
}

func (f fixture) hash(t *testing.T, id int64) string {
	t.Helper()
	var h string
	f.tx(t, func(tx system.Tx) (err error) { h, err = tx.PasswordHash(ctx, id); return err })
	return h
}

// memberSaveThenLoad: every field comes back, roles ordered by role id, the department's
// name with its id; an empty password hash keeps the stored one.
func memberSaveThenLoad(t *testing.T, f fixture) {
	d := f.department(t, 0, "运营部")
	w := member("Alice", "13800000001", "Test", "Admin") // Admin's id is below Test's
	w.DepartmentID, w.Disabled = d.ID, true
	want := f.create(t, w, "运营部")
	if want.ID == 0 {
		t.Fatal("CreateMember answered no id")
	}
	want.Roles = []string{"Admin", "Test"}
	storecheck.Equal(t, "Member after CreateMember", f.load(t, want.ID), want, nil)
	storecheck.Equal(t, "PasswordHash after CreateMember", f.hash(t, want.ID), "hash-Alice", nil)

	changed := system.MemberWrite{Member: system.Member{ID: want.ID, Username: "alice2", Email: "a2@example.com",
		Mobile: "", Avatar: "", Roles: []string{"Editor"}, CreatedAt: want.CreatedAt}}
	f.tx(t, func(tx system.Tx) error { return tx.UpdateMember(ctx, changed) })
	storecheck.Equal(t, "Member after UpdateMember", f.load(t, want.ID), normMember(changed.Member), nil)
	storecheck.Equal(t, "PasswordHash after an UpdateMember without one", f.hash(t, want.ID), "hash-Alice", nil)
	changed.PasswordHash, changed.Roles, changed.DepartmentID = "new-hash", nil, d.ID
	f.tx(t, func(tx system.Tx) error { return tx.UpdateMember(ctx, changed) })
	storecheck.Equal(t, "PasswordHash after an UpdateMember with one", f.hash(t, want.ID), "new-hash", nil)
	changed.DepartmentName = d.Name
	storecheck.Equal(t, "Member without roles", f.load(t, want.ID), normMember(changed.Member), nil)

	other := f.create(t, member("bob", ""), "")
	f.tx(t, func(tx system.Tx) error {
		names, err := tx.Usernames(ctx)
		storecheck.Equal(t, "Usernames", names, []system.StaffName{{ID: want.ID, Username: "alice2"}, {ID: other.ID, Username: "bob"}}, nil)
		return err
	})
	f.tx(t, func(tx system.Tx) error { return tx.DeleteMembers(ctx, []int64{want.ID}) })
	f.tx(t, func(tx system.Tx) error {
		_, err := tx.Member(ctx, want.ID)
		storecheck.Is(t, "Member after DeleteMembers", err, system.ErrNotFound)
		_, err = tx.Member(ctx, other.ID)
		return err
	})
}

// memberConflicts: usernames are unique in any case, mobile numbers when set.
func memberConflicts(t *testing.T, f fixture) {
	a := f.create(t, member("alice", "13800000001"), "")
	b := f.create(t, member("bob", ""), "")
	f.create(t, member("carol", ""), "") // a second account without a mobile number
	for _, c := range []struct {
		what string
		fn   func(system.Tx) error
		want error
	}{
		{"CreateMember of a taken username in another case", func(tx system.Tx) error {
			_, err := tx.CreateMember(ctx, member("ALICE", ""))
			return err
		}, system.ErrConflict},
		{"CreateMember of a taken mobile number", func(tx system.Tx) error {
			_, err := tx.CreateMember(ctx, member("dave", a.Mobile))
			return err
		}, system.ErrMobileTaken},
		{"UpdateMember to a taken username", func(tx system.Tx) error {
			w := system.MemberWrite{Member: b}
			w.Username = "Alice"
			return tx.UpdateMember(ctx, w)
		}, system.ErrConflict},
		{"UpdateMember to a taken mobile number", func(tx system.Tx) error {
			w := system.MemberWrite{Member: b}
			w.Mobile = a.Mobile
			return tx.UpdateMember(ctx, w)
		}, system.ErrMobileTaken},
	} {
		storecheck.Is(t, c.what, f.s.Admin(ctx, c.fn), c.want)
	}
	// Keeping one's own username (in another case) and mobile number is no clash.
	w := system.MemberWrite{Member: a}
	w.Username = "Alice"
	f.tx(t, func(tx system.Tx) error { return tx.UpdateMember(ctx, w) })
	storecheck.Equal(t, "the username after a change of case", f.load(t, a.ID).Username, "Alice", nil)
}

// adminIDs: the enabled holders of the Admin role, by id.
func adminIDs(t *testing.T, f fixture) {
	a := f.create(t, member("a", "", "Admin"), "")
	f.create(t, member("editor", "", "Editor"), "")
	off := member("off", "", "Admin")
	off.Disabled = true
	f.create(t, off, "")
	b := f.create(t, member("b", "", "Test", "Admin"), "")
	f.tx(t, func(tx system.Tx) error {
		ids, err := tx.AdminIDs(ctx)
		storecheck.Equal(t, "AdminIDs", ids, []int64{a.ID, b.ID}, nil)
		return err
	})
}

// staffList: each filter, the count of all that match, and pages that add up to the list.
func staffList(t *testing.T, f fixture) {
	d := f.department(t, 0, "仓库")
	var all []system.Member
	for i := range 6 {
		w := member(fmt.Sprintf("User%d", i), fmt.Sprintf("1380000%04d", i), []string{"Editor", "Test"}[i%2])
		if i >= 4 {
			w.Mobile = fmt.Sprintf("1390000%04d", i)
		}
		name := ""
		if i%3 == 0 {
			w.DepartmentID, name = d.ID, d.Name
		}
		w.Disabled = i == 5
		all = append(all, f.create(t, w, name))
	}
	yes, no := true, false
	for _, c := range []struct {
		name string
		q    system.StaffQuery
		want []int
	}{
		{"none", system.StaffQuery{}, []int{0, 1, 2, 3, 4, 5}},
		{"username part, any case", system.StaffQuery{Username: "sER3"}, []int{3}},
		{"mobile beginning", system.StaffQuery{Mobile: "139"}, []int{4, 5}},
		{"mobile middle", system.StaffQuery{Mobile: "0000"}, nil},
		{"role", system.StaffQuery{Role: "Test"}, []int{1, 3, 5}},
		{"department", system.StaffQuery{DepartmentID: d.ID}, []int{0, 3}},
		{"disabled", system.StaffQuery{Disabled: &yes}, []int{5}},
		{"enabled", system.StaffQuery{Disabled: &no}, []int{0, 1, 2, 3, 4}},
		{"all at once", system.StaffQuery{Username: "user", Mobile: "138", Role: "Editor", DepartmentID: d.ID, Disabled: &no}, []int{0}},
	} {
		c.q.Limit = 100
		got, total, err := f.s.ListStaff(ctx, c.q)
		if err != nil {
			t.Fatal(err)
		}
		want := []system.Member{}
		for _, i := range c.want {
			want = append(want, all[i])
		}
		for i := range got {
			got[i] = normMember(got[i])
		}
		storecheck.Equal(t, "ListStaff by "+c.name, byID(got, memberID), want, nil)
		storecheck.Equal(t, "ListStaff's count by "+c.name, total, len(want), nil)
	}
	whole, _, err := f.s.ListStaff(ctx, system.StaffQuery{Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	var paged []system.Member
	for offset := 0; offset < 8; offset += 4 {
		page, total, err := f.s.ListStaff(ctx, system.StaffQuery{Offset: offset, Limit: 4})
		if err != nil {
			t.Fatal(err)
		}
		storecheck.Equal(t, "ListStaff's count of a page", total, 6, nil)
		paged = append(paged, page...)
	}
	storecheck.Equal(t, "ListStaff's pages", paged, whole, nil)
	page, _, err := f.s.ListStaff(ctx, system.StaffQuery{Offset: 6, Limit: 4})
	if err != nil || len(page) != 0 {
		t.Errorf("ListStaff past the end: %v %v", page, err)
	}
}

func memberID(m system.Member) int64 { return m.ID }
