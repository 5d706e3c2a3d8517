//go:build heavy

package verbpin_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/internal/testmod"
	"github.com/agentvet/agentvet/verbpin"
)

func fixture(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("testdata", "fixture"))
	require.NoError(t, err)
	testmod.Prepare(t, dir)
	return dir
}

// TestCallPaths covers direct verbs, helpers in other packages, argv
// resolution, dynamic calls, and the benign cases (want comments in the
// fixture), plus the facts of the helper packages. It also checks that
// the hops inside the analysed package are attached to a finding as
// related positions.
func TestCallPaths(t *testing.T) {
	dir := fixture(t)
	results := analysistest.Run(t, dir, verbpin.Analyzer,
		"./internal/ops", "./relay", "./direct", "./supervise", "./readonly", "./importonly", "./benign")
	var related int
	for _, r := range results {
		for _, d := range r.Diagnostics {
			if !strings.Contains(d.Message, "→ direct.run →") {
				continue
			}
			related++
			require.Len(t, d.Related, 1, d.Message)
			p := r.Pass.Fset.Position(d.Related[0].Pos)
			assert.Equal(t, "direct.go", filepath.Base(p.Filename))
			assert.Equal(t, lineOf(t, p.Filename, "return exec.Command(name, args...).Run()"), p.Line, "the exec.Command call inside the local helper run")
			assert.Contains(t, d.Related[0].Message, `calls exec.Command("tmux", "send-keys", "-t", …)`)
		}
	}
	assert.Equal(t, 1, related, "one call through the local helper run")
}

// lineOf returns the line of file that holds text.
func lineOf(t *testing.T, file, text string) int {
	t.Helper()
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	for i, line := range strings.Split(string(data), "\n") {
		if strings.Contains(line, text) {
			return i + 1
		}
	}
	t.Fatalf("%s holds no %q", file, text)
	return 0
}

// TestTextRule turns the source-text rule on.
func TestTextRule(t *testing.T) {
	dir := fixture(t)
	setFlag(t, "text", "true")
	analysistest.Run(t, dir, verbpin.Analyzer, "./textrule")
}

// collector is an analysistest.Testing that records errors instead of
// failing, for runs whose want comments are deliberately not met.
type collector struct{ errs []string }

func (c *collector) Errorf(format string, args ...any) {
	c.errs = append(c.errs, format)
}

// TestTextRuleOff: by default a literal that mentions a verb (a log line,
// a file name) is not a finding.
func TestTextRuleOff(t *testing.T) {
	dir := fixture(t)
	var c collector
	results := analysistest.Run(&c, dir, verbpin.Analyzer, "./textrule", "./readonly")
	require.Len(t, results, 2)
	for _, r := range results {
		require.NoError(t, r.Err)
		require.Empty(t, r.Diagnostics, r.Pass.Pkg.Path())
	}
	// The textrule want comments are the only unmet expectations.
	require.Len(t, c.errs, 3)
}

// TestOddCode: generics, type-parameter calls, go/defer, promoted methods,
// package-level closures and variables, select, phi cycles — no panic, and
// the findings are where they should be.
func TestOddCode(t *testing.T) {
	dir := fixture(t)
	analysistest.Run(t, dir, verbpin.Analyzer, "./odd")
}

// TestCgo: a designated cgo package (its first file is generated in the
// build cache) is analysed and reported like any other. It needs a C
// compiler: without one it skips, except under CI, where it fails.
func TestCgo(t *testing.T) {
	out, err := exec.Command("go", "env", "CGO_ENABLED").Output()
	require.NoError(t, err)
	if strings.TrimSpace(string(out)) != "1" {
		if os.Getenv("CI") == "true" {
			t.Fatal("cgo is disabled (no C compiler?): the cgo fixture cannot be checked")
		}
		t.Skip("cgo is disabled")
	}
	dir := fixture(t)
	analysistest.Run(t, dir, verbpin.Analyzer, "./cgoodd")
}

// TestDeterministic: two runs give the same findings in the same order.
func TestDeterministic(t *testing.T) {
	dir := fixture(t)
	render := func() []string {
		var out []string
		for _, r := range analysistest.Run(t, dir, verbpin.Analyzer, "./direct", "./supervise", "./odd", "./ptyuse") {
			for _, d := range r.Diagnostics {
				out = append(out, r.Pass.Fset.Position(d.Pos).String()+" "+d.Message)
			}
		}
		return out
	}
	first := render()
	require.NotEmpty(t, first)
	require.Equal(t, first, render())
}

// TestConfigFile: the configuration file named by -verbpin.config
// designates a package by pattern and declares a function verb and an argv
// pattern (resolved through a helper in another package).
func TestConfigFile(t *testing.T) {
	dir := fixture(t)
	setFlag(t, "config", filepath.Join(dir, "verbpin.yaml"))
	analysistest.Run(t, dir, verbpin.Analyzer, "./byconfig")
}

// TestConfigError: a bad configuration file fails the analysis with an
// error that names the file, the line and the key.
func TestConfigError(t *testing.T) {
	dir := fixture(t)
	setFlag(t, "config", filepath.Join(dir, "bad.yaml"))
	var c collector
	results := analysistest.Run(&c, dir, verbpin.Analyzer, "./nothing")
	require.Len(t, results, 1)
	require.Error(t, results[0].Err)
	assert.Contains(t, results[0].Err.Error(), "bad.yaml:3")
	assert.Contains(t, results[0].Err.Error(), "verbpin.verbs[0].argv[1]")
}

// TestBudget: past its budget verbpin fails closed. The helper packages
// export "undecided" facts, so the designated caller is reported, and the
// designated package itself says it was not proven.
func TestBudget(t *testing.T) {
	dir := fixture(t)
	setFlag(t, "budget", "1")
	var c collector
	results := analysistest.Run(&c, dir, verbpin.Analyzer, "./supervise")
	require.Len(t, results, 1)
	var msgs []string
	for _, d := range results[0].Diagnostics {
		msgs = append(msgs, d.Message)
	}
	require.NotEmpty(t, msgs)
	assert.Contains(t, msgs[0], "could not follow every call of this designated package within its budget")
	poke := lineOf(t, filepath.Join(dir, "supervise", "supervise.go"), "relay.Poke(pane) // want")
	assert.Contains(t, strings.Join(msgs, "\n"), "calls a function verbpin could not decide (it may reach a forbidden verb): supervise.go:"+strconv.Itoa(poke)+" → relay.Poke → budget exceeded in relay")
}

// TestShellHelpers: bitfield/script's shell-running entry points are rows
// of the verb table; their line is split as a shell would split it, in the
// designated package, through a helper package (a verb, a line passed in,
// a line assembled there), through a method value and through a struct
// field; lines that only look or only name a program are not findings.
func TestShellHelpers(t *testing.T) {
	dir := fixture(t)
	testmod.Pinned(t, dir, map[string]string{"github.com/bitfield/script": "v0.25.2"})
	analysistest.Run(t, dir, verbpin.Analyzer, "./shelly", "./scripted", "./scriptok")
}

// TestPty: writes into a pseudo-terminal master from creack/pty are a
// verb class: directly, through a helper package (a master returned, a
// writer parameter, a method that writes a master kept in a field, the
// field itself), through method values and closures, and with the master
// in a struct field of the package; reading a pty, writing one's own
// output, the slave side and another terminal's /dev/pts/N are not.
func TestPty(t *testing.T) {
	dir := fixture(t)
	testmod.Pinned(t, dir, map[string]string{"github.com/creack/pty": "v1.1.24"})
	analysistest.Run(t, dir, verbpin.Analyzer, "./ptyhelp", "./ptyuse", "./ptyread")
}

// TestTestsFlag: findings in _test.go files are left out unless -tests
// (verbpin.tests, shared with every agentvet analyzer) asks for them.
func TestTestsFlag(t *testing.T) {
	dir := fixture(t)
	inTests := func() []string {
		var c collector
		var out []string
		for _, r := range analysistest.Run(&c, dir, verbpin.Analyzer, "./withtest") {
			require.NoError(t, r.Err)
			for _, d := range r.Diagnostics {
				out = append(out, filepath.Base(r.Pass.Fset.Position(d.Pos).Filename)+": "+d.Message)
			}
		}
		return out
	}
	assert.Empty(t, inTests(), "test code does not ship")
	setFlag(t, "tests", "true")
	got := inTests()
	require.Len(t, got, 1)
	assert.Contains(t, got[0], "withtest_test.go: designated package reaches forbidden verb tmux send-keys")
}
