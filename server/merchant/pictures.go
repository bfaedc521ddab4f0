package merchant

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"shopconsole/server/pictures"
)

// PictureUsage tells which album pictures the shop's own application uses, by their URL:
// they cannot be deleted while it does, or a saved draft would lose them.
func (s *Service) PictureUsage() pictures.Usage { return pictureUsage{s.store} }

type pictureUsage struct{ store Store }

// InUse implements pictures.Usage.
func (u pictureUsage) InUse(ctx context.Context, ids []int64) ([]pictures.Use, error) {
	a, err := u.store.Own(ctx)
	if errors.Is(err, ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("pictures of the application: %w", err)
	}
	f := a.Fields
	held := []string{f.LicencePicture, f.IDFrontPicture, f.IDBackPicture}
	var out []pictures.Use
	for _, id := range ids {
		if slices.Contains(held, pictures.URL(id)) {
			out = append(out, pictures.Use{PictureID: id, Application: true})
		}
	}
	return out, nil
}
