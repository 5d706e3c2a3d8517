package report_test

import (
	"go/ast"
	"path/filepath"
	"reflect"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/internal/report"
)

// calls returns a finding at every call of pass, as an analyzer builds
// them.
func calls(pass *analysis.Pass) []report.Finding {
	var fs []report.Finding
	for _, f := range pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			if c, ok := n.(*ast.CallExpr); ok {
				fs = append(fs, report.Finding{Pos: report.PosOf(pass.Fset, c.Pos()), End: report.PosOf(pass.Fset, c.End()), Message: "call"})
			}
			return true
		})
	}
	return fs
}

// demo publishes a finding at every call; its result is what Publish
// returns.
func demo(opt report.Options) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:       "demo",
		Doc:        "report every call",
		ResultType: reflect.TypeFor[[]report.Finding](),
		Run: func(pass *analysis.Pass) (any, error) {
			return report.Publish(pass, calls(pass), opt), nil
		},
	}
}

// TestIgnore: a reasoned suppression on the line or the line above drops
// the finding of the analyzer it names, and only that one; a suppression
// without a reason is itself a finding and suppresses nothing.
func TestIgnore(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), demo(report.Options{}), "ign")
}

// TestPublishResult: the result holds every finding, the suppressed ones
// marked with their reason (the standalone driver lists them in SARIF),
// and the suppression without a reason as a finding of its own.
func TestPublishResult(t *testing.T) {
	res := analysistest.Run(t, analysistest.TestData(), demo(report.Options{}), "ign")
	require.Len(t, res, 1)
	fs := res[0].Result.([]report.Finding)
	var got []string
	for _, f := range fs {
		assert.Equal(t, "demo", f.Analyzer)
		assert.Equal(t, "F", f.Func)
		assert.Equal(t, "ign", f.Package)
		line := filepath.Base(f.Pos.File) + ":" + strconv.Itoa(f.Pos.Line)
		switch {
		case f.Suppressed:
			assert.Equal(t, "//agentvet:ignore", f.SuppressedBy)
			got = append(got, line+" suppressed: "+f.Reason)
		default:
			got = append(got, line+" "+f.Category)
		}
	}
	assert.Equal(t, []string{
		"ign.go:6 demo",
		"ign.go:9 suppressed: the operator wrote this by hand",
		"ign.go:11 suppressed: reviewed in PR 12",
		"ign.go:14 demo",
		"ign.go:16 ignore-without-reason",
		"ign.go:17 demo",
		"ign.go:20 demo",
	}, got)
}

// TestTestFiles: findings in _test.go files are left out unless the
// options ask for them.
func TestTestFiles(t *testing.T) {
	for _, tests := range []bool{false, true} {
		res := analysistest.Run(nopT{}, analysistest.TestData(), demo(report.Options{Tests: tests}), "withtest")
		var files []string
		for _, r := range res {
			for _, f := range r.Result.([]report.Finding) {
				files = append(files, filepath.Base(f.Pos.File))
			}
		}
		if tests {
			assert.Contains(t, files, "withtest_test.go")
		} else {
			assert.NotContains(t, files, "withtest_test.go")
		}
		assert.Contains(t, files, "withtest.go")
	}
}

type nopT struct{}

func (nopT) Errorf(string, ...any) {}
