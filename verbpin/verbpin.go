package verbpin

import (
	_ "embed"

	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/internal/analysisdoc"
)

//go:embed doc.go
var doc string

// Analyzer reports calls from designated packages that reach a forbidden
// actuation verb.
var Analyzer = &analysis.Analyzer{
	Name: "verbpin",
	Doc:  analysisdoc.MustExtract(doc, "verbpin"),
	URL:  "https://github.com/agentvet/agentvet#verbpin",
	Run:  run,
}

func run(pass *analysis.Pass) (any, error) {
	return nil, nil
}
