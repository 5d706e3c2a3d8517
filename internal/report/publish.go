package report

import (
	"cmp"
	"go/token"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/internal/policy"
)

// Options are the reporting settings every analyzer shares.
type Options struct {
	// Tests keeps findings in _test.go files; by default they are left
	// out in every driver (test code does not ship).
	Tests bool
	// Examples keeps findings in files under an examples/, example/ or
	// _examples/ directory below Root, the module's directory; by
	// default they are left out (demos do not ship; golangci-lint
	// leaves such directories out by default too).
	Examples bool
	Root     string
}

// Publish is how an analyzer reports its findings, in every driver: it
// drops findings in _test.go files (unless opt.Tests), marks the ones an
// //agentvet:ignore directive accepts as suppressed, adds a finding for
// every suppression without a reason, reports the findings that are not
// suppressed as diagnostics (go vet and golangci-lint show those), and
// returns every finding, suppressed ones included, sorted: the
// analyzer's Result, which the standalone driver renders.
func Publish(pass *analysis.Pass, fs []Finding, opt Options) []Finding {
	ig := Parse(pass.Fset, pass.Files)
	name := pass.Analyzer.Name
	files := fileIndex(pass)
	var out []Finding
	for _, f := range slices.Concat(fs, ig.unreasoned(pass)) {
		if !opt.Tests && IsTestFile(f.Pos.File) {
			continue
		}
		if !opt.Examples && IsExampleFile(opt.Root, f.Pos.File) {
			continue
		}
		files.complete(pass, &f)
		if !f.Suppressed && f.Category != UnreasonedCategory {
			if reason, ok := ig.Match(name, files.pos(f.Pos)); ok {
				f.Suppressed, f.Reason, f.SuppressedBy = true, reason, directive
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
	return out
}

// complete fills in what the analyzer of pass leaves to Publish: its
// name, the default category, the package, the enclosing function.
func (m files) complete(pass *analysis.Pass, f *Finding) {
	f.Analyzer = pass.Analyzer.Name
	if f.Category == "" {
		f.Category = f.Analyzer
	}
	if f.Package == "" {
		f.Package = pass.Pkg.Path()
	}
	if f.Func == "" {
		f.Func = enclosingFunc(pass.Files, m.pos(f.Pos))
	}
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
	// A cgo package's files are generated in the build cache, and their
	// //line directives name the source file: PosOf gives that name (with
	// the generated file's offsets), so it must lead back here too.
	for _, f := range pass.Files {
		tf := pass.Fset.File(f.Pos())
		if tf == nil {
			continue
		}
		if name := pass.Fset.Position(f.Package).Filename; m[name] == nil {
			m[name] = tf
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

// IsExampleFile reports whether file lies under a directory named
// examples, example or _examples below root (the module's directory).
func IsExampleFile(root, file string) bool {
	if root == "" || file == "" {
		return false
	}
	rel, err := filepath.Rel(root, file)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return false
	}
	dirs := strings.Split(filepath.ToSlash(filepath.Dir(rel)), "/")
	for _, d := range dirs {
		switch d {
		case "examples", "example", "_examples":
			return true
		}
	}
	return false
}

// OptionsOf returns the reporting options the package's settings hold.
func OptionsOf(s *policy.Settings) Options {
	return Options{Tests: s.Tests, Examples: s.Examples, Root: s.Root}
}
