//go:build heavy

package unwrapaudit_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/fencecheck"
	"github.com/agentvet/agentvet/internal/testmod"
	"github.com/agentvet/agentvet/taintflow"
	"github.com/agentvet/agentvet/unwrapaudit"
)

var (
	fixtures = analysistest.TestData()
	// The configuration lives below the module root on purpose: only the
	// -config flag can find it, so a passing persistence test proves the
	// flag is honoured.
	configFile = filepath.Join(analysistest.TestData(), "config", "agentvet.yaml")
)

func TestMain(m *testing.M) {
	testmod.Main(m, fixtures)
}

// TestUnwrapaudit checks every // want of the fixture module, with the
// persistence sinks of config/agentvet.yaml.
func TestUnwrapaudit(t *testing.T) {
	setFlag(t, "config", configFile)
	results := analysistest.Run(t, fixtures, unwrapaudit.Analyzer, "fixtures/...")
	testmod.Share(fixtures, results, "fixtures/...")
}

// TestPersistenceIsOffWithoutConfig checks that without a configuration
// no store is a persistence sink, while the instruction findings stay.
func TestPersistenceIsOffWithoutConfig(t *testing.T) {
	setFlag(t, "config", "")
	pkgs := testmod.LoadShared(t, fixtures, "fixtures/...")
	out := testmod.Render(testmod.Analyze(t, pkgs, unwrapaudit.Analyzer), fixtures)
	assert.NotContains(t, out, "durable store")
	assert.Contains(t, out, "laundering/laundering.go")
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

// TestDeterministic runs unwrapaudit twice and requires byte-identical
// diagnostics in the same order.
func TestDeterministic(t *testing.T) {
	setFlag(t, "config", configFile)
	pkgs := testmod.LoadShared(t, fixtures, "fixtures/...")
	first := testmod.Render(testmod.Analyze(t, pkgs, unwrapaudit.Analyzer), fixtures)
	second := testmod.Render(testmod.Analyze(t, pkgs, unwrapaudit.Analyzer), fixtures)
	require.NotEmpty(t, first, "no diagnostics at all: nothing was compared")
	require.Equal(t, first, second)
}

// TestOneFlowOneFinding checks the split of flows between the analyzers
// on this module: a flow through taint.Unwrap into an instruction position
// is unwrapaudit's, not taintflow's; fencecheck reports only the one
// unfenced user message the fixtures mark as its finding.
func TestOneFlowOneFinding(t *testing.T) {
	setFlag(t, "config", configFile)
	pkgs := testmod.LoadShared(t, fixtures, "fixtures/...")
	g := testmod.Analyze(t, pkgs, taintflow.Analyzer, fencecheck.Analyzer)
	out := testmod.Render(g, fixtures)
	assert.NotContains(t, out, " taintflow [", "taintflow reported a flow through taint.Unwrap")
	line := lineOf(t, filepath.Join(fixtures, "laundering", "laundering.go"), "fencecheck's finding")
	var lines []string // diagnostics, without their related positions
	for _, l := range strings.Split(out, "\n") {
		if l != "" && !strings.HasPrefix(l, "\t") {
			lines = append(lines, l)
		}
	}
	require.Len(t, lines, 1, "fencecheck findings:\n%s", out)
	assert.Contains(t, lines[0], fmt.Sprintf("laundering/laundering.go:%d:", line))
	assert.Contains(t, lines[0], "unfenced untrusted content")
}
