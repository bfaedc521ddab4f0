package goods

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"

	"shopconsole/server/apperr"
	"shopconsole/server/guarantees"
	"shopconsole/server/pictures"
)

// Ref names what of another area a goods refers to.
type Ref string

// What goods refer to.
const (
	RefPicture         Ref = "picture"
	RefFreightTemplate Ref = "freightTemplate"
	RefService         Ref = "service"
)

// ErrReferenceGone is what a Store answers when a goods it saves refers to a row another
// transaction deleted since the service checked it (a foreign key guards the race).
var ErrReferenceGone = errors.New("goods: referenced row gone")

// PictureUse is one goods using one picture.
type PictureUse struct {
	PictureID, GoodsID int64
	GoodsName          string
}

// Usage answers what goods use, for the areas that cannot delete what goods use: the
// album (pictures.Usage), freight templates (freight.InUse) and after-sale services
// (guarantees.InUse).
type Usage struct{ store Store }

// Usage answers the service's Usage.
func (s *Service) Usage() Usage { return Usage{s.store} }

// InUse implements pictures.Usage.
func (u Usage) InUse(ctx context.Context, pictureIDs []int64) ([]pictures.Use, error) {
	uses, err := u.store.PictureUses(ctx, pictureIDs)
	if err != nil {
		return nil, fmt.Errorf("goods using pictures: %w", err)
	}
	out := make([]pictures.Use, len(uses))
	for i, x := range uses {
		out[i] = pictures.Use{PictureID: x.PictureID, GoodsID: x.GoodsID, GoodsName: x.GoodsName}
	}
	return out, nil
}

// FreightTemplateInUse implements freight.InUse.
func (u Usage) FreightTemplateInUse(ctx context.Context, id int64) (int, error) {
	return u.store.CountUses(ctx, RefFreightTemplate, id)
}

// GuaranteeInUse implements guarantees.InUse: goods refer to services; guarantee texts are
// shown to every goods and referred to by none.
func (u Usage) GuaranteeInUse(ctx context.Context, kind guarantees.Kind, id int64) (int, error) {
	if kind != guarantees.Service {
		return 0, nil
	}
	return u.store.CountUses(ctx, RefService, id)
}

// checkRefs refuses a goods referring to a picture, freight template or service that does
// not exist (400 naming the field), and fills the URLs of album pictures.
func checkRefs(tx Tx, g *Goods) error {
	var pics []int64
	for _, p := range g.Pictures {
		if p.ID != 0 {
			pics = append(pics, p.ID)
		}
	}
	for _, s := range g.SKUs {
		if s.PictureID != 0 && !s.Retired {
			pics = append(pics, s.PictureID)
		}
	}
	have, err := existing(tx, RefPicture, pics)
	if err != nil {
		return err
	}
	for i, p := range g.Pictures {
		if p.ID != 0 {
			if !have[p.ID] {
				return apperr.Invalid(fmt.Sprintf("pictures[%d].id", i), "goods.pictureNotFound", p.ID)
			}
			g.Pictures[i].URL = pictures.URL(p.ID)
		}
	}
	for i, s := range g.SKUs {
		if s.PictureID != 0 && !s.Retired && !have[s.PictureID] {
			return apperr.Invalid(fmt.Sprintf("skus[%d].pictureId", i), "goods.pictureNotFound", s.PictureID)
		}
	}
	if t := g.Freight.TemplateID; t != 0 {
		if have, err = existing(tx, RefFreightTemplate, []int64{t}); err != nil {
			return err
		} else if !have[t] {
			return apperr.Invalid("freight.templateId", "goods.templateNotFound", t)
		}
	}
	if have, err = existing(tx, RefService, g.ServiceIDs); err != nil {
		return err
	}
	for _, id := range g.ServiceIDs {
		if !have[id] {
			return apperr.Invalid("serviceIds", "goods.serviceNotFound", id)
		}
	}
	return nil
}

func existing(tx Tx, ref Ref, ids []int64) (map[int64]bool, error) {
	out := map[int64]bool{}
	if len(ids) == 0 {
		return out, nil
	}
	found, err := tx.Existing(ref, slices.Compact(slices.Sorted(slices.Values(ids))))
	if err != nil {
		return nil, fmt.Errorf("goods %s references: %w", ref, err)
	}
	for _, id := range found {
		out[id] = true
	}
	return out, nil
}

// referenceGone answers the refusal of a save that lost a race with a delete.
func referenceGone(err error) error {
	if errors.Is(err, ErrReferenceGone) {
		return apperr.New(http.StatusConflict, "goods.referenceGone")
	}
	return err
}
