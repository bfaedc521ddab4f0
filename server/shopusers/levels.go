package shopusers

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"shopconsole/server/apperr"
	"shopconsole/server/audit"
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
		return 0, apperr.Invalid("discount", "shopusers.discountRange")
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
func (s *Service) Levels(ctx context.Context) ([]Level, error) { return s.store.Levels(ctx) }

// Level answers one level, 404 when there is none.
func (s *Service) Level(ctx context.Context, id int64) (Level, error) {
	l, err := s.store.Level(ctx, id)
	if errors.Is(err, ErrNotFound) {
		return l, levelNotFound(id)
	}
	return l, err
}

func levelNotFound(id int64) error {
	return apperr.New(http.StatusNotFound, "shopusers.levelNotFound", id)
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

// changeLevels runs change over the levels, held for the change, then moves the users whose
// level follows their growth and whose growth now falls in another level's range, and no
// one else: a level set by hand stays.
func (s *Service) changeLevels(ctx context.Context, change func(tx Tx, levels []Level) ([]Level, error)) error {
	return s.store.Tx(ctx, func(tx Tx) error {
		before, err := tx.Levels(true)
		if err != nil {
			return err
		}
		after, err := change(tx, before)
		if err != nil {
			return err
		}
		for _, m := range Moves(before, after) {
			if err := tx.SetAutoLevel(m.Level, m.From, m.To); err != nil {
				return err
			}
		}
		return nil
	})
}

// SaveLevel adds (ID 0) or edits a level. Names and thresholds are unique, so the
// thresholds order the levels strictly.
func (s *Service) SaveLevel(ctx context.Context, l Level) (Level, error) {
	if err := checkLevel(&l); err != nil {
		return l, err
	}
	err := s.changeLevels(ctx, func(tx Tx, levels []Level) ([]Level, error) {
		i := slices.IndexFunc(levels, func(o Level) bool { return o.ID == l.ID })
		if l.ID != 0 && i < 0 {
			return nil, ErrNotFound
		}
		if err := checkLevelUnique(levels, l); err != nil {
			return nil, err
		}
		if l.ID == 0 {
			placed := PlaceByGrowth(levels, l)
			for _, p := range placed {
				if p.ID == 0 {
					l.Sort = p.Sort
				} else if old := levels[slices.IndexFunc(levels, func(o Level) bool { return o.ID == p.ID })]; old.Sort != p.Sort {
					if err := tx.SaveLevel(p); err != nil {
						return nil, err
					}
				}
			}
			added, err := tx.AddLevel(l)
			l = added
			return append(slices.Clone(levels), added), err
		}
		after := slices.Clone(levels)
		after[i] = l
		return after, tx.SaveLevel(l)
	})
	switch {
	case errors.Is(err, ErrNotFound):
		return l, levelNotFound(l.ID)
	case errors.Is(err, ErrLevelNameTaken):
		e := apperr.New(http.StatusConflict, "shopusers.levelNameTaken", l.Name)
		e.Field = "name"
		return l, e
	case errors.Is(err, ErrLevelGrowthTaken):
		e := apperr.New(http.StatusConflict, "shopusers.levelGrowthTaken", l.GrowthValue)
		e.Field = "growthValue"
		return l, e
	case err != nil:
		return l, err
	}
	return s.Level(ctx, l.ID)
}

// DestroyLevel deletes a level nobody holds.
func (s *Service) DestroyLevel(ctx context.Context, id int64) error {
	err := s.changeLevels(ctx, func(tx Tx, levels []Level) ([]Level, error) {
		after := slices.DeleteFunc(slices.Clone(levels), func(l Level) bool { return l.ID == id })
		if len(after) == len(levels) {
			return nil, ErrNotFound
		}
		n, err := tx.LevelUsers(id)
		if err != nil {
			return nil, err
		}
		if n > 0 {
			return nil, &InUseError{Users: n}
		}
		l := levels[slices.IndexFunc(levels, func(l Level) bool { return l.ID == id })]
		audit.Deleted(ctx, "user level", audit.Item{ID: l.ID, Name: l.Name})
		return after, tx.DeleteLevel(id)
	})
	var inUse *InUseError
	switch {
	case errors.Is(err, ErrNotFound):
		return levelNotFound(id)
	case errors.As(err, &inUse):
		return apperr.New(http.StatusConflict, "shopusers.levelInUse", inUse.Users)
	}
	return err
}

// SortLevels puts the levels in the order of ids (every level exactly once).
func (s *Service) SortLevels(ctx context.Context, ids []int64) ([]Level, error) {
	if err := checkSort(nil, ids); errors.Is(err, ErrSortDuplicate) {
		return nil, sortRefusal(err)
	}
	err := s.store.Tx(ctx, func(tx Tx) error {
		levels, err := tx.Levels(true)
		if err != nil {
			return err
		}
		if err := checkSort(levels, ids); err != nil {
			return err
		}
		for _, l := range levels {
			l.Sort = slices.Index(ids, l.ID) + 1
			if err := tx.SaveLevel(l); err != nil {
				return err
			}
		}
		return nil
	})
	if errors.Is(err, ErrSortMismatch) || errors.Is(err, ErrSortDuplicate) {
		return nil, sortRefusal(err)
	} else if err != nil {
		return nil, err
	}
	return s.store.Levels(ctx)
}

func sortRefusal(err error) error {
	var dup *DuplicateError
	if errors.As(err, &dup) {
		return apperr.Invalid("ids", "shopusers.sortDuplicate", dup.ID)
	}
	return apperr.Invalid("ids", "shopusers.sortMismatch")
}
