package pictures

import (
	"context"
	"errors"
	"io"
	"mime/multipart"
	"strconv"
	"strings"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/apperr"
	"shopconsole/server/kernel"
)

// Handlers serves the album operations of the contract.
type Handlers struct{ svc *Service }

// NewHandlers returns the album part of the API server.
func NewHandlers(svc *Service) *Handlers { return &Handlers{svc: svc} }

func str(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

func albumAPI(a Album) api.Album {
	out := api.Album{Id: a.ID, Name: a.Name, Sort: a.Sort, IsDefault: a.IsDefault, PictureCount: int(a.PictureCount), CreatedAt: a.CreatedAt.UTC()}
	if a.CoverID != 0 {
		out.CoverId = &a.CoverID
	}
	if a.ShownID != 0 {
		u := ThumbURL(a.ShownID)
		out.CoverUrl = &u
	}
	return out
}

func pictureAPI(p Picture) api.Picture {
	return api.Picture{
		Id: p.ID, AlbumId: p.AlbumID, Name: p.Name, Url: URL(p.ID), ThumbUrl: ThumbURL(p.ID),
		ContentType: api.PictureContentType(p.ContentType), Size: p.Size, Width: p.Width, Height: p.Height, CreatedAt: p.CreatedAt.UTC(),
	}
}

func picturesAPI(ps []Picture) []api.Picture {
	out := make([]api.Picture, len(ps))
	for i, p := range ps {
		out[i] = pictureAPI(p)
	}
	return out
}

// AdminAlbumIndex implements GET /admin/album/index.
func (h *Handlers) AdminAlbumIndex(ctx context.Context, req api.AdminAlbumIndexRequestObject) (api.AdminAlbumIndexResponseObject, error) {
	p := req.Params
	f := AlbumFilter{Keyword: str(p.Keyword)}
	pg := kernel.PageOf(ctx, p.PageNo, p.PageSize).Filtered(f.Keyword != "")
	f.Offset, f.Limit = pg.Offset(), pg.Size
	rows, total, err := h.svc.Albums(ctx, f)
	if err != nil {
		return nil, err
	}
	list := make([]api.Album, len(rows))
	for i, a := range rows {
		list[i] = albumAPI(a)
	}
	exact, countCap := kernel.Bound(pg, &total)
	return api.AdminAlbumIndex200JSONResponse{Code: 200, Msg: access.OK(ctx),
		Data: api.AlbumList{List: list, Total: int(total), Exact: exact, CountCap: countCap}}, nil
}

// AdminAlbumDetail implements GET /admin/album/detail.
func (h *Handlers) AdminAlbumDetail(ctx context.Context, req api.AdminAlbumDetailRequestObject) (api.AdminAlbumDetailResponseObject, error) {
	a, err := h.svc.Album(ctx, req.Params.Id)
	if err != nil {
		return nil, err
	}
	return api.AdminAlbumDetail200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: albumAPI(a)}, nil
}

func albumInput(b *api.AlbumInput) AlbumInput {
	in := AlbumInput{Name: b.Name, Sort: b.Sort}
	if b.Id != nil {
		in.ID = *b.Id
	}
	if b.CoverId != nil {
		in.CoverID = *b.CoverId
	}
	return in
}

// AdminAlbumAdd implements POST /admin/album/add.
func (h *Handlers) AdminAlbumAdd(ctx context.Context, req api.AdminAlbumAddRequestObject) (api.AdminAlbumAddResponseObject, error) {
	a, err := h.svc.AddAlbum(ctx, albumInput(req.Body))
	if err != nil {
		return nil, err
	}
	return api.AdminAlbumAdd200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: albumAPI(a)}, nil
}

// AdminAlbumEdit implements POST /admin/album/edit.
func (h *Handlers) AdminAlbumEdit(ctx context.Context, req api.AdminAlbumEditRequestObject) (api.AdminAlbumEditResponseObject, error) {
	a, err := h.svc.EditAlbum(ctx, albumInput(req.Body))
	if err != nil {
		return nil, err
	}
	return api.AdminAlbumEdit200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: albumAPI(a)}, nil
}

// AdminAlbumDestroy implements POST /admin/album/destroy.
func (h *Handlers) AdminAlbumDestroy(ctx context.Context, req api.AdminAlbumDestroyRequestObject) (api.AdminAlbumDestroyResponseObject, error) {
	if err := h.svc.DestroyAlbum(ctx, req.Body.Id); err != nil {
		return nil, err
	}
	return api.AdminAlbumDestroy200JSONResponse{Code: 200, Msg: access.OK(ctx)}, nil
}

// AdminAlbumUpload implements POST /admin/album/upload.
func (h *Handlers) AdminAlbumUpload(ctx context.Context, req api.AdminAlbumUploadRequestObject) (api.AdminAlbumUploadResponseObject, error) {
	albumID, files, err := readUpload(req.Body)
	if err != nil {
		return nil, err
	}
	pics, err := h.svc.Upload(ctx, albumID, files)
	if err != nil {
		return nil, err
	}
	return api.AdminAlbumUpload200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: api.PictureList{List: picturesAPI(pics), Total: len(pics)}}, nil
}

// readUpload reads the album id and the files of an upload form; a file above
// MaxFileSize is read only that far (the rule refuses it by its size).
func readUpload(r *multipart.Reader) (int64, []Upload, error) {
	bad := apperr.Invalid("body", "pictures.badForm")
	if r == nil {
		return 0, nil, bad
	}
	var albumID int64
	var files []Upload
	for {
		part, err := r.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return 0, nil, bad
		}
		switch part.FormName() {
		case "albumId":
			b, err := io.ReadAll(io.LimitReader(part, 32))
			if err != nil {
				return 0, nil, bad
			}
			id, err := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64)
			if err != nil || id <= 0 {
				return 0, nil, apperr.Invalid("albumId", "validation.type", "albumId", "integer")
			}
			albumID = id
		case "files":
			if len(files) == MaxFiles {
				return 0, nil, apperr.Invalid("files", "pictures.tooManyFiles", MaxFiles)
			}
			data, err := io.ReadAll(io.LimitReader(part, MaxFileSize+1))
			if err != nil {
				return 0, nil, bad
			}
			files = append(files, Upload{Filename: part.FileName(), Data: data})
		}
		_ = part.Close()
	}
	return albumID, files, nil
}

// AdminPictureIndex implements GET /admin/picture/index.
func (h *Handlers) AdminPictureIndex(ctx context.Context, req api.AdminPictureIndexRequestObject) (api.AdminPictureIndexResponseObject, error) {
	p := req.Params
	f := PictureFilter{Keyword: str(p.Keyword)}
	if p.AlbumId != nil {
		f.AlbumID = *p.AlbumId
	}
	pg := kernel.PageOf(ctx, p.PageNo, p.PageSize).Filtered(f.Keyword != "" || p.AlbumId != nil)
	f.Offset, f.Limit, f.Cap = pg.Offset(), pg.Size, pg.Cap
	rows, total, err := h.svc.Pictures(ctx, f)
	if err != nil {
		return nil, err
	}
	exact, countCap := kernel.Bound(pg, &total)
	return api.AdminPictureIndex200JSONResponse{Code: 200, Msg: access.OK(ctx),
		Data: api.PictureList{List: picturesAPI(rows), Total: int(total), Exact: exact, CountCap: countCap}}, nil
}

// AdminPictureRename implements POST /admin/picture/rename.
func (h *Handlers) AdminPictureRename(ctx context.Context, req api.AdminPictureRenameRequestObject) (api.AdminPictureRenameResponseObject, error) {
	p, err := h.svc.Rename(ctx, req.Body.Id, req.Body.Name)
	if err != nil {
		return nil, err
	}
	return api.AdminPictureRename200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: pictureAPI(p)}, nil
}

// AdminPictureMove implements POST /admin/picture/move.
func (h *Handlers) AdminPictureMove(ctx context.Context, req api.AdminPictureMoveRequestObject) (api.AdminPictureMoveResponseObject, error) {
	if err := h.svc.Move(ctx, req.Body.Ids, req.Body.AlbumId); err != nil {
		return nil, err
	}
	return api.AdminPictureMove200JSONResponse{Code: 200, Msg: access.OK(ctx)}, nil
}

// AdminPictureDestroy implements POST /admin/picture/destroy.
func (h *Handlers) AdminPictureDestroy(ctx context.Context, req api.AdminPictureDestroyRequestObject) (api.AdminPictureDestroyResponseObject, error) {
	if err := h.svc.Destroy(ctx, req.Body.Ids); err != nil {
		return nil, err
	}
	return api.AdminPictureDestroy200JSONResponse{Code: 200, Msg: access.OK(ctx)}, nil
}

// cacheControl: a picture's file never changes under its id.
const cacheControl = "public, max-age=31536000, immutable"

// ServedCSP is the Content-Security-Policy of a picture's file and thumbnail (set by the app
// for their paths, with nosniff): bytes someone uploaded, opened on their own, load nothing
// and run nothing.
const ServedCSP = "default-src 'none'; sandbox"

// PictureFile implements GET /pictures/file.
func (h *Handlers) PictureFile(ctx context.Context, req api.PictureFileRequestObject) (api.PictureFileResponseObject, error) {
	if etagMatches(req.Params.IfNoneMatch, ETag(req.Params.Id, false)) {
		if _, err := h.svc.store.Picture(ctx, req.Params.Id); err == nil {
			return api.PictureFile304Response{}, nil
		}
	}
	f, err := h.svc.Open(ctx, req.Params.Id, false)
	if err != nil {
		return nil, err
	}
	cc := cacheControl
	return api.PictureFile200ImageResponse{Body: f.Body, ContentType: f.ContentType, ContentLength: f.Size,
		Headers: api.PictureFile200ResponseHeaders{CacheControl: &cc, ETag: &f.ETag}}, nil
}

// PictureThumb implements GET /pictures/thumb.
func (h *Handlers) PictureThumb(ctx context.Context, req api.PictureThumbRequestObject) (api.PictureThumbResponseObject, error) {
	if etagMatches(req.Params.IfNoneMatch, ETag(req.Params.Id, true)) {
		if _, err := h.svc.store.Picture(ctx, req.Params.Id); err == nil {
			return api.PictureThumb304Response{}, nil
		}
	}
	f, err := h.svc.Open(ctx, req.Params.Id, true)
	if err != nil {
		return nil, err
	}
	cc := cacheControl
	return api.PictureThumb200ImageResponse{Body: f.Body, ContentType: f.ContentType, ContentLength: f.Size,
		Headers: api.PictureThumb200ResponseHeaders{CacheControl: &cc, ETag: &f.ETag}}, nil
}

func etagMatches(header *string, tag string) bool {
	if header == nil {
		return false
	}
	for _, t := range strings.Split(*header, ",") {
		t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
		if t == tag || t == "*" {
			return true
		}
	}
	return false
}
