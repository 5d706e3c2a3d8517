package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const wantText = `app/app.go:9:2: testhazard: argument reaches Hazard (declared at sink.go:5)
	app/app.go:9:14: producer: the argument
	app/app.go:9:7: sink: Hazard
app/app.go:23:20: testhazard: argument reaches Hazard (declared at sink.go:5)
	app/app.go:23:32: producer: the argument
	app/app.go:23:25: sink: Hazard
`

func TestTextOutput(t *testing.T) {
	dir := copyModule(t, "hazmod")
	stdout, stderr, code := agentvetDefault(t, dir)
	assert.Equal(t, ExitFindings, code, stderr)
	// The suppressed call (line 18) is not shown; the finding in app.go,
	// which belongs to app and to its test variant, is shown once.
	assert.Equal(t, wantText, stdout)
	assert.Empty(t, stderr)

	// Same input, same output.
	again, _, _ := agentvetDefault(t, dir, "./...")
	assert.Equal(t, stdout, again)
	without, _, _ := agentvet(t, dir)
	assert.Equal(t, stdout, without)
}

func TestJSONOutput(t *testing.T) {
	dir := copyModule(t, "hazmod")
	for _, args := range [][]string{{"-format", "json"}, {"-json"}} {
		stdout, stderr, code := agentvet(t, dir, args...)
		// Unlike multichecker, JSON output does not hide the findings
		// from the exit status.
		require.Equal(t, ExitFindings, code, stderr)
		got := strings.ReplaceAll(stdout, dir+"/", "$DIR/")
		assert.Equal(t, `{
	"example.com/hazmod/app": {
		"testhazard": [
			{
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
						"end": "$DIR/app/app.go:9:7",
						"message": "sink: Hazard"
					}
				]
			},
			{
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
						"end": "$DIR/app/app.go:23:25",
						"message": "sink: Hazard"
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
		{"no packages", []string{"./nosuchdir/..."}, ExitLoad, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, stderr, code := agentvet(t, dir, tt.args...)
			assert.Equal(t, tt.code, code, stderr)
			assert.Contains(t, stderr, tt.stderr)
		})
	}
}

func TestTypeErrorsExit3(t *testing.T) {
	dir := copyModule(t, "broken")
	stdout, stderr, code := agentvet(t, dir)
	assert.Equal(t, ExitLoad, code)
	assert.Empty(t, stdout)
	// The type error itself is shown, with its position.
	assert.Contains(t, stderr, filepath.Join(dir, "broken.go")+":5:27: cannot use \"three\"")
	assert.Contains(t, stderr, "the packages did not load")
}

func TestBaselineRoundTrip(t *testing.T) {
	dir := copyModule(t, "hazmod")
	base := filepath.Join(t.TempDir(), "baseline.json")

	_, stderr, code := agentvet(t, dir, "-write-baseline", base)
	require.Equal(t, ExitClean, code, stderr)
	assert.Contains(t, stderr, "wrote 2 finding(s)")
	data, err := os.ReadFile(base)
	require.NoError(t, err)
	var file struct {
		Version  int
		Findings []map[string]string
	}
	require.NoError(t, json.Unmarshal(data, &file))
	assert.Equal(t, 1, file.Version)
	require.Len(t, file.Findings, 2) // the suppressed finding is not baselined
	assert.Equal(t, "Run", file.Findings[0]["function"])
	assert.Equal(t, "Unicode", file.Findings[1]["function"])
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
	require.Len(t, lines, 3, stdout) // one finding and its two hops
	assert.True(t, strings.HasPrefix(lines[0], "app/app.go:13:2: testhazard: "), stdout)
}

func TestBaselineErrors(t *testing.T) {
	dir := copyModule(t, "hazmod")
	bad := filepath.Join(t.TempDir(), "bad.json")
	require.NoError(t, os.WriteFile(bad, []byte("{\n  \"version\": 1,\n  \"findings\": [\n    {\"fingerprint\": }\n  ]\n}\n"), 0o644))
	_, stderr, code := agentvet(t, dir, "-baseline", bad)
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, stderr, bad+":4: baseline is not valid")

	old := filepath.Join(t.TempDir(), "old.json")
	require.NoError(t, os.WriteFile(old, []byte(`{"version": 7, "tool": "agentvet", "findings": []}`), 0o644))
	_, stderr, code = agentvet(t, dir, "-baseline", old)
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, stderr, "baseline version 7 is not supported")
}
