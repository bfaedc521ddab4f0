package mock

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"time"

	"shopconsole/server/session"
	"shopconsole/server/shell"
)

// Seed fixes the sample data: the same on every start.
const Seed = 20261121

// dayStart is the start (UTC) of the day now falls in: the sample data is dated before it,
// relative to the day the mock starts, and is the same for every start on one day.
func dayStart(now time.Time) time.Time { return now.UTC().Truncate(24 * time.Hour) }

// SampleStaff are the accounts; on the mock any password signs them in. admin holds every
// code, editor operates the shop (role Editor), test audits it read-only (role Test).
var SampleStaff = []struct {
	Username string
	Roles    []string
}{
	{"admin", []string{"Admin"}},
	{"editor", []string{"Editor"}},
	{"test", []string{"Test"}},
}

func (s *Store) seed() {
	for _, r := range migratedRoles() {
		s.roles[r.Name] = r
	}
	for _, st := range SampleStaff {
		if _, err := s.createStaff(session.NewStaff{
			Username: st.Username, Email: st.Username + "@shop.example", Roles: st.Roles, CreatedAt: s.epoch,
		}); err != nil {
			panic(fmt.Sprintf("seed staff %s: %v", st.Username, err)) // fixed data: a failure is a bug
		}
	}
	editor, _ := s.StaffByUsername(context.Background(), "editor")
	s.identities["demo\x00editor"] = editor.ID

	// The notices read in the reader's language (i18n.Sample): every other one is a mail.
	for i, name := range []string{"Wang Fang", "Li Na", "Zhang Wei", "Chen Jing", "Liu Yang", "Zhao Min", "Sun Yue", "Wang Lei"} {
		n := shell.Notice{ID: s.id(), Image: avatar(name), CreatedAt: s.epoch.Add(-time.Duration(i+1) * 7 * time.Hour)}
		if i%2 == 0 {
			n.Notice = fmt.Sprint("sample.notice.", i+1)
		} else {
			n.Email = fmt.Sprint("sample.notice.", i+1)
		}
		s.notices = append(s.notices, n)
	}
}

// avatar draws a coloured initial, so sample images need no network.
func avatar(name string) string {
	colours := []string{"#1890ff", "#52c41a", "#f5222d", "#fa8c16", "#13c2c2", "#722ed1"}
	c := colours[len(name)%len(colours)]
	svg := fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="20" fill="%s"/><text x="20" y="26" font-size="18" text-anchor="middle" fill="#fff">%s</text></svg>`, c, name[:1])
	return "data:image/svg+xml," + url.PathEscape(svg)
}

// Social is the mock backend's social-login provider: any non-empty code from the
// `demo` platform stands for the sample editor (the mock needs only a code).
type Social struct{}

// Exchange implements session.SocialProvider.
func (Social) Exchange(_ context.Context, platform, code string) (string, error) {
	if platform != "demo" || code == "" {
		return "", errors.New("unknown platform or empty code")
	}
	return "editor", nil
}

var _ shell.Store = (*Store)(nil)
var _ session.Store = (*Store)(nil)
