package driver

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/agentvet/agentvet/internal/report"
)

// suppressedPrefix starts the Related message internal/report appends to
// a suppressed diagnostic.
const suppressedPrefix = "suppressed: "

// AnalysisError is an analyzer that failed on a root package.
type AnalysisError struct {
	PackageID string
	Analyzer  string
	Err       error
}

func (e AnalysisError) Error() string {
	return fmt.Sprintf("%s: %s: %v", e.PackageID, e.Analyzer, e.Err)
}

// Result is what running the analyzers on the root packages found.
type Result struct {
	// Findings are sorted (see Compare) and de-duplicated: a file that
	// belongs to a package and to its test variant is reported once.
	Findings []Finding
	// Errors are the analyzers that failed, sorted.
	Errors []AnalysisError
	// Graph is the checker's action graph, for callers that read
	// analyzer results (the unwraps inventory).
	Graph *checker.Graph
}

// Run runs analyzers on pkgs (loaded with LoadMode).
func Run(analyzers []*analysis.Analyzer, pkgs []*packages.Package) (*Result, error) {
	g, err := checker.Analyze(analyzers, pkgs, nil)
	if err != nil {
		return nil, err
	}
	res := &Result{Graph: g}
	type key struct {
		analyzer, file string
		off            int
		category, msg  string
	}
	seen := map[key]bool{}
	for _, act := range RootsInOrder(g) {
		if act.Err != nil {
			res.Errors = append(res.Errors, AnalysisError{act.Package.ID, act.Analyzer.Name, act.Err})
			continue
		}
		for _, d := range act.Diagnostics {
			f := convert(act, d)
			k := key{f.Analyzer, f.Posn.Filename, f.Posn.Offset, f.Category, f.Message}
			if seen[k] {
				continue
			}
			seen[k] = true
			res.Findings = append(res.Findings, f)
		}
	}
	Sort(res.Findings)
	slices.SortFunc(res.Errors, func(a, b AnalysisError) int {
		return cmp.Or(cmp.Compare(a.PackageID, b.PackageID), cmp.Compare(a.Analyzer, b.Analyzer))
	})
	return res, nil
}

// RootsInOrder returns the root actions of g sorted by package ID, then
// analyzer name, so that de-duplication keeps the same copy every run.
func RootsInOrder(g *checker.Graph) []*checker.Action {
	roots := slices.Clone(g.Roots)
	slices.SortStableFunc(roots, func(a, b *checker.Action) int {
		return cmp.Or(cmp.Compare(a.Package.ID, b.Package.ID), cmp.Compare(a.Analyzer.Name, b.Analyzer.Name))
	})
	return roots
}

func convert(act *checker.Action, d analysis.Diagnostic) Finding {
	fset := act.Package.Fset
	f := Finding{
		Analyzer:  act.Analyzer.Name,
		Category:  d.Category,
		PackageID: act.Package.ID,
		Package:   act.Package.PkgPath,
		Func:      enclosingFunc(act.Package.Syntax, d.Pos),
		Posn:      fset.Position(d.Pos),
		End:       fset.Position(cmp.Or(d.End, d.Pos)),
		Message:   d.Message,
	}
	if f.Category == report.SuppressedCategory {
		f.Suppressed = true
		f.Category = ""
	}
	for _, r := range d.Related {
		if f.Suppressed && strings.HasPrefix(r.Message, suppressedPrefix) && r.Pos == d.Pos {
			// An ignore directive and a config allow can both apply.
			if f.Reason != "" {
				f.Reason += "; "
			}
			f.Reason += strings.TrimPrefix(r.Message, suppressedPrefix)
			continue
		}
		f.Related = append(f.Related, Related{
			Posn:    fset.Position(r.Pos),
			End:     fset.Position(cmp.Or(r.End, r.Pos)),
			Message: r.Message,
		})
	}
	for _, sf := range d.SuggestedFixes {
		fix := Fix{Message: sf.Message}
		for _, e := range sf.TextEdits {
			start := fset.Position(e.Pos)
			fix.Edits = append(fix.Edits, Edit{
				Filename: start.Filename,
				Start:    start.Offset,
				End:      fset.Position(cmp.Or(e.End, e.Pos)).Offset,
				New:      string(e.NewText),
			})
		}
		f.Fixes = append(f.Fixes, fix)
	}
	return f
}
