// Package flow is agentvet's shared SSA data-flow engine: it finds every
// flow from a policy producer to a policy sink in one package, computes the
// package's function summaries to a fixpoint, exports them as facts for the
// packages that import it, and hands the flows to the analyzers that report
// them (taintflow, unwrapaudit, fencecheck). It knows no SDK by name: every
// producer, sink and sanitizer comes from the policy.Model of the settings
// it is given.
package flow

import (
	"reflect"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/internal/ssainput"
)

// New returns the engine as an analyzer that reads its settings from the
// result of settings (a *policy.Settings). The engine does not know where
// settings come from (a configuration file, a plugin's settings): the
// layer that configures it says. Its flag -budget bounds the instruction
// visits of one package.
func New(settings *analysis.Analyzer) *analysis.Analyzer {
	e := &engine{settings: settings, budget: defaultBudget}
	a := &analysis.Analyzer{
		Name:       "agentvetflow",
		Doc:        "agentvet's shared taint engine (internal; reported by taintflow, unwrapaudit and fencecheck)",
		Run:        e.run,
		Requires:   []*analysis.Analyzer{ssainput.Analyzer, settings},
		ResultType: reflect.TypeFor[*Result](),
		FactTypes:  []analysis.Fact{new(FuncFact), new(FieldFact), new(PackageFact), new(ConstFact)},
	}
	a.Flags.IntVar(&e.budget, "budget", defaultBudget, "instruction visits allowed per package; past it the analysis fails closed (category taintflow/undecided)")
	a.Flags.StringVar(&e.wiringFile, "wiring", "", "internal: the standalone command's wiring `file` (implementations of interface methods across the program)")
	a.Flags.StringVar(&e.debug, "debug", "", "internal: print to standard error the summary of every function whose full name holds this `text` (a conflation is found by reading the summaries along its path)")
	a.Flags.StringVar(&e.debugAt, "debug-at", "", "internal: print to standard error every third-party label that reaches a sink at a position holding this `text` (\"state_graph.go:1654\"): its origin, message role and path, and the callee summary's parameter path that carried it")
	return a
}

// engine is one engine analyzer's configuration.
type engine struct {
	settings   *analysis.Analyzer
	budget     int
	wiringFile string
	debug      string
	debugAt    string

	// The wiring file is read once per process (the standalone driver
	// and golangci-lint analyse many packages in one).
	wiringOnce sync.Once
	wiring     map[string][]MethodFact
	wiringErr  error
}
