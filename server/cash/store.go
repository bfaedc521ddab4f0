package cash

import (
	"context"
	"errors"
	"time"

	"shopconsole/server/idempotency"
)

// ErrNotFound is a withdrawal method that does not exist.
var ErrNotFound = errors.New("no such withdrawal method")

// ErrWithdrawalNotFound is a withdrawal that does not exist.
var ErrWithdrawalNotFound = errors.New("no such withdrawal")

// WithdrawalFilter is what the withdrawal list keeps: a status ("" every one), numbers
// starting with SN, applied in [From, To) (zero: open), in Sort's order (createdAt,
// -createdAt, amount, -amount), one page.
type WithdrawalFilter struct {
	Status   WithdrawalStatus
	SN       string
	From, To time.Time
	Sort     string
	Offset   int
	Limit    int
	Cap      int // kernel.Page.Cap: the store may stop counting a status there
}

// Store is what the cash service needs from a backend: the reads that need no
// transaction, and Tx for everything that writes. A store loads and saves; which method is
// the default, whether an account number is good, whether the account is short are the
// service's.
type Store interface {
	// Tx runs fn as one transaction: nothing fn wrote stays when it fails.
	Tx(ctx context.Context, fn func(tx Tx) error) error
	FlowStore
	// Account answers the shop's account (zero before anything moved it).
	Account(ctx context.Context) (Account, error)
	// Methods answers every withdrawal method, oldest first.
	Methods(ctx context.Context) ([]Method, error)
	// Method answers one method (ErrNotFound).
	Method(ctx context.Context, id int64) (Method, error)

	// --- withdrawals and settings ---

	// Withdrawals answers one page of withdrawals, how many the filter keeps, and the count
	// of every status under the filter's other conditions.
	Withdrawals(ctx context.Context, f WithdrawalFilter) ([]Withdrawal, int64, map[WithdrawalStatus]int64, error)
	// Withdrawal answers one withdrawal (ErrWithdrawalNotFound).
	Withdrawal(ctx context.Context, id int64) (Withdrawal, error)
	// Settings answers the cash settings, DefaultSettings when never saved.
	Settings(ctx context.Context) (Settings, error)
}

// Tx loads and saves inside one transaction; forUpdate holds what was loaded until the
// transaction ends.
type Tx interface {
	AccountTx
	SettleTx
	// Standing loads, in one go, the account with the withdrawal methods, oldest first, and
	// the settings that applications are checked against. For an application (apply) the
	// account is held and the id of the new withdrawal drawn, in the same go.
	Standing(apply bool) (Standing, error)
	// Methods loads every withdrawal method, oldest first.
	Methods(forUpdate bool) ([]Method, error)
	// InsertMethod stores a new method and answers it with its id.
	InsertMethod(m Method) (Method, error)
	// SaveMethod stores a method that exists (ErrNotFound).
	SaveMethod(m Method) error
	// DeleteMethod deletes a method (ErrNotFound).
	DeleteMethod(id int64) error

	// --- withdrawals and settings ---

	// ClaimKey and SaveKey keep the Idempotency-Keys of withdrawal writes (idempotency.Keys).
	ClaimKey(scope, key string) (idempotency.Record, bool, error)
	SaveKey(rec idempotency.Record) error
	// InsertWithdrawal stores a new withdrawal under the id Standing drew for it.
	InsertWithdrawal(w Withdrawal) error
	// Withdrawal loads one withdrawal (ErrWithdrawalNotFound).
	Withdrawal(id int64, forUpdate bool) (Withdrawal, error)
	// SaveWithdrawal stores a withdrawal that exists (ErrWithdrawalNotFound).
	SaveWithdrawal(w Withdrawal) error
	// LastApplied answers when the latest withdrawal in one of statuses was applied (zero:
	// none).
	LastApplied(statuses []WithdrawalStatus) (time.Time, error)
	// Settings loads the cash settings, DefaultSettings when never saved.
	Settings() (Settings, error)
	// SaveSettings stores the cash settings.
	SaveSettings(s Settings) error
}

// AccountTx loads and saves the shop's account and appends to its fund flow: what a move
// of the account needs, from this area's transactions or from another area's (a refund of
// an order that settled).
type AccountTx interface {
	// Account loads the shop's account.
	Account(forUpdate bool) (Account, error)
	// SaveAccount stores the account; the flow line that explains the change is appended in
	// the same transaction.
	SaveAccount(a Account) error
	// AppendFlow appends a line to the fund flow (its totals already set by Move).
	AppendFlow(f Flow) error
}

// Standing is the account with what its withdrawals are checked against.
type Standing struct {
	Account  Account
	Methods  []Method
	Settings Settings
	// NextID is the id drawn for the new withdrawal (its number is made from it); an id a
	// refused application drew stays unused.
	NextID int64
}

// ---- The fund flow, settlement and reconciliation ----

// FlowStore is the reads of the fund flow, the pending settlement and the reconciliation.
type FlowStore interface {
	// Flows answers one page of the lines matching f and their number, which it may stop
	// counting at f.Page.Cap.
	Flows(ctx context.Context, f FlowFilter) ([]Flow, int64, error)
	// FlowMonth answers the totals before the first line made in [from, to) (the last line
	// before it, zero when none) and the lines made in it, in id order.
	FlowMonth(ctx context.Context, from, to time.Time) (Balance, []Flow, error)
	// FlowDaily answers the sums of each shop day (UTC+8) that has lines in [from, to).
	FlowDaily(ctx context.Context, from, to time.Time) ([]DaySums, error)
	// PendingSettlement sums SettlementAmount over the orders that are Unsettled.
	PendingSettlement(ctx context.Context) (int64, error)
	// WalkFlow calls fn with every line of the flow in id order, streamed (never all
	// loaded), and answers the account as it was when the walk began (one snapshot); it
	// stops at fn's first error and answers it.
	WalkFlow(ctx context.Context, fn func(Flow) error) (Account, error)
}

// SettleTx is what a settlement needs of a transaction beside the account.
type SettleTx interface {
	// DueSettlements holds and answers at most limit orders DueForSettlement at t, the
	// earliest completion first, each with its SettlementAmount. An order another
	// transaction holds is left for the next run.
	DueSettlements(t time.Time, limit int) ([]Due, error)
	// MarkSettled records that an order was settled at at: ErrSettled when it already was.
	MarkSettled(orderID int64, at time.Time) error
}

// Due is a completed order waiting for its settlement.
type Due struct {
	OrderID     int64
	OrderSN     string
	Amount      int64 // SettlementAmount
	CompletedAt time.Time
}

// ErrSettled refuses settling an order a second time.
var ErrSettled = errors.New("the order is already settled")
