package demo

import (
	"fmt"
	"hash/fnv"
	"html"
	"net/url"
	"strings"
	"unicode/utf8"
)

var palette = []string{"#1890ff", "#52c41a", "#f5222d", "#fa8c16", "#13c2c2", "#722ed1", "#eb2f96", "#2f54eb"}

// Picture draws a small landscape-format placeholder with the first letter of label on a
// colour chosen by label, as an SVG data URI: sample pictures never need the network.
func Picture(label string, width, height int) string {
	h := fnv.New32a()
	_, _ = h.Write([]byte(label))
	sum := h.Sum32()
	bg, fg := palette[sum%uint32(len(palette))], palette[(sum/7+3)%uint32(len(palette))]
	initial := "?"
	if r, _ := utf8.DecodeRuneInString(label); r != utf8.RuneError {
		initial = html.EscapeString(string(r))
	}
	head := fmt.Sprintf(`<svg xmlns='http://www.w3.org/2000/svg' width='%d' height='%d' viewBox='0 0 %d %d'>`+
		`<rect width='100%%' height='100%%' fill='%s'/><circle cx='%d' cy='%d' r='%d' fill='%s' opacity='.6'/>`+
		`<text x='50%%' y='50%%' dy='.35em' font-family='sans-serif' font-size='%d' text-anchor='middle' fill='#fff'>`,
		width, height, width, height, bg, width*3/4, height/3, height/3, fg, height/2)
	return "data:image/svg+xml," + svgEscaper.Replace(head) + url.PathEscape(initial) + svgEscaper.Replace("</text></svg>")
}

// svgEscaper writes SVG markup into a data URI escaping only what a URI or an HTML
// attribute cannot hold as is (single quotes inside): half the length of escaping every
// character, so that a page of sample rows stays small enough to be sent uncompressed.
var svgEscaper = strings.NewReplacer("%", "%25", "#", "%23", "<", "%3C", ">", "%3E", `"`, "%22")
