package taint_test

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The runtime packages are what applications import into production
// binaries: they use the standard library and each other, nothing else.
// This pins that, so a new dependency breaks the build instead of slipping
// in.
func TestRuntimePackagesImportOnlyTheStandardLibrary(t *testing.T) {
	allowed := map[string][]string{
		"taint":    nil,
		"guard":    {"github.com/agentvet/agentvet/taint"},
		"scrub":    nil,
		"difftest": {"github.com/agentvet/agentvet/scrub"},
	}
	for dir, own := range allowed {
		files, err := filepath.Glob(filepath.Join("..", dir, "*.go"))
		require.NoError(t, err)
		require.NotEmpty(t, files, dir)
		for _, file := range files {
			if strings.HasSuffix(file, "_test.go") {
				continue
			}
			src, err := os.ReadFile(file)
			require.NoError(t, err)
			f, err := parser.ParseFile(token.NewFileSet(), file, src, parser.ImportsOnly)
			require.NoError(t, err)
			for _, imp := range f.Imports {
				path, err := strconv.Unquote(imp.Path.Value)
				require.NoError(t, err)
				first, _, _ := strings.Cut(path, "/")
				if strings.Contains(first, ".") {
					assert.Contains(t, own, path, "%s imports %s", file, path)
				}
				assert.NotEqual(t, "unsafe", path, "%s imports unsafe", file)
			}
		}
	}
}
