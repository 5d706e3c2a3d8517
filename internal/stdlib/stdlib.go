// Package stdlib tells whether the package under analysis is part of the
// standard library. agentvet's analyzers skip it at once: the taint engine
// has its summaries built in, and no std function reaches an actuation verb
// other than the primitives verbpin knows by name.
package stdlib

import (
	"go/build"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Is reports whether the package's files live under GOROOT/src. The file
// location decides, not the import path: a GOPATH-mode or test package
// whose path has no dot is user code.
func Is(pass *analysis.Pass) bool {
	root := build.Default.GOROOT
	if root == "" || len(pass.Files) == 0 {
		return false
	}
	f := pass.Fset.File(pass.Files[0].Pos())
	if f == nil {
		return false
	}
	return strings.HasPrefix(f.Name(), filepath.Join(root, "src")+string(filepath.Separator))
}
