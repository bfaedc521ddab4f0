package merchant

import (
	"errors"
	"testing"

	"shopconsole/server/apperr"
)

func TestValidCreditCode(t *testing.T) {
	for code, want := range map[string]bool{
		"91350100M000100Y43":  true,
		"91110000600037341L":  true,
		"91350100M000100Y44":  false, // the check character
		"91350100M000100Y4":   false, // 17 characters
		"91350100M000100Y433": false, // 19
		"91350100I000100Y43":  false, // I is no code character
		"91350100m000100Y43":  false, // lower case
		"":                    false,
	} {
		if got := ValidCreditCode(code); got != want {
			t.Errorf("ValidCreditCode(%q) = %v, want %v", code, got, want)
		}
	}
}

func TestValidIDNumber(t *testing.T) {
	for no, want := range map[string]bool{
		"11010519491231002X":  true,
		"110105194912310029":  false, // the check digit
		"11010519491331002X":  false, // the 13th month
		"1101051949123100X":   false, // 17
		"1101051949123100a2X": false,
		"11010519491231002x":  false, // the check is a capital X
		"":                    false,
	} {
		if got := ValidIDNumber(no); got != want {
			t.Errorf("ValidIDNumber(%q) = %v, want %v", no, got, want)
		}
	}
}

func TestMask(t *testing.T) {
	if got := MaskID("11010519491231002X"); got != "110***********002X" {
		t.Errorf("MaskID = %q", got)
	}
	if got := MaskAccount("6222020200000000014"); got != "**** **** **** 0014" {
		t.Errorf("MaskAccount = %q", got)
	}
	f := Masked(Fields{IDNumber: "11010519491231002X", AccountNo: "6222020200000000014"})
	if f.IDNumber != "110***********002X" || f.AccountNo != "**** **** **** 0014" {
		t.Errorf("Masked = %+v", f)
	}
	saved := Fields{IDNumber: "11010519491231002X", AccountNo: "6222020200000000014"}
	kept := Keep(saved, Fields{IDNumber: "110***********002X", AccountNo: "**** **** **** 0014", ShopName: " 店 "})
	if kept.IDNumber != saved.IDNumber || kept.AccountNo != saved.AccountNo || kept.ShopName != "店" {
		t.Errorf("Keep masked = %+v", kept)
	}
	if kept := Keep(saved, Fields{IDNumber: "11010519491231002x"}); kept.IDNumber != "11010519491231002X" || kept.AccountNo != "" {
		t.Errorf("Keep new = %+v", kept)
	}
}

// Complete is a company's application ready to submit.
var complete = Fields{Kind: Company, CompanyName: "杭州示例商贸有限公司", LicenceNo: "91350100M000100Y43", LicencePicture: "/files/album/1.jpg",
	LegalName: "张伟", IDNumber: "11010519491231002X", IDFrontPicture: "/files/album/2.jpg", IDBackPicture: "/files/album/3.jpg",
	Bank: "中国工商银行", AccountHolder: "杭州示例商贸有限公司", AccountNo: "1202020209000012345", ShopName: "示例旗舰店",
	Category: "apparel", ContactName: "李娜", ContactMobile: "13800000000"}

func TestCheck(t *testing.T) {
	for _, c := range []struct {
		name     string
		edit     func(*Fields)
		complete bool
		field    string
	}{
		{"complete", func(*Fields) {}, true, ""},
		{"an empty draft", func(f *Fields) { *f = Fields{} }, false, ""},
		{"an empty draft submitted", func(f *Fields) { *f = Fields{} }, true, "kind"},
		{"a partial draft", func(f *Fields) { f.ShopName, f.LicencePicture = "", "" }, false, ""},
		{"no licence picture submitted", func(f *Fields) { f.LicencePicture = "" }, true, "licencePicture"},
		{"no contact submitted", func(f *Fields) { f.ContactName = "" }, true, "contactName"},
		{"an individual needs no licence", func(f *Fields) {
			f.Kind, f.CompanyName, f.LicenceNo, f.LicencePicture, f.AccountNo = Individual, "", "", "", "6222020200000000014"
		}, true, ""},
		{"an individual's card breaks Luhn", func(f *Fields) { f.Kind, f.AccountNo = Individual, "6222020200000000015" }, false, "accountNo"},
		{"a short company account", func(f *Fields) { f.AccountNo = "1234567" }, false, "accountNo"},
		{"a bad kind", func(f *Fields) { f.Kind = "club" }, false, "kind"},
		{"a bad credit code", func(f *Fields) { f.LicenceNo = "91350100M000100Y44" }, false, "licenceNo"},
		{"a bad ID check digit", func(f *Fields) { f.IDNumber = "110105194912310029" }, false, "idNumber"},
		{"an unknown bank", func(f *Fields) { f.Bank = "月亮银行" }, false, "bank"},
		{"an unknown category", func(f *Fields) { f.Category = "cars" }, false, "category"},
		{"a bad mobile", func(f *Fields) { f.ContactMobile = "12800000000" }, false, "contactMobile"},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := complete
			c.edit(&f)
			err := Check(f, c.complete)
			if c.field == "" {
				if err != nil {
					t.Fatalf("Check: %v", err)
				}
				return
			}
			if e, ok := apperr.As(err); !ok || e.Field != c.field || e.Status != 400 {
				t.Fatalf("want a 400 naming %s, got %v", c.field, err)
			}
		})
	}
}

// Every action from every state: the legal ones move, the others are refused naming the state.
func TestNext(t *testing.T) {
	legal := map[State]map[Action]State{
		Draft:     {Save: Draft, Submit: Submitted},
		Rejected:  {Save: Draft},
		Submitted: {Approve: Approved, Reject: Rejected},
		Approved:  {Open: Opened},
	}
	for _, from := range States {
		for _, act := range []Action{Save, Submit, Approve, Reject, Open} {
			to, err := Next(from, act)
			want, ok := legal[from][act]
			var ill *IllegalError
			switch {
			case ok && (err != nil || to != want):
				t.Errorf("%s %s: %s, %v; want %s", act, from, to, err, want)
			case !ok && (!errors.As(err, &ill) || ill.From != from || ill.Action != act):
				t.Errorf("%s %s: want refused, got %s, %v", act, from, to, err)
			}
		}
	}
}
