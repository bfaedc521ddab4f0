package merchant

import (
	"slices"
	"strings"
	"time"

	"shopconsole/server/apperr"
	"shopconsole/server/cash"
	"shopconsole/server/kernel"
)

// creditChars are the characters of a unified social credit code (GB 32100-2015): the
// digits and the capitals but I, O, Z, S and V, each worth its index.
const creditChars = "0123456789ABCDEFGHJKLMNPQRTUWXY"

var creditWeights = [17]int{1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28}

// ValidCreditCode checks an 18-character unified social credit code and its check character.
func ValidCreditCode(code string) bool {
	if len(code) != 18 {
		return false
	}
	sum := 0
	for i := range 17 {
		v := strings.IndexByte(creditChars, code[i])
		if v < 0 {
			return false
		}
		sum += v * creditWeights[i]
	}
	return code[17] == creditChars[(31-sum%31)%31]
}

var idWeights = [17]int{7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2}

// ValidIDNumber checks an 18-digit resident ID number: a real date of birth and the ISO 7064
// MOD 11-2 check character (0-9 or X).
func ValidIDNumber(no string) bool {
	if len(no) != 18 {
		return false
	}
	sum := 0
	for i := range 17 {
		if no[i] < '0' || no[i] > '9' {
			return false
		}
		sum += int(no[i]-'0') * idWeights[i]
	}
	if _, err := time.Parse("20060102", no[6:14]); err != nil {
		return false
	}
	return no[17] == "10X98765432"[sum%11]
}

// MaskID hides an ID number but its first three and last four characters.
func MaskID(no string) string {
	if len(no) <= 7 {
		return strings.Repeat("*", len(no))
	}
	return no[:3] + strings.Repeat("*", len(no)-7) + no[len(no)-4:]
}

// MaskAccount hides an account number but its last four digits.
func MaskAccount(no string) string {
	if no == "" {
		return ""
	}
	return cash.Mask(cash.BankCard, no)
}

// Masked answers f as a caller who may not approve sees it.
func Masked(f Fields) Fields {
	if f.IDNumber != "" {
		f.IDNumber = MaskID(f.IDNumber)
	}
	f.AccountNo = MaskAccount(f.AccountNo)
	return f
}

// Keep answers the fields to save from what the form sent: a masked ID or account number as
// the detail showed it keeps the one saved, and text is trimmed.
func Keep(saved, sent Fields) Fields {
	trim := func(s *string) { *s = strings.TrimSpace(*s) }
	for _, p := range []*string{&sent.CompanyName, &sent.LicenceNo, &sent.LicencePicture, &sent.LegalName, &sent.IDNumber,
		&sent.IDFrontPicture, &sent.IDBackPicture, &sent.Bank, &sent.AccountHolder, &sent.AccountNo, &sent.ShopName,
		&sent.ContactName, &sent.ContactMobile} {
		trim(p)
	}
	sent.LicenceNo, sent.IDNumber = strings.ToUpper(sent.LicenceNo), strings.ToUpper(sent.IDNumber)
	if saved.IDNumber != "" && sent.IDNumber == MaskID(saved.IDNumber) {
		sent.IDNumber = saved.IDNumber
	}
	if saved.AccountNo != "" && sent.AccountNo == MaskAccount(saved.AccountNo) {
		sent.AccountNo = saved.AccountNo
	}
	return sent
}

func digits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// checkAccount checks a settlement account: an individual's bank card (12–19 digits with
// its Luhn check digit, as a withdrawal card), a company's bank account 8–30 digits.
func checkAccount(kind Kind, no string) error {
	if kind == Individual {
		switch cash.CheckAccount(cash.BankCard, no) {
		case cash.AccountDigits:
			return apperr.Invalid("accountNo", "merchant.cardDigits")
		case cash.AccountLuhn:
			return apperr.Invalid("accountNo", "merchant.cardLuhn")
		}
		return nil
	}
	if len(no) < 8 || len(no) > 30 || !digits(no) {
		return apperr.Invalid("accountNo", "merchant.accountDigits")
	}
	return nil
}

// Check checks the fields filled in (a draft may leave any out); complete also asks for
// every field an application needs to be submitted. The first field wrong or missing is
// named.
func Check(f Fields, complete bool) error {
	company := f.Kind != Individual
	type field struct {
		name, value string
		needed      bool
		check       func() error
	}
	fields := []field{
		{"kind", string(f.Kind), true, func() error {
			if f.Kind != Company && f.Kind != Individual {
				return apperr.Invalid("kind", "merchant.kind")
			}
			return nil
		}},
		{"companyName", f.CompanyName, company, nil},
		{"licenceNo", f.LicenceNo, company, func() error {
			if !ValidCreditCode(f.LicenceNo) {
				return apperr.Invalid("licenceNo", "merchant.creditCode")
			}
			return nil
		}},
		{"licencePicture", f.LicencePicture, company, nil},
		{"legalName", f.LegalName, true, nil},
		{"idNumber", f.IDNumber, true, func() error {
			if !ValidIDNumber(f.IDNumber) {
				return apperr.Invalid("idNumber", "merchant.idNumber")
			}
			return nil
		}},
		{"idFrontPicture", f.IDFrontPicture, true, nil},
		{"idBackPicture", f.IDBackPicture, true, nil},
		{"bank", f.Bank, true, func() error {
			if !cash.KnownBank(f.Bank) {
				return apperr.Invalid("bank", "merchant.bank")
			}
			return nil
		}},
		{"accountHolder", f.AccountHolder, true, nil},
		{"accountNo", f.AccountNo, true, func() error { return checkAccount(f.Kind, f.AccountNo) }},
		{"shopName", f.ShopName, true, nil},
		{"category", f.Category, true, func() error {
			if !slices.Contains(Categories, f.Category) {
				return apperr.Invalid("category", "merchant.category")
			}
			return nil
		}},
		{"contactName", f.ContactName, true, nil},
		{"contactMobile", f.ContactMobile, true, func() error {
			if !kernel.ValidMobile(f.ContactMobile) {
				return apperr.Invalid("contactMobile", "shopusers.mobileInvalid")
			}
			return nil
		}},
	}
	for _, x := range fields {
		switch {
		case x.value == "":
			if complete && x.needed {
				return apperr.Invalid(x.name, "validation.required", x.name)
			}
		case x.check != nil:
			if err := x.check(); err != nil {
				return err
			}
		}
	}
	return nil
}

// Action is what moves an application.
type Action string

// The actions.
const (
	Save    Action = "save"    // the shop saves its draft (a rejected one goes back to a draft)
	Submit  Action = "submit"  // the shop submits its draft
	Approve Action = "approve" // the platform approves
	Reject  Action = "reject"  // the platform rejects, with a reason
	Open    Action = "open"    // the platform opens the shop of an approved application
)

// IllegalError is an action an application's state does not allow.
type IllegalError struct {
	From   State
	Action Action
}

func (e *IllegalError) Error() string {
	return string(e.Action) + " a " + string(e.From) + " application"
}

// Next answers the state act moves an application in from to, or an *IllegalError.
func Next(from State, act Action) (State, error) {
	to, ok := map[State]map[Action]State{
		Draft:     {Save: Draft, Submit: Submitted},
		Rejected:  {Save: Draft},
		Submitted: {Approve: Approved, Reject: Rejected},
		Approved:  {Open: Opened},
	}[from][act]
	if !ok {
		return from, &IllegalError{From: from, Action: act}
	}
	return to, nil
}
