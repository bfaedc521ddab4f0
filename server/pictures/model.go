// Package pictures is the album: albums of pictures, uploads checked from their bytes
// (type, size, dimensions) with a thumbnail each, and the pictures' files, kept in a blob
// store. Goods refer to pictures by id; a picture that goods use cannot be deleted (Usage).
package pictures

import (
	"context"
	"errors"
	"strconv"
	"time"
)

// Album is a folder of pictures. The default album (IsDefault) receives the pictures of
// deleted albums and cannot be deleted itself.
type Album struct {
	ID        int64
	Name      string
	CoverID   int64 // 0: none chosen
	Sort      int
	IsDefault bool
	CreatedAt time.Time
	// Read-only, filled by the store's reads.
	PictureCount int64
	// ShownID is the picture shown for the album: the cover, else the newest; 0 when empty.
	ShownID int64
}

// Picture is one stored picture: the row; its bytes live in the blob store under BlobKey,
// its thumbnail under ThumbKey.
type Picture struct {
	ID          int64
	AlbumID     int64
	Name        string
	ContentType string
	Size        int64
	Width       int
	Height      int
	BlobKey     string
	ThumbKey    string
	ThumbType   string
	CreatedAt   time.Time
}

// URL is where the picture is served.
func URL(id int64) string { return "/api/pictures/file?id=" + strconv.FormatInt(id, 10) }

// ThumbURL is where its thumbnail is served.
func ThumbURL(id int64) string { return "/api/pictures/thumb?id=" + strconv.FormatInt(id, 10) }

// AlbumFilter selects albums: by sort, then id.
type AlbumFilter struct {
	Keyword       string
	Offset, Limit int
}

// PictureFilter selects pictures: newest first.
type PictureFilter struct {
	AlbumID       int64 // 0: every album
	Keyword       string
	Offset, Limit int
	Cap           int // kernel.Page.Cap: the store may stop counting there
}

// Store errors.
var (
	ErrNotFound  = errors.New("pictures: not found")
	ErrDuplicate = errors.New("pictures: album name taken")
	// ErrInUse: goods came to use a picture being deleted (a reference guards the race
	// between the check and the delete).
	ErrInUse = errors.New("pictures: in use")
)

// Use is one goods that uses a picture, or the shop's account-opening application.
type Use struct {
	PictureID   int64
	GoodsID     int64
	GoodsName   string
	Application bool
}

// Usage tells what uses pictures; the goods and merchant areas implement it. A picture in
// use cannot be deleted.
type Usage interface {
	InUse(ctx context.Context, pictureIDs []int64) ([]Use, error)
}

// Usages are several Usage answered as one.
type Usages []Usage

// InUse implements Usage.
func (us Usages) InUse(ctx context.Context, ids []int64) ([]Use, error) {
	var out []Use
	for _, u := range us {
		uses, err := u.InUse(ctx, ids)
		if err != nil {
			return nil, err
		}
		out = append(out, uses...)
	}
	return out, nil
}

// Unused is the Usage of a shop without goods: nothing uses any picture.
type Unused struct{}

// InUse implements Usage.
func (Unused) InUse(context.Context, []int64) ([]Use, error) { return nil, nil }
