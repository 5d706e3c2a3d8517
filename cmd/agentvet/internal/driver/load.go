// Package driver loads packages and runs analyzers on them for the
// standalone agentvet command: it turns go/analysis diagnostics into
// Findings that every output format and the baseline gate share.
package driver

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/tools/go/packages"
)

// LoadMode is what the analyzers need: full syntax and types for every
// package in the import graph, because the agentvet engine exports
// facts (function summaries) that a package's importers read.
const LoadMode = packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles |
	packages.NeedImports | packages.NeedDeps | packages.NeedTypes | packages.NeedTypesSizes |
	packages.NeedSyntax | packages.NeedTypesInfo | packages.NeedModule

// LoadConfig says what to load and from where.
type LoadConfig struct {
	Dir      string   // working directory ("" = the process's)
	Patterns []string // package patterns; empty means ./...
	Tests    bool     // include test files, as go vet does
	Tags     string   // build tags, comma-separated
}

// LoadError is returned when the packages did not load or did not
// type-check. Errors holds every error, in import-graph order, each once.
type LoadError struct {
	Errors []string
}

func (e *LoadError) Error() string {
	return fmt.Sprintf("%d error(s) loading packages:\n%s", len(e.Errors), strings.Join(e.Errors, "\n"))
}

// Load loads the packages of cfg. It fails with a *LoadError when any
// package in the import graph has errors: findings computed on
// ill-typed code would be guesses, and a gate must not pass on guesses.
func Load(cfg LoadConfig) ([]*packages.Package, error) {
	patterns := cfg.Patterns
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	pc := &packages.Config{Mode: LoadMode, Dir: cfg.Dir, Tests: cfg.Tests}
	if cfg.Tags != "" {
		pc.BuildFlags = []string{"-tags=" + cfg.Tags}
	}
	pkgs, err := packages.Load(pc, patterns...)
	if err != nil {
		return nil, &LoadError{Errors: []string{err.Error()}}
	}
	if errs := loadErrors(pkgs); len(errs) > 0 {
		return nil, &LoadError{Errors: errs}
	}
	if len(pkgs) == 0 {
		return nil, &LoadError{Errors: []string{fmt.Sprintf("no packages match %s", strings.Join(patterns, " "))}}
	}
	return pkgs, nil
}

// loadErrors collects the errors of every package reachable from pkgs,
// dependencies first, each message once.
func loadErrors(pkgs []*packages.Package) []string {
	var out []string
	seen := map[string]bool{}
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	for pkg := range packages.Postorder(pkgs) {
		for _, e := range pkg.Errors {
			add(e.Error())
		}
		if m := pkg.Module; m != nil && m.Error != nil {
			add(m.Error.Err)
		}
	}
	return out
}

// ModuleRoot returns the directory of the main module of the first root
// package that belongs to one (sorted by package path), or dir when none
// does. SARIF locations are relative to it.
func ModuleRoot(pkgs []*packages.Package, dir string) string {
	sorted := append([]*packages.Package(nil), pkgs...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].ID < sorted[j].ID })
	for _, p := range sorted {
		if p.Module != nil && p.Module.Main && p.Module.Dir != "" {
			return filepath.Clean(p.Module.Dir)
		}
	}
	return filepath.Clean(dir)
}
