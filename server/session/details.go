package session

// The fixed details the sign-in paths write on their log lines; the system log shows each in
// the reader's language (system.LogDetail).
const (
	DetailWrongCredentials = "wrong credentials"
	DetailThrottled        = "throttled"
	DetailDisabled         = "disabled"
	DetailWrongCode        = "wrong or expired code"
	DetailCodeRejected     = "code rejected"
	DetailNotLinked        = "not linked"
	DetailTokenReused      = "refresh token reused; family revoked"
)

// LogDetails are all of them.
var LogDetails = []string{DetailWrongCredentials, DetailThrottled, DetailDisabled, DetailWrongCode, DetailCodeRejected,
	DetailNotLinked, DetailTokenReused}
