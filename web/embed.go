// Package web embeds the built console (web/dist/console, made by `npm run build`) so
// that one binary serves both the API and the console.
package web

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

// Console returns the built console; it has no index.html until the web is built.
func Console() fs.FS {
	sub, err := fs.Sub(dist, "dist/console")
	if err != nil {
		panic(err) // fs.Sub fails only on an invalid path literal
	}
	return sub
}

// APIDocs returns the API reference page's script (dist/apidocs, made by `npm run build`):
// scalar.js.gz and VERSION; empty until the web is built.
func APIDocs() fs.FS {
	sub, err := fs.Sub(dist, "dist/apidocs")
	if err != nil {
		panic(err)
	}
	return sub
}
