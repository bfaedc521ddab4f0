// Package openapi embeds the bundled contract as written (`make generate` bundles it), for
// the server to serve at /api/openapi.yaml.
package openapi

import _ "embed"

// Bundled is openapi/bundled/openapi.yaml.
//
//go:embed bundled/openapi.yaml
var Bundled []byte

// Changelog is openapi/CHANGELOG.md: what changed between released versions of the contract.
//
//go:embed CHANGELOG.md
var Changelog []byte
