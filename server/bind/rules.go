package bind

import (
	"net/http"
	"regexp"

	"shopconsole/server/apperr"
	"shopconsole/server/session"
)

// Purpose keys the binding codes apart from the sign-in codes (session.Service.SendCode).
const Purpose = "bind"

var storeCodeFormat = regexp.MustCompile(`^[A-Z0-9]{6,12}$`)

// LookUp answers the directory's store of code: a 400 on storeCode when the code is not
// 6-12 upper-case letters and digits, or names no store of the directory.
func LookUp(code string) (DistributionStore, error) {
	if !storeCodeFormat.MatchString(code) {
		return DistributionStore{}, apperr.Invalid("storeCode", "bind.storeCodeFormat")
	}
	for _, s := range Directory {
		if s.Code == code {
			return s, nil
		}
	}
	return DistributionStore{}, apperr.Invalid("storeCode", "bind.storeUnknown", code)
}

// Mask shows a mobile number with its middle four digits hidden: 138****8001.
func Mask(mobile string) string {
	if len(mobile) != 11 {
		return "****"
	}
	return mobile[:3] + "****" + mobile[7:]
}

// CodeRefusal answers the refusal of a code check: nil for a match, a 429 after too many
// wrong codes, else a 400 on code saying whether it expired or is wrong (or used up).
func CodeRefusal(result session.SMSCheck, wait int) error {
	switch {
	case wait > 0:
		e := apperr.New(http.StatusTooManyRequests, "bind.throttled", wait)
		e.RetryAfter = wait
		return e
	case result == session.SMSMatched:
		return nil
	case result == session.SMSExpired:
		return apperr.Invalid("code", "bind.codeExpired")
	default:
		return apperr.Invalid("code", "bind.codeWrong")
	}
}
