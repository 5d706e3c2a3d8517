//go:build heavy

package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/agentvet/agentvet/bench/internal/benchenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMeasureVetCacheFollowsNonce runs the real go vet with the floor behind
// the nonce wrapper on a one-package module: a new nonce must make every
// package run again (cold vet cache), the same nonce none (rerun), and an
// edit only the edited package (leaf).
func TestMeasureVetCacheFollowsNonce(t *testing.T) {
	if testing.Short() {
		t.Skip("builds tools and runs go vet")
	}
	g := benchenv.NewGo()
	root, err := g.ModuleRoot()
	require.NoError(t, err)
	bin := t.TempDir()
	ts := &Toolset{Nonce: filepath.Join(bin, "nonce")}
	floor := Tool{Name: "floor", Path: filepath.Join(bin, "floor")}
	_, err = g.Output(root, "build", "-o", bin, "./bench/nonce", "./bench/floor")
	require.NoError(t, err)

	mod := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(mod, "go.mod"), []byte("module example.com/leaf\n\ngo 1.26\n"), 0o644))
	leaf := filepath.Join(mod, "leaf.go")
	require.NoError(t, os.WriteFile(leaf, []byte("package leaf\n\nimport \"strings\"\n\nvar X = strings.ToUpper(\"x\")\n"), 0o644))

	// A GOCACHE of this test's own: go1.26.8's vet result cache must not
	// carry results between test runs.
	gocache := t.TempDir()
	vet := func(nonce string) Run {
		t.Helper()
		r, err := measure(g, ts, floor, vetRun{dir: mod, nonce: nonce, gocache: gocache, output: filepath.Join(bin, "out.txt")})
		require.NoError(t, err)
		assert.Zero(t, r.Exit)
		assert.Empty(t, r.Failures)
		return r
	}

	cold := vet("a")
	assert.Greater(t, cold.DepRuns, 1, "the floor declares a fact type, so it runs on strings and its dependencies")
	assert.Equal(t, cold.ToolRuns, cold.DepRuns+1, "one run reports: the package itself")
	assert.Positive(t, cold.CPU)
	assert.Positive(t, cold.ToolRSSKB)
	assert.GreaterOrEqual(t, cold.TreeRSSKB, cold.ToolRSSKB, "the tree's largest process is at least the largest vettool")

	assert.Zero(t, vet("a").ToolRuns, "same nonce, nothing changed: all cached")
	assert.Equal(t, cold.ToolRuns, vet("b").ToolRuns, "a new nonce is a cold vet cache")

	require.NoError(t, appendLine(leaf, "// edit"))
	assert.Equal(t, 1, vet("b").ToolRuns, "an edit reruns the edited package only")
}
