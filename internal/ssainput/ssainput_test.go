package ssainput_test

import (
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/internal/ssainput"
)

// probe reports each source function of the package: "shipped: F" for
// those of the SSA built without the _test.go files, "all: F" for those
// only the whole package has.
var probe = &analysis.Analyzer{
	Name:     "probe",
	Doc:      "reports the functions of the two builds",
	Requires: []*analysis.Analyzer{ssainput.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		if pass.Pkg.Name() == "main" {
			return nil, nil // the generated test main
		}
		lazy := pass.ResultOf[ssainput.Analyzer].(*ssainput.Lazy)
		_, shipped := lazy.Get(true)
		seen := map[string]bool{}
		for _, fn := range shipped {
			if fn.Parent() == nil && fn.Name() != "load" {
				seen[fn.Name()] = true
				pass.Reportf(fn.Pos(), "shipped: %s", fn.Name())
			}
		}
		_, all := lazy.Get(false)
		for _, fn := range all {
			if fn.Parent() == nil && fn.Name() != "load" && !seen[fn.Name()] && !strings.HasPrefix(fn.Name(), "init") {
				pass.Reportf(fn.Pos(), "all: %s", fn.Name())
			}
		}
		return nil, nil
	},
}

// TestShipped: the SSA of the shipped files leaves the test functions
// out and does not trip over a package variable a test file initialises
// (the builder used to panic: "ssa.Member is nil, not *ssa.Global").
func TestShipped(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), probe, "shipped")
}

// TestShadowed: a test file that declares a name the shipped files use
// (max, shadowing the builtin in the test variant) makes the package's
// SSA be built whole; the builder panicked without the test files
// ("types.Object is *types.Func, not *types.Var"), and the test functions
// still stay out of the shipped functions.
func TestShadowed(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), probe, "shadowed")
}
