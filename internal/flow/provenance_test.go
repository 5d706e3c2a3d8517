package flow_test

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/internal/report"
	"github.com/agentvet/agentvet/taintflow"
)

func withConfig(t *testing.T, path string) {
	require.NoError(t, taintflow.Analyzer.Flags.Set("config", path))
	t.Cleanup(func() { require.NoError(t, taintflow.Analyzer.Flags.Set("config", "")) })
}

// TestProvenance: a configured memory producer is named in the finding; a
// summary built from retrieved chunks keeps their origin; an allow entry
// accepts one kind in one position only.
func TestProvenance(t *testing.T) {
	withConfig(t, filepath.Join(analysistest.TestData(), "provenance.yaml"))
	analysistest.Run(t, analysistest.TestData(), taintflow.Analyzer, "provenance")
}

// TestAllowedIsListed: the allowed flow is not a finding (analysistest
// would fail on an unexpected diagnostic), but the analyzer's result, which
// the standalone driver renders, lists it as suppressed with the reason
// and where the allow was declared.
func TestAllowedIsListed(t *testing.T) {
	withConfig(t, filepath.Join(analysistest.TestData(), "provenance.yaml"))
	var suppressed []report.Finding
	for _, r := range analysistest.Run(t, analysistest.TestData(), taintflow.Analyzer, "provenance") {
		for _, f := range r.Action.Result.([]report.Finding) {
			if f.Suppressed {
				suppressed = append(suppressed, f)
			}
		}
	}
	require.Len(t, suppressed, 1)
	f := suppressed[0]
	assert.Contains(t, f.Message, "repository file (file:repo) reaches the system prompt")
	assert.Contains(t, f.SuppressedBy, "provenance.yaml:")
	assert.NotEmpty(t, f.Reason)
	require.NotEmpty(t, f.Producers)
	assert.Equal(t, "file:repo", f.Producers[0].Origin)
}

// TestResultSinks: a func-typed field whose stored function's results are
// the system prompt, and an interface method whose implementations'
// results are a tool description (configured with results: true).
func TestResultSinks(t *testing.T) {
	withConfig(t, filepath.Join(analysistest.TestData(), "results.yaml"))
	analysistest.Run(t, analysistest.TestData(), taintflow.Analyzer, "resultsink")
}
