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

// TestHigherOrder: an interface declared in one package, implemented in a
// second, called in a third and wired in a fourth; a registry of interface
// values; callbacks (named and literal); a closure through a generic
// helper; an interface kept in a struct field. Each with a benign twin.
func TestHigherOrder(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), taintflow.Analyzer, "howire")
}
