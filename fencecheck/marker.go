package fencecheck

import (
	"go/ast"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/internal/strlit"
)

// fenceTag is the fence's tag name (guard.Fence).
const fenceTag = "untrusted-input"

// runtimePackages build the fence, or carry forged fences as test data on
// purpose.
var runtimePackages = map[string]bool{
	"github.com/agentvet/agentvet/guard":    true,
	"github.com/agentvet/agentvet/difftest": true,
}

// handBuiltFences reports string literals outside package guard that hold
// the fence tag's opening or closing form: a hand-rolled fence has no
// escaping, so the content it wraps can close it. Test files are exempt:
// forged fences are what their inputs are made of.
func handBuiltFences(pass *analysis.Pass) []analysis.Diagnostic {
	if runtimePackages[pass.Pkg.Path()] {
		return nil
	}
	var out []analysis.Diagnostic
	strlit.Each(pass, func(lit *ast.BasicLit, s string) {
		if form := markerForm(s); form != "" {
			out = append(out, analysis.Diagnostic{
				Pos:      lit.Pos(),
				End:      lit.End(),
				Category: "fencecheck/marker",
				Message: "hand-built fence marker: this literal holds the fence tag's " + form +
					" form; a hand-rolled fence escapes nothing, so the content it wraps can close it — use guard.Fence (or taint.New and guard.Check)",
			})
		}
	})
	return out
}

// markerForm returns "opening" or "closing" if s holds the tag in that
// form: "<" then optional spaces and "/", then the tag name, in any case.
func markerForm(s string) string {
	lower := strings.ToLower(s)
	for i := strings.IndexByte(lower, '<'); i >= 0; {
		rest := strings.TrimLeft(lower[i+1:], " \t\r\n")
		closing := strings.HasPrefix(rest, "/")
		if closing {
			rest = strings.TrimLeft(rest[1:], " \t\r\n")
		}
		if strings.HasPrefix(rest, fenceTag) {
			if closing {
				return "closing"
			}
			return "opening"
		}
		j := strings.IndexByte(lower[i+1:], '<')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return ""
}
