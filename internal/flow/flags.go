package flow

import (
	"flag"

	"github.com/agentvet/agentvet/internal/report"
)

// configPath is the -config flag of Analyzer, shared by every analyzer that
// reports its findings (-taintflow.config, -fencecheck.config, …): one
// configuration file describes the whole policy.
var configPath string

// tests keeps findings in _test.go files (-tests).
var tests bool

// budget bounds the instruction visits of one package (see visit.go).
var budget = defaultBudget

func init() {
	Analyzer.Flags.StringVar(&configPath, "config", "", "agentvet configuration file (default: agentvet.yaml at the module root, if present)")
	Analyzer.Flags.BoolVar(&tests, "tests", false, "also report findings in _test.go files (test code does not ship; left out by default)")
	Analyzer.Flags.IntVar(&budget, "budget", defaultBudget, "instruction visits allowed per package; past it the analysis fails closed (category taintflow/undecided)")
}

// ShareFlags registers the engine's flags on fs, bound to the same values.
func ShareFlags(fs *flag.FlagSet) {
	Analyzer.Flags.VisitAll(func(f *flag.Flag) {
		fs.Var(f.Value, f.Name, f.Usage)
	})
}

// ConfigPath returns the configuration file named by the -config flag of
// any agentvet analyzer, or "".
func ConfigPath() string { return configPath }

// ReportOptions are the reporting settings of the -tests flag.
func ReportOptions() report.Options { return report.Options{Tests: tests} }
