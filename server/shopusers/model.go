// Package shopusers administers the shop's customers: users, levels, the account ledger
// (balance, points, growth, earnings), addresses, favourites and browsing history.
// Business rules live in Service; a backend implements Store.
package shopusers

import (
	"time"

	"shopconsole/server/kernel"
)

// Account is one of a user's accounts in the ledger.
type Account string

// The accounts: money and earnings in cents, points and growth in units.
const (
	Money    Account = "money"
	Points   Account = "points"
	Growth   Account = "growth"
	Earnings Account = "earnings"
)

// Accounts lists every account in display order.
var Accounts = []Account{Money, Points, Growth, Earnings}

// InCents reports whether amounts of the account are money.
func (a Account) InCents() bool { return a == Money || a == Earnings }

// Channel says how a ledger line came about.
type Channel string

// The channels of the ledger (channelTypeList).
const (
	AdminIncrease       Channel = "adminIncrease"
	AdminDecrease       Channel = "adminDecrease"
	Recharge            Channel = "recharge"
	OrderPayment        Channel = "orderPayment"
	OrderCancelRefund   Channel = "orderCancelRefund"
	AfterSaleRefund     Channel = "afterSaleRefund"
	WithdrawalToBalance Channel = "withdrawalToBalance"
	RegisterGift        Channel = "registerGift"
	ConsumeGift         Channel = "consumeGift"
	SignIn              Channel = "signIn"
)

// Channels lists every channel in display order.
var Channels = []Channel{AdminIncrease, AdminDecrease, Recharge, OrderPayment, OrderCancelRefund,
	AfterSaleRefund, WithdrawalToBalance, RegisterGift, ConsumeGift, SignIn}

// Brief names the user a row belongs to.
type Brief struct {
	ID       int64
	Nickname string
	Mobile   string
	Avatar   string
}

// User is a customer of the shop. Money fields are cents.
type User struct {
	ID        int64
	SN        string
	Nickname  string
	Avatar    string
	Mobile    string
	Sex       int
	LevelID   int64 // 0: no level
	LevelName string
	// LevelManual is set when staff chose the level by hand: it holds until the growth next
	// changes, while changes of the levels move only the users whose level follows their growth.
	LevelManual      bool
	GroupID          int64
	Balance          int64
	Points           int64
	Growth           int64
	Earnings         int64
	TotalOrderAmount int64
	Disabled         bool
	Remark           string
	RegisteredAt     time.Time
	LastLoginAt      *time.Time
}

// Amount returns the user's holding in an account.
func (u User) Amount(a Account) int64 {
	switch a {
	case Money:
		return u.Balance
	case Points:
		return u.Points
	case Growth:
		return u.Growth
	default:
		return u.Earnings
	}
}

// NewUser is a registration (the storefront's, or sample data).
type NewUser struct {
	SN           string
	Nickname     string
	Avatar       string
	Mobile       string
	Sex          int
	Remark       string
	RegisteredAt time.Time
}

// Level is a user level; users hold the level with the highest GrowthValue not above
// their growth.
type Level struct {
	ID              int64
	Name            string
	GrowthValue     int64
	Discount        int // tenths: 95 is 9.5 (折), 100 no discount
	Privilege       string
	Image           string
	BackgroundImage string
	Sort            int
	UserCount       int64
}

// LedgerEntry is one line of the account ledger.
type LedgerEntry struct {
	ID        int64
	LogSN     string
	UserID    int64
	User      Brief
	Type      Account
	Channel   Channel
	Change    int64 // > 0
	Increase  bool
	Left      int64
	SourceSN  string
	Remark    string
	CreatedAt time.Time
}

// LogSN is the ledger number of a line id, the same on every backend.
func LogSN(id int64) string { return "AL" + pad12(id) }

func pad12(id int64) string {
	const digits = "000000000000"
	s := itoa(id)
	if len(s) >= len(digits) {
		return s
	}
	return digits[len(s):] + s
}

func itoa(n int64) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}

// Address is a delivery address of a user; codes are six-digit region codes.
type Address struct {
	ID           int64
	UserID       int64
	User         Brief
	Contact      string
	Mobile       string
	ProvinceCode string
	CityCode     string
	DistrictCode string
	Detail       string
	IsDefault    bool
}

// Goods is what favourites and browsing need of an article (the goods area owns the rest).
type Goods struct {
	ID    int64
	Name  string
	Image string
	Price int64
}

// Favourite is an article a user keeps (unique per user and article).
type Favourite struct {
	ID        int64
	UserID    int64
	User      Brief
	Goods     Goods
	CreatedAt time.Time
}

// Browse is a user's visits to an article.
type Browse struct {
	ID            int64
	UserID        int64
	User          Brief
	Goods         Goods
	Visits        int
	LastVisitedAt time.Time
}

// UserSort is a sortable user column.
type UserSort string

// The sortable columns.
const (
	SortRegistered UserSort = "registeredAt"
	SortBalance    UserSort = "balance"
	SortSpent      UserSort = "totalOrderAmount"
)

// UserFilter selects users. From is inclusive, To exclusive.
type UserFilter struct {
	kernel.Page
	Keyword  string // prefix of nickname, mobile or sn
	LevelID  *int64 // 0: users without a level
	Disabled *bool
	From, To *time.Time
	Sort     UserSort
	Desc     bool
}

// Detail is a user with what the detail drawer shows first.
type Detail struct {
	User      User
	Ledger    []LedgerEntry
	Addresses []Address
	Coupons   []HeldCoupon
}

// The states of a held coupon (the coupon area hands them out and uses them).
const (
	HeldUnused    = "unused"
	HeldUsed      = "used"
	HeldExpired   = "expired"
	HeldWithdrawn = "withdrawn"
)

// HeldCoupon is a coupon a user holds or held.
type HeldCoupon struct {
	ID         int64
	CouponID   int64
	CouponName string
	UserID     int64
	User       Brief
	Amount     int64
	MinSpend   int64
	Status     string
	ValidFrom  time.Time
	ValidTo    time.Time
	ObtainedAt time.Time
	Obtain     string
	UsedAt     *time.Time
	OrderID    int64
}

// Effective is the status a user sees at now: an unused coupon past its validity is expired.
func (u HeldCoupon) Effective(now time.Time) string {
	if u.Status == HeldUnused && !now.Before(u.ValidTo) {
		return HeldExpired
	}
	return u.Status
}

// LedgerFilter selects ledger lines. From is inclusive, To exclusive.
type LedgerFilter struct {
	kernel.Page
	UserID   int64
	Type     Account
	Channel  Channel
	From, To *time.Time
}

// RowFilter selects addresses, favourites or browsing rows.
type RowFilter struct {
	kernel.Page
	UserID  int64
	Keyword string
}

// Adjustment is one change of an account, written to the ledger.
type Adjustment struct {
	UserID   int64
	Type     Account
	Increase bool
	Amount   int64 // > 0
	Channel  Channel
	SourceSN string
	Remark   string
	At       time.Time
}

// AdjustResult is what an adjustment answers: the user after it and the ledger line.
type AdjustResult struct {
	User  User
	Entry LedgerEntry
}

// Field is one whitelisted user field with its new value, already checked.
type Field struct {
	Name  string
	Value any // string (nickname, remark), int64 (levelId), int (sex), bool (disabled)
}

// UserSN is the member number given to a user registered without one.
func UserSN(id int64) string { return "U" + pad12(id)[2:] }
