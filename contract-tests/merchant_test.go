package contracttests

import (
	"fmt"
	"sync"
	"testing"
)

// merchantBody is a company's application ready to submit; over overrides fields (nil
// deletes one).
func merchantBody(over map[string]any) map[string]any {
	b := map[string]any{"kind": "company", "companyName": "杭州示例商贸有限公司", "licenceNo": "91350100M000100Y43",
		"licencePicture": "/files/album/licence.jpg", "legalName": "张伟", "idNumber": "11010519491231002X",
		"idFrontPicture": "/files/album/id-front.jpg", "idBackPicture": "/files/album/id-back.jpg", "bank": "中国工商银行",
		"accountHolder": "杭州示例商贸有限公司", "accountNo": "1202020209000012345", "shopName": "示例旗舰店",
		"category": "apparel", "contactName": "李娜", "contactMobile": "13800000000"}
	return overridden(b, over)
}

// states answers the states of an application's history, oldest first.
func states(r Res) []string {
	h, _ := r.Field("history").([]any)
	out := make([]string, len(h))
	for i, e := range h {
		out[i], _ = e.(map[string]any)["to"].(string)
	}
	return out
}

func TestMerchantApplication(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		admin := e.shopAdmin(t)
		e.staff(t, "clerk", "password-1", "Editor")
		clerk, _ := e.login(t, "clerk", "password-1")
		post := func(tok, path string, body any, opts ...opt) Res {
			return e.Do(t, "POST", "/api/admin/merchantApplication/"+path, body, append([]opt{token(tok)}, opts...)...)
		}
		detail := func(tok string, opts ...opt) Res {
			return e.Do(t, "GET", "/api/admin/merchantApplication/detail", nil, append([]opt{token(tok)}, opts...)...)
		}

		// Before the first save (Postgres; the mock's sample shop has saved a draft): an empty
		// draft, and nothing to submit.
		d := detail(clerk)
		if d.Status != 200 || d.Str("state") != "draft" || d.Field("own") != true {
			t.Fatalf("the shop's draft: %s", d.Raw)
		}
		before := num(d, "id")
		if before == 0 {
			if len(states(d)) != 0 || d.Str("shopName") != "" {
				t.Fatalf("empty draft: %s", d.Raw)
			}
			expect(t, post(clerk, "submit", nil, lang("en")), 404, "there is no application yet: save a draft first")
		}
		openedBefore := num(e.Do(t, "GET", "/api/admin/merchantApplication/index?state=opened", nil, token(admin)), "total")

		// A field filled in must be valid, even in a draft; nothing is kept.
		for _, c := range []struct {
			over       map[string]any
			field, msg string
		}{
			{map[string]any{"contactMobile": "12800000000"}, "contactMobile", "enter a correct phone number"},
			{map[string]any{"idNumber": "110105194912310029"}, "idNumber", "idNumber: enter a correct 18-digit ID number"},
			{map[string]any{"licenceNo": "91350100M000100Y44"}, "licenceNo", "licenceNo: enter a correct 18-character unified social credit code"},
			{map[string]any{"bank": "月亮银行"}, "bank", "bank: choose the bank from the list"},
			{map[string]any{"kind": "individual", "accountNo": "6222020200000000015"}, "accountNo", "accountNo: the bank card number is wrong, check it"},
		} {
			r := post(clerk, "save", merchantBody(c.over), lang("en"))
			if r.Status != 400 || r.Str("field") != c.field || r.Msg != c.msg {
				t.Errorf("%v: got %d %q (field %q), want 400 %q on %q", c.over, r.Status, r.Msg, r.Str("field"), c.msg, c.field)
			}
		}
		if r := post(clerk, "save", merchantBody(map[string]any{"idNumber": "110105194912310029"}), lang("zh")); r.Msg != "idNumber：请输入正确的 18 位身份证号码" {
			t.Errorf("zh: %q", r.Msg)
		}
		if d2 := detail(clerk); num(d2, "id") != before || d2.Str("companyName") != d.Str("companyName") || d2.Str("contactMobile") != d.Str("contactMobile") {
			t.Fatalf("a refused save was kept: %s", d2.Raw)
		}

		// A partial draft is kept, pictures included; submitting it names the first field missing.
		s := post(clerk, "save", map[string]any{"kind": "company", "companyName": "杭州示例商贸有限公司", "licencePicture": "/files/album/licence.jpg"})
		expect(t, s, 200, "")
		id := num(s, "id")
		if id == 0 || (before != 0 && id != before) || s.Str("state") != "draft" || s.Str("licencePicture") != "/files/album/licence.jpg" ||
			s.Str("shopName") != "" || len(states(s)) != 1 {
			t.Fatalf("first save: %s", s.Raw)
		}
		expect(t, post(clerk, "submit", nil, lang("en")), 400, "licenceNo is required")
		if r := post(clerk, "submit", nil); r.Str("field") != "licenceNo" {
			t.Fatalf("submit names the field: %s", r.Raw)
		}

		// The whole draft: masked for the shop's staff, whole for the approver; a masked number
		// sent back keeps the one saved.
		s = post(clerk, "save", merchantBody(nil))
		if s.Status != 200 || s.Str("idNumber") != "110***********002X" || s.Str("accountNo") != "**** **** **** 2345" || num(s, "id") != id {
			t.Fatalf("masked save: %s", s.Raw)
		}
		s = post(clerk, "save", merchantBody(map[string]any{"idNumber": s.Str("idNumber"), "accountNo": s.Str("accountNo"), "shopName": "示例店"}))
		expect(t, s, 200, "")
		a := e.Do(t, "GET", q("/api/admin/merchantApplication/detail", "id", id), nil, token(admin))
		if a.Status != 200 || a.Str("idNumber") != "11010519491231002X" || a.Str("accountNo") != "1202020209000012345" || a.Str("shopName") != "示例店" {
			t.Fatalf("approver's detail: %s", a.Raw)
		}

		// Submitted: the shop cannot edit it; the approver rejects it with a reason.
		s = post(clerk, "submit", nil)
		if s.Status != 200 || s.Str("state") != "submitted" || s.Str("submittedAt") == "" {
			t.Fatalf("submit: %s", s.Raw)
		}
		expect(t, post(clerk, "save", merchantBody(nil), lang("en")), 409, "the application is submitted: it cannot be edited")
		expect(t, post(clerk, "approve", map[string]any{"id": id}), 403, "")
		expect(t, post(clerk, "reject", map[string]any{"id": id, "reason": "no"}), 403, "")
		expect(t, post(clerk, "open", map[string]any{"id": id}), 403, "")
		expect(t, post(admin, "reject", map[string]any{"id": id, "reason": "  "}, lang("en")), 400, "reason is required")
		expect(t, post(admin, "open", map[string]any{"id": id}, lang("en")), 409, "the application is submitted: the shop cannot be opened")
		r := post(admin, "reject", map[string]any{"id": id, "reason": "营业执照照片不清晰"})
		if r.Status != 200 || r.Str("state") != "rejected" || r.Str("reason") != "营业执照照片不清晰" {
			t.Fatalf("reject: %s", r.Raw)
		}
		expect(t, post(admin, "approve", map[string]any{"id": id}, lang("en")), 409, "the application is rejected: it cannot be approved")
		expect(t, post(clerk, "submit", nil, lang("en")), 409, "the application is rejected: it cannot be submitted")
		d = detail(clerk)
		if d.Str("reason") != "营业执照照片不清晰" || d.Str("history.2.reason") != "营业执照照片不清晰" || d.Str("history.2.operator") != "shopadmin" {
			t.Fatalf("the shop sees the reason: %s", d.Raw)
		}

		// Edited back to a draft, resubmitted, approved, opened.
		s = post(clerk, "save", merchantBody(map[string]any{"licencePicture": "/files/album/licence-2.jpg"}))
		if s.Status != 200 || s.Str("state") != "draft" || s.Str("reason") != "" {
			t.Fatalf("edit a rejected application: %s", s.Raw)
		}
		expect(t, post(clerk, "submit", nil), 200, "")
		expect(t, post(admin, "approve", map[string]any{"id": id}), 200, "")
		expect(t, post(clerk, "submit", nil, lang("en")), 409, "the application is approved: it cannot be submitted")
		expect(t, post(clerk, "save", merchantBody(nil), lang("zh")), 409, "开户申请已审核通过，不能修改")
		o := post(admin, "open", map[string]any{"id": id})
		want := []string{"draft", "submitted", "rejected", "draft", "submitted", "approved", "opened"}
		if got := states(o); o.Status != 200 || o.Str("state") != "opened" || len(got) != len(want) {
			t.Fatalf("open: %s", o.Raw)
		} else {
			for i := range want {
				if got[i] != want[i] {
					t.Fatalf("history %v, want %v", got, want)
				}
			}
		}
		expect(t, post(admin, "open", map[string]any{"id": id}), 409, "")

		// The review list, by state; another shop's application is the approver's alone.
		l := e.Do(t, "GET", "/api/admin/merchantApplication/index?state=opened&pageSize=1&pageNo=1", nil, token(admin))
		if l.Status != 200 || num(l, "total") != openedBefore+1 || len(list(l)) != 1 || list(l)[0]["idNumber"] != "11010519491231002X" ||
			list(l)[0]["id"] != float64(id) {
			t.Fatalf("index (the last changed first): %s", l.Raw)
		}
		l = e.Do(t, "GET", "/api/admin/merchantApplication/index?pageSize=100", nil, token(admin))
		for _, x := range list(l) {
			if x["state"] == "draft" && x["own"] == true {
				t.Fatalf("the shop's application is opened: %s", l.Raw)
			}
		}
		expect(t, e.Do(t, "GET", "/api/admin/merchantApplication/index", nil, token(clerk)), 403, "")
		expect(t, e.Do(t, "GET", "/api/admin/merchantApplication/index?state=closed", nil, token(admin)), 400, "")

		// Bad requests and unknown applications.
		expect(t, e.Do(t, "GET", "/api/admin/merchantApplication/detail?id=0", nil, token(admin)), 400, "")
		expect(t, post(admin, "approve", map[string]any{}), 400, "")
		expect(t, post(admin, "open", map[string]any{"id": "x"}), 400, "")
		expect(t, post(clerk, "save", merchantBody(map[string]any{"category": "cars"})), 400, "")
		expect(t, e.Do(t, "GET", q("/api/admin/merchantApplication/detail", "id", id+100), nil, token(admin), lang("en")), 404,
			"application "+itoa(id+100)+" does not exist")
		expect(t, post(admin, "approve", map[string]any{"id": id + 100}), 404, "")
		expect(t, post(admin, "reject", map[string]any{"id": id + 100, "reason": "x"}), 404, "")
		expect(t, post(admin, "open", map[string]any{"id": id + 100}), 404, "")
	})
}

// Nobody signed out reads or writes an application; an auditor reads and writes nothing but
// the detail.
func TestMerchantApplicationAccess(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		for _, c := range []struct{ method, path string }{
			{"GET", "index"}, {"GET", "detail"}, {"POST", "save"}, {"POST", "submit"},
			{"POST", "approve"}, {"POST", "reject"}, {"POST", "open"},
		} {
			var body any
			if c.method == "POST" {
				body = map[string]any{"id": 1, "reason": "x"}
				if c.path == "save" || c.path == "submit" {
					body = map[string]any{}
				}
			}
			expect(t, e.Do(t, c.method, "/api/admin/merchantApplication/"+c.path, body), 401, "")
		}
		e.staff(t, "auditor", "password-1", "Test")
		tok, _ := e.login(t, "auditor", "password-1")
		expect(t, e.Do(t, "GET", "/api/admin/merchantApplication/detail", nil, token(tok)), 200, "")
		expect(t, e.Do(t, "POST", "/api/admin/merchantApplication/save", merchantBody(nil), token(tok)), 403, "")
		expect(t, e.Do(t, "POST", "/api/admin/merchantApplication/submit", nil, token(tok)), 403, "")
	})
}

// First saves sent at once make one application: every later one saves over it.
func TestMerchantApplicationFirstSaveRace(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		tok := e.shopAdmin(t)
		var wg sync.WaitGroup
		ids := make([]int64, 8)
		for i := range ids {
			wg.Go(func() {
				r := e.Do(t, "POST", "/api/admin/merchantApplication/save", merchantBody(map[string]any{"shopName": "并发" + itoa(int64(i))}), token(tok))
				if r.Status != 200 {
					t.Errorf("save %d: %d %s", i, r.Status, r.Raw)
				}
				ids[i] = num(r, "id")
			})
		}
		wg.Wait()
		for _, id := range ids {
			if id != ids[0] || id == 0 {
				t.Fatalf("one application, got ids %v", ids)
			}
		}
		l := e.Do(t, "GET", "/api/admin/merchantApplication/index?state=draft&pageSize=100", nil, token(tok))
		own := 0
		for _, x := range list(l) {
			if x["own"] == true {
				own++
			}
		}
		if own != 1 {
			t.Fatalf("%d own applications: %s", own, l.Raw)
		}
	})
}

// A picture the application keeps cannot be deleted from the album while it does.
func TestMerchantApplicationKeepsItsPictures(t *testing.T) {
	eachBackendWith(t, options{blobs: true}, func(t *testing.T, e *Env) {
		who := e.signedIn(t, "merchantpics", "Admin")
		album := e.addAlbum(t, who, "开户 "+uniq(), 9)
		licence := e.pictureWith(t, who, album, "licence.png", 40, 30)
		other := e.pictureWith(t, who, album, "other.png", 40, 30)
		url := fmt.Sprintf("/api/pictures/file?id=%d", licence)
		save := func(picture string) {
			t.Helper()
			r := e.write(t, who, "/api/admin/merchantApplication/save",
				map[string]any{"kind": "company", "companyName": "杭州示例商贸有限公司", "licencePicture": picture})
			expect(t, r, 200, "")
		}
		save(url)
		destroy := func(id int64) Res {
			return e.write(t, who, "/api/admin/picture/destroy", map[string]any{"ids": []int64{id}})
		}
		expect(t, destroy(licence), 409, fmt.Sprintf("picture %d is used by the account-opening application", licence))
		if r := destroy(licence); r.Status != 409 {
			t.Fatalf("again: %s", r.Raw)
		}
		// Another picture chosen: the first one can go.
		save(fmt.Sprintf("/api/pictures/file?id=%d", other))
		expect(t, destroy(licence), 200, "")
		expect(t, destroy(other), 409, fmt.Sprintf("picture %d is used by the account-opening application", other))
	})
}
