//go:build heavy

package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/bench/internal/benchenv"
)

// TestVetCatchesPanicInDependency vets a package whose dependency makes the
// vettool panic. go vet runs the tool on the dependency for facts only and
// does not necessarily show its failure; the run must report it anyway.
func TestVetCatchesPanicInDependency(t *testing.T) {
	if testing.Short() {
		t.Skip("builds tools and runs go vet")
	}
	g := benchenv.NewGo()
	root, err := g.ModuleRoot()
	require.NoError(t, err)
	bin := t.TempDir()
	nonce, tool := filepath.Join(bin, "nonce"), filepath.Join(bin, "panictool")
	require.NoError(t, g.Build(root, nonce, "./bench/nonce"))
	require.NoError(t, g.Build(root, tool, "./bench/corpusrun/testdata/panictool"))

	mod := t.TempDir()
	write := func(name, content string) {
		require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(mod, name)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(mod, name), []byte(content), 0o644))
	}
	write("go.mod", "module example.com/m\n\ngo 1.26\n")
	write("dep/dep.go", "package dep\n\nfunc F() int { return 1 }\n")
	write("top/top.go", "package top\n\nimport \"example.com/m/dep\"\n\nvar X = dep.F()\n")

	// A GOCACHE of the test's own (see the vet result cache note in
	// DESIGN.md).
	g.Env = append(g.Env, "GOCACHE="+t.TempDir())
	v, err := vet(g, vetSpec{
		dir: mod, patterns: []string{"./top"}, nonceBin: nonce, tool: tool,
		nonce: "t1", out: filepath.Join(t.TempDir(), "out", "m"),
	})
	require.NoError(t, err)
	require.NotEmpty(t, v.Failures)
	assert.Contains(t, v.Failures[0], "example.com/m/dep (exit 2): panic: panictool: boom in example.com/m/dep")
	assert.Positive(t, v.problems())
}
