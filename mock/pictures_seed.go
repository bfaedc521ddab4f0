package mock

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"sync"
	"time"

	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/math/fixed"

	"shopconsole/server/pictures"
)

// samplePictureGoods are the goods the sample pictures show: a name and its pinyin initials,
// drawn on the picture.
var samplePictureGoods = []struct{ name, initials string }{
	{"红富士苹果", "HFS"}, {"赣南脐橙", "GNQC"}, {"五常大米", "WCDM"}, {"花生油", "HSY"},
	{"纯牛奶", "CNN"}, {"每日坚果", "MRJG"}, {"龙井茶", "LJC"}, {"蜂蜜", "FM"},
	{"保温杯", "BWB"}, {"纯棉T恤", "CMTX"}, {"帆布鞋", "FBX"}, {"双肩包", "SJB"},
	{"蓝牙耳机", "LYEJ"}, {"台灯", "TD"}, {"抽纸", "CZ"}, {"洗衣液", "XYY"},
}

var samplePalette = []color.RGBA{
	{0xe8, 0x4a, 0x3c, 0xff}, {0xf5, 0x9e, 0x0b, 0xff}, {0x22, 0xa0, 0x6b, 0xff}, {0x1d, 0x6f, 0xd8, 0xff},
	{0x8e, 0x44, 0xad, 0xff}, {0x0f, 0x9b, 0xa8, 0xff}, {0xd6, 0x33, 0x84, 0xff}, {0x5b, 0x6b, 0x7c, 0xff},
}

// sampleArt draws each sample picture once per process (the same bytes on every start):
// a 480×480 PNG in a colour of its own with a lighter band and the initials, and its
// 240×240 thumbnail.
var sampleArt = sync.OnceValue(func() [][2][]byte {
	out := make([][2][]byte, len(samplePictureGoods))
	for i, g := range samplePictureGoods {
		out[i] = [2][]byte{samplePNG(g.initials, samplePalette[i%len(samplePalette)], 480, i), samplePNG(g.initials, samplePalette[i%len(samplePalette)], 240, i)}
	}
	return out
})

// samplePNG draws at 1/8 scale with the standard 7×13 font, then scales up without
// smoothing: blocky letters, made with the standard library only.
func samplePNG(text string, bg color.RGBA, size, pattern int) []byte {
	small := image.NewRGBA(image.Rect(0, 0, 60, 60))
	draw.Draw(small, small.Bounds(), &image.Uniform{bg}, image.Point{}, draw.Src)
	light := color.RGBA{uint8(min(255, int(bg.R)+60)), uint8(min(255, int(bg.G)+60)), uint8(min(255, int(bg.B)+60)), 0xff}
	band := image.Rect(0, 8+pattern%4*8, 60, 16+pattern%4*8)
	draw.Draw(small, band, &image.Uniform{light}, image.Point{}, draw.Src)
	d := font.Drawer{Dst: small, Src: image.White, Face: basicfont.Face7x13}
	width := d.MeasureString(text).Ceil()
	d.Dot = fixed.P((60-width)/2, 42)
	d.DrawString(text)
	big := image.NewRGBA(image.Rect(0, 0, size, size))
	scale := size / 60
	for y := range size {
		for x := range size {
			big.SetRGBA(x, y, small.RGBAAt(x/scale, y/scale))
		}
	}
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(&buf, big); err != nil {
		panic(err)
	}
	return buf.Bytes()
}

// seedAlbum makes the default album (as the migration does, made at defaultAt) and, with sample data, three
// more albums holding the sample pictures, dated in the days before the epoch.
func (s *Store) seedAlbum(samples bool, defaultAt time.Time) {
	d := s.album
	tx := albumTx{d}
	at := s.epoch.AddDate(0, 0, -30)
	must2(tx.AddAlbum(pictures.Album{Name: "默认相册", Sort: 0, IsDefault: true, CreatedAt: defaultAt.UTC()}))
	if !samples {
		d.albums.commit()
		return
	}
	var ids []int64
	for i, name := range []string{"商品主图", "详情图", "活动海报"} {
		a := must2(tx.AddAlbum(pictures.Album{Name: name, Sort: 10 * (i + 1), CreatedAt: at.Add(time.Duration(i+1) * time.Hour)}))
		ids = append(ids, a.ID)
	}
	d.samples = map[string]pictures.SampleBlob{}
	for i, g := range samplePictureGoods {
		art := sampleArt()[i]
		key := fmt.Sprintf("samples/%02d", i+1)
		d.samples[key] = pictures.SampleBlob{ContentType: "image/png", Data: art[0]}
		d.samples[key+"-thumb"] = pictures.SampleBlob{ContentType: "image/png", Data: art[1]}
		album := ids[0]
		if i%4 == 3 {
			album = ids[1+(i/4)%2]
		}
		if i == 15 {
			album = 1 // the default album holds one
		}
		must2(tx.AddPicture(pictures.Picture{
			AlbumID: album, Name: g.name + ".png", ContentType: "image/png", Size: int64(len(art[0])),
			Width: 480, Height: 480, BlobKey: key, ThumbKey: key + "-thumb", ThumbType: "image/png",
			CreatedAt: at.AddDate(0, 0, 1+i).Add(time.Duration(9+i%8) * time.Hour),
		}))
	}
	cover, _ := tx.Album(ids[0], false)
	cover.CoverID = 1
	must(tx.SaveAlbum(cover))
	d.albums.commit()
	d.pictures.commit()
}

func must2[T any](v T, err error) T {
	must(err)
	return v
}
