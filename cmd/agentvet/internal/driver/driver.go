// Package driver is the standalone agentvet command's engine room: it
// asks go list which packages can load, runs go vet with agentvet as its
// tool on those, in emit mode (package vettool), and assembles the
// structured records the tool writes into one Result: the findings of
// the packages asked for, and every package that could not be analysed
// with its first error. See docs/driver.md for why it drives go vet.
package driver

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/agentvet/agentvet/cmd/agentvet/internal/record"
	"github.com/agentvet/agentvet/internal/report"
)

// Config is one standalone run.
type Config struct {
	Dir      string   // where go list and go vet run
	Env      []string // their environment; nil is this process's
	Patterns []string // package patterns; empty means ./...
	Tags     string   // build tags, comma-separated
	// Vettool is the agentvet binary go vet runs.
	Vettool string
	// Analyzers are the analyzers to run, by name; Inventory is added.
	Analyzers []string
	// Flags are more tool flags (-NAME.FLAG=value), passed as given.
	Flags []string
	// Config is the content of the configuration file ("" when there is
	// none) and Nonce, when not "", a value that makes every unit a cache
	// miss (-fresh): both go into the cache key (see CacheKey).
	Config []byte
	Nonce  string
}

// Result is what a run found.
type Result struct {
	// Root is the main module's directory (or Dir): SARIF locations are
	// relative to it.
	Root string
	// Findings are those of the packages asked for, suppressed ones
	// included, sorted and each once.
	Findings []report.Finding
	// Failures are the packages that could not be analysed, sorted.
	Failures []Failure
	// Skipped are the packages the engine left alone on purpose.
	Skipped []Skip
	// Unwraps are the taint.Unwrap sites of the packages asked for.
	Unwraps []record.Unwrap
}

// Skip is a package the engine did not analyse, and why.
type Skip struct {
	Package string
	Why     string
	// Root is set for a package that was asked for (the others are
	// dependencies, analysed for their types and facts).
	Root bool
}

// CacheKey returns the -agentvet.emit value of a run: go vet's cache key
// covers the tool binary, the flags and the source, but not the content
// of the configuration file a flag names, nor the record format; the key
// does. It also names the module root: records hold absolute file names,
// and two checkouts of one module must not share them (go leaves the
// directory out of its keys under -trimpath). nonce, when not "", makes
// every unit a cache miss.
func CacheKey(configFile []byte, root, nonce string) string {
	h := sha256.New()
	fmt.Fprintf(h, "agentvet records v%d\n", record.Version)
	fmt.Fprintf(h, "config %d\n", len(configFile))
	h.Write(configFile)
	fmt.Fprintf(h, "root %q\n", root)
	fmt.Fprintf(h, "nonce %q\n", nonce)
	return hex.EncodeToString(h.Sum(nil))[:32]
}

// unit is one package as go vet analyses it: with its _test.go files or
// without.
type unit struct {
	pkg  string
	test bool
}

// Run runs agentvet on cfg's packages.
func Run(cfg Config) (*Result, error) {
	g := goCmd{dir: cfg.Dir, env: cfg.Env, tags: cfg.Tags}
	patterns := cfg.Patterns
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	graph, err := list(g, patterns)
	if err != nil {
		return nil, err
	}
	if len(graph.Roots) == 0 {
		return nil, fmt.Errorf("no packages match %s", strings.Join(patterns, " "))
	}
	res := &Result{Root: moduleRoot(graph.Roots, cfg.Dir)}
	var good []*Package
	for _, p := range graph.Roots {
		if e := graph.loadError(p); e != nil {
			res.Failures = append(res.Failures, fromPackageError(p.ImportPath, e, cfg.Dir))
			continue
		}
		good = append(good, p)
	}
	if len(good) > 0 {
		// go vet is given the patterns when everything loads (a command
		// line of any length, file patterns too), else the packages that
		// load: one that does not would stop it before it starts.
		pkgs := patterns
		if len(good) < len(graph.Roots) {
			pkgs = importPaths(good)
		}
		key := CacheKey(cfg.Config, res.Root, cfg.Nonce)
		run, err := vet(g, cfg.Vettool, toolFlags(cfg, key), pkgs)
		if err != nil {
			return nil, err
		}
		res.collect(cfg, graph, good, run)
	}
	sortFailures(res.Failures)
	return res, nil
}

func toolFlags(cfg Config, key string) []string {
	flags := []string{"-" + record.EmitFlag + "=" + key}
	// Explicit -NAME=true flags: go vet's tool then runs those alone.
	for _, name := range append(slices.Clone(cfg.Analyzers), record.Inventory) {
		flags = append(flags, "-"+name+"=true")
	}
	return append(flags, cfg.Flags...)
}

func importPaths(pkgs []*Package) []string {
	out := make([]string, len(pkgs))
	for i, p := range pkgs {
		out[i] = p.ImportPath
	}
	return out
}

// expected returns the units go vet analyses as roots for p: p with its
// tests (or p alone when it has none), and its external test package.
func expected(p *Package) []unit {
	var out []unit
	switch {
	case len(p.TestGoFiles) > 0:
		out = append(out, unit{p.ImportPath, true})
	case len(p.GoFiles)+len(p.CgoFiles) > 0:
		out = append(out, unit{p.ImportPath, false})
	}
	if len(p.XTestGoFiles) > 0 {
		out = append(out, unit{p.ImportPath + "_test", true})
	}
	return out
}

// collect reads the records of run into res: a root unit must have one
// record per analyzer, or it was not analysed (fail closed).
func (res *Result) collect(cfg Config, graph *Graph, good []*Package, run *vetRun) {
	byUnit := map[unit]map[string][]*record.Record{}
	roots := map[string]bool{}
	for _, p := range good {
		for _, u := range expected(p) {
			roots[u.pkg] = true
		}
	}
	skips := map[string]string{}
	for _, r := range run.records {
		u := unit{r.Package, r.Test}
		if byUnit[u] == nil {
			byUnit[u] = map[string][]*record.Record{}
		}
		byUnit[u][r.Analyzer] = append(byUnit[u][r.Analyzer], r)
		if r.Skipped != "" {
			skips[r.Package] = r.Skipped
		}
	}
	for pkg, why := range skips {
		res.Skipped = append(res.Skipped, Skip{Package: pkg, Why: why, Root: roots[pkg]})
	}
	slices.SortFunc(res.Skipped, func(a, b Skip) int { return cmp.Compare(a.Package, b.Package) })

	failed := sections(run.stderr)
	treeErrs := map[[2]string]string{}
	for _, e := range run.treeErrors {
		treeErrs[[2]string{e.Package, e.Analyzer}] = e.Err
	}
	names := append(slices.Clone(cfg.Analyzers), record.Inventory)
	causes := map[string]bool{}
	var findings []report.Finding
	for _, p := range good {
	units:
		for _, u := range expected(p) {
			for _, name := range names {
				recs := byUnit[u][name]
				if len(recs) == 0 {
					res.Failures = append(res.Failures, res.missing(cfg.Dir, graph, p, u, name, failed, treeErrs, run, causes))
					break units
				}
				for _, r := range recs {
					if r.Error != "" {
						res.Failures = append(res.Failures, Failure{Package: u.pkg, Analyzer: name, Message: r.Error})
						continue
					}
					findings = append(findings, r.Findings...)
					res.Unwraps = append(res.Unwraps, r.Unwraps...)
				}
			}
		}
	}
	res.Findings = dedupFindings(findings)
	res.Failures = dedupFailures(res.Failures)
	slices.SortFunc(res.Unwraps, func(a, b record.Unwrap) int {
		return cmp.Or(cmp.Compare(a.Pos.File, b.Pos.File), cmp.Compare(a.Pos.Offset, b.Pos.Offset), cmp.Compare(a.Func, b.Func))
	})
	res.Unwraps = slices.CompactFunc(res.Unwraps, func(a, b record.Unwrap) bool {
		return a.Pos == b.Pos && a.Func == b.Func
	})
}

// missing explains why unit u of root p has no record of analyzer name:
// the unit failed (go vet printed its error), an analyzer it requires
// failed, or a package it imports failed and go vet skipped it.
func (res *Result) missing(dir string, graph *Graph, p *Package, u unit, name string, failed map[string][]string, treeErrs map[[2]string]string, run *vetRun, causes map[string]bool) Failure {
	if lines, ok := failed[u.pkg]; ok {
		return fromSection(u.pkg, lines, dir)
	}
	if e, ok := treeErrs[[2]string{u.pkg, name}]; ok {
		return Failure{Package: u.pkg, Analyzer: name, Message: e}
	}
	deps := slices.Clone(p.Deps)
	for _, t := range graph.Tests[p.ImportPath] {
		deps = append(deps, t.Deps...)
	}
	slices.Sort(deps)
	for _, dep := range slices.Compact(deps) {
		lines, ok := failed[dep]
		if !ok {
			continue
		}
		// A root that failed is listed as such already.
		if q := graph.ByPath[dep]; !causes[dep] && (q == nil || q.DepOnly) {
			causes[dep] = true
			f := fromSection(dep, lines, dir)
			f.Dependency = true
			res.Failures = append(res.Failures, f)
		}
		return Failure{Package: u.pkg, Message: "not analysed: it imports " + dep + ", which could not be analysed"}
	}
	msg := "not analysed: go vet gave no result for it"
	if run.exit != 0 {
		msg += " (go vet exited " + strconv.Itoa(run.exit) + ": " + firstLine(run.stderr) + ")"
	}
	return Failure{Package: u.pkg, Message: msg}
}

func firstLine(s string) string {
	for _, line := range strings.Split(s, "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "go: downloading ") {
			return line
		}
	}
	return "no error printed"
}

// dedupFindings sorts fs and keeps one of each: a file of a package is
// analysed with the package and with its test variant.
func dedupFindings(fs []report.Finding) []report.Finding {
	type keyed struct {
		f   report.Finding
		key string
	}
	ks := make([]keyed, 0, len(fs))
	for _, f := range fs {
		data, _ := json.Marshal(f)
		ks = append(ks, keyed{f, string(data)})
	}
	slices.SortFunc(ks, func(a, b keyed) int {
		return cmp.Or(report.CompareFindings(a.f, b.f), cmp.Compare(a.key, b.key))
	})
	ks = slices.CompactFunc(ks, func(a, b keyed) bool { return a.key == b.key })
	out := make([]report.Finding, len(ks))
	for i, k := range ks {
		out[i] = k.f
	}
	return out
}

func dedupFailures(fs []Failure) []Failure {
	sortFailures(fs)
	return slices.CompactFunc(fs, func(a, b Failure) bool { return a == b })
}

// moduleRoot returns the directory of the main module of the first root
// that belongs to one, or dir when none does.
func moduleRoot(roots []*Package, dir string) string {
	for _, p := range roots {
		if p.Module != nil && p.Module.Main && p.Module.Dir != "" {
			return filepath.Clean(p.Module.Dir)
		}
	}
	return filepath.Clean(dir)
}
