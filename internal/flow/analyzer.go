// Package flow is agentvet's shared SSA data-flow engine: it finds every
// flow from a policy producer to a policy sink in one package, computes the
// package's function summaries to a fixpoint, exports them as facts for the
// packages that import it, and hands the flows to the analyzers that report
// them (taintflow, unwrapaudit, fencecheck). It knows no SDK by name: every
// producer, sink and sanitizer comes from a policy.Model.
package flow

import (
	"reflect"

	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/internal/ssainput"
)

// Analyzer computes the flows of a package. Its flags are shared by the
// analyzers that report its findings (see Flags).
var Analyzer = &analysis.Analyzer{
	Name:       "agentvetflow",
	Doc:        "agentvet's shared taint engine (internal; reported by taintflow, unwrapaudit and fencecheck)",
	Run:        run,
	Requires:   []*analysis.Analyzer{ssainput.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(FuncFact), new(FieldFact), new(PackageFact)},
}
