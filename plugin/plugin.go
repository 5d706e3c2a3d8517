package plugin

import (
	"fmt"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/analyzers"
)

func init() {
	for _, a := range analyzers.All() {
		register.Plugin(a.Name, newFor(a))
	}
}

// linterPlugin is one analyzer as a golangci-lint module plugin.
type linterPlugin struct {
	analyzer *analysis.Analyzer
}

// newFor returns the plugin constructor of a: golangci-lint calls it once
// per run with the linter's `settings:` value from .golangci.yml.
func newFor(a *analysis.Analyzer) register.NewPlugin {
	return func(conf any) (register.LinterPlugin, error) {
		settings, err := decode(a.Name, conf)
		if err != nil {
			return nil, err
		}
		if err := apply(a, settings); err != nil {
			return nil, err
		}
		if f := a.Flags.Lookup("config"); f != nil {
			if err := saltWithPolicy(conf, f.Value.String()); err != nil {
				return nil, fmt.Errorf("%s: settings: config: %v", a.Name, err)
			}
		}
		return &linterPlugin{analyzer: a}, nil
	}
}

// BuildAnalyzers returns the one analyzer; golangci-lint runs the engine it
// requires once for all four plugins.
func (p *linterPlugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	return []*analysis.Analyzer{p.analyzer}, nil
}

// GetLoadMode asks for type information: the analyzers build SSA.
func (p *linterPlugin) GetLoadMode() string {
	return register.LoadModeTypesInfo
}
