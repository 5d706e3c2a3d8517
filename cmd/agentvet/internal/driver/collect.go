package driver

import (
	"cmp"
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/agentvet/agentvet/cmd/agentvet/internal/record"
	"github.com/agentvet/agentvet/internal/report"
)

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
	msg := noResultMsg
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

// noResultMsg is the failure of a unit go vet gave no result for while
// exiting 0.
const noResultMsg = "not analysed: go vet gave no result for it"
