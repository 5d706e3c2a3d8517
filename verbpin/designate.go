package verbpin

import (
	"go/ast"
	"regexp"
	"strings"
)

// directive designates a package when it is a line of the comment directly
// above the package clause.
const directive = "//agentvet:noactuate"

// hasDirective reports whether a file's package comment holds the
// directive. ast.File.Doc is exactly "the comment directly above the
// package clause": a comment separated from it by a blank line is not.
func hasDirective(f *ast.File) bool {
	if f.Doc == nil {
		return false
	}
	for _, c := range f.Doc.List {
		rest, ok := strings.CutPrefix(c.Text, directive)
		if ok && (rest == "" || rest[0] == ' ' || rest[0] == '\t') {
			return true
		}
	}
	return false
}

// matchPattern reports whether an import path matches a package pattern in
// the go command's style: "..." matches any string, and a trailing "/..."
// also matches the path without it ("a/..." matches "a").
func matchPattern(pattern, path string) bool {
	re := regexp.QuoteMeta(pattern)
	re = strings.ReplaceAll(re, `\.\.\.`, `.*`)
	if strings.HasSuffix(re, `/.*`) {
		re = strings.TrimSuffix(re, `/.*`) + `(/.*)?`
	}
	ok, err := regexp.MatchString("^"+re+"$", path)
	return err == nil && ok
}
