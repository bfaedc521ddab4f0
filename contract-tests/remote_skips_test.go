package contracttests

// What a remote run leaves out, named by hand. Everything else a scenario cannot do over
// HTTP is found while it runs: a step that reaches for the store, the in-process app, the
// SMS codes or the test clock skips the scenario with that reason (runRemote).

// remoteNever are the scenarios no remote run takes, and why.
var remoteNever = map[string]string{
	"TestMockSessions":     "chooses mock sessions by fixed names, which a shared server keeps between runs",
	"TestStaffDeleteRules": "deletes every other Admin account, the set-up account included",
}

// remoteSpends are the scenarios that leave on the server what no operation removes, and
// what: they run on a mock (in a session of their own, reset) and on a server whose data may
// be spent (CONTRACT_THROWAWAY=1), not on another.
var remoteSpends = map[string]string{
	"TestShopUserSignUp": "registers shop users, which no operation removes",
}

// remoteMockOnly are the scenarios that need a data set of their own, as only a mock
// session gives one, and why: they run on a mock, not on another server.
var remoteMockOnly = map[string]string{
	"TestMerchantApplication":                 merchantOnce,
	"TestMerchantApplicationFirstSaveRace":    merchantOnce,
	"TestMerchantApplicationKeepsItsPictures": merchantOnce,
	"TestBindStore":                           bindOnce,
	"TestBindStoreCodes":                      bindOnce,
	"TestBindStoreThrottled":                  bindOnce,
	"TestBindStoreCodeRefusedAndAccess":       bindOnce,
}

const (
	merchantOnce = "changes the shop's one merchant application, whose states only move on"
	bindOnce     = "sends codes to a distribution store's own number, whose throttles a shared server keeps between scenarios"
)

// remoteSkipped are, per server, the scenarios TestRemoteRuns finds skipped, and a part of
// the reason each gives: every other scenario runs over HTTP.
var remoteSkipped = map[string]map[string]string{
	"mock":     {},
	"postgres": {},
}
