package taintflow_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/internal/report"
	"github.com/agentvet/agentvet/taintflow"
)

// The fast tier's fixture: a module that imports no SDK, only this
// repository's guard and taint (their presets are sinks, sanitizers and
// wrappers like any SDK's), with a producer declared by directive. It
// loads offline from the module cache the main module already needs.
// taintflow_test.go (build tag heavy, scripts/test.sh) runs the fixture
// modules of the real SDKs.
var smoke = filepath.Join(analysistest.TestData(), "smoke")

// TestSmoke checks every // want of the smoke module: a producer seen
// through a helper in another package (facts), each instruction slot of
// guard.Input, a role resolved through a constant, a fenced value in the
// system prompt, an argument vector and a file path (the opt-in argv
// category, switched on by the configuration); and nothing on the
// look-alikes (operator text, the page kept tainted in a user message).
func TestSmoke(t *testing.T) {
	setFlag(t, "config", filepath.Join(smoke, "argv.yaml"))
	assert.Equal(t, 2, argvFindings(analysistest.Run(t, smoke, taintflow.Analyzer, "./...")), "the argument vector and the file path")
}

// TestSmokeArgvFlag: -taintflow.argv switches the category on without a
// configuration.
func TestSmokeArgvFlag(t *testing.T) {
	setFlag(t, "argv", "true")
	assert.Equal(t, 2, argvFindings(analysistest.Run(t, smoke, taintflow.Analyzer, "./...")), "the argument vector and the file path")
}

func argvFindings(results []*analysistest.Result) int {
	n := 0
	for _, r := range results {
		for _, d := range r.Diagnostics {
			if d.Category == "taintflow/argv" {
				n++
			}
		}
	}
	return n
}

// TestSmokeFlags: by default the argv and path category is off (a
// configuration without taintflow.argv, no flag), and an allow entry of
// -taintflow.config (web text in the system prompt) silences that position
// only and lists the flows it accepted as suppressed, with the reason.
func TestSmokeFlags(t *testing.T) {
	setFlag(t, "config", filepath.Join(smoke, "allow.yaml"))
	var c collector
	var msgs []string
	var suppressed []report.Finding
	for _, r := range analysistest.Run(&c, smoke, taintflow.Analyzer, "./...") {
		require.NoError(t, r.Err)
		for _, d := range r.Diagnostics {
			assert.NotEqual(t, "taintflow/argv", d.Category, "argv finding without opting in: %s", d.Message)
			msgs = append(msgs, d.Message)
		}
		fs, _ := r.Result.([]report.Finding)
		for _, f := range fs {
			if f.Suppressed {
				suppressed = append(suppressed, f)
			}
		}
	}
	all := strings.Join(msgs, "\n")
	assert.NotContains(t, all, "reaches the system prompt", "the allow entry was not honoured")
	assert.Contains(t, all, "(web:page) reaches an assistant message", "the flags switched off more than they name")
	assert.Contains(t, all, "(web:page) reaches a tool description", "the flags switched off more than they name")
	require.Len(t, suppressed, 3, "the three system-prompt flows are listed as allowed")
	for _, f := range suppressed {
		assert.Contains(t, f.SuppressedBy, "allow.yaml:")
		assert.Contains(t, f.Reason, "the operator wrote every page this agent fetches")
	}
	// The system-prompt and argv wants are the unmet expectations.
	assert.Len(t, c.errs, 5, "%s", strings.Join(c.errs, "\n"))
}

// collector is an analysistest.Testing that records errors instead of
// failing, for runs whose want comments are deliberately not met.
type collector struct{ errs []string }

func (c *collector) Errorf(format string, args ...any) {
	c.errs = append(c.errs, fmt.Sprintf(format, args...))
}

func setFlag(t *testing.T, name, value string) {
	t.Helper()
	f := taintflow.Analyzer.Flags.Lookup(name)
	require.NotNil(t, f, "taintflow has no -%s flag", name)
	old := f.Value.String()
	require.NoError(t, taintflow.Analyzer.Flags.Set(name, value))
	t.Cleanup(func() { _ = taintflow.Analyzer.Flags.Set(name, old) })
}
