package goods

import (
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/microcosm-cc/bluemonday"

	"shopconsole/server/apperr"
)

// MaxSpecs is how many specs a multi-spec goods may have.
const MaxSpecs = 3

// Totals answers the SPU's stock (the sum of its active SKUs' stock) and price (the lowest
// active SKU price above 0; 0 when none is priced).
func Totals(skus []SKU) (stock, price int64) {
	for _, s := range skus {
		if s.Retired {
			continue
		}
		stock += s.Stock
		if s.Price > 0 && (price == 0 || s.Price < price) {
			price = s.Price
		}
	}
	return stock, price
}

// comboKey is a SKU's combination as one comparable string.
func comboKey(values []string) string { return strings.Join(values, "\x1f") }

func conflict(field, key string, args ...any) error {
	e := apperr.New(http.StatusConflict, key, args...)
	e.Field = field
	return e
}

// CheckSpecs checks the specs of a goods of specType: none for a single spec; 1 to 3 for a
// multi spec, names and each spec's values unique and not blank.
func CheckSpecs(specType string, specs []Spec) error {
	if specType == SpecSingle {
		if len(specs) > 0 {
			return apperr.Invalid("specs", "goods.specsSingle")
		}
		return nil
	}
	if len(specs) == 0 || len(specs) > MaxSpecs {
		return apperr.Invalid("specs", "goods.specsCount", MaxSpecs)
	}
	names := map[string]bool{}
	for i, s := range specs {
		if strings.TrimSpace(s.Name) == "" {
			return apperr.Invalid(fmt.Sprintf("specs[%d].name", i), "validation.required", fmt.Sprintf("specs[%d].name", i))
		}
		if names[s.Name] {
			return apperr.Invalid(fmt.Sprintf("specs[%d].name", i), "goods.specNameTwice", s.Name)
		}
		names[s.Name] = true
		if len(s.Values) == 0 {
			return apperr.Invalid(fmt.Sprintf("specs[%d].values", i), "validation.required", fmt.Sprintf("specs[%d].values", i))
		}
		seen := map[string]bool{}
		for _, v := range s.Values {
			if strings.TrimSpace(v) == "" || seen[v] {
				return apperr.Invalid(fmt.Sprintf("specs[%d].values", i), "goods.specValueTwice", s.Name, v)
			}
			seen[v] = true
		}
	}
	return nil
}

// CheckSKUs checks the SKUs against the specs: one SKU without values for a single spec; for
// a multi spec at least one, each with one listed value per spec and each combination at
// most once. Stock is never negative and a given price is above 0.
func CheckSKUs(specType string, specs []Spec, skus []SKU) error {
	if len(skus) == 0 {
		return apperr.Invalid("skus", "validation.required", "skus")
	}
	if specType == SpecSingle && len(skus) != 1 {
		return apperr.Invalid("skus", "goods.singleOneSku")
	}
	seen := map[string]bool{}
	for i, s := range skus {
		field := fmt.Sprintf("skus[%d]", i)
		if len(s.Specs) != len(specs) {
			return apperr.Invalid(field+".specs", "goods.skuSpecCount", field, len(specs))
		}
		for j, v := range s.Specs {
			if !slices.Contains(specs[j].Values, v) {
				return apperr.Invalid(field+".specs", "goods.skuValueUnknown", field, v, specs[j].Name)
			}
		}
		if k := comboKey(s.Specs); seen[k] {
			return apperr.Invalid(field+".specs", "goods.skuComboTwice", strings.Join(s.Specs, "/"))
		} else {
			seen[k] = true
		}
		if s.Stock < 0 {
			return apperr.Invalid(field+".stock", "validation.minimum", field+".stock", 0)
		}
		if s.Price < 0 || s.MarketPrice < 0 || s.CostPrice < 0 {
			return apperr.Invalid(field+".price", "goods.pricePositive", field+".price")
		}
	}
	return nil
}

// MergeSKUs keeps SKU ids stable across an edit. A SKU is its combination of spec values:
// an incoming SKU takes the id of the old SKU with the same combination (retired or not, so a
// combination that comes back gets its id back); a new combination gets a new id (0 here).
// Old SKUs whose combination is gone are retired, never dropped. An id sent along must be one
// of the goods' SKUs.
func MergeSKUs(old, in []SKU) ([]SKU, error) {
	ids := map[int64]bool{}
	byCombo := map[string]int64{}
	for _, s := range old {
		ids[s.ID] = true
		byCombo[comboKey(s.Specs)] = s.ID
	}
	taken := map[int64]bool{}
	out := make([]SKU, 0, len(in)+len(old))
	for i, s := range in {
		if s.ID != 0 && !ids[s.ID] {
			return nil, apperr.Invalid(fmt.Sprintf("skus[%d].id", i), "goods.skuNotOfGoods", s.ID)
		}
		s.ID, s.Retired = byCombo[comboKey(s.Specs)], false
		taken[s.ID] = true
		out = append(out, s)
	}
	for _, s := range old {
		if !taken[s.ID] {
			s.Retired = true
			out = append(out, s)
		}
	}
	return out, nil
}

// CheckFreight checks the freight: a flat fee is never negative, a template is named.
func CheckFreight(f Freight) error {
	switch f.Type {
	case FreightFree:
		return nil
	case FreightFlat:
		if f.Fee < 0 {
			return apperr.Invalid("freight.fee", "validation.minimum", "freight.fee", 0)
		}
		return nil
	case FreightTemplate:
		if f.TemplateID <= 0 {
			return apperr.Invalid("freight.templateId", "goods.freightTemplate")
		}
		return nil
	}
	return apperr.Invalid("freight.type", "validation.enum", "freight.type", "free, flat, template")
}

// CheckPictures checks each picture's URL.
func CheckPictures(ps []Picture) error {
	for i, p := range ps {
		field := fmt.Sprintf("pictures[%d].url", i)
		if p.ID != 0 {
			continue // an album picture: the service checks it exists and fills its URL
		}
		if strings.TrimSpace(p.URL) == "" {
			return apperr.Invalid(field, "validation.required", field)
		}
		if err := CheckImage(field, p.URL); err != nil {
			return err
		}
	}
	return nil
}

// CanShelve answers why g cannot be on shelf: it needs a picture, a level-3 category and a
// price on every SKU on sale. level is the level of g's category (0: none).
func CanShelve(g Goods, level int) error {
	switch {
	case len(g.Pictures) == 0:
		return conflict("pictures", "goods.shelfPicture", g.Name)
	case g.CategoryID == 0 || level != MaxLevel:
		return conflict("categoryId", "goods.shelfCategory", g.Name)
	}
	for _, s := range g.Active() {
		if s.Price <= 0 {
			return conflict("skus", "goods.shelfPrice", g.Name)
		}
	}
	return nil
}

// descriptionPolicy keeps what a rich-text editor writes (formatting, lists, links, images,
// tables) and drops scripts, event handlers and styles that could run code.
var descriptionPolicy = func() *bluemonday.Policy {
	p := bluemonday.UGCPolicy()
	p.AllowAttrs("style").OnElements("p", "span", "div", "img", "h1", "h2", "h3", "li", "td", "th")
	p.AllowStyles("color", "background-color", "text-align", "font-size", "font-weight", "text-decoration", "width", "height").Globally()
	p.AllowAttrs("class").Matching(bluemonday.SpaceSeparatedTokens).OnElements("p", "span", "li", "pre", "code", "div")
	p.AllowDataURIImages()
	return p
}()

// SanitizeDescription answers the description's HTML with only what is safe to show.
func SanitizeDescription(html string) string { return descriptionPolicy.Sanitize(html) }

// ChangeStatus answers the status goods in from move to after a batch operation, or why not:
// on/off only outside the recycle bin, restore only from it, delete only from it.
func ChangeStatus(from Status, op string) (Status, error) {
	switch op {
	case "on", "off":
		if from == StatusRecycle {
			return from, apperr.New(http.StatusConflict, "goods.inRecycleBin")
		}
		return Status(op), nil
	case "recycle":
		return StatusRecycle, nil
	case "restore":
		if from != StatusRecycle {
			return from, apperr.New(http.StatusConflict, "goods.notInRecycleBin")
		}
		return StatusOff, nil
	case "destroy":
		if from != StatusRecycle {
			return from, apperr.New(http.StatusConflict, "goods.destroyOutsideBin")
		}
		return from, nil
	}
	return from, fmt.Errorf("unknown status change %q", op)
}
