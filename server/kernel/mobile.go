package kernel

// ValidMobile reports whether m is a mainland mobile number: 11 digits, 1 then 3-9.
func ValidMobile(m string) bool {
	if len(m) != 11 || m[0] != '1' || m[1] < '3' || m[1] > '9' {
		return false
	}
	for _, r := range m {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
