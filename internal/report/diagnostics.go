package report

import (
	"cmp"

	"golang.org/x/tools/go/analysis"
)

// FromDiagnostic converts a diagnostic an analyzer built directly (a
// syntactic rule, verbpin's call paths) into a Finding of pass.
func FromDiagnostic(pass *analysis.Pass, d analysis.Diagnostic) Finding {
	f := Finding{
		Category: d.Category,
		Pos:      PosOf(pass.Fset, d.Pos),
		End:      PosOf(pass.Fset, cmp.Or(d.End, d.Pos)),
		Message:  d.Message,
		Package:  pass.Pkg.Path(),
	}
	for _, r := range d.Related {
		f.Path = append(f.Path, Hop{Pos: PosOf(pass.Fset, r.Pos), End: PosOf(pass.Fset, cmp.Or(r.End, r.Pos)), Package: pass.Pkg.Path(), What: r.Message})
	}
	for _, sf := range d.SuggestedFixes {
		fix := Fix{Message: sf.Message}
		for _, e := range sf.TextEdits {
			start := pass.Fset.Position(e.Pos)
			fix.Edits = append(fix.Edits, Edit{File: start.Filename, Start: start.Offset, End: pass.Fset.Position(cmp.Or(e.End, e.Pos)).Offset, New: string(e.NewText)})
		}
		f.Fixes = append(f.Fixes, fix)
	}
	return f
}

// FromDiagnostics converts and completes (analyzer, category, package,
// enclosing function) diagnostics that were already reported: nothing is
// filtered or suppressed again.
func FromDiagnostics(pass *analysis.Pass, diags []analysis.Diagnostic) []Finding {
	files := fileIndex(pass)
	out := make([]Finding, 0, len(diags))
	for _, d := range diags {
		f := FromDiagnostic(pass, d)
		files.complete(pass, &f)
		out = append(out, f)
	}
	SortFindings(out)
	return out
}
