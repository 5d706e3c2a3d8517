package verbpin_test

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/analyzers/engine"
	"github.com/agentvet/agentvet/verbpin"
)

// The fast tier's fixture: a module with no requirements (the standard
// library only), so it loads offline anywhere. verbpin_test.go,
// facts_test.go and vettool_test.go (build tag heavy, scripts/test.sh) run
// the fixture module that imports x/sys/unix, creack/pty and
// bitfield/script, and verbpin as a go vet tool.
var smoke = filepath.Join(analysistest.TestData(), "smoke")

// TestSmoke checks every // want of the smoke module's designated package
// and its helpers: a verb two helper packages deep (facts, checked too), a
// helper's argv resolved at the call, direct verbs, a shell line,
// /dev/uinput, a closure; nothing on read-only commands, on a line that
// only names a program, on a literal that spells a verb (the text rule is
// off by default), or in a package that is not designated.
func TestSmoke(t *testing.T) {
	analysistest.Run(t, smoke, verbpin.Analyzer, "./ops", "./relay", "./supervise", "./benign")
}

// TestSmokeOptions: -verbpin.config designates a package by pattern and
// declares a function verb; -verbpin.text reports literals that spell a
// verb in a designated package.
func TestSmokeOptions(t *testing.T) {
	setFlag(t, "config", filepath.Join(smoke, "verbpin.yaml"))
	setFlag(t, "text", "true")
	analysistest.Run(t, smoke, verbpin.Analyzer, "./byconfig", "./textrule")
}

// TestBudgetIsOwn: -verbpin.budget is verbpin's own flag, counting what
// verbpin counts, and setting it leaves the taint engine's -budget alone
// (and the other way round).
func TestBudgetIsOwn(t *testing.T) {
	f := verbpin.Analyzer.Flags.Lookup("budget")
	require.NotNil(t, f)
	assert.Contains(t, f.Usage, "call-site visits")
	engineBudget := engine.Analyzer.Flags.Lookup("budget")
	require.NotNil(t, engineBudget)
	before := engineBudget.Value.String()
	setFlag(t, "budget", "7")
	assert.Equal(t, before, engineBudget.Value.String(), "the engine's budget is not verbpin's")
	require.NoError(t, engineBudget.Value.Set("9"))
	t.Cleanup(func() { _ = engineBudget.Value.Set(before) })
	assert.Equal(t, "7", f.Value.String(), "verbpin's budget is not the engine's")
}

// setFlag sets one of the analyzer's flags for the test and restores it.
func setFlag(t *testing.T, name, value string) {
	t.Helper()
	old := verbpin.Analyzer.Flags.Lookup(name).Value.String()
	require.NoError(t, verbpin.Analyzer.Flags.Set(name, value))
	t.Cleanup(func() { _ = verbpin.Analyzer.Flags.Set(name, old) })
}
