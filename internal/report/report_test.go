package report_test

import (
	"go/ast"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/internal/report"
)

// demo reports every call, through report.Report.
var demo = &analysis.Analyzer{
	Name: "demo",
	Doc:  "report every call",
	Run: func(pass *analysis.Pass) (any, error) {
		var diags []analysis.Diagnostic
		for _, f := range pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				if c, ok := n.(*ast.CallExpr); ok {
					diags = append(diags, analysis.Diagnostic{Pos: c.Pos(), Message: "call"})
				}
				return true
			})
		}
		report.Report(pass, diags)
		return nil, nil
	},
}

// TestIgnore: a reasoned suppression on the line or the line above drops
// the finding of the analyzer it names, and only that one; a suppression
// without a reason is itself a finding and suppresses nothing.
func TestIgnore(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), demo, "ign")
}

// TestShowSuppressed: the standalone driver asks to see suppressed
// findings, so SARIF can list them with their reason.
func TestShowSuppressed(t *testing.T) {
	t.Setenv(report.ShowSuppressedEnv, "1")
	var got []analysis.Diagnostic
	rec := &analysis.Analyzer{Name: "demo", Doc: "x", Run: func(pass *analysis.Pass) (any, error) {
		return demo.Run(&analysis.Pass{
			Analyzer: pass.Analyzer, Fset: pass.Fset, Files: pass.Files, Pkg: pass.Pkg, TypesInfo: pass.TypesInfo,
			Report: func(d analysis.Diagnostic) { got = append(got, d) },
		})
	}}
	analysistest.Run(nopT{}, analysistest.TestData(), rec, "ign")
	suppressed := 0
	for _, d := range got {
		if d.Category == report.SuppressedCategory {
			suppressed++
			if len(d.Related) == 0 || d.Related[len(d.Related)-1].Message[:11] != "suppressed:" {
				t.Errorf("suppressed diagnostic without its reason: %+v", d)
			}
		}
	}
	if suppressed != 2 {
		t.Errorf("got %d suppressed diagnostics, want 2", suppressed)
	}
}

type nopT struct{}

func (nopT) Errorf(string, ...any) {}
