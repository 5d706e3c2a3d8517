package presets_test

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/analyzers/presets"
	"github.com/agentvet/agentvet/internal/policy"
)

// packagesOf returns every import path p names: its Packages, its
// Analysed packages and the package of each entry, sorted.
func packagesOf(p policy.Preset) []string {
	set := map[string]bool{}
	for _, path := range append(slices.Clone(p.Packages), p.Analysed...) {
		set[path] = true
	}
	for _, name := range append(entryNames(p), p.RoleTypes...) {
		set[policy.PackageOf(name)] = true
	}
	var paths []string
	for path := range set {
		paths = append(paths, path)
	}
	sort.Strings(paths)
	return paths
}

// TestFixtureImports: each fixture module imports every package its
// editions name, so its go.mod and go.sum (kept tidy) pin everything the
// resolution loads, and the heavy tests never have to edit them.
func TestFixtureImports(t *testing.T) {
	imported := map[string]map[string]bool{}
	for _, e := range presets.Editions() {
		if imported[e.Fixture] != nil {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), filepath.Join("testdata", e.Fixture, "imports.go"), nil, parser.ImportsOnly)
		require.NoError(t, err)
		imported[e.Fixture] = map[string]bool{}
		for _, spec := range f.Imports {
			path, err := strconv.Unquote(spec.Path.Value)
			require.NoError(t, err)
			imported[e.Fixture][path] = true
		}
	}
	for _, e := range presets.Editions() {
		for _, path := range packagesOf(e.Table) {
			assert.True(t, imported[e.Fixture][path], "testdata/%s/imports.go does not import %s (edition %s@%s)", e.Fixture, path, e.Table.Module, e.Table.Version)
		}
	}
}
