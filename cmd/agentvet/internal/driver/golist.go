package driver

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"strings"
)

// listFields are the go list -json fields the driver reads.
const listFields = "ImportPath,Name,Dir,ForTest,Standard,DepOnly,Module,GoFiles,CgoFiles,TestGoFiles,XTestGoFiles,Error,DepsErrors,Deps"

// Package is one entry of go list -e -deps -test -json.
type Package struct {
	ImportPath   string
	Name         string
	Dir          string
	ForTest      string
	Standard     bool
	DepOnly      bool
	Module       *Module
	GoFiles      []string
	CgoFiles     []string
	TestGoFiles  []string
	XTestGoFiles []string
	Error        *PackageError
	DepsErrors   []*PackageError
	Deps         []string
}

// Module is the module of a Package.
type Module struct {
	Path string
	Dir  string
	Main bool
}

// PackageError is a load error as go list reports it; Pos is
// "file:line:col" relative to the directory go list ran in, or "".
type PackageError struct {
	ImportStack []string
	Pos         string
	Err         string
}

// Graph is what go list says about the packages asked for and
// everything they import, tests included.
type Graph struct {
	// Roots are the packages the patterns matched, sorted by import path.
	Roots []*Package
	// ByPath holds every non-test-variant package by import path.
	ByPath map[string]*Package
	// Tests holds, for each root, its test variants and test main.
	Tests map[string][]*Package
}

// list runs go list in dir on patterns.
func list(g goCmd, patterns []string) (*Graph, error) {
	args := []string{"list", "-e", "-deps", "-test", "-json=" + listFields}
	args = append(args, g.buildFlags()...)
	args = append(args, "--")
	args = append(args, patterns...)
	var stdout, stderr bytes.Buffer
	cmd := g.command(args...)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		var exit *exec.ExitError
		if !errors.As(err, &exit) {
			return nil, fmt.Errorf("go list: %v", err)
		}
		// With -e, go list fails only when it cannot list at all (a
		// malformed go.mod, a bad pattern).
		return nil, fmt.Errorf("go list: %v\n%s", err, strings.TrimSpace(stderr.String()))
	}
	return decodeGraph(&stdout)
}

func decodeGraph(r io.Reader) (*Graph, error) {
	var all []*Package
	dec := json.NewDecoder(r)
	for {
		p := new(Package)
		err := dec.Decode(p)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("reading go list's output: %v", err)
		}
		all = append(all, p)
	}
	tested := map[string]bool{}
	for _, p := range all {
		if p.ForTest == "" && (len(p.TestGoFiles) > 0 || len(p.XTestGoFiles) > 0) {
			tested[p.ImportPath] = true
		}
	}
	g := &Graph{ByPath: map[string]*Package{}, Tests: map[string][]*Package{}}
	for _, p := range all {
		switch {
		case p.ForTest != "":
			g.Tests[p.ForTest] = append(g.Tests[p.ForTest], p)
		case isTestMain(p, tested):
			root := strings.TrimSuffix(p.ImportPath, ".test")
			g.Tests[root] = append(g.Tests[root], p)
		default:
			g.ByPath[p.ImportPath] = p
			if !p.DepOnly {
				g.Roots = append(g.Roots, p)
			}
		}
	}
	slices.SortFunc(g.Roots, func(a, b *Package) int { return cmp.Compare(a.ImportPath, b.ImportPath) })
	return g, nil
}

// isTestMain reports whether p is the generated main package of the test
// binary ("p.test") of a package with tests.
func isTestMain(p *Package, tested map[string]bool) bool {
	return p.Name == "main" && strings.HasSuffix(p.ImportPath, ".test") && tested[strings.TrimSuffix(p.ImportPath, ".test")]
}

// loadError returns the first error that keeps root from loading, its
// tests included, or nil: the package's own error, else the earliest of
// its dependencies' errors by position (firstError), else the same for
// its test variants.
func (g *Graph) loadError(root *Package) *PackageError {
	if root.Error != nil {
		return root.Error
	}
	if len(root.DepsErrors) > 0 {
		return firstError(root.ImportPath, root.DepsErrors)
	}
	var own, deps []*PackageError
	for _, t := range g.Tests[root.ImportPath] {
		if !isVariantOf(t, root) {
			continue
		}
		if t.Error != nil {
			own = append(own, t.Error)
		}
		deps = append(deps, t.DepsErrors...)
	}
	if len(own) > 0 {
		return firstError(root.ImportPath, own)
	}
	if len(deps) > 0 {
		return firstError(root.ImportPath, deps)
	}
	return nil
}

// firstError returns the error a person fixes first: one at an import
// of pkg itself (its own files, its tests' included) before one at an
// import in a dependency, then the earliest by position (errors with one
// before those without), then by message and import stack. Not go list's
// order: it lists a package's DepsErrors in no fixed order when their
// import stacks are equal (three imports of one missing module, each the
// error of another package, came in a different order from run to run on
// trpc-agent-go). A missing package's error is placed at the import of
// the first package that imports it: when pkg and one of its dependencies
// both import it, the error names the dependency's file, and pkg's own
// imports of other missing packages come first.
func firstError(pkg string, errs []*PackageError) *PackageError {
	own := func(e *PackageError) bool {
		if len(e.ImportStack) == 0 {
			return false
		}
		last := e.ImportStack[len(e.ImportStack)-1]
		return last == pkg || last == pkg+" (test)"
	}
	return slices.MinFunc(errs, func(a, b *PackageError) int {
		pa, pb := parsePos(a.Pos, ""), parsePos(b.Pos, "")
		return cmp.Or(
			boolCmp(!own(a), !own(b)),
			boolCmp(a.Pos == "", b.Pos == ""),
			comparePos(pa, pb),
			cmp.Compare(a.Err, b.Err),
			slices.Compare(a.ImportStack, b.ImportStack))
	})
}

// isVariantOf reports whether t is part of root's test binary proper:
// root with its tests, its external test package, or the test main (a
// dependency recompiled for the test is not).
func isVariantOf(t, root *Package) bool {
	p := root.ImportPath
	return t.ImportPath == p+" ["+p+".test]" || t.ImportPath == p+"_test ["+p+".test]" || t.ImportPath == p+".test"
}
