// Package contract indexes the embedded OpenAPI contract by method and path, so that the
// middleware knows each operation's security, permissions and schema before the handler
// runs, and validates requests (and, in tests, responses) against it.
package contract

import (
	"errors"
	"fmt"
	"net/http"
	"net/mail"
	"slices"
	"strings"
	"sync"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/routers"

	"shopconsole/server/api"
)

// BasePath is where the API is mounted.
const BasePath = "/api"

// Operation is what the middleware needs to know of one contract operation.
type Operation struct {
	ID     string
	Method string
	Path   string // as in the contract, without BasePath
	// Public operations need no token: security is [] or holds an empty requirement {}.
	Public bool
	// BearerOptional operations take a bearer token without needing one: security holds
	// both {} and a requirement (the sign-out).
	BearerOptional bool
	Permissions    []string
	// SelfAudited operations write their own system-log lines (sign-in and friends).
	SelfAudited bool
	Write       bool
	// Multipart operations take a multipart/form-data body (uploads).
	Multipart bool

	route  *routers.Route
	params openapi3.Parameters // the path item's and the operation's
	body   *openapi3.Schema    // the JSON request body's schema, nil without one
}

// Contract is the indexed contract.
type Contract struct {
	Doc *openapi3.T
	ops map[string]*Operation
}

var (
	loadOnce sync.Once
	loaded   *Contract
	loadErr  error
)

// Load parses the embedded contract once and indexes it.
func Load() (*Contract, error) {
	loadOnce.Do(func() { loaded, loadErr = build() })
	return loaded, loadErr
}

func init() {
	// kin-openapi checks only formats it is told about; the generated Go types check
	// e-mails too, and a request must fail here first to get a message naming the field.
	openapi3.DefineStringFormatValidator("email", openapi3.NewCallbackValidator(func(v string) error {
		if a, err := mail.ParseAddress(v); err != nil || a.Address != v {
			return errors.New("not an e-mail address")
		}
		return nil
	}))
}

func build() (*Contract, error) {
	doc, err := api.GetSwagger()
	if err != nil {
		return nil, fmt.Errorf("load embedded contract: %w", err)
	}
	return New(doc)
}

// New indexes doc; Load is New over the embedded contract.
func New(doc *openapi3.T) (*Contract, error) {
	c := &Contract{Doc: doc, ops: map[string]*Operation{}}
	for path, item := range doc.Paths.Map() {
		if strings.Contains(path, "{") {
			// Every operation takes its ids as query parameters (`?id=3`), never in the path: an
			// exact-match index of paths stays O(1).
			return nil, fmt.Errorf("contract path %s: path parameters are not supported, use query parameters", path)
		}
		for method, op := range item.Operations() {
			o, err := newOperation(doc, path, item, method, op)
			if err != nil {
				return nil, err
			}
			c.ops[method+" "+path] = o
		}
	}
	return c, nil
}

func newOperation(doc *openapi3.T, path string, item *openapi3.PathItem, method string, op *openapi3.Operation) (*Operation, error) {
	perms, err := stringList(op.Extensions["x-permissions"])
	if err != nil {
		return nil, fmt.Errorf("%s %s x-permissions: %w", method, path, err)
	}
	security := doc.Security
	if op.Security != nil {
		security = *op.Security
	}
	optional := slices.ContainsFunc(security, func(r openapi3.SecurityRequirement) bool { return len(r) == 0 })
	return &Operation{
		ID:             op.OperationID,
		Method:         method,
		Path:           path,
		Public:         optional || len(security) == 0,
		BearerOptional: optional && len(security) > 1,
		Permissions:    perms,
		SelfAudited:    op.Extensions["x-audit"] == "self",
		Write:          method != http.MethodGet && method != http.MethodHead,
		route:          &routers.Route{Spec: doc, Path: path, PathItem: item, Method: method, Operation: op},
		params:         append(slices.Clip(item.Parameters), op.Parameters...),
		body:           jsonBody(op),
		Multipart:      op.RequestBody != nil && op.RequestBody.Value != nil && op.RequestBody.Value.Content.Get("multipart/form-data") != nil,
	}, nil
}

func jsonBody(op *openapi3.Operation) *openapi3.Schema {
	if op.RequestBody == nil || op.RequestBody.Value == nil {
		return nil
	}
	mt := op.RequestBody.Value.Content.Get("application/json")
	if mt == nil || mt.Schema == nil {
		return nil
	}
	return mt.Schema.Value
}

func stringList(v any) ([]string, error) {
	if v == nil {
		return nil, fmt.Errorf("missing: every operation declares x-permissions")
	}
	items, ok := v.([]any)
	if !ok {
		return nil, fmt.Errorf("want a list of permission codes, got %T", v)
	}
	out := make([]string, 0, len(items))
	for _, it := range items {
		s, ok := it.(string)
		if !ok {
			return nil, fmt.Errorf("want a string permission code, got %T", it)
		}
		out = append(out, s)
	}
	return out, nil
}

// Find returns the operation for method and a path under BasePath.
func (c *Contract) Find(method, fullPath string) (*Operation, bool) {
	path, ok := strings.CutPrefix(fullPath, BasePath)
	if !ok {
		return nil, false
	}
	op, ok := c.ops[method+" "+path]
	return op, ok
}

// Allows reports whether some operation exists at path (for 405 versus 404).
func (c *Contract) Allows(fullPath string) []string {
	path, _ := strings.CutPrefix(fullPath, BasePath)
	var methods []string
	for _, op := range c.ops {
		if op.Path == path {
			methods = append(methods, op.Method)
		}
	}
	slices.Sort(methods)
	return methods
}

// Operations lists every operation, sorted by id.
func (c *Contract) Operations() []*Operation {
	out := make([]*Operation, 0, len(c.ops))
	for _, op := range c.ops {
		out = append(out, op)
	}
	slices.SortFunc(out, func(a, b *Operation) int { return strings.Compare(a.ID, b.ID) })
	return out
}

// PermissionCodes lists every permission code that some operation declares.
func (c *Contract) PermissionCodes() []string {
	var codes []string
	for _, op := range c.ops {
		for _, p := range op.Permissions {
			if !slices.Contains(codes, p) {
				codes = append(codes, p)
			}
		}
	}
	slices.Sort(codes)
	return codes
}

// Spec is the operation as the contract writes it (its responses, examples and schemas).
func (o *Operation) Spec() *openapi3.Operation { return o.route.Operation }
