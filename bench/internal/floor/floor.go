// Package floor is the do-nothing analyzer the bench measures agentvet
// against: the least any fact-using analysis costs.
//
// It reports nothing and exports nothing, but it declares a fact type.
// That matters: unitchecker skips a dependency (a VetxOnly run) outright
// when no analyzer uses facts, whereas agentvet uses facts and so runs on
// every dependency. With a fact type declared the floor pays what agentvet
// pays before its own analysis starts: go vet starts it once per package
// and dependency, and it parses the package, type-checks it against the
// export data, decodes the facts of its imports and writes its own (empty)
// fact file.
package floor

import "golang.org/x/tools/go/analysis"

// fact is never exported; declaring it is what makes the analyzer run on
// dependencies.
type fact struct{}

func (*fact) AFact() {}

func (*fact) String() string { return "floor" }

// Analyzer does nothing.
var Analyzer = &analysis.Analyzer{
	Name:      "floor",
	Doc:       "floor does nothing: it is the baseline cost of a fact-using vettool",
	Run:       func(*analysis.Pass) (any, error) { return nil, nil },
	FactTypes: []analysis.Fact{new(fact)},
}
