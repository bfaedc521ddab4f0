package cash

import (
	"context"

	"shopconsole/server/apperr"
	"shopconsole/server/money"
)

// MaxSettingDays bounds the cycle and the settlement delay.
const MaxSettingDays = 365

// SettingRule is what a setting breaks.
type SettingRule string

// The rules of the settings.
const (
	SettingMin     SettingRule = "min"     // the minimum is below 0.01
	SettingMax     SettingRule = "max"     // the maximum is below the minimum
	SettingFeeRate SettingRule = "feeRate" // the fee rate is outside 0–100 %
	SettingDays    SettingRule = "days"    // a number of days is outside 0–365
)

// SettingError names the field a setting breaks, and the rule.
type SettingError struct {
	Field string
	Rule  SettingRule
}

func (e *SettingError) Error() string { return e.Field + ": " + string(e.Rule) }

// CheckSettings answers the first field of s that breaks its rule, nil when all are good.
func CheckSettings(s Settings) *SettingError {
	switch {
	case s.MinAmount < 1:
		return &SettingError{"minAmount", SettingMin}
	case s.MaxAmount < s.MinAmount:
		return &SettingError{"maxAmount", SettingMax}
	case s.FeeRate < 0 || s.FeeRate > 10_000:
		return &SettingError{"feeRate", SettingFeeRate}
	case s.CycleDays < 0 || s.CycleDays > MaxSettingDays:
		return &SettingError{"cycleDays", SettingDays}
	case s.SettleDelayDays < 0 || s.SettleDelayDays > MaxSettingDays:
		return &SettingError{"settleDelayDays", SettingDays}
	}
	return nil
}

// ParseFeeRate reads a percentage with at most two decimals ("0.6", "0.60") as
// ten-thousandths (60).
func ParseFeeRate(s string) (int64, error) { return money.Parse(s) }

// FormatFeeRate writes ten-thousandths as a percentage with two decimals (60: "0.60").
func FormatFeeRate(rate int64) string { return money.Format(rate) }

// SettingsInput is the settings as the form sends them: amounts and the rate as text.
type SettingsInput struct {
	MinAmount, MaxAmount, FeeRate string
	CycleDays, SettleDelayDays    int
}

// parseSettings reads the form's text, naming the field that is not a number.
func parseSettings(in SettingsInput) (Settings, error) {
	s := Settings{CycleDays: in.CycleDays, SettleDelayDays: in.SettleDelayDays}
	for _, f := range []struct {
		name, text string
		to         *int64
	}{{"minAmount", in.MinAmount, &s.MinAmount}, {"maxAmount", in.MaxAmount, &s.MaxAmount}, {"feeRate", in.FeeRate, &s.FeeRate}} {
		v, err := money.Parse(f.text)
		if err != nil {
			return s, apperr.Invalid(f.name, "cash.setting.format", f.name)
		}
		*f.to = v
	}
	return s, nil
}

// Settings answers the cash settings (the defaults when never saved).
func (s *Service) Settings(ctx context.Context) (Settings, error) { return s.store.Settings(ctx) }

// SaveSettings checks and stores the cash settings; they apply to applications made from
// now on.
func (s *Service) SaveSettings(ctx context.Context, in SettingsInput) (Settings, error) {
	set, err := parseSettings(in)
	if err != nil {
		return set, err
	}
	if e := CheckSettings(set); e != nil {
		return set, apperr.Invalid(e.Field, "cash.setting."+string(e.Rule), e.Field)
	}
	return set, s.store.Tx(ctx, func(tx Tx) error {
		if _, err := tx.Account(true); err != nil { // queued with applications, which read the settings
			return err
		}
		return tx.SaveSettings(set)
	})
}
