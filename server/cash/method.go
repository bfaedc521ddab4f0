package cash

import (
	"net/mail"
	"strings"
)

// MethodKind is where a withdrawal is paid.
type MethodKind string

// The kinds of withdrawal method.
const (
	BankCard MethodKind = "bankCard"
	Alipay   MethodKind = "alipay"
	WeChat   MethodKind = "wechat"
)

// Method is an account withdrawals are paid to. AccountNo is kept whole; lists and most
// readers see Mask(Kind, AccountNo).
type Method struct {
	ID        int64
	Kind      MethodKind
	Holder    string
	Bank      string // bank cards only
	Branch    string
	AccountNo string
	IsDefault bool
}

// AccountRule is what an account number breaks.
type AccountRule string

// The rules of an account number.
const (
	AccountDigits AccountRule = "digits" // a bank card: 12 to 19 digits
	AccountLuhn   AccountRule = "luhn"   // a bank card whose check digit is wrong
	AccountAlipay AccountRule = "alipay" // a mainland mobile or an e-mail address
	AccountWeChat AccountRule = "wechat" // a WeChat ID (6–20 letters, digits, _ or -, from a letter) or a mobile
)

// CheckAccount answers the rule an account number of kind breaks, "" when it is good.
func CheckAccount(kind MethodKind, no string) AccountRule {
	switch kind {
	case BankCard:
		if len(no) < 12 || len(no) > 19 || !digits(no) {
			return AccountDigits
		}
		if !luhn(no) {
			return AccountLuhn
		}
	case Alipay:
		if !mobile(no) && !email(no) {
			return AccountAlipay
		}
	case WeChat:
		if !mobile(no) && !wechatID(no) {
			return AccountWeChat
		}
	}
	return ""
}

// Mask hides an account number but what tells it apart: a card's last four digits, a
// mobile's first three and last four, an e-mail's first letter and domain.
func Mask(kind MethodKind, no string) string {
	switch {
	case kind == BankCard && len(no) > 4:
		return "**** **** **** " + no[len(no)-4:]
	case mobile(no):
		return no[:3] + "****" + no[7:]
	case strings.Contains(no, "@"):
		name, domain, _ := strings.Cut(no, "@")
		return name[:min(1, len(name))] + "***@" + domain
	case len(no) > 4:
		return no[:2] + strings.Repeat("*", len(no)-4) + no[len(no)-2:]
	}
	return strings.Repeat("*", len(no))
}

func digits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// luhn checks a card number's last digit.
func luhn(no string) bool {
	sum := 0
	for i := range len(no) {
		d := int(no[len(no)-1-i] - '0')
		if i%2 == 1 {
			if d *= 2; d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return sum%10 == 0
}

func mobile(s string) bool { return len(s) == 11 && s[0] == '1' && digits(s) }

func email(s string) bool {
	a, err := mail.ParseAddress(s)
	return err == nil && a.Address == s && a.Name == "" && strings.Contains(s[strings.IndexByte(s, '@'):], ".")
}

func wechatID(s string) bool {
	if len(s) < 6 || len(s) > 20 || !isLetter(rune(s[0])) {
		return false
	}
	for _, r := range s {
		if !isLetter(r) && (r < '0' || r > '9') && r != '_' && r != '-' {
			return false
		}
	}
	return true
}

func isLetter(r rune) bool { return (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') }
