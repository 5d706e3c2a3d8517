package fencecheck_test

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/fencecheck"
	"github.com/agentvet/agentvet/internal/testmod"
	"github.com/agentvet/agentvet/taintflow"
	"github.com/agentvet/agentvet/unwrapaudit"
)

// The fast tier's fixture: a module that imports no SDK, only this
// repository's guard, taint and scrub (their presets are sinks, fences and
// scrubbers like any SDK's), with a producer declared by directive. It
// loads offline from the module cache the main module already needs.
// fencecheck_test.go (build tag heavy, scripts/test.sh) runs the fixture
// module of the real SDKs.
var smoke = filepath.Join(analysistest.TestData(), "smoke")

// TestSmoke checks every // want of the smoke module: unfenced and
// unwrapped text in user and tool messages (through a helper in another
// package), hand-built markers, newline-only filters and paint before
// scrub; and nothing on the fenced, scrubbed and operator-only
// look-alikes. The rules are fencecheck's alone: taintflow and
// unwrapaudit say nothing here.
func TestSmoke(t *testing.T) {
	results := analysistest.Run(t, smoke, fencecheck.Analyzer, "./...")
	var n int
	for _, r := range results {
		n += len(r.Diagnostics)
	}
	assert.Equal(t, 10, n, "findings in the smoke module")

	// The same packages, loaded once.
	testmod.Share(smoke, results, "./...")
	pkgs := testmod.LoadShared(t, smoke, "./...")
	out := testmod.Render(testmod.Analyze(t, pkgs, taintflow.Analyzer, unwrapaudit.Analyzer), smoke)
	assert.Empty(t, out, "another analyzer reported a flow that belongs to fencecheck")
}

// TestSmokeSuggestedFix applies the suggested fix of the newline rule and
// compares the result with fix.go.golden: the ReplaceAll becomes
// scrub.Line(s).
func TestSmokeSuggestedFix(t *testing.T) {
	results := analysistest.RunWithSuggestedFixes(t, smoke, fencecheck.Analyzer, "./fix")
	var fixes int
	for _, r := range results {
		for _, d := range r.Diagnostics {
			fixes += len(d.SuggestedFixes)
		}
	}
	assert.Equal(t, 1, fixes, "the newline diagnostic carries exactly one suggested fix")
}
