package taintflow_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/internal/testmod"
	"github.com/agentvet/agentvet/taintflow"
)

// The fixtures are two modules: genkit v1.4.0 and anthropic-sdk-go v2.17.0
// cannot share a build list (they need incompatible invopop/jsonschema
// versions), so genkit has a module of its own.
var (
	fixtures       = filepath.Join(analysistest.TestData())
	genkitFixtures = filepath.Join(analysistest.TestData(), "genkitmod")
)

func TestMain(m *testing.M) {
	testmod.Main(m, fixtures, genkitFixtures)
}

// TestTaintflow checks every // want in the fixture module: each SDK
// preset's hazards and look-alikes, every propagation shape, helpers in
// another package both ways, generics, role resolution, argv and path
// sinks, directives and suppressions.
func TestTaintflow(t *testing.T) {
	analysistest.Run(t, fixtures, taintflow.Analyzer, "fixtures/...")
}

// TestTaintflowGenkit checks the genkit preset.
func TestTaintflowGenkit(t *testing.T) {
	analysistest.Run(t, genkitFixtures, taintflow.Analyzer, "fixtures/...")
}

// TestArgvFlagOff checks that -taintflow.argv=false silences the argv and
// path category and nothing else.
func TestArgvFlagOff(t *testing.T) {
	setFlag(t, "argv", "false")
	pkgs := testmod.Load(t, fixtures, "fixtures/argv", "fixtures/roles")
	g := testmod.Analyze(t, pkgs, taintflow.Analyzer)
	out := testmod.Render(g, fixtures)
	assert.NotContains(t, out, "argv/argv.go", "argv findings with -argv=false")
	assert.Contains(t, out, "roles/roles.go", "the flag switched off more than the argv category")
}

// TestDeterministic runs taintflow twice over the whole fixture module and
// requires byte-identical diagnostics, in the same order, both times.
func TestDeterministic(t *testing.T) {
	pkgs := testmod.Load(t, fixtures, "fixtures/...")
	first := testmod.Render(testmod.Analyze(t, pkgs, taintflow.Analyzer), fixtures)
	second := testmod.Render(testmod.Analyze(t, pkgs, taintflow.Analyzer), fixtures)
	require.NotEmpty(t, first, "no diagnostics at all: nothing was compared")
	require.Equal(t, first, second)
	// A fresh load, too: a different go/packages result must not change
	// the order either.
	third := testmod.Render(testmod.Analyze(t, testmod.Load(t, fixtures, "fixtures/..."), taintflow.Analyzer), fixtures)
	require.Equal(t, first, third)
	t.Logf("%d diagnostics", strings.Count(first, "\n")-strings.Count(first, "\n\t"))
}

// BenchmarkTaintflowFixtures measures taintflow (and the engine and SSA
// it requires, on every package of the graph) over the fixture module,
// loaded once.
func BenchmarkTaintflowFixtures(b *testing.B) {
	pkgs := testmod.Load(b, fixtures, "fixtures/...")
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		testmod.Analyze(b, pkgs, taintflow.Analyzer)
	}
}

func setFlag(t *testing.T, name, value string) {
	t.Helper()
	f := taintflow.Analyzer.Flags.Lookup(name)
	require.NotNil(t, f, "taintflow has no -%s flag", name)
	old := f.Value.String()
	require.NoError(t, taintflow.Analyzer.Flags.Set(name, value))
	t.Cleanup(func() { _ = taintflow.Analyzer.Flags.Set(name, old) })
}
