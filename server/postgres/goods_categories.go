package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/goods"
)

// goodsStore is the Postgres goods.Store.
type goodsStore struct{ db *DB }

// Goods is the goods area's store.
func (db *DB) Goods() goods.Store { return goodsStore{db} }

// Tx implements goods.Store.
func (s goodsStore) Tx(ctx context.Context, fn func(goods.Tx) error) error {
	return s.db.inTx(ctx, func(tx pgx.Tx) error { return fn(goodsTx{ctx, tx}) })
}

// goodsTx is the Postgres goods.Tx.
type goodsTx struct {
	ctx context.Context
	q   querier
}

// errCategoryRace is what the constraints answer to a race the service lost.
var errCategoryRace = errors.New("category changed meanwhile")

// categoryQuery reads the tree with each category's goods from the goods counters (kept in
// the transaction that writes the goods: goods_category_totals, migration 037).
const categoryQuery = `SELECT c.id, coalesce(c.parent_id, 0), c.level, c.name, c.image, c.sort, c.visible,
	coalesce(n.goods, 0)
	FROM goods_categories c
	LEFT JOIN (SELECT category_id, n AS goods FROM goods_category_totals WHERE category_id <> 0) n
	ON n.category_id = c.id`

func readCategories(ctx context.Context, q querier) ([]goods.Category, error) {
	rows, _ := q.Query(ctx, categoryQuery)
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (goods.Category, error) {
		var c goods.Category
		err := r.Scan(&c.ID, &c.ParentID, &c.Level, &c.Name, &c.Image, &c.Sort, &c.Visible, &c.GoodsCount)
		return c, err
	})
	if err != nil {
		return nil, fmt.Errorf("goods categories: %w", err)
	}
	return out, nil
}

// Categories implements goods.Store.
func (s goodsStore) Categories(ctx context.Context) ([]goods.Category, error) {
	return readCategories(ctx, s.db.pool)
}

// CategoryVersion implements goods.Store (migration 038's counter of tree writes).
func (s goodsStore) CategoryVersion(ctx context.Context) (int64, error) {
	var v int64
	if err := s.db.pool.QueryRow(ctx, categoryVersionSQL).Scan(&v); err != nil {
		return 0, fmt.Errorf("goods category version: %w", err)
	}
	return v, nil
}

// Categories implements goods.Tx. The table lock holds the tree: SHARE lets readers share
// it; SHARE ROW EXCLUSIVE is one change at a time.
func (t goodsTx) Categories(forUpdate bool) ([]goods.Category, error) {
	mode := "SHARE"
	if forUpdate {
		mode = "SHARE ROW EXCLUSIVE"
	}
	if _, err := t.q.Exec(t.ctx, "LOCK TABLE goods_categories IN "+mode+" MODE"); err != nil {
		return nil, err
	}
	return readCategories(t.ctx, t.q)
}

func categoryRefused(err error) error {
	return refused(err, unique("goods_categories_sibling_name_key", errCategoryRace),
		foreignKey("", errCategoryRace))
}

// AddCategory implements goods.Tx.
func (t goodsTx) AddCategory(c goods.Category) (goods.Category, error) {
	err := t.q.QueryRow(t.ctx, `INSERT INTO goods_categories (parent_id, level, name, image, sort, visible)
		VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`, nullID(c.ParentID), c.Level, c.Name, c.Image, c.Sort, c.Visible).Scan(&c.ID)
	if err != nil {
		return c, fmt.Errorf("add category %s: %w", c.Name, categoryRefused(err))
	}
	return c, nil
}

// SaveCategories implements goods.Tx.
func (t goodsTx) SaveCategories(cs []goods.Category) error {
	for _, c := range cs {
		tag, err := t.q.Exec(t.ctx, `UPDATE goods_categories SET parent_id = $2, level = $3, name = $4, image = $5,
			sort = $6, visible = $7 WHERE id = $1`, c.ID, nullID(c.ParentID), c.Level, c.Name, c.Image, c.Sort, c.Visible)
		if err != nil {
			return fmt.Errorf("save category %d: %w", c.ID, categoryRefused(err))
		}
		if tag.RowsAffected() == 0 {
			return fmt.Errorf("category %d: %w", c.ID, goods.ErrNotFound)
		}
	}
	return nil
}

// DeleteCategory implements goods.Tx.
func (t goodsTx) DeleteCategory(id int64) error {
	if _, err := t.q.Exec(t.ctx, "DELETE FROM goods_categories WHERE id = $1", id); err != nil {
		return fmt.Errorf("delete category %d: %w", id, categoryRefused(err))
	}
	return nil
}
