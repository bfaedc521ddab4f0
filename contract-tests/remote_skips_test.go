package contracttests

import "maps"

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
	// The mock has social sign-in (its demo provider); the scenario's other part needs the
	// test's own provider, which only an in-process app has.
	"mock": merged(inProcessOnly, map[string]string{"TestSocialLogin": "needs social sign-in unconfigured"}),
	"postgres": merged(inProcessOnly, map[string]string{
		// The mock's clock moves (its session's), a server's does not.
		"TestAfterSaleTimers":               clock,
		"TestCashFlowDaily":                 clock,
		"TestCashFlowList":                  clock,
		"TestCashFlowStatement":             clock,
		"TestCashFlowSettle":                "the timed jobs run on the server's own clock",
		"TestClearNotices":                  clock,
		"TestCouponIssueAndCounters":        clock,
		"TestCredentialsOfAStrongerAccount": clock,
		"TestExpireTokenProbe":              clock,
		"TestExpiryRefreshRetry":            clock,
		"TestFreightTemplates":              clock,
		"TestGoodsList":                     clock,
		"TestGuarantees":                    clock,
		"TestMockControlsExpiredToken":      clock,
		"TestOrderLifecycle":                clock,
		"TestOrderTimers":                   clock,
		"TestPersonalCentreMobile":          clock,
		"TestPruneSessions":                 clock,
		"TestSMSCodeThrottleAndExpiry":      clock,
		"TestStaffMobileAdministration":     clock,
		"TestStatsHomeMoves":                clock,
		"TestStatsRollupsProperty":          clock,
		"TestSystemLog":                     clock,
		"TestThrottling":                    clock,
		// The shop's account fills by orders settled by a timed job.
		"TestCashWithdrawConcurrentApplications": "moves the shop's account",
		"TestCashWithdrawPermissions":            "moves the shop's account",
		"TestCashWithdrawRules":                  "moves the shop's account",
		"TestWithdrawActions":                    "moves the shop's account",
		// A data set of their own (remoteMockOnly).
		"TestMerchantApplication":                 merchantOnce,
		"TestMerchantApplicationFirstSaveRace":    merchantOnce,
		"TestMerchantApplicationKeepsItsPictures": merchantOnce,
		"TestBindStore":                           bindOnce,
		"TestBindStoreCodes":                      bindOnce,
		"TestBindStoreThrottled":                  bindOnce,
		"TestBindStoreCodeRefusedAndAccess":       bindOnce,
	}),
}

const clock = "moves the clock"

// inProcessOnly are the scenarios that need the in-process app on any server: its store, an
// app configured otherwise, or the mock's fixed session names.
var inProcessOnly = map[string]string{
	"TestCORS":                                "needs the app's CORS set otherwise",
	"TestCashFlowDaily":                       "writes the store",
	"TestCashFlowList":                        "writes the store",
	"TestCashFlowStatement":                   "writes the store",
	"TestClearNotices":                        "reads or seeds the store",
	"TestGrantRulesReadTheCallerAsStored":     "reads or seeds the store",
	"TestIdempotencyKeysExpire":               "reads or seeds the store",
	"TestPruneSessions":                       "reads or seeds the store",
	"TestShopUserAddressesFavouritesBrowsing": "reads or seeds the store",
	"TestShopUserListFilters":                 "adds a shop user dated otherwise than now",
	"TestMockSessions":                        remoteNever["TestMockSessions"],
	"TestStaffDeleteRules":                    remoteNever["TestStaffDeleteRules"],
}

// merged is a copy of a with b's entries over it.
func merged(a, b map[string]string) map[string]string {
	out := maps.Clone(a)
	maps.Copy(out, b)
	return out
}
