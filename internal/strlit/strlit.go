// Package strlit walks the string literals of a package's own source, the
// shared step of the source-text rules (fencecheck's hand-built fence
// markers, verbpin's text pin).
package strlit

import (
	"go/ast"
	"go/token"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Each calls f with every string literal of the package's non-test,
// non-generated files and its unquoted value. Test files are skipped: the
// hostile strings a test feeds its code are what it is made of.
func Each(pass *analysis.Pass, f func(lit *ast.BasicLit, value string)) {
	for _, file := range pass.Files {
		if strings.HasSuffix(pass.Fset.File(file.Pos()).Name(), "_test.go") || ast.IsGenerated(file) {
			continue
		}
		ast.Inspect(file, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			if s, err := strconv.Unquote(lit.Value); err == nil {
				f(lit, s)
			}
			return true
		})
	}
}
