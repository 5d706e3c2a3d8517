// Package vettool is agentvet as a go vet tool: x/tools' unitchecker,
// which speaks go vet's protocol (-V=full, -flags, then one unit.cfg per
// package), plus the emit mode the standalone agentvet command asks for.
//
// In emit mode (-agentvet.emit=KEY) every analyzer writes what it found
// as a record (package record) on the tool's stdout, instead of reporting
// diagnostics: go vet caches that stdout with the package's result and
// replays it on the next run, so the standalone command gets structured
// findings, never strings to parse, and a rerun costs what go vet's cache
// costs. KEY is opaque to the tool; the standalone command derives it from
// what go vet's cache key does not cover (the configuration file's
// content), so a changed file never replays a stale result.
//
// Records are written for every unit, also those go vet analyses only for
// their facts (a dependency of the packages asked for). go1.26.8 caches a
// unit's result without keying on whether it was analysed for facts only,
// and replays it when the same unit is asked for directly: a tool that
// printed nothing for fact-only units would have its findings vanish on a
// run whose set of packages changed (fixed in go1.26.9). Records do not
// depend on that, so they survive the replay.
package vettool

import (
	"flag"
	"os"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/agentvet/agentvet/cmd/agentvet/internal/record"
	"github.com/agentvet/agentvet/internal/report"
)

// emitKey is the value of -agentvet.emit; "" is go vet's ordinary mode.
var emitKey string

// Main runs analyzers, and the Inventory analyzer, under go vet's
// protocol, and exits.
func Main(analyzers ...*analysis.Analyzer) {
	flag.StringVar(&emitKey, record.EmitFlag, "", "internal: write structured records for the standalone agentvet command (the value is its cache key)")
	var all []*analysis.Analyzer
	for _, a := range append(analyzers, Inventory) {
		all = append(all, observe(a))
	}
	// From the first allocation: loading is where a small unit spends
	// its collections.
	collector.start()
	unitchecker.Main(all...)
}

// observe returns a copy of a whose Run, in emit mode, writes a's result
// as a record and reports no diagnostic. The copy shares a's flags. Only
// the analyzers go vet runs as roots are copied: the analyzers they
// require keep their identity, which is how a pass finds their results.
func observe(a *analysis.Analyzer) *analysis.Analyzer {
	w := *a
	// go vet runs a unit for its facts alone when it is only a
	// dependency, and unitchecker then skips analyzers that use no
	// facts. Requiring one that declares a fact type makes it run this
	// one too, so that the unit's cached records are complete however
	// the unit was first analysed.
	w.Requires = append(slices.Clone(a.Requires), everyUnit)
	run := a.Run
	w.Run = func(pass *analysis.Pass) (any, error) {
		if emitKey == "" {
			return run(pass)
		}
		// The analyzer reports into this copy of the pass: in emit mode
		// go vet's own JSON stays empty, the record says it all.
		var diags []analysis.Diagnostic
		quiet := *pass
		quiet.Report = func(d analysis.Diagnostic) { diags = append(diags, d) }
		res, err := run(&quiet)
		r := &record.Record{Package: pass.Pkg.Path(), Test: hasTestFiles(pass), Analyzer: a.Name}
		switch res := res.(type) {
		case nil:
		case []report.Finding:
			r.Findings = res
		case *Inv:
			r.Skipped, r.Unwraps, r.Offer = res.Skipped, res.Unwraps, res.Offer
		}
		if err != nil {
			r = &record.Record{Package: r.Package, Test: r.Test, Analyzer: a.Name, Error: err.Error()}
		} else if _, ok := res.([]report.Finding); !ok && len(diags) > 0 {
			// An analyzer that does not return its findings: what it
			// reported (so not suppressed, already filtered).
			r.Findings = report.FromDiagnostics(&quiet, diags)
		}
		if werr := emit(r); werr != nil {
			return nil, werr
		}
		// The error travels in the record; go vet's cached stdout must
		// not depend on whether the unit was analysed for facts only.
		return res, nil
	}
	return &w
}

func hasTestFiles(pass *analysis.Pass) bool {
	for _, f := range pass.Files {
		if strings.HasSuffix(pass.Fset.File(f.Pos()).Name(), "_test.go") {
			return true
		}
	}
	return false
}

// everyUnit declares a fact type, which makes unitchecker run every
// analyzer that requires it on every unit; no fact of it is ever
// exported. It runs once the unit is type-checked and before the agentvet
// analyzers, which is when limitMemory measures the loaded package.
var everyUnit = &analysis.Analyzer{
	Name: "agentvetunit",
	Doc:  "internal: makes the agentvet analyzers run on every unit",
	Run: func(*analysis.Pass) (any, error) {
		limitMemory()
		return nil, nil
	},
	FactTypes: []analysis.Fact{new(unitFact)},
}

type unitFact struct{}

func (*unitFact) AFact() {}

// stdoutMu serialises records: unitchecker runs a unit's analyzers in
// parallel, and each record must stay one line.
var stdoutMu sync.Mutex

// emit writes r to stdout, which unitchecker has pointed at the file go
// vet caches.
func emit(r *record.Record) error {
	data, err := record.Marshal(r)
	if err != nil {
		return err
	}
	stdoutMu.Lock()
	defer stdoutMu.Unlock()
	_, err = os.Stdout.Write(data)
	return err
}
