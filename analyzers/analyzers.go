// Package analyzers is the agentvet suite: the four analyzers in the order
// every driver runs and documents them.
package analyzers

import (
	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/fencecheck"
	"github.com/agentvet/agentvet/taintflow"
	"github.com/agentvet/agentvet/unwrapaudit"
	"github.com/agentvet/agentvet/verbpin"
)

// All returns the agentvet analyzers: taintflow, unwrapaudit, fencecheck,
// verbpin.
func All() []*analysis.Analyzer {
	return []*analysis.Analyzer{taintflow.Analyzer, unwrapaudit.Analyzer, fencecheck.Analyzer, verbpin.Analyzer}
}
