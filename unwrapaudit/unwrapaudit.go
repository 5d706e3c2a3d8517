package unwrapaudit

import (
	_ "embed"
	"reflect"

	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/analyzers/engine"
	"github.com/agentvet/agentvet/internal/analysisdoc"
	"github.com/agentvet/agentvet/internal/flow"
	"github.com/agentvet/agentvet/internal/report"
)

//go:embed doc.go
var doc string

// Analyzer reports laundered third-party text reaching an instruction
// position or a durable store.
var Analyzer = &analysis.Analyzer{
	Name:       "unwrapaudit",
	Doc:        analysisdoc.MustExtract(doc, "unwrapaudit"),
	URL:        "https://github.com/agentvet/agentvet#unwrapaudit",
	Run:        run,
	Requires:   []*analysis.Analyzer{engine.Analyzer},
	ResultType: reflect.TypeFor[[]report.Finding](),
}

func init() {
	engine.ShareFlags(&Analyzer.Flags)
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[engine.Analyzer].(*flow.Result)
	if res.Err != nil {
		return nil, res.Err
	}
	return report.Publish(pass, res.Take(flow.CatUnwrap, flow.CatPersist), report.OptionsOf(res.Settings)), nil
}
