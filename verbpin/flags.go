package verbpin

import (
	"github.com/agentvet/agentvet/analyzers/config"
)

// defaultBudget is the call-site visits one package may cost (-verbpin.budget).
const defaultBudget = 4_000_000

// The analyzer's own flags. -config and -tests are the settings every
// agentvet analyzer shares (config.ShareFlags); -budget is verbpin's own,
// because what it counts (call-site visits of the fixpoint over a
// package's call graph) is not what the taint engine's budget counts.
var (
	textFlag   bool
	budgetFlag = defaultBudget
)

func init() {
	config.ShareFlags(&Analyzer.Flags)
	Analyzer.Flags.BoolVar(&textFlag, "text", false, "also report string literals of designated packages that hold a verb token (send-keys, keystroke, …)")
	Analyzer.Flags.IntVar(&budgetFlag, "budget", defaultBudget, "call-site visits verbpin may spend on one package; past it verbpin fails closed (category verbpin/undecided)")
}
