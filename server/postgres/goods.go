package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/goods"
)

const goodsCols = `g.id, g.name, coalesce(g.category_id, 0), g.pictures, g.video, g.sort, g.spec_type, g.specs, g.stock,
	g.stock_warning, g.price, g.sales, g.status, g.freight_type, g.freight_fee, coalesce(g.freight_template_id, 0), g.service_ids,
	g.description, g.created_at, g.updated_at, g.attributes`

// goodsRowCols are the columns of a goods that its list shows (goods.Goods.Row; scanGoodsRow).
const goodsRowCols = `g.id, g.name, coalesce(g.category_id, 0), g.pictures, g.sort, g.spec_type, g.stock, g.stock_warning,
	g.price, g.sales, g.status, g.created_at, g.updated_at`

// scanGoodsRow scans goodsRowCols.
func scanGoodsRow(r pgx.Row) (goods.Goods, error) {
	var g goods.Goods
	var pics []jsonPicture
	err := r.Scan(&g.ID, &g.Name, &g.CategoryID, &pics, &g.Sort, &g.SpecType, &g.Stock, &g.StockWarning,
		&g.Price, &g.Sales, &g.Status, &g.CreatedAt, &g.UpdatedAt)
	g.Pictures = picturesOf(pics)
	return g, err
}

type jsonPicture struct {
	ID  int64  `json:"id,omitempty"`
	URL string `json:"url"`
}

func picturesOf(pics []jsonPicture) []goods.Picture {
	var out []goods.Picture
	for _, p := range pics {
		out = append(out, goods.Picture(p))
	}
	return out
}

type jsonAttribute struct {
	Name   string   `json:"name"`
	Kind   string   `json:"kind"`
	Values []string `json:"values"`
}

type jsonSpec struct {
	Name   string   `json:"name"`
	Values []string `json:"values"`
}

func scanGoods(r pgx.Row) (goods.Goods, error) {
	var g goods.Goods
	var pics []jsonPicture
	var specs []jsonSpec
	var attrs []jsonAttribute
	err := r.Scan(&g.ID, &g.Name, &g.CategoryID, &pics, &g.Video, &g.Sort, &g.SpecType, &specs, &g.Stock, &g.StockWarning,
		&g.Price, &g.Sales, &g.Status, &g.Freight.Type, &g.Freight.Fee, &g.Freight.TemplateID, &g.ServiceIDs,
		&g.Description, &g.CreatedAt, &g.UpdatedAt, &attrs)
	for _, a := range attrs {
		g.Attributes = append(g.Attributes, goods.Attribute(a))
	}
	g.Pictures = picturesOf(pics)
	for _, s := range specs {
		g.Specs = append(g.Specs, goods.Spec{Name: s.Name, Values: s.Values})
	}
	return g, err
}

const skuCols = "s.goods_id, s.id, s.specs, s.price, s.market_price, s.cost_price, s.stock, s.weight, s.volume, s.barcode, s.retired, coalesce(s.picture_id, 0)"

// skusSQL selects the SKUs of the goods $1 (an array), retired ones only when all.
func skusSQL(all bool) string {
	sql := "SELECT " + skuCols + " FROM goods_skus s WHERE s.goods_id = ANY($1)"
	if !all {
		sql += " AND NOT s.retired"
	}
	return sql + " ORDER BY s.goods_id, s.retired, s.position, s.id"
}

// scanSKUs appends the SKUs of res (skuCols) to their goods among rows.
func scanSKUs(res pgx.Rows, rows []goods.Goods) error {
	at := make(map[int64]int, len(rows))
	for i, g := range rows {
		at[g.ID] = i
	}
	var goodsID int64
	var sku goods.SKU
	_, err := pgx.ForEachRow(res, []any{&goodsID, &sku.ID, &sku.Specs, &sku.Price, &sku.MarketPrice, &sku.CostPrice, &sku.Stock,
		&sku.Weight, &sku.Volume, &sku.Barcode, &sku.Retired, &sku.PictureID}, func() error {
		if i, ok := at[goodsID]; ok {
			rows[i].SKUs = append(rows[i].SKUs, sku)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("goods skus: %w", err)
	}
	return nil
}

// readGoods reads a goods (held when lock says so) and all its SKUs in one round trip.
func readGoods(ctx context.Context, q querier, id int64, lock string) (goods.Goods, error) {
	var g goods.Goods
	b := &pgx.Batch{}
	b.Queue("SELECT "+goodsCols+" FROM goods g WHERE g.id = $1"+lock, id).QueryRow(func(r pgx.Row) (err error) {
		g, err = scanGoods(r)
		return err
	})
	rows := []goods.Goods{{}}
	b.Queue(skusSQL(true), []int64{id}).Query(func(res pgx.Rows) error {
		rows[0].ID = g.ID
		return scanSKUs(res, rows)
	})
	err := q.SendBatch(ctx, b).Close()
	if errors.Is(err, pgx.ErrNoRows) {
		return g, fmt.Errorf("goods %d: %w", id, goods.ErrNotFound)
	}
	if err != nil {
		return g, fmt.Errorf("goods %d: %w", id, err)
	}
	g.SKUs = rows[0].SKUs
	return g, nil
}

// Goods implements goods.Store.
func (s goodsStore) Goods(ctx context.Context, id int64) (goods.Goods, error) {
	return readGoods(ctx, s.db.pool, id, "")
}

// Goods implements goods.Tx.
func (t goodsTx) Goods(id int64, forUpdate bool) (goods.Goods, error) {
	lock := ""
	if forUpdate {
		lock = " FOR UPDATE"
	}
	return readGoods(t.ctx, t.q, id, lock)
}

func goodsArgs(g goods.Goods) []any {
	pics := make([]jsonPicture, len(g.Pictures))
	for i, p := range g.Pictures {
		pics[i] = jsonPicture(p)
	}
	specs := make([]jsonSpec, len(g.Specs))
	for i, s := range g.Specs {
		specs[i] = jsonSpec(s)
	}
	attrs := make([]jsonAttribute, len(g.Attributes))
	for i, a := range g.Attributes {
		attrs[i] = jsonAttribute(a)
	}
	attrJSON, _ := json.Marshal(attrs)
	picJSON, _ := json.Marshal(pics)
	specJSON, _ := json.Marshal(specs)
	cover := ""
	if len(g.Pictures) > 0 {
		cover = g.Pictures[0].URL
	}
	services := g.ServiceIDs
	if services == nil {
		services = []int64{}
	}
	return []any{g.ID, g.Name, nullID(g.CategoryID), picJSON, g.Video, g.Sort, g.SpecType, specJSON, g.Stock, g.StockWarning,
		g.Price, g.Status, g.Freight.Type, g.Freight.Fee, nullID(g.Freight.TemplateID), services, g.Description, g.CreatedAt,
		g.UpdatedAt, cover, attrJSON}
}

// AddGoods implements goods.Tx.
func (t goodsTx) AddGoods(g goods.Goods) (goods.Goods, error) {
	args := goodsArgs(g)[1:]
	err := t.q.QueryRow(t.ctx, `INSERT INTO goods (name, category_id, pictures, video, sort, spec_type, specs, stock,
		stock_warning, price, status, freight_type, freight_fee, freight_template_id, service_ids, description, created_at,
		updated_at, image, attributes) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
		$18, $19, $20) RETURNING id`, args...).Scan(&g.ID)
	if err != nil {
		return g, fmt.Errorf("add goods %s: %w", g.Name, goodsRefused(err))
	}
	return g, t.saveParts(g)
}

// SaveGoods implements goods.Tx.
func (t goodsTx) SaveGoods(g goods.Goods) error {
	tag, err := t.q.Exec(t.ctx, `UPDATE goods SET name = $2, category_id = $3, pictures = $4, video = $5, sort = $6,
		spec_type = $7, specs = $8, stock = $9, stock_warning = $10, price = $11, status = $12, freight_type = $13,
		freight_fee = $14, freight_template_id = $15, service_ids = $16, description = $17, created_at = $18,
		updated_at = $19, image = $20, attributes = $21 WHERE id = $1`, goodsArgs(g)...)
	if err != nil {
		return fmt.Errorf("save goods %d: %w", g.ID, goodsRefused(err))
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("goods %d: %w", g.ID, goods.ErrNotFound)
	}
	return t.saveParts(g)
}

// goodsRefused maps a key that refused a goods' row: a category, or a picture, freight
// template or service deleted since the service checked it.
func goodsRefused(err error) error {
	return refused(err, foreignKey("goods_pictures_picture_fkey", goods.ErrReferenceGone),
		foreignKey("goods_skus_picture_fkey", goods.ErrReferenceGone),
		foreignKey("goods_freight_template_fkey", goods.ErrReferenceGone),
		foreignKey("goods_services_service_fkey", goods.ErrReferenceGone),
		unique("goods_categories_sibling_name_key", errCategoryRace), foreignKey("", errCategoryRace))
}

// saveParts writes the SKUs (those without id inserted, the others updated) and the rows
// of the goods' album pictures and services, in one batch.
func (t goodsTx) saveParts(g goods.Goods) error {
	b := &pgx.Batch{}
	b.Queue("DELETE FROM goods_pictures WHERE goods_id = $1", g.ID)
	b.Queue("DELETE FROM goods_services WHERE goods_id = $1", g.ID)
	for i, p := range g.Pictures {
		if p.ID != 0 {
			b.Queue("INSERT INTO goods_pictures (goods_id, position, picture_id) VALUES ($1, $2, $3)", g.ID, i, p.ID)
		}
	}
	if len(g.ServiceIDs) > 0 {
		b.Queue("INSERT INTO goods_services (goods_id, service_id) SELECT $1, unnest($2::bigint[])", g.ID, g.ServiceIDs)
	}
	for i, s := range g.SKUs {
		specs := s.Specs
		if specs == nil {
			specs = []string{}
		}
		if s.ID == 0 {
			b.Queue(`INSERT INTO goods_skus (goods_id, specs, position, price, market_price, cost_price, stock, weight, volume,
				barcode, retired, picture_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
				g.ID, specs, i, s.Price, s.MarketPrice, s.CostPrice, s.Stock, s.Weight, s.Volume, s.Barcode, s.Retired, nullID(s.PictureID))
			continue
		}
		b.Queue(`UPDATE goods_skus SET specs = $3, position = $4, price = $5, market_price = $6, cost_price = $7, stock = $8,
			weight = $9, volume = $10, barcode = $11, retired = $12, picture_id = $13 WHERE id = $1 AND goods_id = $2`,
			s.ID, g.ID, specs, i, s.Price, s.MarketPrice, s.CostPrice, s.Stock, s.Weight, s.Volume, s.Barcode, s.Retired, nullID(s.PictureID))
	}
	if err := t.q.SendBatch(t.ctx, b).Close(); err != nil {
		return fmt.Errorf("goods %d skus: %w", g.ID, goodsRefused(err))
	}
	return nil
}

// SetGoodsStatus implements goods.Tx.
func (t goodsTx) SetGoodsStatus(ids []int64, s goods.Status, at time.Time) error {
	if _, err := t.q.Exec(t.ctx, "UPDATE goods SET status = $2, updated_at = $3 WHERE id = ANY($1)", ids, s, at); err != nil {
		return fmt.Errorf("goods status: %w", err)
	}
	return nil
}

// SetGoodsSort implements goods.Tx.
func (t goodsTx) SetGoodsSort(id int64, sort int) error {
	if _, err := t.q.Exec(t.ctx, "UPDATE goods SET sort = $2 WHERE id = $1", id, sort); err != nil {
		return fmt.Errorf("goods %d sort: %w", id, err)
	}
	return nil
}

// DeleteGoods implements goods.Tx.
func (t goodsTx) DeleteGoods(ids []int64) error {
	if _, err := t.q.Exec(t.ctx, "DELETE FROM goods WHERE id = ANY($1)", ids); err != nil {
		return fmt.Errorf("delete goods: %w", err)
	}
	return nil
}
