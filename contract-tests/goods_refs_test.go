package contracttests

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"

	"shopconsole/server/goods"
	"shopconsole/server/pictures"
)

// goodsRefs are a picture for the goods, one for a SKU, a freight template and an
// after-sale service, all fresh.
type goodsRefs struct{ pic, skuPic, template, service int64 }

func (e *Env) goodsRefs(t *testing.T, who admin) goodsRefs {
	t.Helper()
	album := e.addAlbum(t, who, "商品图 "+uniq(), 1)
	var refs goodsRefs
	refs.pic = e.pictureWith(t, who, album, "main.png", 20, 20)
	refs.skuPic = e.pictureWith(t, who, album, "sku.png", 20, 20)
	r := e.write(t, who, "/api/admin/freight/add", freightBody(nil))
	expect(t, r, 200, "")
	refs.template = num(r, "id")
	r = e.write(t, who, "/api/admin/goodsService/add", map[string]any{"title": "七天无理由 " + uniq(), "content": "签收后七天内可退"})
	expect(t, r, 200, "")
	refs.service = num(r, "id")
	return refs
}

// usingRefs is a goods body of leaf using every reference of refs.
func usingRefs(leaf int64, refs goodsRefs, name string) map[string]any {
	return goodsBody(leaf, map[string]any{
		"name":     name,
		"pictures": []map[string]any{{"id": refs.pic}, {"url": "https://img.example.com/dress-2.jpg"}},
		"skus": []map[string]any{
			{"specs": []string{"红色", "S"}, "price": "99.90", "stock": 10, "pictureId": refs.skuPic},
			{"specs": []string{"蓝色", "M"}, "price": "109", "stock": 5},
		},
		"freight":    map[string]any{"type": "template", "templateId": refs.template},
		"serviceIds": []int64{refs.service},
	})
}

func TestGoodsReferences(t *testing.T) {
	eachBackendWith(t, options{blobs: true}, func(t *testing.T, e *Env) {
		who := e.signedIn(t, "goodsrefs", "Admin")
		_, _, leaf := e.categoryBranch(t, who)
		refs := e.goodsRefs(t, who)

		// What does not exist is refused, naming the field.
		for _, c := range []struct {
			over       map[string]any
			field, msg string
		}{
			{map[string]any{"pictures": []map[string]any{{"id": 9876543210}}}, "pictures[0].id", "picture 9876543210 does not exist"},
			{map[string]any{"skus": []map[string]any{{"specs": []string{"红色", "S"}, "price": "1", "stock": 1, "pictureId": 9876543210}}}, "skus[0].pictureId", "picture 9876543210 does not exist"},
			{map[string]any{"freight": map[string]any{"type": "template", "templateId": 9876543210}}, "freight.templateId", "freight template 9876543210 does not exist"},
			{map[string]any{"serviceIds": []int64{9876543210}}, "serviceIds", "after-sale service 9876543210 does not exist"},
		} {
			r := e.write(t, who, "/api/admin/goods/add", goodsBody(leaf, c.over))
			expect(t, r, 400, c.msg)
			if r.Str("field") != c.field {
				t.Errorf("field of %q: %s", c.msg, r.Raw)
			}
		}

		name := "引用商品 " + uniq()
		r := e.write(t, who, "/api/admin/goods/add", usingRefs(leaf, refs, name))
		expect(t, r, 200, "")
		id := num(r, "id")
		if r.Str("pictures.0.url") != pictures.URL(refs.pic) || num(r, "pictures.0.id") != refs.pic ||
			num(r, "skus.0.pictureId") != refs.skuPic || num(r, "skus.1.pictureId") != 0 || num(r, "freight.templateId") != refs.template {
			t.Fatalf("goods with references: %s", r.Raw)
		}

		// In use: each delete is refused, naming the goods or how many use it.
		refuse := func(path string, body any, msg string) {
			t.Helper()
			expect(t, e.write(t, who, path, body), 409, msg)
		}
		refuse("/api/admin/picture/destroy", map[string]any{"ids": []int64{refs.pic}}, fmt.Sprintf("picture %d is used by goods: %s", refs.pic, name))
		refuse("/api/admin/picture/destroy", map[string]any{"ids": []int64{refs.skuPic}}, fmt.Sprintf("picture %d is used by goods: %s", refs.skuPic, name))
		refuse("/api/admin/freight/destroy", map[string]any{"id": refs.template}, "the freight template is used by 1 goods and cannot be deleted")
		refuse("/api/admin/goodsService/destroy", map[string]any{"id": refs.service}, "the after-sale service is used by 1 goods and cannot be deleted")
		// A second goods: counted; the recycle bin still uses what it refers to.
		r = e.write(t, who, "/api/admin/goods/add", usingRefs(leaf, refs, "引用商品二 "+uniq()))
		expect(t, r, 200, "")
		second := num(r, "id")
		expect(t, e.write(t, who, "/api/admin/goods/recycle", map[string]any{"ids": []int64{second}}), 200, "")
		refuse("/api/admin/freight/destroy", map[string]any{"id": refs.template}, "the freight template is used by 2 goods and cannot be deleted")
		refuse("/api/admin/goodsService/destroy", map[string]any{"id": refs.service}, "the after-sale service is used by 2 goods and cannot be deleted")
		expect(t, e.write(t, who, "/api/admin/goods/destroy", map[string]any{"ids": []int64{second}}), 200, "")

		// The goods lets them go (an edit); then each delete succeeds.
		r = e.write(t, who, "/api/admin/goods/edit", goodsBody(leaf, map[string]any{"id": id, "name": name}))
		expect(t, r, 200, "")
		if r.Field("pictures.0.id") != nil {
			t.Fatalf("edited goods keeps an album picture: %s", r.Raw)
		}
		expect(t, e.write(t, who, "/api/admin/picture/destroy", map[string]any{"ids": []int64{refs.pic, refs.skuPic}}), 200, "")
		expect(t, e.write(t, who, "/api/admin/freight/destroy", map[string]any{"id": refs.template}), 200, "")
		expect(t, e.write(t, who, "/api/admin/goodsService/destroy", map[string]any{"id": refs.service}), 200, "")
	})
}

// lateUsage answers "unused" to its first question, then what the goods answer: the race
// where goods come to use a picture between the album's check and its delete.
type lateUsage struct {
	asked atomic.Int32
	usage pictures.Usage
}

func (l *lateUsage) InUse(ctx context.Context, ids []int64) ([]pictures.Use, error) {
	if l.asked.Add(1) == 1 {
		return nil, nil
	}
	return l.usage.InUse(ctx, ids)
}

// TestGoodsReferenceKeys: a delete the check missed (the usage answers "unused" first) is
// refused by the store, the keys on Postgres and the shop's lock on the mock, with the same
// answer as the check.
func TestGoodsReferenceKeys(t *testing.T) {
	for _, name := range []string{"mock", "postgres"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			var store backend = mockStore()
			if name == "postgres" {
				store = openPostgres(t)
			}
			late := &lateUsage{}
			e := newEnv(t, name, store, options{blobs: true, pictureUsage: late})
			late.usage = goods.New(store.Goods(), nil).Usage()
			who := e.signedIn(t, "goodskeys", "Admin")
			_, _, leaf := e.categoryBranch(t, who)
			refs := e.goodsRefs(t, who)
			goodsName := "键商品 " + uniq()
			expect(t, e.write(t, who, "/api/admin/goods/add", usingRefs(leaf, refs, goodsName)), 200, "")
			expect(t, e.write(t, who, "/api/admin/picture/destroy", map[string]any{"ids": []int64{refs.pic}}), 409,
				fmt.Sprintf("picture %d is used by goods: %s", refs.pic, goodsName))
			if late.asked.Load() != 2 {
				t.Fatalf("the usage was asked %d times, want the check and the answer after the store refused", late.asked.Load())
			}
		})
	}
}
