// Package stdlib tells whether the package under analysis is part of the
// standard library. agentvet's analyzers skip it at once: the taint engine
// has its summaries built in, and no std function reaches an actuation verb
// other than the primitives verbpin knows by name.
package stdlib

import (
	"go/build"
	"go/token"
	"go/types"
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

// IsObject reports whether obj is declared in the standard library, by
// where its declaration is (an imported object's position comes from
// export data, which keeps file names).
func IsObject(fset *token.FileSet, obj types.Object) bool {
	root := build.Default.GOROOT
	if root == "" || obj == nil || obj.Pkg() == nil {
		return false
	}
	if !obj.Pos().IsValid() {
		first, _, _ := strings.Cut(obj.Pkg().Path(), "/")
		return !strings.Contains(first, ".")
	}
	return strings.HasPrefix(fset.Position(obj.Pos()).Filename, filepath.Join(root, "src")+string(filepath.Separator))
}
