// Package api holds the code generated from the OpenAPI contract in openapi/.
package api

//go:generate go tool oapi-codegen -config oapi-codegen.yaml ../../openapi/bundled/openapi.yaml
