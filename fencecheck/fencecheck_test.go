//go:build heavy

package fencecheck_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/fencecheck"
	"github.com/agentvet/agentvet/internal/testmod"
	"github.com/agentvet/agentvet/taintflow"
	"github.com/agentvet/agentvet/unwrapaudit"
)

var fixtures = analysistest.TestData()

func TestMain(m *testing.M) {
	testmod.Main(m, fixtures)
}

// TestFencecheck checks every // want of the fixture module: unfenced
// producer and unwrapped text in user and tool messages, hand-built fence
// markers, newline-only filters and paint before scrub, and their fenced,
// scrubbed and operator-only look-alikes.
func TestFencecheck(t *testing.T) {
	results := analysistest.Run(t, fixtures, fencecheck.Analyzer, "fixtures/...")
	testmod.Share(fixtures, results, "fixtures/...")
}

// TestNewlineSuggestedFix applies the suggested fix of the newline rule
// to a plain strings.ReplaceAll(s, "\n", " ") and compares the result
// with newlinefix.go.golden: the call becomes scrub.Line(s).
func TestNewlineSuggestedFix(t *testing.T) {
	results := analysistest.RunWithSuggestedFixes(t, fixtures, fencecheck.Analyzer, "fixtures/newlinefix")
	var fixes int
	for _, r := range results {
		for _, d := range r.Diagnostics {
			fixes += len(d.SuggestedFixes)
		}
	}
	assert.Equal(t, 1, fixes, "the newline diagnostic carries exactly one suggested fix")
}

// TestFixtureVersions pins the SDKs the fixtures import to the versions
// the presets name.
func TestFixtureVersions(t *testing.T) {
	testmod.Pinned(t, fixtures, map[string]string{
		"github.com/mark3labs/mcp-go":               "v1.2.1",
		"github.com/sashabaranov/go-openai":         "v1.43.0",
		"github.com/anthropics/anthropic-sdk-go/v2": "v2.17.0",
	})
}

// TestDeterministic runs fencecheck twice and requires byte-identical
// diagnostics in the same order.
func TestDeterministic(t *testing.T) {
	pkgs := testmod.LoadShared(t, fixtures, "fixtures/...")
	first := testmod.Render(testmod.Analyze(t, pkgs, fencecheck.Analyzer), fixtures)
	second := testmod.Render(testmod.Analyze(t, pkgs, fencecheck.Analyzer), fixtures)
	require.NotEmpty(t, first, "no diagnostics at all: nothing was compared")
	require.Equal(t, first, second)
}

// TestOneFlowOneFinding checks the split of flows between the analyzers
// on this module: untrusted text in a user or tool message, unwrapped or
// not, is fencecheck's alone; taintflow and unwrapaudit say nothing here.
func TestOneFlowOneFinding(t *testing.T) {
	pkgs := testmod.LoadShared(t, fixtures, "fixtures/...")
	out := testmod.Render(testmod.Analyze(t, pkgs, taintflow.Analyzer, unwrapaudit.Analyzer), fixtures)
	assert.Empty(t, out, "another analyzer reported a flow that belongs to fencecheck")
}
