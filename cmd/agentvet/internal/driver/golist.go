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
// tests included, or nil. The errors of a package are in go list's
// order; the first one is the one a person fixes first.
func (g *Graph) loadError(root *Package) *PackageError {
	if root.Error != nil {
		return root.Error
	}
	if len(root.DepsErrors) > 0 {
		return root.DepsErrors[0]
	}
	for _, t := range g.Tests[root.ImportPath] {
		if !isVariantOf(t, root) {
			continue
		}
		if t.Error != nil {
			return t.Error
		}
		if len(t.DepsErrors) > 0 {
			return t.DepsErrors[0]
		}
	}
	return nil
}

// isVariantOf reports whether t is part of root's test binary proper:
// root with its tests, its external test package, or the test main (a
// dependency recompiled for the test is not).
func isVariantOf(t, root *Package) bool {
	p := root.ImportPath
	return t.ImportPath == p+" ["+p+".test]" || t.ImportPath == p+"_test ["+p+".test]" || t.ImportPath == p+".test"
}
