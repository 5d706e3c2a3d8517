package report

import (
	"cmp"
	"go/token"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Options are the reporting settings every analyzer shares.
type Options struct {
	// Tests keeps findings in _test.go files; by default they are left
	// out in every driver (test code does not ship).
	Tests bool
}

// Publish is how an analyzer reports its findings, in every driver: it
// drops findings in _test.go files (unless opt.Tests), marks the ones an
// //agentvet:ignore directive accepts as suppressed, reports the others
// (and every suppression without a reason) as diagnostics, and returns
// the findings, suppressed ones included, sorted, for the analyzer's
// Result (the standalone driver renders them from there).
func Publish(pass *analysis.Pass, fs []Finding, opt Options) []Finding {
	ig := Parse(pass.Fset, pass.Files)
	name := pass.Analyzer.Name
	files := fileIndex(pass)
	var out []Finding
	for _, f := range fs {
		if !opt.Tests && IsTestFile(f.Pos.File) {
			continue
		}
		f.Analyzer = name
		if f.Category == "" {
			f.Category = name
		}
		if f.Package == "" {
			f.Package = pass.Pkg.Path()
		}
		if f.Func == "" {
			f.Func = enclosingFunc(pass.Files, files.pos(f.Pos))
		}
		if !f.Suppressed {
			if reason, ok := ig.Match(name, files.pos(f.Pos)); ok {
				f.Suppressed, f.Reason, f.SuppressedBy = true, reason, "//agentvet:ignore"
			}
		}
		out = append(out, f)
	}
	SortFindings(out)
	for i := range out {
		if !out[i].Suppressed {
			pass.Report(files.diagnostic(&out[i]))
		}
	}
	for _, d := range ig.unreasoned(name) {
		if opt.Tests || !IsTestFile(pass.Fset.Position(d.Pos).Filename) {
			pass.Report(d)
		}
	}
	return out
}

// IsTestFile reports whether file is a Go test file.
func IsTestFile(file string) bool { return strings.HasSuffix(file, "_test.go") }

// PosOf converts a token position of fset into a Pos.
func PosOf(fset *token.FileSet, p token.Pos) Pos {
	if !p.IsValid() {
		return Pos{}
	}
	posn := fset.Position(p)
	return Pos{File: posn.Filename, Line: posn.Line, Col: posn.Column, Offset: posn.Offset}
}

// SortFindings orders findings by file, offset, analyzer, category and
// message, then by what remains, so the order is total.
func SortFindings(fs []Finding) {
	slices.SortStableFunc(fs, CompareFindings)
}

// CompareFindings is the order of SortFindings.
func CompareFindings(a, b Finding) int {
	return cmp.Or(
		cmp.Compare(a.Pos.File, b.Pos.File),
		cmp.Compare(a.Pos.Offset, b.Pos.Offset),
		cmp.Compare(a.Analyzer, b.Analyzer),
		cmp.Compare(a.Category, b.Category),
		cmp.Compare(a.Message, b.Message),
		slices.CompareFunc(a.Path, b.Path, func(x, y Hop) int {
			return cmp.Or(cmp.Compare(x.Pos.File, y.Pos.File), cmp.Compare(x.Pos.Offset, y.Pos.Offset), cmp.Compare(x.What, y.What))
		}),
	)
}

// files maps the file names of a pass back to token positions, for the
// diagnostics go vet and golangci-lint show.
type files map[string]*token.File

func fileIndex(pass *analysis.Pass) files {
	m := files{}
	for _, f := range pass.Files {
		if tf := pass.Fset.File(f.Pos()); tf != nil {
			m[tf.Name()] = tf
		}
	}
	return m
}

// pos returns the token position of p, or NoPos when p is in no file of
// the pass (a hop in another package).
func (m files) pos(p Pos) token.Pos {
	tf := m[p.File]
	if tf == nil || p.Offset < 0 || p.Offset > tf.Size() {
		return token.NoPos
	}
	return tf.Pos(p.Offset)
}

// diagnostic renders f: the message, the category, and the path as
// related information (hops in other packages are named in the message's
// "via" and kept in the structured path).
func (m files) diagnostic(f *Finding) analysis.Diagnostic {
	d := analysis.Diagnostic{
		Pos:      m.pos(f.Pos),
		End:      m.pos(f.End),
		Category: f.Category,
		Message:  f.Message,
	}
	for _, h := range f.Path {
		if p := m.pos(h.Pos); p.IsValid() {
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: p, End: m.pos(h.End), Message: h.What})
		}
	}
	for _, fix := range f.Fixes {
		sf := analysis.SuggestedFix{Message: fix.Message}
		for _, e := range fix.Edits {
			tf := m[e.File]
			if tf == nil || e.End > tf.Size() {
				continue
			}
			sf.TextEdits = append(sf.TextEdits, analysis.TextEdit{Pos: tf.Pos(e.Start), End: tf.Pos(e.End), NewText: []byte(e.New)})
		}
		d.SuggestedFixes = append(d.SuggestedFixes, sf)
	}
	return d
}

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
