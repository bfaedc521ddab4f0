package bind

import (
	"net/http"
	"testing"

	"shopconsole/server/apperr"
	"shopconsole/server/session"
)

func TestLookUp(t *testing.T) {
	for _, c := range []struct {
		code, key string
	}{
		{"WD100001", ""},
		{"SZNS2026", ""},
		{"wd100001", "bind.storeCodeFormat"},
		{"WD10", "bind.storeCodeFormat"},
		{"WD1000010000001", "bind.storeCodeFormat"},
		{"WD-10001", "bind.storeCodeFormat"},
		{"ZZ999999", "bind.storeUnknown"},
	} {
		s, err := LookUp(c.code)
		if c.key == "" {
			if err != nil || s.Code != c.code || s.Name == "" || len(s.Mobile) != 11 {
				t.Errorf("%s: %+v %v", c.code, s, err)
			}
			continue
		}
		e, ok := apperr.As(err)
		if !ok || e.Key != c.key || e.Field != "storeCode" || e.Status != http.StatusBadRequest {
			t.Errorf("%s: %v, want %s on storeCode", c.code, err, c.key)
		}
	}
}

func TestDirectoryCodesValidAndMobilesDistinct(t *testing.T) {
	seen := map[string]bool{}
	for _, s := range Directory {
		if !storeCodeFormat.MatchString(s.Code) || seen[s.Mobile] {
			t.Errorf("directory store %+v: bad code or shared mobile", s)
		}
		seen[s.Mobile] = true
	}
}

func TestMask(t *testing.T) {
	for in, want := range map[string]string{"13800138001": "138****8001", "123": "****"} {
		if got := Mask(in); got != want {
			t.Errorf("Mask(%s) = %s, want %s", in, got, want)
		}
	}
}

func TestCodeRefusal(t *testing.T) {
	for _, c := range []struct {
		result       session.SMSCheck
		wait, status int
		key, field   string
	}{
		{session.SMSMatched, 0, 0, "", ""},
		{session.SMSWrong, 0, 400, "bind.codeWrong", "code"},
		{session.SMSExpired, 0, 400, "bind.codeExpired", "code"},
		{session.SMSWrong, 30, 429, "bind.throttled", ""},
	} {
		err := CodeRefusal(c.result, c.wait)
		if c.status == 0 {
			if err != nil {
				t.Errorf("%v: %v", c.result, err)
			}
			continue
		}
		e, ok := apperr.As(err)
		if !ok || e.Status != c.status || e.Key != c.key || e.Field != c.field || (c.wait > 0 && e.RetryAfter != c.wait) {
			t.Errorf("%v wait %d: %+v", c.result, c.wait, err)
		}
	}
}
