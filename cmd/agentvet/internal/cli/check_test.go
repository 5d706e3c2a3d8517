package cli

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
)

const wantText = `app/app.go:9:2: testhazard: argument reaches Hazard (declared at sink.go:5)
	app/app.go:9:14: producer: the argument
	app/app.go:9:7: sink: Hazard
	sink/sink.go:5:1: declared in package sink
app/app.go:23:20: testhazard: argument reaches Hazard (declared at sink.go:5)
	app/app.go:23:32: producer: the argument
	app/app.go:23:25: sink: Hazard
	sink/sink.go:5:1: declared in package sink
wrap/wrap.go:8:37: testhazard: argument reaches Hazard (declared at sink.go:5)
	wrap/wrap.go:8:49: producer: the argument
	wrap/wrap.go:8:42: sink: Hazard
	sink/sink.go:5:1: declared in package sink
`

func TestTextOutput(t *testing.T) {
	t.Parallel()
	dir := copyModule(t, "hazmod")
	stdout, stderr, code := agentvet(t, dir)
	assert.Equal(t, ExitFindings, code, stderr)
	// The suppressed call (line 18) is not shown; the finding in app.go,
	// which belongs to app and to its test variant, is shown once; the
	// path goes on into package sink; the call in app_test.go is left
	// out (no -tests).
	assert.Equal(t, wantText, stdout)
	assert.Empty(t, stderr)

	// Same input, same output, replayed from go vet's cache or not.
	again, _, _ := agentvet(t, dir, "./...")
	assert.Equal(t, stdout, again)
	fresh, _, _ := agentvet(t, dir, "-fresh")
	assert.Equal(t, stdout, fresh)
}

// TestTestFiles: findings in _test.go files are left out unless -tests
// (or the analyzers' own -NAME.tests) asks for them.
func TestTestFiles(t *testing.T) {
	t.Parallel()
	dir := copyModule(t, "hazmod")
	const inTest = "app/app_test.go:14:6: testhazard: "
	stdout, stderr, code := agentvet(t, dir, "./app")
	assert.Equal(t, ExitFindings, code, stderr)
	assert.NotContains(t, stdout, inTest)
	for _, flag := range []string{"-tests", "-testhazard.tests"} {
		stdout, stderr, code = agentvet(t, dir, flag, "./app")
		assert.Equal(t, ExitFindings, code, stderr)
		assert.Contains(t, stdout, inTest, flag)
	}
}

// TestDependencyThenRoot: a package first analysed only for its facts
// (as a dependency of the package asked for) keeps its findings when it
// is asked for itself: go1.26.8 replays the cached result of the first
// run, and the records in it hold the findings.
func TestDependencyThenRoot(t *testing.T) {
	t.Parallel()
	dir := copyModule(t, "hazmod")
	stdout, stderr, code := agentvet(t, dir, "./user")
	assert.Equal(t, ExitClean, code, stderr)
	assert.Empty(t, stdout)
	stdout, stderr, code = agentvet(t, dir, "./wrap")
	assert.Equal(t, ExitFindings, code, stderr)
	assert.True(t, strings.HasPrefix(stdout, "wrap/wrap.go:8:37: testhazard: "), stdout)
}

// TestRerunAfterEdit: a changed file re-analyses its package; nothing
// stale is shown.
func TestRerunAfterEdit(t *testing.T) {
	t.Parallel()
	dir := copyModule(t, "hazmod")
	first, stderr, code := agentvet(t, dir)
	require.Equal(t, ExitFindings, code, stderr)
	require.Equal(t, wantText, first)

	// wrap no longer calls the sink; clean now does.
	wrap := filepath.Join(dir, "wrap", "wrap.go")
	require.NoError(t, os.WriteFile(wrap, []byte("package wrap\n\n// Wrap returns s.\nfunc Wrap(s string) string { return s }\n"), 0o644))
	clean := filepath.Join(dir, "clean", "clean.go")
	require.NoError(t, os.WriteFile(clean, []byte("package clean\n\nimport \"example.com/hazmod/sink\"\n\n// Hello calls the sink.\nfunc Hello() string { return sink.Hazard(\"hello\") }\n"), 0o644))
	second, stderr, code := agentvet(t, dir)
	require.Equal(t, ExitFindings, code, stderr)
	assert.NotContains(t, second, "wrap/wrap.go", "a stale finding")
	unchanged, _, _ := strings.Cut(wantText, "wrap/wrap.go")
	rest, ok := strings.CutPrefix(second, unchanged)
	assert.True(t, ok, "the unchanged package's findings:\n%s", second)
	assert.True(t, strings.HasPrefix(rest, "clean/clean.go:6:30: testhazard: "), second)
}

// TestRerunCache: a second run on an unchanged tree analyses no package
// of the module (go vet replays every unit's records from its cache) and
// prints the same findings; after an edit of one file, its package and
// the packages that import it are analysed again and their findings
// change, the other packages are replayed, and no stale finding remains.
func TestRerunCache(t *testing.T) {
	t.Parallel()
	dir := copyModule(t, "hazmod")
	vetLog := filepath.Join(t.TempDir(), "units.log")
	env := append(testEnv(), vetLogEnv+"="+vetLog)
	analysed := func() []string {
		t.Helper()
		data, err := os.ReadFile(vetLog)
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		require.NoError(t, err)
		require.NoError(t, os.Remove(vetLog))
		var units []string
		for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			// Only the module's own units: the standard library's
			// are go vet's business too, but shared with other tests.
			if strings.HasPrefix(line, "example.com/hazmod/") {
				units = append(units, line)
			}
		}
		slices.Sort(units)
		return slices.Compact(units)
	}
	pkgs := func(units []string) []string {
		var out []string
		for _, u := range units {
			pkg, _, _ := strings.Cut(u, " ") // "p [p.test]" is p's test variant
			out = append(out, strings.TrimPrefix(pkg, "example.com/hazmod/"))
		}
		slices.Sort(out)
		return slices.Compact(out)
	}
	analyzers := []*analysis.Analyzer{hazardAnalyzer}

	first, stderr, code := runEnv(t, dir, env, analyzers)
	require.Equal(t, ExitFindings, code, stderr)
	require.Equal(t, wantText, first)
	assert.Equal(t, []string{"app", "clean", "sink", "user", "wrap"}, pkgs(analysed()))

	again, stderr, code := runEnv(t, dir, env, analyzers)
	require.Equal(t, ExitFindings, code, stderr)
	assert.Equal(t, first, again)
	assert.Empty(t, analysed(), "a rerun on an unchanged tree analysed units again")

	// Move the sink's declaration down a line: every finding (in app and
	// wrap, which import sink) names the declaration's line.
	insertLines(t, filepath.Join(dir, "sink", "sink.go"), 4, "//\n")
	edited, stderr, code := runEnv(t, dir, env, analyzers)
	require.Equal(t, ExitFindings, code, stderr)
	assert.Equal(t, strings.NewReplacer("sink.go:5", "sink.go:6").Replace(wantText), edited)
	assert.NotContains(t, edited, "sink.go:5", "a stale finding")
	got := pkgs(analysed())
	assert.Subset(t, got, []string{"app", "sink", "wrap"}, "the edited package and its importers are analysed again")
	assert.NotContains(t, got, "clean", "a package the edit does not reach is replayed")
}

// TestVerboseSkipped: -v lists the packages asked for that the engine
// left alone on purpose one by one, and the dependencies it left alone
// counted by reason; without -v nothing is said about them.
func TestVerboseSkipped(t *testing.T) {
	t.Parallel()
	dir := copyModule(t, "hazmod")
	stdout, stderr, code := agentvet(t, dir, "-v", "./app", "errors")
	require.Equal(t, ExitFindings, code, stderr)
	assert.True(t, strings.HasPrefix(stdout, "app/app.go:9:2: testhazard: "), stdout)
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	assert.Contains(t, lines, "agentvet: skipped errors: standard library")
	assert.Contains(t, lines, "agentvet: skipped errors_test: standard library")
	deps := regexp.MustCompile(`^agentvet: skipped [1-9][0-9]* dependencies: standard library$`)
	assert.True(t, slices.ContainsFunc(lines, deps.MatchString), stderr)
	assert.NotContains(t, stderr, "example.com/hazmod", "a package of the module is analysed, not skipped")

	_, stderr, code = agentvet(t, dir, "./app", "errors")
	require.Equal(t, ExitFindings, code, stderr)
	assert.Empty(t, stderr)
}

func TestJSONOutput(t *testing.T) {
	t.Parallel()
	dir := copyModule(t, "hazmod")
	for _, args := range [][]string{{"-format", "json", "./app"}, {"-json", "./app"}} {
		stdout, stderr, code := agentvet(t, dir, args...)
		// Unlike multichecker, JSON output does not hide the findings
		// from the exit status.
		require.Equal(t, ExitFindings, code, stderr)
		got := strings.ReplaceAll(stdout, dir+"/", "$DIR/")
		assert.Equal(t, `{
	"example.com/hazmod/app": {
		"testhazard": [
			{
				"category": "testhazard",
				"posn": "$DIR/app/app.go:9:2",
				"end": "$DIR/app/app.go:9:16",
				"message": "argument reaches Hazard (declared at sink.go:5)",
				"suggested_fixes": [
					{
						"message": "call Safe instead",
						"edits": [
							{
								"filename": "$DIR/app/app.go",
								"start": 254,
								"end": 260,
								"new": "Safe"
							}
						]
					}
				],
				"related": [
					{
						"posn": "$DIR/app/app.go:9:14",
						"end": "$DIR/app/app.go:9:15",
						"message": "producer: the argument"
					},
					{
						"posn": "$DIR/app/app.go:9:7",
						"end": "$DIR/app/app.go:9:13",
						"message": "sink: Hazard"
					},
					{
						"posn": "$DIR/sink/sink.go:5:1",
						"end": "$DIR/sink/sink.go:5:1",
						"message": "declared in package sink"
					}
				],
				"function": "Run",
				"position": "system",
				"sink": "sink.Hazard",
				"producers": [
					{
						"origin": "test:argument",
						"what": "the argument",
						"posn": "$DIR/app/app.go:9:14"
					}
				]
			},
			{
				"category": "testhazard",
				"posn": "$DIR/app/app.go:23:20",
				"end": "$DIR/app/app.go:23:34",
				"message": "argument reaches Hazard (declared at sink.go:5)",
				"suggested_fixes": [
					{
						"message": "call Safe instead",
						"edits": [
							{
								"filename": "$DIR/app/app.go",
								"start": 597,
								"end": 603,
								"new": "Safe"
							}
						]
					}
				],
				"related": [
					{
						"posn": "$DIR/app/app.go:23:32",
						"end": "$DIR/app/app.go:23:33",
						"message": "producer: the argument"
					},
					{
						"posn": "$DIR/app/app.go:23:25",
						"end": "$DIR/app/app.go:23:31",
						"message": "sink: Hazard"
					},
					{
						"posn": "$DIR/sink/sink.go:5:1",
						"end": "$DIR/sink/sink.go:5:1",
						"message": "declared in package sink"
					}
				],
				"function": "Unicode",
				"position": "system",
				"sink": "sink.Hazard",
				"producers": [
					{
						"origin": "test:argument",
						"what": "the argument",
						"posn": "$DIR/app/app.go:23:32"
					}
				]
			}
		]
	}
}
`, got)
		var tree map[string]map[string]json.RawMessage
		require.NoError(t, json.Unmarshal([]byte(stdout), &tree))
	}
}

func TestExitStatus(t *testing.T) {
	t.Parallel()
	dir := copyModule(t, "hazmod")
	tests := []struct {
		name   string
		args   []string
		code   int
		stderr string
	}{
		{"clean package", []string{"./clean"}, ExitClean, ""},
		{"findings", []string{"./app"}, ExitFindings, ""},
		{"exit-zero", []string{"-exit-zero", "./app"}, ExitClean, ""},
		{"sarif with findings", []string{"-format", "sarif", "./app"}, ExitFindings, ""},
		{"analyzer disabled", []string{"-testhazard=false", "./app"}, ExitClean, ""},
		{"analyzer enabled", []string{"-testhazard", "./app"}, ExitFindings, ""},
		{"unknown flag", []string{"-nosuchflag"}, ExitUsage, "flag provided but not defined: -nosuchflag"},
		{"unknown format", []string{"-format", "xml"}, ExitUsage, `-format "xml": want text, json or sarif`},
		{"missing config", []string{"-config", "nope.yaml"}, ExitUsage, "nope.yaml: no such file or directory"},
		{"missing baseline", []string{"-baseline", "nope.json"}, ExitUsage, "nope.json: no such file or directory"},
		{"no such directory", []string{"./nosuchdir/..."}, ExitLoad, "agentvet: ./nosuchdir/...: pattern ./nosuchdir/...: "},
		{"no packages", []string{"example.com/hazmod/nosuchpkg/..."}, ExitLoad, "no packages match example.com/hazmod/nosuchpkg/..."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, stderr, code := agentvet(t, dir, tt.args...)
			assert.Equal(t, tt.code, code, stderr)
			assert.Contains(t, stderr, tt.stderr)
		})
	}
}

func TestBaselineRoundTrip(t *testing.T) {
	t.Parallel()
	dir := copyModule(t, "hazmod")
	base := filepath.Join(t.TempDir(), "baseline.json")

	_, stderr, code := agentvet(t, dir, "-write-baseline", base)
	require.Equal(t, ExitClean, code, stderr)
	assert.Contains(t, stderr, "wrote 3 finding(s)")
	data, err := os.ReadFile(base)
	require.NoError(t, err)
	var file struct {
		Version  int
		Findings []map[string]string
	}
	require.NoError(t, json.Unmarshal(data, &file))
	assert.Equal(t, 2, file.Version)
	require.Len(t, file.Findings, 3) // the suppressed finding is not baselined
	assert.Equal(t, "Run", file.Findings[0]["function"])
	assert.Equal(t, "Unicode", file.Findings[1]["function"])
	assert.Equal(t, "Wrap", file.Findings[2]["function"])
	assert.NotContains(t, string(data), ":9", "the baseline holds no line numbers")

	// Rerun against the baseline: nothing new.
	stdout, stderr, code := agentvet(t, dir, "-baseline", base)
	assert.Equal(t, ExitClean, code, stderr)
	assert.Empty(t, stdout)

	// Move every line (and the sink's declaration line the message
	// mentions): still nothing new.
	insertLines(t, filepath.Join(dir, "app", "app.go"), 7, "// Moved.\n\n\n")
	insertLines(t, filepath.Join(dir, "sink", "sink.go"), 4, "\n")
	stdout, stderr, code = agentvet(t, dir, "-baseline", base)
	assert.Equal(t, ExitClean, code, stderr)
	assert.Empty(t, stdout)

	// A second, identical hazard in Run is new: one baseline entry
	// accepts one finding.
	insertLines(t, filepath.Join(dir, "app", "app.go"), 13, "\tsink.Hazard(x + x)\n")
	stdout, stderr, code = agentvet(t, dir, "-baseline", base)
	assert.Equal(t, ExitFindings, code, stderr)
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	require.Len(t, lines, 4, stdout) // one finding and its three hops
	assert.True(t, strings.HasPrefix(lines[0], "app/app.go:13:2: testhazard: "), stdout)
}

func TestBaselineErrors(t *testing.T) {
	t.Parallel()
	dir := copyModule(t, "hazmod")
	bad := filepath.Join(t.TempDir(), "bad.json")
	require.NoError(t, os.WriteFile(bad, []byte("{\n  \"version\": 2,\n  \"findings\": [\n    {\"fingerprint\": }\n  ]\n}\n"), 0o644))
	_, stderr, code := agentvet(t, dir, "-baseline", bad)
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, stderr, bad+":4: baseline is not valid")

	old := filepath.Join(t.TempDir(), "old.json")
	require.NoError(t, os.WriteFile(old, []byte(`{"version": 1, "tool": "agentvet", "findings": []}`), 0o644))
	_, stderr, code = agentvet(t, dir, "-baseline", old)
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, stderr, "baseline version 1 is not supported")
}
