package cash

import "slices"

// Banks are the banks a bank card may be of: the major banks of the mainland.
var Banks = []string{
	"中国工商银行", "中国农业银行", "中国银行", "中国建设银行", "交通银行", "中国邮政储蓄银行",
	"招商银行", "浦发银行", "中信银行", "中国光大银行", "华夏银行", "中国民生银行",
	"广发银行", "兴业银行", "平安银行", "浙商银行", "恒丰银行", "渤海银行",
}

// KnownBank reports whether bank is one of Banks.
func KnownBank(bank string) bool { return slices.Contains(Banks, bank) }

// Defaults answers which of methods (oldest first) is the default once want (an id, 0 for
// none) asked to be: want when it is one of them, else the default there already is, else
// the oldest. It answers 0 when there is no method. At most one method is ever the default,
// and one always is when there is any.
func Defaults(methods []Method, want int64) int64 {
	if want != 0 && slices.ContainsFunc(methods, func(m Method) bool { return m.ID == want }) {
		return want
	}
	for _, m := range methods {
		if m.IsDefault {
			return m.ID
		}
	}
	if len(methods) == 0 {
		return 0
	}
	return methods[0].ID
}
