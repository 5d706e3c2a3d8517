package flow_test

import (
	"path/filepath"
	"strings"
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

// TestAllowedIsListed: the allowed flow is not a finding, but the driver
// that asks for suppressed findings (for SARIF) sees it, with the reason
// and where the allow was declared.
func TestAllowedIsListed(t *testing.T) {
	withConfig(t, filepath.Join(analysistest.TestData(), "provenance.yaml"))
	t.Setenv(report.ShowSuppressedEnv, "1")
	var r recorder
	analysistest.Run(&r, analysistest.TestData(), taintflow.Analyzer, "provenance")
	joined := strings.Join(r.errs, "\n")
	assert.Contains(t, joined, "repository file (file:repo) reaches the system prompt", "the allowed flow is reported as suppressed")
	require.Len(t, r.errs, 1, joined)
}
