package shopuser

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"strings"

	"shopconsole/server/apperr"
)

// ParseDiscount reads "9.5" as 95 tenths (0 to 10, one decimal).
func ParseDiscount(s string) (int, error) {
	whole, frac, hasDot := strings.Cut(s, ".")
	w, err := strconv.Atoi(whole)
	f := 0
	if hasDot {
		if len(frac) != 1 {
			err = strconv.ErrSyntax
		} else {
			f, err = strconv.Atoi(frac)
		}
	}
	n := w*10 + f
	if err != nil || whole == "" || w < 0 || n > 100 {
		return 0, apperr.Invalid("discount", "shopuser.discountRange")
	}
	return n, nil
}

// FormatDiscount writes tenths as "9.5" or "10".
func FormatDiscount(n int) string {
	if n%10 == 0 {
		return strconv.Itoa(n / 10)
	}
	return strconv.Itoa(n/10) + "." + strconv.Itoa(n%10)
}

// Levels lists the levels in display order.
func (s *Service) Levels(ctx context.Context) ([]Level, error) { return s.store.UserLevels(ctx) }

// Level answers one level, 404 when there is none.
func (s *Service) Level(ctx context.Context, id int64) (Level, error) {
	l, err := s.store.UserLevel(ctx, id)
	if errors.Is(err, ErrNotFound) {
		return l, apperr.New(http.StatusNotFound, "shopuser.levelNotFound", id)
	}
	return l, err
}

func checkLevel(l *Level) error {
	l.Name = strings.TrimSpace(l.Name)
	if l.Name == "" {
		return apperr.Invalid("name", "validation.required", "name")
	}
	if l.GrowthValue < 0 {
		return apperr.Invalid("growthValue", "validation.minimum", "growthValue", 0)
	}
	return nil
}

// SaveLevel adds (ID 0) or edits a level. Names and thresholds are unique, so the
// thresholds order the levels strictly.
func (s *Service) SaveLevel(ctx context.Context, l Level) (Level, error) {
	if err := checkLevel(&l); err != nil {
		return l, err
	}
	var out Level
	var err error
	if l.ID == 0 {
		out, err = s.store.AddUserLevel(ctx, l)
	} else {
		out, err = s.store.EditUserLevel(ctx, l)
	}
	switch {
	case errors.Is(err, ErrNotFound):
		return out, apperr.New(http.StatusNotFound, "shopuser.levelNotFound", l.ID)
	case errors.Is(err, ErrLevelNameTaken):
		e := apperr.New(http.StatusConflict, "shopuser.levelNameTaken", l.Name)
		e.Field = "name"
		return out, e
	case errors.Is(err, ErrLevelGrowthTaken):
		e := apperr.New(http.StatusConflict, "shopuser.levelGrowthTaken", l.GrowthValue)
		e.Field = "growthValue"
		return out, e
	}
	return out, err
}

// DestroyLevel deletes a level nobody holds.
func (s *Service) DestroyLevel(ctx context.Context, id int64) error {
	err := s.store.DestroyUserLevel(ctx, id)
	var inUse *InUseError
	switch {
	case errors.Is(err, ErrNotFound):
		return apperr.New(http.StatusNotFound, "shopuser.levelNotFound", id)
	case errors.As(err, &inUse):
		return apperr.New(http.StatusConflict, "shopuser.levelInUse", inUse.Users)
	}
	return err
}

// SortLevels puts the levels in the order of ids (every level exactly once).
func (s *Service) SortLevels(ctx context.Context, ids []int64) ([]Level, error) {
	seen := map[int64]bool{}
	for _, id := range ids {
		if seen[id] {
			return nil, apperr.Invalid("ids", "shopuser.sortDuplicate", id)
		}
		seen[id] = true
	}
	if err := s.store.SortUserLevels(ctx, ids); errors.Is(err, ErrSortMismatch) {
		return nil, apperr.Invalid("ids", "shopuser.sortMismatch")
	} else if err != nil {
		return nil, err
	}
	return s.store.UserLevels(ctx)
}
