package regions

import (
	"context"
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v3"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/i18n"
)

// Handlers serves the region operations of the contract.
type Handlers struct{ svc *Service }

// NewHandlers returns the regions part of the API server.
func NewHandlers(svc *Service) *Handlers { return &Handlers{svc: svc} }

// GetAreaList implements GET /area/getList: the whole tree from the cache, or one subtree.
func (h *Handlers) GetAreaList(ctx context.Context, req api.GetAreaListRequestObject) (api.GetAreaListResponseObject, error) {
	lang := access.ClientFrom(ctx).Lang
	if req.Params.ParentCode == nil {
		return encodedTree(h.svc.WholeEncoded(lang)), nil
	}
	list, err := h.svc.Children(*req.Params.ParentCode)
	if err != nil {
		return nil, err
	}
	return api.GetAreaList200JSONResponse{Code: 200, Msg: i18n.T(lang, "ok"), Data: api.AreaList{List: list}}, nil
}

// LookupArea implements GET /area/lookup.
func (h *Handlers) LookupArea(ctx context.Context, req api.LookupAreaRequestObject) (api.LookupAreaResponseObject, error) {
	out, err := h.svc.Lookup(req.Params.Code)
	if err != nil {
		return nil, err
	}
	return api.LookupArea200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: out}, nil
}

// encodedTree writes the pre-encoded whole tree: gzip when the client takes it (the
// compress middleware leaves a body with Content-Encoding alone), plain otherwise.
type encodedTree Encoded

// VisitGetAreaListResponse implements api.GetAreaListResponseObject.
func (e encodedTree) VisitGetAreaListResponse(c fiber.Ctx) error {
	c.Set(fiber.HeaderContentType, fiber.MIMEApplicationJSONCharsetUTF8)
	c.Set(fiber.HeaderVary, fiber.HeaderAcceptEncoding)
	// The tree changes only with a new release; let the browser keep it for an hour.
	c.Set(fiber.HeaderCacheControl, "private, max-age=3600")
	c.Status(fiber.StatusOK)
	if acceptsGzip(c.Get(fiber.HeaderAcceptEncoding)) {
		c.Set(fiber.HeaderContentEncoding, "gzip")
		return c.Send(e.Gzip)
	}
	return c.Send(e.Plain)
}

// acceptsGzip reads Accept-Encoding: gzip (or *) with a q-value above zero.
func acceptsGzip(header string) bool {
	for part := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.TrimSpace(name)
		if !strings.EqualFold(name, "gzip") && name != "*" {
			continue
		}
		q := 1.0
		if k, v, ok := strings.Cut(strings.TrimSpace(params), "="); ok && strings.TrimSpace(k) == "q" {
			if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
				q = f
			}
		}
		return q > 0
	}
	return false
}
