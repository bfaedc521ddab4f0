package shopusers

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
	"shopconsole/server/i18n"
	"shopconsole/server/idempotency"
	"shopconsole/server/kernel"
)

// Every write is load, apply the rule, save, inside one transaction of the store.

// Register creates a user on the level of growth 0 (the storefront's sign-up; here for
// sample data and tests).
func (s *Service) Register(ctx context.Context, n NewUser) (User, error) {
	if !kernel.ValidMobile(n.Mobile) {
		return User{}, apperr.Invalid("mobile", "shopusers.mobileInvalid")
	}
	if n.RegisteredAt.IsZero() {
		n.RegisteredAt = s.now()
	}
	u := User{SN: n.SN, Nickname: n.Nickname, Avatar: n.Avatar, Mobile: n.Mobile, Sex: n.Sex, Remark: n.Remark,
		RegisteredAt: n.RegisteredAt.UTC()}
	err := s.store.Tx(ctx, func(tx Tx) error {
		levels, err := tx.Levels(false)
		if err != nil {
			return err
		}
		if u.ID, err = tx.NextUserID(); err != nil {
			return err
		}
		if u.SN == "" {
			u.SN = UserSN(u.ID)
		}
		u.LevelID = LevelFor(levels, 0)
		u.LevelName = levelName(levels, u.LevelID)
		return tx.InsertUser(u)
	})
	if err != nil {
		return User{}, fmt.Errorf("register %s: %w", n.Mobile, err)
	}
	return u, nil
}

// Editable lists the fields POST /admin/user/updateVal may change.
var Editable = []string{"nickname", "levelId", "disabled", "remark", "sex"}

// UpdateVal changes one whitelisted field; the value must have that field's type. A level
// set here is the user's until its growth next changes.
func (s *Service) UpdateVal(ctx context.Context, id int64, field string, value any) (User, error) {
	f, err := checkField(field, value)
	if err != nil {
		return User{}, err
	}
	var u User
	err = s.store.Tx(ctx, func(tx Tx) error {
		var levels []Level
		var err error
		if f.Name == "levelId" {
			if levels, err = tx.Levels(false); err != nil {
				return err
			}
		}
		if u, err = tx.User(id, true); err != nil {
			return err
		}
		if err := u.set(f, levels); err != nil {
			return err
		}
		return tx.SaveUser(u)
	})
	switch {
	case errors.Is(err, ErrNotFound):
		return u, userNotFound(id)
	case errors.Is(err, ErrUnknownLevel):
		return u, apperr.Invalid("levelId", "shopusers.levelUnknown", f.Value)
	}
	return u, err
}

// set changes one checked field; a level must exist, and is then the user's by hand.
func (u *User) set(f Field, levels []Level) error {
	switch f.Name {
	case "nickname":
		u.Nickname = f.Value.(string)
	case "remark":
		u.Remark = f.Value.(string)
	case "disabled":
		u.Disabled = f.Value.(bool)
	case "sex":
		u.Sex = f.Value.(int)
	case "levelId":
		id := f.Value.(int64)
		name := levelName(levels, id)
		if name == "" {
			return ErrUnknownLevel
		}
		u.LevelID, u.LevelName, u.LevelManual = id, name, true
	default:
		return fmt.Errorf("field %s is not editable", f.Name)
	}
	return nil
}

func checkField(field string, value any) (Field, error) {
	bad := func() (Field, error) { return Field{}, apperr.Invalid(field, "shopusers.valueInvalid", field) }
	switch field {
	case "nickname", "remark":
		v, ok := value.(string)
		if !ok {
			return bad()
		}
		v = strings.TrimSpace(v)
		if field == "nickname" && (v == "" || utf8.RuneCountInString(v) > 32) {
			return Field{}, apperr.Invalid(field, "shopusers.nicknameLength")
		}
		if field == "remark" && utf8.RuneCountInString(v) > 200 {
			return Field{}, apperr.Invalid(field, "validation.maxLength", field, 200)
		}
		return Field{field, v}, nil
	case "disabled":
		v, ok := value.(bool)
		if !ok {
			return bad()
		}
		return Field{field, v}, nil
	case "levelId", "sex":
		n, ok := value.(float64) // JSON numbers
		if !ok || n != float64(int64(n)) || n < 0 || (field == "sex" && n > 2) {
			return bad()
		}
		if field == "sex" {
			return Field{field, int(n)}, nil
		}
		return Field{field, int64(n)}, nil
	}
	return Field{}, apperr.Invalid(field, "shopusers.fieldNotEditable", field, strings.Join(Editable, ", "))
}

// AdjustInput is an administrator's change of one account.
type AdjustInput struct {
	UserID         int64
	Type           Account
	Increase       bool
	Amount         string
	Remark         string
	IdempotencyKey string
}

// adjustScope is the idempotency scope of adjustments.
const adjustScope = "user.adjust"

// Adjust changes an account by an administrator's decision and writes the ledger line.
// A decrease beyond the holding is refused (409), never clamped. Under an Idempotency-Key
// the change happens at most once, and a repeat answers the first answer, a refusal too.
func (s *Service) Adjust(ctx context.Context, in AdjustInput) (AdjustResult, error) {
	amount, err := ParseAmount(in.Type, in.Amount)
	if err != nil {
		return AdjustResult{}, err
	}
	remark := strings.TrimSpace(in.Remark)
	if remark == "" {
		return AdjustResult{}, apperr.Invalid("remark", "validation.required", "remark")
	}
	a := Adjustment{UserID: in.UserID, Type: in.Type, Increase: in.Increase, Amount: amount,
		Channel: AdminDecrease, Remark: remark, At: s.now().UTC()}
	if in.Increase {
		a.Channel = AdminIncrease
	}
	req := idempotency.Request{Scope: adjustScope, Key: in.IdempotencyKey, At: a.At}
	if req.Key != "" {
		sum := sha256.Sum256(fmt.Appendf(nil, "%d|%s|%t|%d|%s", a.UserID, a.Type, a.Increase, a.Amount, a.Remark))
		req.Fingerprint = hex.EncodeToString(sum[:])
	}
	var out idempotency.Kept[AdjustResult]
	err = s.store.Tx(ctx, func(tx Tx) (err error) {
		// A missing user and a short holding are refused before anything is written: the
		// key remembers them.
		out, err = idempotency.Decide(tx, req, func() (AdjustResult, error) {
			res, err := adjust(tx, a, s.now)
			switch {
			case errors.Is(err, ErrNotFound):
				e, _ := apperr.As(userNotFound(in.UserID))
				return res, idempotency.Refuse(e)
			case errors.Is(err, ErrInsufficient):
				e := apperr.New(http.StatusConflict, "shopusers.insufficient", s.FormatAmount(in.Type, amount),
					i18n.T(access.ClientFrom(ctx).Lang, accountKey(in.Type)))
				e.Field = "amount"
				return res, idempotency.Refuse(e)
			}
			return res, err
		})
		return err
	})
	switch {
	case errors.Is(err, ErrIdempotencyReused):
		return AdjustResult{}, apperr.New(http.StatusConflict, "shopusers.idempotencyReused")
	case err != nil:
		return AdjustResult{}, fmt.Errorf("adjust user %d %s: %w", in.UserID, in.Type, err)
	case out.Refused != nil:
		return AdjustResult{}, out.Refused
	}
	return out.ID, nil
}

// LedgerTx is what a change of a user's account needs of a transaction. Other areas' stores
// answer it inside their own transactions, so that an order's payment or a refund and its
// ledger line commit together.
type LedgerTx interface {
	Levels(forUpdate bool) ([]Level, error)
	User(id int64, forUpdate bool) (User, error)
	SaveUser(u User) error
	AppendLedger(e LedgerEntry) (LedgerEntry, error)
}

// Move changes one account of a user inside another area's transaction, writing its ledger
// line: the same rule as an administrator's adjustment (ErrInsufficient for a decrease
// beyond the holding, ErrNotFound for a missing user).
func Move(tx LedgerTx, a Adjustment, now func() time.Time) (AdjustResult, error) {
	return adjust(tx, a, now)
}

// adjust applies one change inside tx: the user is held from its load to its save, so each
// ledger line follows the previous one. A growth change reads the levels first (they are
// held before the user, as level changes hold them). The line is dated once the user is
// held, so that the ledger's time order is the order its lines were applied in.
func adjust(tx LedgerTx, a Adjustment, now func() time.Time) (AdjustResult, error) {
	var levels []Level
	var err error
	if a.Type == Growth {
		if levels, err = tx.Levels(false); err != nil {
			return AdjustResult{}, err
		}
	}
	u, err := tx.User(a.UserID, true)
	if err != nil {
		return AdjustResult{}, err
	}
	a.At = now().UTC()
	left, err := u.apply(a, levels)
	if err != nil {
		return AdjustResult{}, err
	}
	if err := tx.SaveUser(u); err != nil {
		return AdjustResult{}, err
	}
	e, err := tx.AppendLedger(LedgerEntry{UserID: u.ID, Type: a.Type, Channel: a.Channel, Change: a.Amount,
		Increase: a.Increase, Left: left, SourceSN: a.SourceSN, Remark: a.Remark, CreatedAt: a.At})
	if err != nil {
		return AdjustResult{}, err
	}
	e.User = Brief{ID: u.ID, Nickname: u.Nickname, Mobile: u.Mobile, Avatar: u.Avatar}
	return AdjustResult{User: u, Entry: e}, nil
}

func accountKey(a Account) string { return "shopusers.account." + string(a) }

// AddAddress stores an address of a user (the storefront's; here for sample data and
// tests); a default one clears the user's other default.
func (s *Service) AddAddress(ctx context.Context, a Address) (Address, error) {
	err := s.store.Tx(ctx, func(tx Tx) error {
		if _, err := tx.User(a.UserID, true); err != nil {
			return err
		}
		existing, err := tx.UserAddresses(a.UserID)
		if err != nil {
			return err
		}
		for _, old := range clearedDefaults(existing, a) {
			if err := tx.SaveAddress(old); err != nil {
				return err
			}
		}
		a, err = tx.AddAddress(a)
		return err
	})
	return a, err
}

// AddGoods stores an article with what favourites and browsing show of it (the goods
// area's; here for sample data and tests).
func (s *Service) AddGoods(ctx context.Context, g Goods) (Goods, error) {
	err := s.store.Tx(ctx, func(tx Tx) error {
		var err error
		g, err = tx.AddGoods(g)
		return err
	})
	return g, err
}

// AddFavourite keeps an article for a user, once however often it is added.
func (s *Service) AddFavourite(ctx context.Context, userID, goodsID int64, at time.Time) error {
	return s.store.Tx(ctx, func(tx Tx) error {
		return tx.AddFavourite(Favourite{UserID: userID, Goods: Goods{ID: goodsID}, CreatedAt: at.UTC()})
	})
}

// RecordVisit counts one more visit of a user to an article.
func (s *Service) RecordVisit(ctx context.Context, userID, goodsID int64, at time.Time) error {
	return s.store.Tx(ctx, func(tx Tx) error { return tx.RecordVisit(userID, goodsID, at.UTC()) })
}
