package strlit_test

import (
	"go/ast"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/internal/strlit"
)

// echo reports every string literal Each visits, with its unquoted value.
var echo = &analysis.Analyzer{
	Name: "echo",
	Doc:  "report every string literal",
	Run: func(pass *analysis.Pass) (any, error) {
		strlit.Each(pass, func(lit *ast.BasicLit, s string) {
			pass.Reportf(lit.Pos(), "%s", s)
		})
		return nil, nil
	},
}

// TestEach: raw and interpreted literals are unquoted, runes are not
// strings, and test files are skipped.
func TestEach(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), echo, "lits")
}
