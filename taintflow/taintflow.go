package taintflow

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

// Analyzer reports third-party text reaching an instruction position.
var Analyzer = &analysis.Analyzer{
	Name:       "taintflow",
	Doc:        analysisdoc.MustExtract(doc, "taintflow"),
	URL:        "https://github.com/agentvet/agentvet#taintflow",
	Run:        run,
	Requires:   []*analysis.Analyzer{engine.Analyzer},
	ResultType: reflect.TypeFor[[]report.Finding](),
}

// argv switches the taintflow/argv category on (so does `taintflow: {argv:
// true}` in agentvet.yaml). It is opt-in: on the real-code set most of its
// findings were operator paths and commands held beside third-party text.
var argv bool

func init() {
	engine.ShareFlags(&Analyzer.Flags)
	Analyzer.Flags.BoolVar(&argv, "argv", false, "also report third-party text reaching an argument vector or a file path (category taintflow/argv; off by default, or taintflow: {argv: true} in agentvet.yaml)")
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[engine.Analyzer].(*flow.Result)
	if res.Err != nil {
		return nil, res.Err
	}
	cats := []flow.Category{flow.CatTaint, flow.CatUndecided, flow.CatDirective}
	if argv || res.Settings.Model.Argv {
		cats = append(cats, flow.CatArgv)
	}
	return report.Publish(pass, res.Take(cats...), report.OptionsOf(res.Settings)), nil
}
