// Package analysisdoc extracts an analyzer's Doc from its package's doc.go,
// so the text a user reads with `go doc` and with `agentvet help` is one text.
package analysisdoc

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
)

// MustExtract returns the section of the package comment in src (the text of
// a doc.go file) that follows the heading "# Analyzer NAME", up to the next
// heading. The first line is the analyzer's one-line summary. It panics if
// the heading is missing: that is a programming error caught by any test.
func MustExtract(src, name string) string {
	doc, err := extract(src, name)
	if err != nil {
		panic(err)
	}
	return doc
}

func extract(src, name string) (string, error) {
	f, err := parser.ParseFile(token.NewFileSet(), "doc.go", src, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		return "", err
	}
	if f.Doc == nil {
		return "", fmt.Errorf("doc.go has no package comment")
	}
	text := (&ast.CommentGroup{List: f.Doc.List}).Text()
	heading := "# Analyzer " + name + "\n"
	i := strings.Index(text, heading)
	if i < 0 {
		return "", fmt.Errorf("doc.go has no %q heading", strings.TrimSpace(heading))
	}
	body := text[i+len(heading):]
	if j := strings.Index(body, "\n# "); j >= 0 {
		body = body[:j]
	}
	return strings.TrimSpace(body), nil
}
