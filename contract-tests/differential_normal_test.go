package contracttests

import (
	"encoding/json"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// normaliser rewrites one backend's answers so that only storage detail is taken out:
//   - ids that sequences hand out: each distinct id of a kind of row becomes that kind and
//     its order of first appearance ("user#3"), so the same row reads the same on both
//     backends and a different row reads differently (0, "none", stays 0);
//   - numbers made from ids: the member number "U…" (shopusers.UserSN) is the user's id,
//     the ledger number "AL…" (shopusers.LogSN) the line's;
//   - access tokens: they carry a random token id (and the staff id), so each distinct token
//     becomes its order of first appearance;
//   - in msg, an id the request named (a refusal that repeats it) where the two backends'
//     messages differ only there reads as the name both gave it (alignMsgs).
//
// Nothing else: times come from the one clock both apps share and must be equal as they are.
type normaliser struct {
	ids map[string]map[string]int // kind -> id as written -> order of first appearance
}

func newNormaliser() *normaliser { return &normaliser{ids: map[string]map[string]int{}} }

func (n *normaliser) id(kind, raw string) string {
	m := n.ids[kind]
	if m == nil {
		m = map[string]int{}
		n.ids[kind] = m
	}
	o, ok := m[raw]
	if !ok {
		o = len(m) + 1
		m[raw] = o
	}
	return fmt.Sprintf("%s#%d", kind, o)
}

// areaKinds: what a bare "id" of a list item or of the answer itself is, by path prefix.
var areaKinds = []struct{ prefix, kind string }{
	{"/api/userManagement/", "staff"}, {"/api/roleManagement/", "role"},
	{"/api/departmentManagement/", "department"}, {"/api/menuManagement/", "menu"},
	{"/api/systemLog/", "logLine"}, {"/api/personalCenter/loginLog", "logLine"},
	{"/api/personalCenter/", "staff"}, {"/api/shop/notice/", "notice"}, {"/api/notice/", "notice"},
	{"/api/listSettings/", "view"}, {"/api/admin/user/", "user"}, {"/api/admin/userLevel/", "level"},
	{"/api/admin/userAccountLog/", "ledger"}, {"/api/admin/userAddress/", "address"},
	{"/api/admin/goodsCollect/", "favourite"}, {"/api/admin/GoodsBrowse/", "browse"},
	{"/api/admin/coupon/", "coupon"}, {"/api/admin/userCoupon/", "userCoupon"},
	{"/api/admin/freight/", "freightTemplate"}, {"/api/admin/goodsService/", "goodsService"}, {"/api/admin/guarantee/", "guarantee"},
}

// nestedKinds: what a bare "id" is inside an object or array under these keys.
var nestedKinds = map[string]string{
	"user": "user", "log": "ledger", "recentLedger": "ledger", "addresses": "address",
	"coupons": "userCoupon", "coupon": "coupon", "goods": "goods", "views": "view",
}

// fieldKinds: fields (or arrays) of ids of one kind; parentId is the area's own kind.
var fieldKinds = map[string]string{
	"userId": "user", "levelId": "level", "couponId": "coupon", "departmentId": "department",
	"orderId": "order", "goodsIds": "goods", "couponIds": "coupon", "userIds": "user",
}

var (
	memberNumber = regexp.MustCompile(`^U[0-9]{10}$`)
	ledgerNumber = regexp.MustCompile(`^AL[0-9]{12}$`)
	wholeNumber  = regexp.MustCompile(`\b[0-9]+\b`)
)

// alignMsgs answers the two messages with the numbers where they differ replaced by the
// name of what the request named, when on each backend that number is the value of that
// name; otherwise the messages as they are.
func alignMsgs(a, b string, named [2]map[string]string) [2]string {
	if a == b {
		return [2]string{a, b}
	}
	na, nb := wholeNumber.FindAllStringIndex(a, -1), wholeNumber.FindAllStringIndex(b, -1)
	if len(na) != len(nb) {
		return [2]string{a, b}
	}
	var out strings.Builder
	ea, eb := 0, 0 // ends of the last numbers
	for i := range na {
		if a[ea:na[i][0]] != b[eb:nb[i][0]] {
			return [2]string{a, b}
		}
		out.WriteString(a[ea:na[i][0]])
		x, y := a[na[i][0]:na[i][1]], b[nb[i][0]:nb[i][1]]
		switch name := named[0][x]; {
		case x == y:
			out.WriteString(x)
		case name != "" && named[1][y] == name:
			out.WriteString("{" + name + "}")
		default:
			return [2]string{a, b}
		}
		ea, eb = na[i][1], nb[i][1]
	}
	if a[ea:] != b[eb:] {
		return [2]string{a, b}
	}
	out.WriteString(a[ea:])
	return [2]string{out.String(), out.String()}
}

// answer is the normalised status, msg and data as indented JSON.
func (n *normaliser) answer(path string, r Res, msg string) string {
	area := ""
	for _, a := range areaKinds {
		if strings.HasPrefix(path, a.prefix) {
			area = a.kind
			break
		}
	}
	out := map[string]any{"status": r.Status, "msg": msg, "data": n.walk(r.Data, area, area)}
	b, _ := json.MarshalIndent(out, "", "  ")
	return string(b)
}

// walk normalises v, found where a bare "id" is of kind here (area: the answer's kind).
func (n *normaliser) walk(v any, here, area string) any {
	switch x := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(x))
		for _, k := range slices.Sorted(maps.Keys(x)) { // in one order: ids number as they come
			out[k] = n.field(k, x[k], here, area)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = n.walk(e, here, area)
		}
		return out
	}
	return v
}

func (n *normaliser) field(k string, v any, here, area string) any {
	kind, isID := fieldKinds[k]
	switch k {
	case "id":
		kind, isID = here, true
	case "parentId":
		kind, isID = area, true
	}
	switch x := v.(type) {
	case float64:
		if isID && x != 0 {
			return n.id(kind, strconv.FormatInt(int64(x), 10))
		}
		return x
	case string:
		switch {
		case k == "sn" && memberNumber.MatchString(x):
			return n.id("user", strings.TrimLeft(x[1:], "0"))
		case k == "logSn" && ledgerNumber.MatchString(x):
			return n.id("ledger", strings.TrimLeft(x[2:], "0"))
		case k == "token":
			return n.id("token", x)
		case k == "detail" && here == "logLine":
			return n.deleted(x)
		}
		return x
	case []any:
		if isID { // a list of ids
			out := make([]any, len(x))
			for i, e := range x {
				out[i] = n.field("id", e, kind, area)
			}
			return out
		}
	}
	if nested, ok := nestedKinds[k]; ok {
		here = nested
	}
	return n.walk(v, here, area)
}

// deletedKinds: the kinds of record a delete's system-log line names ("staff 12 alice,
// 13 bob; ..."), and what its ids are here; longer names first ("goods category" before
// "goods").
var deletedKinds = []struct{ logged, kind string }{
	{"goods category", "category"}, {"user level", "level"}, {"list view", "view"},
	{"freight template", "freightTemplate"}, {"after-sale service", "goodsService"},
	{"attribute template", "attributeTemplate"}, {"withdrawal method", "cashMethod"},
	{"demo row", "demoRow"}, {"department", "department"}, {"guarantee", "guarantee"},
	{"address", "shopAddress"}, {"picture", "picture"}, {"coupon", "coupon"},
	{"staff", "staff"}, {"album", "album"}, {"goods", "goods"}, {"role", "role"},
	{"menu", "menu"}, {"spec", "spec"},
}

// deletedID is an id of a delete's line: first, or after a comma.
var deletedID = regexp.MustCompile(`(^|, )([0-9]+)\b`)

// deleted normalises the ids of what a delete's system-log line names.
func (n *normaliser) deleted(detail string) string {
	parts := strings.Split(detail, "; ")
	for i, p := range parts {
		for _, k := range deletedKinds {
			rest, ok := strings.CutPrefix(p, k.logged+" ")
			if !ok {
				continue
			}
			parts[i] = k.logged + " " + deletedID.ReplaceAllStringFunc(rest, func(m string) string {
				sub := deletedID.FindStringSubmatch(m)
				return sub[1] + n.id(k.kind, sub[2])
			})
			break
		}
	}
	return strings.Join(parts, "; ")
}

// unifiedDiff is a line diff of a and b with three lines of context.
func unifiedDiff(a, b string) string {
	x, y := strings.Split(a, "\n"), strings.Split(b, "\n")
	// lcs[i][j] is the length of the longest common subsequence of x[i:] and y[j:].
	lcs := make([][]int, len(x)+1)
	for i := range lcs {
		lcs[i] = make([]int, len(y)+1)
	}
	for i := len(x) - 1; i >= 0; i-- {
		for j := len(y) - 1; j >= 0; j-- {
			if x[i] == y[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	type line struct {
		op   byte
		text string
	}
	var lines []line
	i, j := 0, 0
	for i < len(x) || j < len(y) {
		switch {
		case i < len(x) && j < len(y) && x[i] == y[j]:
			lines = append(lines, line{' ', x[i]})
			i, j = i+1, j+1
		case j < len(y) && (i == len(x) || lcs[i][j+1] >= lcs[i+1][j]):
			lines = append(lines, line{'+', y[j]})
			j++
		default:
			lines = append(lines, line{'-', x[i]})
			i++
		}
	}
	var sb strings.Builder
	for k, l := range lines {
		near := false
		for d := max(0, k-3); d <= min(len(lines)-1, k+3); d++ {
			near = near || lines[d].op != ' '
		}
		if near {
			fmt.Fprintf(&sb, "%c %s\n", l.op, l.text)
		} else if k > 0 && lines[k-1].op == ' ' && sb.Len() > 0 && !strings.HasSuffix(sb.String(), "@@\n") {
			sb.WriteString("@@\n")
		}
	}
	return sb.String()
}
