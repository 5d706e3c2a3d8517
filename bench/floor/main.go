// Command floor is the do-nothing vettool the bench measures agentvet
// against: the least any fact-using analysis tool can cost under go vet.
//
// Its one analyzer reports nothing and exports nothing, but it declares a
// fact type. That matters: unitchecker skips a dependency (a VetxOnly run)
// outright when no analyzer uses facts, whereas agentvet uses facts and so
// runs on every dependency. With a fact type declared, the floor pays what
// agentvet pays before its own analysis starts: go vet starts it once per
// package and dependency, and it parses the package, type-checks it against
// the export data, decodes the facts of its imports and writes its own
// (empty) fact file.
package main

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/unitchecker"
)

// floorFact is never exported; declaring it is what makes the analyzer run
// on dependencies.
type floorFact struct{}

func (*floorFact) AFact() {}

func (*floorFact) String() string { return "floor" }

var analyzer = &analysis.Analyzer{
	Name:      "floor",
	Doc:       "floor does nothing: it is the baseline cost of a fact-using vettool",
	Run:       func(*analysis.Pass) (any, error) { return nil, nil },
	FactTypes: []analysis.Fact{new(floorFact)},
}

func main() { unitchecker.Main(analyzer) }
