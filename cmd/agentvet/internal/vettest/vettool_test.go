//go:build heavy

package vettest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/cmd/agentvet/internal/e2e"
)

var env *e2e.Env

func TestMain(m *testing.M) {
	os.Exit(e2e.Main(m, "cmd/agentvet/internal/vettest", &env))
}

func TestVettool(t *testing.T) {
	// A fresh cache for this test run: the vet results of an earlier run
	// must not stand in for this one's.
	cache := []string{"GOCACHE=" + t.TempDir()}
	vettool := "-vettool=" + env.Binary
	r := e2e.Run(t, env.Fixture, cache, "go", "vet", vettool, "./...")
	assert.Equal(t, 1, r.Code, r.Stderr)
	// go vet prints each finding as "file:line:col: message" and each hop
	// as "file:line:col: \tmessage".
	got := e2e.FindingsOf(r.Stderr)
	slices.Sort(got)
	assert.Equal(t, e2e.WithoutAnalyzers(e2e.WantFindings), got, r.Stderr)
	assert.NotContains(t, r.Stderr, "prompt/prompt.go:19", "the suppressed finding is not reported")
	assert.Contains(t, r.Stderr, "prompt/prompt.go:12:23: \treturned by plugins.Fetch", "the path is printed")

	// Analyzer flags pass through go vet.
	r = e2e.Run(t, env.Fixture, cache, "go", "vet", vettool, "-verbpin=false", "-taintflow.argv=false", "./...")
	assert.Equal(t, 1, r.Code, r.Stderr)
	assert.NotContains(t, r.Stderr, "supervise.go", "-verbpin=false reached the tool")
	assert.Contains(t, r.Stderr, "prompt/prompt.go:13:")

	// Findings in _test.go files are left out unless asked for.
	assert.NotContains(t, r.Stderr, "prompt_test.go")
	r = e2e.Run(t, env.Fixture, cache, "go", "vet", vettool, "-taintflow.tests", "./prompt")
	assert.Equal(t, 1, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "prompt/prompt_test.go:12:", "-taintflow.tests reached the tool")

	// So does the configuration file.
	cfg := filepath.Join(t.TempDir(), "motd.yaml")
	require.NoError(t, os.WriteFile(cfg, []byte(e2e.MotdConfig), 0o644))
	r = e2e.Run(t, env.Fixture, cache, "go", "vet", vettool, "-taintflow.config="+cfg, "./prompt")
	assert.Equal(t, 1, r.Code, r.Stderr)
	assert.Equal(t, []string{"prompt/prompt.go:13: ", "prompt/prompt.go:25: "}, e2e.FindingsOf(r.Stderr), r.Stderr)
}

func TestVettoolProtocol(t *testing.T) {
	r := env.Agentvet(t, env.Fixture, "-V=full")
	assert.Equal(t, 0, r.Code, r.Stderr)
	assert.Regexp(t, `^\S*agentvet version devel .*buildID=[0-9a-f]+\n$`, r.Stdout)

	r = env.Agentvet(t, env.Fixture, "-flags")
	assert.Equal(t, 0, r.Code, r.Stderr)
	var flags []struct {
		Name string
		Bool bool
	}
	require.NoError(t, json.Unmarshal([]byte(r.Stdout), &flags))
	var names []string
	for _, f := range flags {
		names = append(names, f.Name)
	}
	for _, want := range []string{"taintflow", "taintflow.config", "taintflow.argv", "unwrapaudit", "fencecheck", "verbpin", "json"} {
		assert.Contains(t, names, want)
	}
}
