package goods

import (
	"context"
	"time"
)

// Store is what the goods service needs from a backend: reads that need no transaction,
// and Tx for everything that writes. A store loads and saves; every rule is the service's.
type Store interface {
	// Tx runs fn as one transaction: nothing fn wrote stays when it fails.
	Tx(ctx context.Context, fn func(tx Tx) error) error
	// Categories answers every category with its number of goods, in no order.
	Categories(ctx context.Context) ([]Category, error)
	// CategoryVersion answers a number that changes whenever a category is added, changed
	// or removed (not when its number of goods changes).
	CategoryVersion(ctx context.Context) (int64, error)
	// ListGoods answers one page of the goods matching f as the list shows them (without
	// SKUs, specs, attributes, video, freight, services and description), their number, the
	// count of every tab under f's other filters, and the category version read with them.
	ListGoods(ctx context.Context, f Filter) (Listing, error)
	// Goods answers one goods with every SKU, retired ones included (ErrNotFound).
	Goods(ctx context.Context, id int64) (Goods, error)
	// SpecTemplates answers the spec library, in no order.
	SpecTemplates(ctx context.Context) ([]SpecTemplate, error)
	// AttributeTemplates answers every attribute template, in no order.
	AttributeTemplates(ctx context.Context) ([]AttributeTemplate, error)
	// PictureUses answers the goods using each of the pictures (as a goods picture or a
	// SKU's, retired SKUs and the recycle bin included), by picture then goods id.
	PictureUses(ctx context.Context, pictureIDs []int64) ([]PictureUse, error)
	// CountUses answers how many goods refer to id (RefFreightTemplate or RefService),
	// the recycle bin included.
	CountUses(ctx context.Context, ref Ref, id int64) (int, error)
}

// Tx is one transaction of the goods store.
type Tx interface {
	// Categories answers every category with its number of goods; forUpdate holds the
	// tree until the transaction ends (one change of the tree at a time).
	Categories(forUpdate bool) ([]Category, error)
	// AddCategory stores a new category and answers it with its id.
	AddCategory(c Category) (Category, error)
	// SaveCategories stores new versions of existing categories.
	SaveCategories(cs []Category) error
	// DeleteCategory removes a category.
	DeleteCategory(id int64) error

	// Goods answers one goods with every SKU (ErrNotFound); forUpdate holds it until the
	// transaction ends.
	Goods(id int64, forUpdate bool) (Goods, error)
	// AddGoods stores a new goods with its SKUs and answers it with the ids given.
	AddGoods(g Goods) (Goods, error)
	// SaveGoods stores a new version of a goods: SKUs with id 0 are added, the others
	// updated (retired ones too); no SKU is ever removed.
	SaveGoods(g Goods) error
	// SetGoodsStatus sets the status of the goods.
	SetGoodsStatus(ids []int64, s Status, at time.Time) error
	// SetGoodsSort sets a goods' sort number.
	SetGoodsSort(id int64, sort int) error
	// DeleteGoods removes the goods with their SKUs.
	DeleteGoods(ids []int64) error
	// Existing answers which of ids exist as what ref names (services: of kind service),
	// holding them until the transaction ends.
	Existing(ref Ref, ids []int64) ([]int64, error)

	// SpecTemplates answers the spec library, held until the transaction ends.
	SpecTemplates() ([]SpecTemplate, error)
	// AddSpecTemplate stores a new spec of the library and answers it with its id.
	AddSpecTemplate(t SpecTemplate) (SpecTemplate, error)
	// SaveSpecTemplate stores a new version of a spec of the library.
	SaveSpecTemplate(t SpecTemplate) error
	// DeleteSpecTemplate removes a spec of the library.
	DeleteSpecTemplate(id int64) error

	// AddAttributeTemplate stores a new attribute template and answers it with its id.
	AddAttributeTemplate(t AttributeTemplate) (AttributeTemplate, error)
	// SaveAttributeTemplate stores a new version of a template (ErrNotFound).
	SaveAttributeTemplate(t AttributeTemplate) error
	// DeleteAttributeTemplate removes a template and answers its name (ErrNotFound).
	DeleteAttributeTemplate(id int64) (string, error)
}
