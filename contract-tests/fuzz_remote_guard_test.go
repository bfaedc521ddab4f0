package contracttests

import (
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"time"

	"shopconsole/server/contract"
)

// A shared server is a remote one that is not the mock (no X-Mock-Session): its data is
// real. There the fuzzer touches only what it created; hold decides, request by request.
//
// Reads (GET, HEAD, OPTIONS, TRACE) go out. Without -fuzz.writes-on-real-data nothing
// else does, the fuzzer's own accounts included: it reads as the set-up account.
//
// With it, a write goes out only when all of these hold:
//   - its operation works on a kind of record the fuzzer creates and deletes again
//     (sharedKinds), on the caller's own account (sharedOwn), or is a sign-in or a
//     registration; any other operation is skipped, with its reason (sharedNever);
//   - every id it names (id, ids, parentId and any *Id or *Ids field, at any depth, in
//     the body or the parameters) is of a record the fuzzer created, of the kind the
//     field names; a field of no kind the fuzzer creates names nothing it owns (on the
//     caller's own account ids name its own list views: the server looks nowhere else);
//   - a sign-in names one of the fuzzer's accounts, in clear; a registration a name
//     carrying the run's tag;
//   - a password it sets (password, newPassword) is one the fuzzer drew from crypto/rand;
//   - its body reads as JSON without a key twice, or holds no digit.
//
// A request that breaks a rule is not sent; it is counted by operation and reason.

// recordKind is a kind of record the fuzzer may create on a shared server, and delete.
type recordKind struct {
	name    string
	area    string // the prefix of its operations' paths
	create  string // the path that creates one (a doEdit creates without an id)
	del     string
	delBody func(id int64) any
}

var sharedKinds = []recordKind{
	{"staff", "/userManagement/", "/userManagement/doEdit", "/userManagement/doDelete", idsBody},
	{"role", "/roleManagement/", "/roleManagement/doEdit", "/roleManagement/doDelete", idsBody},
	{"department", "/departmentManagement/", "/departmentManagement/doEdit", "/departmentManagement/doDelete", idsBody},
	{"menu", "/menuManagement/", "/menuManagement/doEdit", "/menuManagement/doDelete", idsBody},
	{"coupon", "/admin/coupon/", "/admin/coupon/add", "/admin/coupon/destroy", idBody},
	{"goods category", "/admin/goodsCategory/", "/admin/goodsCategory/add", "/admin/goodsCategory/destroy", idBody},
	{"spec template", "/admin/goodsSpec/", "/admin/goodsSpec/add", "/admin/goodsSpec/destroy", idBody},
	{"attribute template", "/admin/goodsAttribute/", "/admin/goodsAttribute/add", "/admin/goodsAttribute/destroy", idBody},
	{"freight template", "/admin/freight/", "/admin/freight/add", "/admin/freight/destroy", idBody},
	{"service", "/admin/goodsService/", "/admin/goodsService/add", "/admin/goodsService/destroy", idBody},
	{"guarantee", "/admin/guarantee/", "/admin/guarantee/add", "/admin/guarantee/destroy", idBody},
	{"album", "/admin/album/", "/admin/album/add", "/admin/album/destroy", idBody},
	{"demo row", "/table/", "/table/doEdit", "/table/doDelete", idsBody},
}

// idFieldKinds: the kind a field other than a top-level id, ids or parentId names
// (an *Ids field by its *Id form).
var idFieldKinds = map[string]string{
	"departmentId": "department", "couponId": "coupon", "categoryId": "goods category",
	"templateId": "freight template", "serviceId": "service", "albumId": "album",
}

// sharedOwn are the operations on the caller's own account (always one the fuzzer made):
// its password, profile, notices and list settings (views and columns go with the account).
var sharedOwn = map[string]bool{"ChangePassword": true, "EditProfile": true, "ClearShopNotices": true}

// sharedSignIns name an account in clear; a failure throttles it.
var sharedSignIns = map[string]bool{"ShopLogin": true, "Login": true}

// sharedNever: why the operations of no known kind stay off a shared server, by path prefix
// (the first that matches).
var sharedNever = []struct{ prefix, why string }{
	{"/shop/smsCode", "sends an SMS code to a number the fuzzer cannot tie to an account of its own"},
	{"/shop/smsLogin", "signs in by mobile number, which names no account of the fuzzer's: failures throttle the real one"},
	{"/socialLogin", "signs in through the social provider, onto whatever account is linked to it"},
	{"/admin/userLevel/", "a level moves shop users between levels and re-sorts the other levels"},
	{"/admin/user/", "adds or changes shop users, which no operation removes"},
	{"/storefront/", "shop users' orders, after-sales, favourites and visits, which no operation removes"},
	{"/admin/orderSettings/", "the shop's settings, which are not the fuzzer's"},
	{"/admin/order/", "orders, which no operation removes"},
	{"/admin/aftersale/", "after-sales and rights claims, which no operation removes"},
	{"/admin/refund/", "refunds, which no operation removes"},
	{"/admin/cash", "the shop's money, withdrawal methods and cash settings"},
	{"/admin/goods/", "goods go on sale to buyers, whose orders no operation removes"},
	{"/admin/picture/", "pictures come only from uploads, which the fuzzer does not send"},
	{"/admin/mallConfig/", "the shop's gift settings, which are not the fuzzer's"},
	{"/admin/merchantApplication/", "the shop's merchant application, which is not the fuzzer's"},
	{"/admin/bindStore/", "the shop's distribution store, and SMS codes to its number"},
	{"/admin/shopAddress/", "the shop's addresses: the default moves between them"},
	{"/workflow/", "the demo workflow is one graph, which the fuzzer did not create"},
}

// sharedRule is how hold treats an operation on a shared server.
type sharedRule int

const (
	ruleIDs      sharedRule = iota // every id it names must be the fuzzer's
	ruleOwn                        // the caller's own account
	ruleSignIn                     // a sign-in: one of the fuzzer's accounts
	ruleRegister                   // a registration: a name of the run's
	ruleNever                      // never sent
)

// sharedRuleOf classifies op; kind is the kind of its area, why the reason of ruleNever.
func sharedRuleOf(op *contract.Operation) (rule sharedRule, kind *recordKind, why string) {
	kind = kindOf(op.Path)
	switch {
	case op.Multipart:
		return ruleNever, kind, "a multipart body, whose ids the guard cannot read"
	case strings.Contains(op.Path, "{"):
		return ruleNever, kind, "ids in the path, which the guard does not read"
	case sharedSignIns[op.ID]:
		return ruleSignIn, kind, ""
	case op.ID == "Register":
		return ruleRegister, kind, ""
	case sharedOwn[op.ID] || strings.HasPrefix(op.Path, "/listSettings/"):
		return ruleOwn, kind, ""
	case kind != nil:
		return ruleIDs, kind, ""
	}
	for _, n := range sharedNever {
		if strings.HasPrefix(op.Path, n.prefix) {
			return ruleNever, nil, n.why
		}
	}
	return ruleNever, nil, "changes records the fuzzer did not create and cannot remove"
}

// kindOf is the kind whose area holds path (nil when none).
func kindOf(path string) *recordKind {
	for i := range sharedKinds {
		if strings.HasPrefix(path, sharedKinds[i].area) {
			return &sharedKinds[i]
		}
	}
	return nil
}

func safeMethod(m string) bool {
	return m == http.MethodGet || m == http.MethodHead || m == http.MethodOptions || m == http.MethodTrace
}

// writesFlagWhy is the reason every write stays off a shared server without the flag.
const writesFlagWhy = "a write on a shared server: -fuzz.writes-on-real-data sends the fuzzer's writes, to records it created only"

// hold tells why r must not go to the server ("" when it may).
func (fz *fuzzer) hold(r *fuzzReq) string {
	sh := fz.sh
	switch {
	case sh == nil:
		return ""
	case !sh.stopAt.IsZero() && time.Now().After(sh.stopAt):
		return "the test's -timeout is near: the time left is the clean-up's"
	case r.Who == asNoPerm && fz.token(asNoPerm) == "":
		return "no staff member without roles: making one is a write (-fuzz.writes-on-real-data)"
	case safeMethod(r.Method):
		return ""
	case !sh.writes:
		return writesFlagWhy
	}
	body, readable := requestJSON(r)
	if !readable {
		return "a body the guard cannot read: not JSON but with digits, or a key twice"
	}
	rule, kind, why := sharedRuleOf(r.Op)
	if r.Method != r.Op.Method {
		rule = ruleIDs // an undeclared method: judged by the ids it names
	}
	fields, _ := body.(map[string]any)
	switch rule {
	case ruleNever:
		return why
	case ruleSignIn:
		name, _ := fields["username"].(string)
		if enc, set := fields["encrypted"]; set && enc != nil && enc != "" {
			return "signs in with encrypted credentials, whose account the guard cannot read"
		}
		if !sh.isAccount(name) {
			return "signs in as an account the fuzzer did not create (failures throttle it)"
		}
	case ruleRegister:
		if name, _ := fields["username"].(string); !strings.HasPrefix(name, sh.namePrefix()) {
			return "registers a name that is not the run's own"
		}
	}
	if rule != ruleSignIn {
		for _, k := range []string{"password", "newPassword"} {
			if v, set := fields[k]; set && !sh.drawn(v) {
				return fmt.Sprintf("sets a password (%s) the fuzzer did not draw at random", k)
			}
		}
	}
	if rule == ruleOwn {
		return "" // the server finds the caller's own records: ids there are the fuzzer's account's
	}
	area := ""
	if kind != nil {
		area = kind.name
	}
	for _, s := range idSlots(area, body, r.Params) {
		id, names := recordID(s.value)
		if names && !sh.owns(s.kind, id) {
			return foreignWhy(s, id)
		}
	}
	return ""
}

var itemIndex = regexp.MustCompile(`\.\d+(\.|$)`)

// foreignWhy is the reason a slot holds a request back, the same for every value (the
// counts add up by reason).
func foreignWhy(s idSlot, id int64) string {
	at := itemIndex.ReplaceAllString(s.where(), ".N$1")
	switch {
	case s.kind == "":
		return "names a record of a kind the fuzzer does not create, at " + at
	case id < 0:
		return fmt.Sprintf("names a %s by a number that is no id the fuzzer was given, at %s", s.kind, at)
	}
	return fmt.Sprintf("names a %s the fuzzer did not create, at %s", s.kind, at)
}
