// Package engine holds the one instance of agentvet's taint engine
// (internal/flow) that taintflow, unwrapaudit and fencecheck share, so a
// package is analysed once and each of them reports the categories it
// owns. The engine reads its settings from config.Analyzer.
package engine

import (
	"flag"

	"github.com/agentvet/agentvet/analyzers/config"
	"github.com/agentvet/agentvet/internal/flow"
)

// Analyzer is the shared engine.
var Analyzer = flow.New(config.Analyzer)

// ShareFlags registers the settings' flags (-config, -tests) and the
// engine's (-budget, instruction visits per package) on fs, bound to the
// same values: each analyzer that reports the engine's findings offers
// them, and any of them sets them for all.
func ShareFlags(fs *flag.FlagSet) {
	config.ShareFlags(fs)
	Analyzer.Flags.VisitAll(func(f *flag.Flag) { fs.Var(f.Value, f.Name, f.Usage) })
}
