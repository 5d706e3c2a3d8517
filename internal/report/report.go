// Package report is how every agentvet analyzer reports, in every driver
// (go vet -vettool, the standalone command, golangci-lint): Publish
// leaves out findings in _test.go files unless asked, applies the
// //agentvet:ignore suppressions, reports the rest as diagnostics, and
// returns the findings, suppressed ones marked, as structured data for
// the analyzer's result.
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
	"strings"

	"golang.org/x/tools/go/analysis"
)

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

// unreasoned returns a finding for every suppression that names the
// analyzer of pass without a reason (and, for taintflow, every one that
// names no analyzer at all, so it is reported once).
func (ig *Ignores) unreasoned(pass *analysis.Pass) []Finding {
	name := pass.Analyzer.Name
	var out []Finding
	add := func(in ignore, msg string) {
		p := PosOf(pass.Fset, in.pos)
		out = append(out, Finding{Category: UnreasonedCategory, Pos: p, End: p, Message: msg})
	}
	for _, in := range ig.all {
		for _, n := range in.names {
			if n == name && in.reason == "" {
				add(in, "//agentvet:ignore "+name+" has no reason: say why the finding is acceptable (//agentvet:ignore "+name+" <reason>)")
			}
		}
		if len(in.names) == 0 && name == "taintflow" {
			add(in, "//agentvet:ignore names no analyzer and no reason: write //agentvet:ignore ANALYZER <reason>")
		}
	}
	return out
}

// UnreasonedCategory is the category of a finding that is a suppression
// without a reason.
const UnreasonedCategory = "ignore-without-reason"
