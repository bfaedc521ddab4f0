package pictures

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"strconv"

	"shopconsole/server/apperr"
)

// Upload is one file of an upload request.
type Upload struct {
	Filename string
	Data     []byte
}

// prepared is an accepted file, ready to store.
type prepared struct {
	pic  Picture
	data []byte
}

// Upload stores files into an album: every file or none. Each is checked from its bytes
// (CheckFile) and cleaned of everything but the picture (Clean); then the files are written to the blob store and the rows saved in one
// transaction. When anything fails after a file was written, the written files are
// deleted again: nothing half-written stays behind. Thumbnails are made when first asked
// for (thumbs.go).
func (s *Service) Upload(ctx context.Context, albumID int64, files []Upload) ([]Picture, error) {
	if albumID <= 0 {
		return nil, apperr.Invalid("albumId", "validation.required", "albumId")
	}
	switch {
	case len(files) == 0:
		return nil, apperr.Invalid("files", "validation.required", "files")
	case len(files) > MaxFiles:
		return nil, apperr.Invalid("files", "pictures.tooManyFiles", MaxFiles)
	}
	if _, err := s.store.Album(ctx, albumID); err != nil {
		return nil, notFound(err, withField(albumNotFound(albumID), "albumId"))
	}
	ready := make([]prepared, 0, len(files))
	for i, f := range files {
		p, err := s.prepare(ctx, i, f)
		if err != nil {
			return nil, err
		}
		p.pic.AlbumID = albumID
		ready = append(ready, p)
	}
	var written []string
	fail := func(err error) ([]Picture, error) {
		s.deleteBlobs(ctx, written...)
		return nil, err
	}
	for i := range ready {
		p := &ready[i]
		if err := s.blobs.Put(ctx, p.pic.BlobKey, bytes.NewReader(p.data), int64(len(p.data)), p.pic.ContentType); err != nil {
			return fail(fmt.Errorf("store picture: %w", err))
		}
		written = append(written, p.pic.BlobKey)
	}
	out := make([]Picture, len(ready))
	err := s.store.Tx(ctx, func(tx Tx) error {
		if _, err := tx.Album(albumID, true); err != nil {
			return notFound(err, withField(albumNotFound(albumID), "albumId"))
		}
		for i := range ready {
			saved, err := tx.AddPicture(ready[i].pic)
			if err != nil {
				return err
			}
			out[i] = saved
		}
		return nil
	})
	if err != nil {
		return fail(err)
	}
	return out, nil
}

func (s *Service) prepare(ctx context.Context, i int, f Upload) (prepared, error) {
	name := PictureName(f.Filename)
	field := "files[" + strconv.Itoa(i) + "]"
	facts, rule := CheckFile(f.Data)
	if rule != FileOK {
		return prepared{}, fileRefused(field, name, rule)
	}
	// What is stored, and served, is the picture without its metadata (Clean).
	data, err := Clean(facts.ContentType, f.Data)
	if err != nil {
		slog.InfoContext(ctx, "upload refused: the picture cannot be cleaned", "file", name, "err", err)
		return prepared{}, fileRefused(field, name, FileUndecodable)
	}
	key, err := newKey()
	if err != nil {
		return prepared{}, err
	}
	return prepared{
		pic: Picture{
			Name: name, ContentType: facts.ContentType, Size: int64(len(data)), Width: facts.Width, Height: facts.Height,
			BlobKey: key, ThumbKey: key + "-thumb", ThumbType: ThumbType(facts.ContentType), CreatedAt: s.now().UTC(),
		},
		data: data,
	}, nil
}

func fileRefused(field, name string, rule FileRule) error {
	switch rule {
	case FileTooLarge:
		return apperr.Invalid(field, "pictures.fileSize", name, MaxFileSize>>20)
	case FileType:
		return apperr.Invalid(field, "pictures.fileType", name)
	case FileEmpty:
		return apperr.Invalid(field, "pictures.fileEmpty", name)
	case FileTooManyPx:
		return apperr.Invalid(field, "pictures.filePixels", name, MaxPixels/1_000_000)
	default:
		return apperr.Invalid(field, "pictures.fileUndecodable", name)
	}
}

// newKey names a new picture's file: random, so that files of pictures of different
// databases or runs sharing one store never collide.
func newKey() (string, error) {
	b := make([]byte, 12)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("picture key: %w", err)
	}
	return "pictures/" + hex.EncodeToString(b), nil
}
