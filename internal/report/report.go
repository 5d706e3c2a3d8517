// Package report reports an analyzer's diagnostics through the
// //agentvet:ignore suppressions shared by every agentvet analyzer.
//
//	//agentvet:ignore taintflow the operator wrote this tool list by hand
//
// on the line of a finding, or on the line above it, suppresses the named
// analyzer's findings there (several names may be joined by commas). A
// suppression without a reason is itself reported: an unexplained
// suppression is a finding nobody can review.
package report

import (
	"go/ast"
	"go/token"
	"os"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// SuppressedCategory is the Category of a suppressed diagnostic when the
// driver asks to see them (AGENTVET_SHOW_SUPPRESSED=1, set by the standalone
// CLI so SARIF can list them as suppressed instead of dropping them).
const SuppressedCategory = "suppressed"

// ShowSuppressedEnv is the environment variable that makes Report emit
// suppressed diagnostics with SuppressedCategory.
const ShowSuppressedEnv = "AGENTVET_SHOW_SUPPRESSED"

const directive = "//agentvet:ignore"

type ignore struct {
	names  []string
	reason string
	pos    token.Pos
}

type lineKey struct {
	file string
	line int
}

// Ignores are the //agentvet:ignore directives of one package.
type Ignores struct {
	fset   *token.FileSet
	byLine map[lineKey][]ignore
	all    []ignore
}

// Parse collects the suppressions of files.
func Parse(fset *token.FileSet, files []*ast.File) *Ignores {
	ig := &Ignores{fset: fset, byLine: map[lineKey][]ignore{}}
	for _, f := range files {
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				if !strings.HasPrefix(c.Text, directive) {
					continue
				}
				rest := strings.TrimPrefix(c.Text, directive)
				if rest != "" && rest[0] != ' ' && rest[0] != '\t' {
					continue // //agentvet:ignored… is not ours
				}
				if i := strings.Index(rest, "//"); i >= 0 {
					rest = rest[:i] // a trailing comment is not a reason
				}
				fields := strings.Fields(rest)
				var in ignore
				in.pos = c.Pos()
				if len(fields) > 0 {
					in.names = strings.Split(fields[0], ",")
					in.reason = strings.Join(fields[1:], " ")
				}
				p := fset.Position(c.Pos())
				ig.byLine[lineKey{p.Filename, p.Line}] = append(ig.byLine[lineKey{p.Filename, p.Line}], in)
				ig.byLine[lineKey{p.Filename, p.Line + 1}] = append(ig.byLine[lineKey{p.Filename, p.Line + 1}], in)
				ig.all = append(ig.all, in)
			}
		}
	}
	return ig
}

// Match returns the reason of the suppression of analyzer name at pos.
func (ig *Ignores) Match(name string, pos token.Pos) (reason string, ok bool) {
	p := ig.fset.Position(pos)
	for _, in := range ig.byLine[lineKey{p.Filename, p.Line}] {
		for _, n := range in.names {
			if n == name && in.reason != "" {
				return in.reason, true
			}
		}
	}
	return "", false
}

// Report reports diags for the analyzer of pass, dropping (or, with
// ShowSuppressedEnv set, marking) the suppressed ones, and reports every
// suppression that names this analyzer without giving a reason.
func Report(pass *analysis.Pass, diags []analysis.Diagnostic) {
	ig := Parse(pass.Fset, pass.Files)
	show := os.Getenv(ShowSuppressedEnv) == "1"
	name := pass.Analyzer.Name
	for _, d := range diags {
		if reason, ok := ig.Match(name, d.Pos); ok {
			if !show {
				continue
			}
			d.Category = SuppressedCategory
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: d.Pos, Message: "suppressed: " + reason})
		}
		pass.Report(d)
	}
	for _, d := range ig.unreasoned(name) {
		pass.Report(d)
	}
}

// unreasoned returns a diagnostic for every suppression that names the
// analyzer name without a reason (and, for taintflow, every one that names
// no analyzer at all, so it is reported once).
func (ig *Ignores) unreasoned(name string) []analysis.Diagnostic {
	var out []analysis.Diagnostic
	for _, in := range ig.all {
		for _, n := range in.names {
			if n == name && in.reason == "" {
				out = append(out, analysis.Diagnostic{
					Pos:      in.pos,
					Category: "ignore-without-reason",
					Message:  "//agentvet:ignore " + name + " has no reason: say why the finding is acceptable (//agentvet:ignore " + name + " <reason>)",
				})
			}
		}
		if len(in.names) == 0 && name == "taintflow" {
			out = append(out, analysis.Diagnostic{
				Pos:      in.pos,
				Category: "ignore-without-reason",
				Message:  "//agentvet:ignore names no analyzer and no reason: write //agentvet:ignore ANALYZER <reason>",
			})
		}
	}
	return out
}
