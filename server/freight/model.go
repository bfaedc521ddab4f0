package freight

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"shopconsole/server/kernel"
)

// Template is a stored freight template.
type Template struct {
	ID        int64
	Name      string
	Pricing   Pricing
	CreatedAt time.Time
	UpdatedAt time.Time
}

// Filter selects templates: newest first.
type Filter struct {
	kernel.Page
	Keyword string
	Charge  ChargeType
}

// ErrNotFound is what a Store answers for a missing template.
var ErrNotFound = errors.New("freight template not found")

// ErrInUse is what a Store answers when goods came to use a template it was deleting (a
// reference that guards the race between the check and the delete).
var ErrInUse = errors.New("freight template in use")

// InUse tells how many goods use a template; the goods area implements it.
type InUse interface {
	FreightTemplateInUse(ctx context.Context, id int64) (int, error)
}

// Unused is the InUse of a shop without goods: no template is ever in use.
type Unused struct{}

// FreightTemplateInUse implements InUse.
func (Unused) FreightTemplateInUse(context.Context, int64) (int, error) { return 0, nil }

// ParseUnits reads "3", "1.5" or "0.125" (at most three decimals, no sign) as Units.
func ParseUnits(s string) (Units, bool) {
	whole, frac, dot := strings.Cut(s, ".")
	if whole == "" || len(whole) > 9 || (dot && (frac == "" || len(frac) > 3)) {
		return 0, false
	}
	for _, r := range whole + frac {
		if r < '0' || r > '9' {
			return 0, false
		}
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		return 0, false
	}
	for len(frac) < 3 {
		frac += "0"
	}
	f, _ := strconv.ParseInt(frac, 10, 64)
	return Units(w)*UnitScale + Units(f), true
}

// String writes units with as few decimals as they need: 1500 is "1.5", 2000 is "2".
func (u Units) String() string {
	s := strconv.FormatInt(int64(u/UnitScale), 10)
	if f := u % UnitScale; f != 0 {
		s += strings.TrimRight("."+strconv.FormatInt(int64(f+UnitScale), 10)[1:], "0")
	}
	return s
}
