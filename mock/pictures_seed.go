package mock

import (
	"bytes"
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

// seedDefaultAlbum makes the default album, as the migration does, made at at.
func (s *Store) seedDefaultAlbum(at time.Time) {
	must2(albumTx{s.album}.AddAlbum(pictures.Album{Name: "默认相册", Sort: 0, IsDefault: true, CreatedAt: at.UTC()}))
	s.album.albums.commit()
}

func must2[T any](v T, err error) T {
	must(err)
	return v
}
