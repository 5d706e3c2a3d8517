package vettool

import (
	"reflect"

	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/analyzers/engine"
	"github.com/agentvet/agentvet/cmd/agentvet/internal/record"
	"github.com/agentvet/agentvet/internal/flow"
	"github.com/agentvet/agentvet/internal/report"
	"github.com/agentvet/agentvet/internal/stdlib"
)

// Inv is the result of Inventory for one package.
type Inv struct {
	Skipped string
	Unwraps []record.Unwrap
	Offer   *flow.Offer
}

// Inventory reads what the shared engine did with a package: the
// taint.Unwrap sites (agentvet unwraps lists them) and, when it skipped
// the package on purpose, why (agentvet -v says so). It reports nothing;
// go vet users never need it, the standalone command enables it.
var Inventory = &analysis.Analyzer{
	Name:       record.Inventory,
	Doc:        "inventory: what agentvet's engine did with each package, for the standalone agentvet command (taint.Unwrap sites, why a package was skipped); it reports nothing",
	Requires:   []*analysis.Analyzer{engine.Analyzer},
	Run:        inventory,
	ResultType: reflect.TypeFor[*Inv](),
}

func inventory(pass *analysis.Pass) (any, error) {
	res, _ := pass.ResultOf[engine.Analyzer].(*flow.Result)
	inv := &Inv{Skipped: skipped(pass, res)}
	if res == nil {
		return inv, nil
	}
	inv.Offer = res.Offer(pass.Pkg)
	for _, u := range res.Unwraps {
		inv.Unwraps = append(inv.Unwraps, record.Unwrap{
			Pos:     report.PosOf(pass.Fset, u.Pos),
			Func:    u.Func,
			Origin:  u.Origin,
			Reaches: u.Reaches,
		})
	}
	return inv, nil
}

// skipped says why the engine left the package alone, as the engine
// decided it, or "" when it analysed it.
func skipped(pass *analysis.Pass, res *flow.Result) string {
	switch {
	case res != nil:
		return res.Skipped
	case len(pass.Files) == 0:
		return flow.SkipNoFiles
	case stdlib.Is(pass):
		return flow.SkipStdlib
	}
	return ""
}
