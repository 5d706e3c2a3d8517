package flow_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/fencecheck"
	"github.com/agentvet/agentvet/taintflow"
)

// TestEngine runs the engine, through taintflow, on SDK-free fixtures that
// exercise propagation shapes and cross-package summaries with directives.
func TestEngine(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), taintflow.Analyzer, "helper", "app", "shapes")
	analysistest.Run(t, analysistest.TestData(), fencecheck.Analyzer, "newline")
}
