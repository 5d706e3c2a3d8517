package unwrapaudit_test

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/internal/testmod"
	"github.com/agentvet/agentvet/unwrapaudit"
)

var (
	fixtures = analysistest.TestData()
	// The configuration lives below the module root on purpose: only the
	// -config flag can find it, so a passing persistence test proves the
	// flag is honoured.
	configFile = filepath.Join(analysistest.TestData(), "config", "agentvet.yaml")
)

func TestMain(m *testing.M) {
	testmod.Main(m, fixtures)
}

// TestUnwrapaudit checks every // want of the fixture module, with the
// persistence sinks of config/agentvet.yaml.
func TestUnwrapaudit(t *testing.T) {
	setFlag(t, "config", configFile)
	analysistest.Run(t, fixtures, unwrapaudit.Analyzer, "fixtures/...")
}

// TestPersistenceIsOffWithoutConfig checks that without a configuration
// no store is a persistence sink, while the instruction findings stay.
func TestPersistenceIsOffWithoutConfig(t *testing.T) {
	setFlag(t, "config", "")
	pkgs := testmod.Load(t, fixtures, "fixtures/persist", "fixtures/laundering")
	out := testmod.Render(testmod.Analyze(t, pkgs, unwrapaudit.Analyzer), fixtures)
	assert.NotContains(t, out, "durable store")
	assert.Contains(t, out, "laundering/laundering.go")
}

// TestDeterministic runs unwrapaudit twice and requires byte-identical
// diagnostics in the same order.
func TestDeterministic(t *testing.T) {
	setFlag(t, "config", configFile)
	pkgs := testmod.Load(t, fixtures, "fixtures/...")
	first := testmod.Render(testmod.Analyze(t, pkgs, unwrapaudit.Analyzer), fixtures)
	second := testmod.Render(testmod.Analyze(t, pkgs, unwrapaudit.Analyzer), fixtures)
	require.NotEmpty(t, first, "no diagnostics at all: nothing was compared")
	require.Equal(t, first, second)
}

func setFlag(t *testing.T, name, value string) {
	t.Helper()
	f := unwrapaudit.Analyzer.Flags.Lookup(name)
	require.NotNil(t, f, "unwrapaudit has no -%s flag", name)
	old := f.Value.String()
	require.NoError(t, unwrapaudit.Analyzer.Flags.Set(name, value))
	t.Cleanup(func() { _ = unwrapaudit.Analyzer.Flags.Set(name, old) })
}
