package fencecheck

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

// Analyzer reports untrusted content that is not fenced, hand-built fences,
// newline-only filters on untrusted text and paint before scrub.
var Analyzer = &analysis.Analyzer{
	Name:       "fencecheck",
	Doc:        analysisdoc.MustExtract(doc, "fencecheck"),
	URL:        "https://github.com/agentvet/agentvet#fencecheck",
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
	fs := res.Take(flow.CatUnfenced, flow.CatNewline, flow.CatPaint)
	for _, d := range handBuiltFences(pass) {
		fs = append(fs, report.FromDiagnostic(pass, d))
	}
	return report.Publish(pass, fs, report.OptionsOf(res.Settings)), nil
}
