package mock

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"time"

	"github.com/brianvoe/gofakeit/v7"

	"shopconsole/server/audit"
	"shopconsole/server/session"
	"shopconsole/server/system"
)

// sampleDepartments is a believable shop organisation: parent name "" for the top.
var sampleDepartments = []struct{ name, parent string }{
	{"总部", ""},
	{"运营部", "总部"}, {"客服部", "总部"}, {"仓储部", "总部"}, {"财务部", "总部"}, {"技术部", "总部"},
	{"商品运营组", "运营部"}, {"活动策划组", "运营部"},
	{"售前客服组", "客服部"}, {"售后客服组", "客服部"},
	{"仓库管理组", "仓储部"}, {"物流配送组", "仓储部"},
}

// sampleMembers are more staff (the mock signs them in with any password, like the
// spec's three), with the department and roles they hold.
var sampleMembers = []struct {
	name, username, department string
	roles                      []string
	disabled                   bool
}{
	{"王芳", "wang.fang", "商品运营组", []string{"Editor"}, false},
	{"李娜", "li.na", "活动策划组", []string{"Editor"}, false},
	{"张伟", "zhang.wei", "运营部", []string{"Editor"}, false},
	{"刘洋", "liu.yang", "售前客服组", []string{"Test"}, false},
	{"陈静", "chen.jing", "售前客服组", []string{"Test"}, false},
	{"杨磊", "yang.lei", "售后客服组", []string{"Test"}, false},
	{"赵敏", "zhao.min", "售后客服组", []string{"Editor"}, false},
	{"黄丽", "huang.li", "客服部", []string{"Editor"}, false},
	{"周杰", "zhou.jie", "仓库管理组", []string{"Test"}, false},
	{"吴婷", "wu.ting", "仓库管理组", []string{}, true},
	{"徐强", "xu.qiang", "物流配送组", []string{"Test"}, false},
	{"孙悦", "sun.yue", "物流配送组", []string{"Test"}, false},
	{"马超", "ma.chao", "仓储部", []string{"Editor"}, false},
	{"朱琳", "zhu.lin", "财务部", []string{"Editor"}, false},
	{"胡斌", "hu.bin", "财务部", []string{"Test"}, false},
	{"郭静怡", "guo.jingyi", "技术部", []string{"Admin"}, false},
	{"何军", "he.jun", "技术部", []string{"Editor"}, false},
	{"高雪", "gao.xue", "商品运营组", []string{"Editor"}, true},
	{"林涛", "lin.tao", "活动策划组", []string{"Test"}, false},
	{"罗敏", "luo.min", "总部", []string{"Admin", "Editor"}, false},
}

// sampleStaffDepartments places the three built-in accounts (admin, editor,
// test) in their departments.
var sampleStaffDepartments = map[string]string{"admin": "总部", "editor": "运营部", "test": "技术部"}

// sampleDepartmentList is sampleDepartments dated before epoch, in the order they are
// created: ID is the place in the list from 1, ParentID the parent's place (0: the top).
func sampleDepartmentList(epoch time.Time) []system.Department {
	place := map[string]int64{}
	out := make([]system.Department, len(sampleDepartments))
	for i, d := range sampleDepartments {
		out[i] = system.Department{
			ID: int64(i + 1), ParentID: place[d.parent], Name: d.name, Order: (i%5 + 1) * 10,
			CreatedAt: epoch.Add(-time.Duration(len(sampleDepartments)-i) * 24 * time.Hour),
		}
		place[d.name] = int64(i + 1)
	}
	return out
}

// seedSystem seeds the departments (sampleDepartmentList, before the staff: their ids come
// from the counter the staff's and the notices' do), the sample staff in them, and the
// system log. SampleShop writes the same departments to a database (AddSampleDepartments).
func (s *Store) seedSystem() {
	s.ensureRoleMeta()
	byName := map[string]int64{}
	ids := map[int64]int64{} // place in the list → id
	for _, dep := range sampleDepartmentList(s.epoch) {
		place := dep.ID
		dep.ID, dep.ParentID = s.id(), ids[dep.ParentID]
		s.sys.departments[dep.ID] = dep
		ids[place], byName[dep.Name] = dep.ID, dep.ID
	}
	for _, row := range s.staff {
		if dep, ok := sampleStaffDepartments[row.Username]; ok {
			s.sys.staffDept[row.ID] = byName[dep]
		}
	}
	for i, m := range sampleMembers {
		st, err := s.createStaff(session.NewStaff{
			Username: m.username, Email: m.username + "@shop.example", Roles: m.roles,
			CreatedAt: s.epoch.Add(-time.Duration(len(sampleMembers)-i) * 26 * time.Hour),
		})
		if err != nil {
			panic(fmt.Sprintf("seed staff %s: %v", m.username, err)) // fixed data: a failure is a bug
		}
		row := *s.staff[st.ID]
		row.Avatar, row.Disabled = initialAvatar(m.name, i), m.disabled
		s.staff[st.ID] = &row
		s.sys.staffDept[st.ID] = byName[m.department]
	}
	s.seedLog()
}

// initialAvatar draws the first character of a (Chinese) name on a coloured disc.
func initialAvatar(name string, i int) string {
	colours := []string{"#1890ff", "#52c41a", "#f5222d", "#fa8c16", "#13c2c2", "#722ed1"}
	first := []rune(name)[0]
	svg := fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="20" fill="%s"/><text x="20" y="26" font-size="18" text-anchor="middle" fill="#fff">%c</text></svg>`, colours[i%len(colours)], first)
	return "data:image/svg+xml," + url.PathEscape(svg)
}

// sampleLogSize is the number of sample log entries.
const sampleLogSize = 50

// seedLog writes sampleLogSize entries of every type and result over the ten days
// before the mock's day, oldest first.
func (s *Store) seedLog() {
	f := gofakeit.New(Seed + 50)
	accounts := []string{"admin", "editor", "test"}
	for _, m := range sampleMembers[:8] {
		accounts = append(accounts, m.username)
	}
	writes := []struct{ op, target string }{
		{"EditStaff", "/api/userManagement/doEdit"}, {"EditRole", "/api/roleManagement/doEdit"},
		{"EditDepartment", "/api/departmentManagement/doEdit"}, {"EditMenu", "/api/menuManagement/doEdit"},
		{"DeleteStaff", "/api/userManagement/doDelete"}, {"EditProfile", "/api/personalCenter/doEdit"},
	}
	// A delete's line names what it deleted, as the gate writes it: accounts gone before the
	// sample data begins.
	former := []string{"intern.zhao", "temp.qian", "trial.sun", "former.zhou"}
	reads := []struct{ op, target string }{
		{"ListStaff", "/api/userManagement/getList"}, {"ListSystemLog", "/api/systemLog/getList"}, {"GetRouterList", "/api/router/getList"},
	}
	ips := []string{"10.0.3.21", "10.0.3.57", "192.168.1.104", "172.16.8.9", f.IPv4Address(), f.IPv4Address()}
	entries := make([]audit.Entry, 0, sampleLogSize)
	for i := range sampleLogSize {
		e := audit.Entry{
			Account: f.RandomString(accounts), Type: audit.TypeOperation, IP: f.RandomString(ips),
			CreatedAt: s.epoch.Add(-time.Duration(f.IntRange(1, 10*24*60)) * time.Minute),
		}
		switch k := i % 10; {
		case k < 4:
			e.Result, e.Operation, e.Target = audit.ResultLoginSuccess, "login", e.Account
		case k < 6:
			e.Result, e.Operation, e.Target, e.Detail = audit.ResultLoginFailure, "login", e.Account, session.DetailWrongCredentials
		case k == 6:
			e.Result, e.Operation, e.Target, e.Detail = audit.ResultAttack, "login", e.Account, session.DetailThrottled
		case k < 9:
			w := writes[f.IntRange(0, len(writes)-1)]
			e.Result, e.Operation, e.Target = audit.ResultSuccess, w.op, w.target
			if w.op == "DeleteStaff" {
				e.Detail = fmt.Sprintf("staff %d %s", 900+i, former[i%len(former)])
			}
		case i%20 == 9:
			r := reads[f.IntRange(0, len(reads)-1)]
			e.Type, e.Result, e.Operation, e.Target = audit.TypeSystem, audit.ResultException, r.op, r.target
			e.Detail = "request " + f.UUID()
		default:
			e.Account, e.Type, e.Result, e.IP = "system", audit.TypeDatabase, audit.ResultSuccess, ""
			e.Operation, e.Target = "migrate", fmt.Sprintf("%03d_sample", i/10+1)
		}
		entries = append(entries, e)
	}
	slices.SortStableFunc(entries, func(a, b audit.Entry) int { return a.CreatedAt.Compare(b.CreatedAt) })
	for _, e := range entries {
		e.ID = s.id()
		s.log = append(s.log, e)
	}
}

// AddSampleDepartments implements ShopSink: the mock holds the sample departments from its
// start (seedSystem seeds them before the staff, whose ids come from the same counter), so
// it only checks it holds these.
func (s storeSink) AddSampleDepartments(_ context.Context, deps []system.Department) error {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return sameDepartments(tx{s.Store}.departments(), deps)
}

// sameDepartments checks that held (by id) are deps (sampleDepartmentList: ids and parents
// are places in the list) but for their ids.
func sameDepartments(held, deps []system.Department) error {
	if len(held) != len(deps) {
		return fmt.Errorf("sample departments: %d held, %d in the list", len(held), len(deps))
	}
	ids := map[int64]int64{}
	for i, d := range deps {
		h := held[i]
		ids[d.ID] = h.ID
		if h.Name != d.Name || h.ParentID != ids[d.ParentID] || h.Order != d.Order || !h.CreatedAt.Equal(d.CreatedAt) {
			return fmt.Errorf("sample department %d: held %+v, listed %+v", i+1, h, d)
		}
	}
	return nil
}
