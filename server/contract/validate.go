package contract

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"

	"shopconsole/server/apperr"
)

var requestOptions = &openapi3filter.Options{
	// Authentication is the auth middleware's job; here only shapes are checked.
	AuthenticationFunc: openapi3filter.NoopAuthenticationFunc,
}

func (o *Operation) input(req *http.Request) *openapi3filter.RequestValidationInput {
	return &openapi3filter.RequestValidationInput{Request: req, Route: o.route, Options: requestOptions}
}

// ValidateRequest checks req against the operation and answers a 400 apperr naming
// the first field at fault: first the text rules on every string, then the schema.
func (o *Operation) ValidateRequest(ctx context.Context, req *http.Request) error {
	var body []byte
	if req.Body != nil {
		var err error
		if body, err = io.ReadAll(req.Body); err != nil {
			return apperr.Invalid("body", "http.badJSON")
		}
		req.Body = io.NopCloser(bytes.NewReader(body))
	}
	if err := o.checkText(req, body); err != nil {
		return err
	}
	err := openapi3filter.ValidateRequest(ctx, o.input(req))
	if err == nil {
		return nil
	}
	return o.describe(err)
}

// ValidateResponse checks a response to req against the operation: its status must be
// declared (or covered by `default`), its body must match the schema, and a file answer
// must be a file of its declared type by its bytes (checkFile). The server's own check
// (--validate-responses), the proxy and the contract tests all call it.
func (o *Operation) ValidateResponse(ctx context.Context, req *http.Request, status int, header http.Header, body []byte) error {
	in := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: o.input(req),
		Status:                 status,
		Header:                 header,
		Body:                   io.NopCloser(bytes.NewReader(body)),
		Options:                &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true},
	}
	if err := openapi3filter.ValidateResponse(ctx, in); err != nil {
		return err
	}
	if req.Method == http.MethodHead || status == http.StatusNotModified {
		return nil
	}
	return checkFile(o.route.Operation, status, header, body)
}

func (o *Operation) describe(err error) error {
	var reqErr *openapi3filter.RequestError
	if !errors.As(err, &reqErr) {
		return apperr.Invalid("", "validation.invalid", "request", err.Error())
	}
	field := "body"
	if reqErr.Parameter != nil {
		field = reqErr.Parameter.Name
	}
	var schemaErr *openapi3.SchemaError
	if errors.As(err, &schemaErr) {
		if ptr := schemaErr.JSONPointer(); len(ptr) > 0 {
			field = strings.Join(ptr, ".")
		}
		return fromSchema(field, schemaErr)
	}
	if reqErr.Err != nil && strings.Contains(reqErr.Err.Error(), "value is required") {
		return apperr.Invalid(field, "validation.required", field)
	}
	// A body that could not be decoded as its media type (a parse error, a broken form).
	if reqErr.RequestBody != nil && reqErr.Parameter == nil && reqErr.Err != nil {
		if o.Multipart {
			return apperr.Invalid("body", "http.badForm")
		}
		return apperr.Invalid("body", "http.badJSON")
	}
	return apperr.Invalid(field, "validation.invalid", field, reqErr.Reason)
}

func fromSchema(field string, se *openapi3.SchemaError) error {
	s := se.Schema
	switch se.SchemaField {
	case "required":
		return apperr.Invalid(field, "validation.required", field)
	case "type":
		return apperr.Invalid(field, "validation.type", field, typeName(s))
	case "minLength":
		return apperr.Invalid(field, "validation.minLength", field, s.MinLength)
	case "maxLength":
		return apperr.Invalid(field, "validation.maxLength", field, derefU(s.MaxLength))
	case "minimum":
		return apperr.Invalid(field, "validation.minimum", field, derefF(s.Min))
	case "maximum":
		return apperr.Invalid(field, "validation.maximum", field, derefF(s.Max))
	case "enum":
		return apperr.Invalid(field, "validation.enum", field, enumList(s.Enum))
	case "pattern":
		return apperr.Invalid(field, "validation.pattern", field)
	case "format":
		return apperr.Invalid(field, "validation.format", field, s.Format)
	case "additionalProperties":
		return apperr.Invalid(field, "validation.unknown", field)
	}
	return apperr.Invalid(field, "validation.invalid", field, se.Reason)
}

// enumList writes the allowed values apart: "registeredAt, -registeredAt, balance".
func enumList(values []any) string {
	parts := make([]string, len(values))
	for i, v := range values {
		parts[i] = fmt.Sprint(v)
	}
	return strings.Join(parts, ", ")
}

func typeName(s *openapi3.Schema) string {
	if s.Type == nil || len(*s.Type) == 0 {
		return "value"
	}
	return (*s.Type)[0]
}

func derefU(p *uint64) uint64 {
	if p == nil {
		return 0
	}
	return *p
}

// derefF writes a bound as people write numbers: 1000000000, not 1e+09.
func derefF(p *float64) string {
	if p == nil {
		return "0"
	}
	return strconv.FormatFloat(*p, 'f', -1, 64)
}
