package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/goods"
)

// Existing implements goods.Tx: the rows found are held (FOR KEY SHARE) until the
// transaction ends, so a delete waits for the goods that comes to use them.
func (t goodsTx) Existing(ref goods.Ref, ids []int64) ([]int64, error) {
	var sql string
	switch ref {
	case goods.RefPicture:
		sql = "SELECT id FROM pictures WHERE id = ANY($1) FOR KEY SHARE"
	case goods.RefFreightTemplate:
		sql = "SELECT id FROM freight_templates WHERE id = ANY($1) FOR KEY SHARE"
	case goods.RefService:
		sql = "SELECT id FROM goods_guarantees WHERE id = ANY($1) AND kind = 'service' FOR KEY SHARE"
	default:
		return nil, fmt.Errorf("unknown goods reference %q", ref)
	}
	rows, _ := t.q.Query(t.ctx, sql, ids)
	out, err := pgx.CollectRows(rows, pgx.RowTo[int64])
	if err != nil {
		return nil, fmt.Errorf("existing %s: %w", ref, err)
	}
	return out, nil
}

// PictureUses implements goods.Store.
func (s goodsStore) PictureUses(ctx context.Context, pictureIDs []int64) ([]goods.PictureUse, error) {
	rows, _ := s.db.pool.Query(ctx, `SELECT u.picture_id, g.id, g.name
		FROM (SELECT goods_id, picture_id FROM goods_pictures WHERE picture_id = ANY($1)
			UNION SELECT goods_id, picture_id FROM goods_skus WHERE picture_id = ANY($1)) u
		JOIN goods g ON g.id = u.goods_id
		ORDER BY u.picture_id, g.id`, pictureIDs)
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (goods.PictureUse, error) {
		var u goods.PictureUse
		return u, r.Scan(&u.PictureID, &u.GoodsID, &u.GoodsName)
	})
	if err != nil {
		return nil, fmt.Errorf("goods using pictures: %w", err)
	}
	return out, nil
}

// CountUses implements goods.Store.
func (s goodsStore) CountUses(ctx context.Context, ref goods.Ref, id int64) (int, error) {
	var sql string
	switch ref {
	case goods.RefFreightTemplate:
		sql = "SELECT count(*) FROM goods WHERE freight_template_id = $1"
	case goods.RefService:
		sql = "SELECT count(*) FROM goods_services WHERE service_id = $1"
	default:
		return 0, fmt.Errorf("unknown goods reference %q", ref)
	}
	var n int
	if err := s.db.pool.QueryRow(ctx, sql, id).Scan(&n); err != nil {
		return 0, fmt.Errorf("goods using %s %d: %w", ref, id, err)
	}
	return n, nil
}
