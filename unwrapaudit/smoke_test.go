package unwrapaudit_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/fencecheck"
	"github.com/agentvet/agentvet/internal/testmod"
	"github.com/agentvet/agentvet/taintflow"
	"github.com/agentvet/agentvet/unwrapaudit"
)

// The fast tier's fixture: a module that imports no SDK, only this
// repository's guard and taint (their presets are sinks and the unwrapper
// like any SDK's). It loads offline from the module cache the main module
// already needs. unwrapaudit_test.go (build tag heavy, scripts/test.sh)
// runs the fixture module of the real SDKs.
var (
	smoke = filepath.Join(analysistest.TestData(), "smoke")
	// Below the module root: only the -config flag finds it.
	smokeConfig = filepath.Join(smoke, "config", "agentvet.yaml")
)

// TestSmoke checks every // want of the smoke module with its
// configuration: taint.Unwrap results in instruction positions, through a
// helper in another package too, a configured unwrapper, a configured
// persistence sink; nothing on a count of the words or on text kept
// tainted. The flows are unwrapaudit's alone: taintflow says nothing, and
// fencecheck reports only the unwrapped text in a user message.
func TestSmoke(t *testing.T) {
	setFlag(t, "config", smokeConfig)
	results := analysistest.Run(t, smoke, unwrapaudit.Analyzer, "./...")
	testmod.Share(smoke, results, "./...")
	pkgs := testmod.LoadShared(t, smoke, "./...")
	var lines []string // diagnostics, without their related positions
	for _, l := range strings.Split(testmod.Render(testmod.Analyze(t, pkgs, taintflow.Analyzer, fencecheck.Analyzer), smoke), "\n") {
		if l != "" && !strings.HasPrefix(l, "\t") {
			lines = append(lines, l)
		}
	}
	require.Len(t, lines, 1, "taintflow and fencecheck findings:\n%s", strings.Join(lines, "\n"))
	line := lineOf(t, filepath.Join(smoke, "laundering", "laundering.go"), "// fencecheck's finding")
	assert.Contains(t, lines[0], fmt.Sprintf("laundering/laundering.go:%d:", line))
	assert.Contains(t, lines[0], "fencecheck [")
	assert.Contains(t, lines[0], "unfenced untrusted content")
}

// TestSmokeWithoutConfig: without the configuration no store is a
// persistence sink and Entry.Plain unwraps nothing, while taint.Unwrap
// findings stay.
func TestSmokeWithoutConfig(t *testing.T) {
	setFlag(t, "config", "")
	var c collector
	var msgs []string
	for _, r := range analysistest.Run(&c, smoke, unwrapaudit.Analyzer, "./...") {
		require.NoError(t, r.Err)
		for _, d := range r.Diagnostics {
			msgs = append(msgs, d.Message)
		}
	}
	all := strings.Join(msgs, "\n")
	assert.NotContains(t, all, "durable store")
	assert.Contains(t, all, "reaches the system prompt")
	assert.Contains(t, all, "reaches a developer message")
	assert.Contains(t, all, "reaches a tool name")
	// The persistence and configured-unwrapper wants are the unmet ones.
	assert.Len(t, c.errs, 2, "%s", strings.Join(c.errs, "\n"))
}

// collector is an analysistest.Testing that records errors instead of
// failing, for runs whose want comments are deliberately not met.
type collector struct{ errs []string }

func (c *collector) Errorf(format string, args ...any) {
	c.errs = append(c.errs, fmt.Sprintf(format, args...))
}

func setFlag(t *testing.T, name, value string) {
	t.Helper()
	f := unwrapaudit.Analyzer.Flags.Lookup(name)
	require.NotNil(t, f, "unwrapaudit has no -%s flag", name)
	old := f.Value.String()
	require.NoError(t, unwrapaudit.Analyzer.Flags.Set(name, value))
	t.Cleanup(func() { _ = unwrapaudit.Analyzer.Flags.Set(name, old) })
}

// lineOf returns the 1-based line of the only line of file holding s.
func lineOf(t *testing.T, file, s string) int {
	t.Helper()
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	found := 0
	for i, l := range strings.Split(string(data), "\n") {
		if strings.Contains(l, s) {
			require.Zero(t, found, "%q on two lines of %s", s, file)
			found = i + 1
		}
	}
	require.NotZero(t, found, "%q not in %s", s, file)
	return found
}
