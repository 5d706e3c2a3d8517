package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSelectCorpora(t *testing.T) {
	all, err := selectCorpora("all")
	require.NoError(t, err)
	assert.Len(t, all, 3)

	got, err := selectCorpora("langchaingo, mcp-go")
	require.NoError(t, err)
	require.Len(t, got, 2)
	assert.Equal(t, "mcp-go", got[0].Name, "the bench's order, not the flag's")
	assert.Equal(t, "langchaingo", got[1].Name)

	_, err = selectCorpora("mcp-go,kubernetes,abc")
	assert.EqualError(t, err, "-corpus: unknown corpus abc, kubernetes (have mcp-go, x-tools, langchaingo)")
}

func TestPickLeaf(t *testing.T) {
	pkgs := []listedPackage{
		{ImportPath: "m/z", Name: "z", Dir: "/m/z", GoFiles: []string{"z.go"}},
		{ImportPath: "m/cmd/tool", Name: "main", Dir: "/m/cmd/tool", GoFiles: []string{"main.go"}, Imports: []string{"m/a"}},
		{ImportPath: "m/a", Name: "a", Dir: "/m/a", GoFiles: []string{"a.go"}, TestImports: []string{"m/z"}},
		{ImportPath: "m/b", Name: "b", Dir: "/m/b", GoFiles: []string{"b.go", "c.go"}, XTestImports: []string{"m/b"}},
		{ImportPath: "m/empty", Name: "empty", Dir: "/m/empty"},
	}
	leaf, err := pickLeaf(pkgs)
	require.NoError(t, err)
	// m/a is imported by the command, m/z by a's tests, m/empty has no Go
	// files; m/b's own external test does not count: m/b's first file.
	assert.Equal(t, filepath.Join("/m/b", "b.go"), leaf)

	leaf, err = pickLeaf(pkgs[1:2])
	require.NoError(t, err)
	assert.Equal(t, filepath.Join("/m/cmd/tool", "main.go"), leaf, "a command when there is no library leaf")

	_, err = pickLeaf(pkgs[4:])
	assert.EqualError(t, err, "no leaf package with Go files")
}

func TestDecodePackages(t *testing.T) {
	pkgs, err := decodePackages([]byte(`{"ImportPath":"m/a","GoFiles":["a.go"]}
{"ImportPath":"m/b"}`))
	require.NoError(t, err)
	require.Len(t, pkgs, 2)
	assert.Equal(t, "m/b", pkgs[1].ImportPath)

	_, err = decodePackages([]byte(`{"ImportPath":`))
	assert.Error(t, err)
}

func TestAppendLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f.go")
	require.NoError(t, os.WriteFile(path, []byte("package f\n"), 0o644))
	require.NoError(t, appendLine(path, "// edit"))
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "package f\n\n// edit\n", string(data))
}
