package contracttests

import (
	"bytes"
	"fmt"
	"image/color"
	"image/png"
	"testing"
)

var red = color.RGBA{0xe8, 0x4a, 0x3c, 0xff}

// pictureWith uploads one generated PNG into album and answers its id.
func (e *Env) pictureWith(t *testing.T, who admin, album int64, name string, w, h int) int64 {
	t.Helper()
	r := e.upload(t, who, album, formFile{name, pngOf(t, w, h, red)})
	expect(t, r, 200, "")
	return int64(r.Field("list").([]any)[0].(map[string]any)["id"].(float64))
}

func (e *Env) addAlbum(t *testing.T, who admin, name string, sort int) int64 {
	t.Helper()
	r := e.write(t, who, "/api/admin/album/add", map[string]any{"name": name, "sort": sort})
	expect(t, r, 200, "")
	return int64(r.Field("id").(float64))
}

func TestPictureUpload(t *testing.T) {
	eachBackendWith(t, options{blobs: true}, func(t *testing.T, e *Env) {
		who := e.signedIn(t, "picadmin", "Admin")
		album := e.addAlbum(t, who, "上新 "+uniq(), 5)
		big := pngOf(t, 600, 400, red)
		r := e.upload(t, who, album, formFile{"苹果.png", big}, formFile{`C:\fakepath\橙子.png`, pngOf(t, 100, 300, red)})
		expect(t, r, 200, "")
		list := r.Field("list").([]any)
		if len(list) != 2 {
			t.Fatalf("uploaded %d pictures, want 2", len(list))
		}
		first, second := list[0].(map[string]any), list[1].(map[string]any)
		if first["name"] != "苹果.png" || first["width"] != 600.0 || first["height"] != 400.0 ||
			first["contentType"] != "image/png" || first["size"] != float64(len(big)) || first["albumId"] != float64(album) {
			t.Fatalf("first picture: %v", first)
		}
		if second["name"] != "橙子.png" {
			t.Errorf("a file name's folders stay out of the picture's name: %v", second["name"])
		}
		// The file comes back byte for byte, with its type and cache headers.
		resp, raw := e.fetch(t, first["url"].(string), nil)
		if resp.StatusCode != 200 || !bytes.Equal(raw, big) || resp.Header.Get("Content-Type") != "image/png" ||
			resp.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" || resp.Header.Get("ETag") == "" {
			t.Fatalf("file: %d %d bytes %v", resp.StatusCode, len(raw), resp.Header)
		}
		again, _ := e.fetch(t, first["url"].(string), map[string]string{"If-None-Match": resp.Header.Get("ETag")})
		if again.StatusCode != 304 {
			t.Errorf("If-None-Match: %d, want 304", again.StatusCode)
		}
		// The thumbnail fits 240×240 with the proportions kept.
		resp, raw = e.fetch(t, first["thumbUrl"].(string), nil)
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "image/png" {
			t.Fatalf("thumbnail: %d %v", resp.StatusCode, resp.Header)
		}
		cfg, err := png.DecodeConfig(bytes.NewReader(raw))
		if err != nil || cfg.Width != 240 || cfg.Height != 160 {
			t.Fatalf("thumbnail %dx%d %v, want 240x160", cfg.Width, cfg.Height, err)
		}
		// The list shows them, newest first, and the album counts them.
		r = e.Do(t, "GET", fmt.Sprintf("/api/admin/picture/index?albumId=%d", album), nil, token(who.token))
		expect(t, r, 200, "")
		if r.Field("total") != 2.0 || r.Field("list").([]any)[0].(map[string]any)["name"] != "橙子.png" {
			t.Fatalf("list: %s", r.Raw)
		}
		r = e.Do(t, "GET", fmt.Sprintf("/api/admin/album/detail?id=%d", album), nil, token(who.token))
		if r.Field("pictureCount") != 2.0 || r.Str("coverUrl") != second["thumbUrl"] {
			t.Fatalf("album after upload: %s", r.Raw)
		}
		// Missing pictures answer 404 in the envelope.
		resp, raw = e.fetch(t, "/api/pictures/file?id=9876543210", nil)
		if resp.StatusCode != 404 || !bytes.Contains(raw, []byte("picture 9876543210 does not exist")) {
			t.Errorf("missing picture: %d %s", resp.StatusCode, raw)
		}
	})
}

func TestPictureUploadRefusals(t *testing.T) {
	eachBackendWith(t, options{blobs: true}, func(t *testing.T, e *Env) {
		who := e.signedIn(t, "picadmin", "Admin")
		album := e.addAlbum(t, who, "检查 "+uniq(), 5)
		good := formFile{"ok.png", pngOf(t, 20, 20, red)}
		oversized := append(pngOf(t, 20, 20, red), make([]byte, 5<<20)...)
		truncated := pngOf(t, 50, 50, red)[:40]
		for _, c := range []struct {
			files []formFile
			field string
			msg   string
		}{
			{[]formFile{{"big.png", oversized}}, "files[0]", "file big.png is larger than 5 MB"},
			{[]formFile{good, {"notes.png", []byte("just some text, not a picture at all")}}, "files[1]", "file notes.png is not a JPEG, PNG, WebP or GIF picture"},
			{[]formFile{{"broken.png", truncated}}, "files[0]", "file broken.png cannot be decoded as a picture"},
			{[]formFile{{"empty.png", nil}}, "files[0]", "file empty.png is empty"},
		} {
			r := e.upload(t, who, album, c.files...)
			expect(t, r, 400, c.msg)
			if r.Str("field") != c.field {
				t.Errorf("%s: field %q, want %q", c.msg, r.Str("field"), c.field)
			}
		}
		// Nothing of a refused upload stays: the album is still empty.
		r := e.Do(t, "GET", fmt.Sprintf("/api/admin/picture/index?albumId=%d", album), nil, token(who.token))
		if r.Field("total") != 0.0 {
			t.Fatalf("a refused upload left pictures: %s", r.Raw)
		}
		r = e.upload(t, who, 9876543210, good)
		expect(t, r, 404, "album 9876543210 does not exist")
		body, ct := uploadBody(t, album)
		r = e.write(t, who, "/api/admin/album/upload", nil, rawBody(string(body)), header("Content-Type", ct))
		if r.Status != 400 {
			t.Errorf("no files: %d %s", r.Status, r.Raw)
		}
	})
}

func TestAlbumsAndPictures(t *testing.T) {
	eachBackendWith(t, options{blobs: true}, func(t *testing.T, e *Env) {
		who := e.signedIn(t, "picadmin", "Admin")
		name := "主图 " + uniq()
		a := e.addAlbum(t, who, name, 1)
		b := e.addAlbum(t, who, "详情 "+uniq(), 2)
		expect(t, e.write(t, who, "/api/admin/album/add", map[string]any{"name": name, "sort": 3}), 409, "an album named "+name+" already exists")
		expect(t, e.write(t, who, "/api/admin/album/add", map[string]any{"name": "   ", "sort": 3}), 400, "")

		p1 := e.pictureWith(t, who, a, "one.png", 30, 30)
		p2 := e.pictureWith(t, who, a, "two.png", 30, 30)
		// Rename.
		r := e.write(t, who, "/api/admin/picture/rename", map[string]any{"id": p1, "name": "正面.png"})
		expect(t, r, 200, "")
		if r.Str("name") != "正面.png" {
			t.Fatalf("rename: %s", r.Raw)
		}
		expect(t, e.write(t, who, "/api/admin/picture/rename", map[string]any{"id": 9876543210, "name": "x"}), 404, "picture 9876543210 does not exist")
		// Cover: a picture of the album, not of another.
		r = e.write(t, who, "/api/admin/album/edit", map[string]any{"id": a, "name": name, "sort": 1, "coverId": p1})
		expect(t, r, 200, "")
		if r.Field("coverId") != float64(p1) {
			t.Fatalf("cover: %s", r.Raw)
		}
		other := e.pictureWith(t, who, b, "other.png", 10, 10)
		r = e.write(t, who, "/api/admin/album/edit", map[string]any{"id": a, "name": name, "sort": 1, "coverId": other})
		expect(t, r, 400, fmt.Sprintf("the cover picture %d is not in this album", other))
		// Move: the cover leaves with its picture.
		expect(t, e.write(t, who, "/api/admin/picture/move", map[string]any{"ids": []int64{p1}, "albumId": b}), 200, "")
		r = e.Do(t, "GET", fmt.Sprintf("/api/admin/album/detail?id=%d", a), nil, token(who.token))
		if r.Field("coverId") != nil || r.Field("pictureCount") != 1.0 {
			t.Fatalf("album after the move: %s", r.Raw)
		}
		expect(t, e.write(t, who, "/api/admin/picture/move", map[string]any{"ids": []int64{p2}, "albumId": 9876543210}), 404, "album 9876543210 does not exist")
		// Delete: refused while goods use a picture, naming them; then nothing is deleted.
		_, _, leaf := e.categoryBranch(t, who)
		goodsName := "红富士苹果 " + uniq()
		expect(t, e.write(t, who, "/api/admin/goods/add", goodsBody(leaf, map[string]any{"name": goodsName, "pictures": []map[string]any{{"id": p2}}})), 200, "")
		r = e.write(t, who, "/api/admin/picture/destroy", map[string]any{"ids": []int64{other, p2}})
		expect(t, r, 409, fmt.Sprintf("picture %d is used by goods: %s", p2, goodsName))
		resp, _ := e.fetch(t, fmt.Sprintf("/api/pictures/file?id=%d", other), nil)
		if resp.StatusCode != 200 {
			t.Fatalf("a refused delete removed picture %d: %d", other, resp.StatusCode)
		}
		expect(t, e.write(t, who, "/api/admin/picture/destroy", map[string]any{"ids": []int64{other}}), 200, "")
		resp, _ = e.fetch(t, fmt.Sprintf("/api/pictures/thumb?id=%d", other), nil)
		if resp.StatusCode != 404 {
			t.Fatalf("deleted picture still served: %d", resp.StatusCode)
		}
		// Deleting an album moves its pictures to the default album, which cannot go.
		r = e.Do(t, "GET", "/api/admin/album/index?pageSize=100", nil, token(who.token))
		expect(t, r, 200, "")
		var def map[string]any
		for _, x := range r.Field("list").([]any) {
			if m := x.(map[string]any); m["isDefault"] == true {
				def = m
			}
		}
		if def == nil {
			t.Fatalf("no default album: %s", r.Raw)
		}
		expect(t, e.write(t, who, "/api/admin/album/destroy", map[string]any{"id": def["id"]}, mustRefuse()), 409,
			fmt.Sprintf("the default album %s cannot be deleted", def["name"]))
		expect(t, e.write(t, who, "/api/admin/album/destroy", map[string]any{"id": a}), 200, "")
		r = e.Do(t, "GET", fmt.Sprintf("/api/admin/picture/index?albumId=%v&keyword=two", def["id"]), nil, token(who.token))
		if r.Field("total") != 1.0 {
			t.Fatalf("pictures of a deleted album go to the default one: %s", r.Raw)
		}
		expect(t, e.Do(t, "GET", fmt.Sprintf("/api/admin/album/detail?id=%d", a), nil, token(who.token)), 404, fmt.Sprintf("album %d does not exist", a))
		expect(t, e.write(t, who, "/api/admin/album/edit", map[string]any{"id": a, "name": "x", "sort": 1}), 404, fmt.Sprintf("album %d does not exist", a))
		expect(t, e.write(t, who, "/api/admin/album/destroy", map[string]any{"id": a}), 404, fmt.Sprintf("album %d does not exist", a))
	})
}
