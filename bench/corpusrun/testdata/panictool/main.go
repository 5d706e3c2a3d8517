// Command panictool is a vettool that panics on any package named dep: the
// corpus run must catch it even when dep is vetted only as a dependency.
package main

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/unitchecker"
)

type fact struct{}

func (*fact) AFact() {}

var analyzer = &analysis.Analyzer{
	Name: "panictool",
	Doc:  "panics on packages named dep",
	Run: func(pass *analysis.Pass) (any, error) {
		if pass.Pkg.Name() == "dep" {
			panic("panictool: boom in " + pass.Pkg.Path())
		}
		return nil, nil
	},
	FactTypes: []analysis.Fact{new(fact)},
}

func main() { unitchecker.Main(analyzer) }
