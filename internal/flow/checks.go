package flow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/ssa"
)

// Scrubbed marks text that went through a display scrubber (scrub.Line,
// scrub.Terminal): it may be painted. It is still third-party text
// everywhere else.
const Scrubbed Flags = 1 << 3

// Checked marks a value the runtime guard checked (guard.Check's request).
const Checked Flags = 1 << 5

// Sunk marks a value built by a sink call from third-party text: the flow
// was reported where the text entered the sink.
const Sunk Flags = 1 << 4

// Derived marks a model's reply to a prompt that held the text: the
// model's own words, but derived from third-party text. It is reported in
// an instruction position other than the assistant turn (a summary of tool
// results made the system prompt); the reply replayed as the assistant
// turn of the same conversation, or passed on as data, is benign.
const Derived Flags = 1 << 7

// SunkData marks a value built by a call that puts text in a data
// position (a user message): the flow was reported there by fencecheck;
// it is reported again only if the built value reaches an instruction
// position.
const SunkData Flags = 1 << 8

// A newline-only filter is reported where it is a filter: third-party
// text rewritten on LF only (strings.ReplaceAll(s, "\n", " ")), or
// refused when it holds an LF (if strings.Contains(s, "\n") { … }), and
// then used as the sanitized value in a prompt position or on a display
// (fmt.Print…, log.Print…, a write to os.Stdout or os.Stderr). U+2028,
// U+2029, U+0085, CR, VT and FF pass such a filter. Splitting text into
// lines, cutting its first line or counting lines is not a filter.

// newlineRewrites are the rewrites that look at "\n" only: argument 0 is
// the text, argument 1 the old string.
var newlineRewrites = map[string]bool{
	"strings.Replace": true, "strings.ReplaceAll": true,
	"bytes.Replace": true, "bytes.ReplaceAll": true,
}

// newlineChecks are the tests for "\n" a refusal is made of.
var newlineChecks = map[string]bool{
	"strings.Contains": true, "strings.ContainsRune": true, "strings.ContainsAny": true,
	"strings.Index": true, "strings.IndexByte": true, "strings.IndexRune": true, "strings.IndexAny": true,
	"strings.LastIndex": true, "bytes.Contains": true, "bytes.ContainsRune": true, "bytes.IndexByte": true,
}

// NewlineOnly marks text that went through a newline-only rewrite.
const NewlineOnly Flags = 1 << 6

const scrubPkg = "github.com/agentvet/agentvet/scrub"

// newlineCheck is a refusal test on third-party text, reported if the
// same text reaches a prompt or a display in the family.
type newlineCheck struct {
	pos  token.Pos
	call string
	srcs []int32
}

// checkNewline notes a newline-only refusal test on third-party text, and
// marks what a newline-only rewrite returns.
func (f *fam) checkNewline(name string, args []ssa.Value, pos token.Pos, l labels) labels {
	if len(args) < 2 || !isNewline(args[1]) {
		return l
	}
	switch {
	case newlineRewrites[name]:
		// Third-party text gets the filter as a hop of its path; a
		// parameter's the flag alone (the caller reports the use).
		var out labels
		for _, e := range l {
			switch src := f.pkg.sources[e.src]; {
			case e.flags&Scrubbed != 0:
			case src.textual():
				e = elem{f.pkg.extend(e.src, Hop{Pos: pos, What: newlineHop + shortName(name)}), e.flags | NewlineOnly}
			case src.kind == srcParam:
				e.flags |= NewlineOnly
			}
			out, _ = union(out, labels{e})
		}
		return out
	case newlineChecks[name] && f.pkg.reporting:
		c := newlineCheck{pos: pos, call: shortName(name) + "(…, \"\\n\")"}
		for _, e := range f.deep(args[0]) {
			if f.pkg.sources[e.src].textual() && e.flags&Scrubbed == 0 {
				c.srcs = append(c.srcs, e.src)
			}
		}
		if len(c.srcs) > 0 {
			f.newlineChecks = append(f.newlineChecks, c)
		}
	}
	return l
}

const newlineHop = "newline-only filter "

// usedAsSanitized is called with the labels of text that reaches a prompt
// position or a display: a newline-only rewrite in its path, or a refusal
// test on the same text, is reported.
func (f *fam) usedAsSanitized(l labels, at token.Pos) {
	if !f.pkg.reporting {
		return
	}
	for _, e := range l {
		src := &f.pkg.sources[e.src]
		if !src.textual() || e.flags&Scrubbed != 0 {
			continue
		}
		if f.used == nil {
			f.used = map[int32]bool{}
		}
		f.used[e.src] = true
		if e.flags&NewlineOnly == 0 {
			continue
		}
		found := false
		for i := len(src.path) - 1; i >= 0; i-- {
			h := src.path[i]
			if !strings.HasPrefix(h.What, newlineHop) {
				continue
			}
			found = true
			call := strings.TrimPrefix(h.What, newlineHop) + "(…, \"\\n\", …)"
			if h.Pos.IsValid() {
				f.pkg.addNewline(h.Pos, call, src, true)
			} else {
				// The filter is in another package: report where its
				// result is used, naming it.
				f.pkg.addNewline(at, call+" at "+filepath.Base(h.Far.File)+":"+itoa(h.Far.Line), src, false)
			}
			break
		}
		if !found {
			// Filtered by a helper that took the text as a parameter:
			// report where the result is used, naming the helper.
			f.pkg.addNewline(at, "a rewrite"+via(src.path), src, false)
		}
	}
}

// reportChecks reports the refusal tests whose text was used as the
// sanitized value in the family (called once the family's findings are
// in).
func (f *fam) reportChecks() {
	for _, c := range f.newlineChecks {
		for _, id := range c.srcs {
			if f.used[id] {
				f.pkg.addNewline(c.pos, c.call, &f.pkg.sources[id], false)
				break
			}
		}
	}
}

// addNewline reports a newline-only filter at pos.
func (p *pkgState) addNewline(pos token.Pos, call string, src *source, rewrite bool) {
	fd := &Finding{
		Category: CatNewline,
		Pos:      pos,
		Producer: src.producer,
		Origin:   orUnknown(src.origin),
		Path:     src.path,
		Message: "newline-only filter on untrusted text: U+2028, U+2029, U+0085, CR, VT and FF pass " + call + " on " +
			src.producer + " (" + orUnknown(src.origin) + "), and the result is used as one line in a prompt or on a display; use scrub.Line (or scrub.Validate to refuse it whole)",
	}
	if rewrite && strings.Contains(call, "Replace") {
		fd.Fixes = p.scrubFix(pos)
	}
	p.addCheck(fd)
}

// thirdParty returns a concrete, unscrubbed source of v, if any.
func (f *fam) thirdParty(v ssa.Value) *source {
	for _, e := range f.deep(v) {
		src := &f.pkg.sources[e.src]
		if src.textual() && e.flags&Scrubbed == 0 {
			return src
		}
	}
	return nil
}

// unconvert strips conversions: []byte("\n"), a func converted to a named
// func type, a value boxed in an interface.
func unconvert(v ssa.Value) ssa.Value {
	for {
		switch x := v.(type) {
		case *ssa.ChangeType:
			v = x.X
		case *ssa.Convert:
			v = x.X
		case *ssa.MakeInterface:
			v = x.X
		default:
			return v
		}
	}
}

func isNewline(v ssa.Value) bool {
	c, ok := unconvert(v).(*ssa.Const)
	if !ok || c.Value == nil {
		return false
	}
	switch c.Value.Kind() {
	case constant.String:
		s := constant.StringVal(c.Value)
		return s == "\n" || s == "\r\n" || s == "\n\r"
	case constant.Int:
		n, ok := constant.Int64Val(c.Value)
		return ok && n == '\n'
	}
	return false
}

// checkPaintConcat reports an ANSI escape literal joined with third-party
// text that was not scrubbed first.
func (f *fam) checkPaintConcat(fn *ssa.Function, in *ssa.BinOp) {
	if !f.pkg.reporting {
		return
	}
	for _, pair := range [][2]ssa.Value{{in.X, in.Y}, {in.Y, in.X}} {
		if hasANSI(pair[0]) {
			if src := f.thirdParty(pair[1]); src != nil {
				f.pkg.addPaint(in.Pos(), src)
				return
			}
		}
	}
}

// checkPaintFormat reports fmt.Sprintf-style formatting with an ANSI escape
// in the format and unscrubbed third-party text among the arguments.
func (f *fam) checkPaintFormat(name string, args []ssa.Value, pos token.Pos) {
	if !f.pkg.reporting || !strings.HasPrefix(name, "fmt.") || !strings.HasSuffix(name, "f") || len(args) < 2 {
		return
	}
	fi := 0
	if strings.HasPrefix(name, "fmt.F") {
		fi = 1
	}
	if fi >= len(args) || !hasANSI(args[fi]) {
		return
	}
	for _, a := range args[fi+1:] {
		if src := f.thirdParty(a); src != nil {
			f.pkg.addPaint(pos, src)
			return
		}
	}
}

func hasANSI(v ssa.Value) bool {
	s := constString(v)
	return strings.Contains(s, "\x1b[") || strings.Contains(s, "\u009b")
}

func (p *pkgState) addPaint(pos token.Pos, src *source) {
	p.addCheck(&Finding{
		Category: CatPaint,
		Pos:      pos,
		Producer: src.producer,
		Origin:   orUnknown(src.origin),
		Path:     src.path,
		Message: "scrub, then paint: an ANSI colour is applied to " + src.producer + " (" + orUnknown(src.origin) +
			") before it was scrubbed, so its own escape bytes can choose a colour or move the cursor; pass it through scrub.Line first, or use scrub.Paint",
	})
}

func (p *pkgState) addCheck(fd *Finding) {
	posn := p.pass.Fset.Position(fd.Pos)
	key := findingKey{file: posn.Filename, line: posn.Line, cat: fd.Category}
	if p.findings[key] == nil {
		p.findings[key] = fd
	}
}

// scrubFix replaces the strings.Replace(All) call at pos with scrub.Line of
// its first argument, importing scrub if the file does not.
func (p *pkgState) scrubFix(pos token.Pos) []analysis.SuggestedFix {
	for _, file := range p.pass.Files {
		if file.FileStart > pos || pos > file.FileEnd {
			continue
		}
		path, _ := astutil.PathEnclosingInterval(file, pos, pos)
		for _, n := range path {
			call, ok := n.(*ast.CallExpr)
			if !ok || call.Lparen != pos || len(call.Args) < 1 {
				continue
			}
			arg := p.source(call.Args[0])
			edits := []analysis.TextEdit{{Pos: call.Pos(), End: call.End(), NewText: []byte("scrub.Line(" + arg + ")")}}
			if !imports(file, scrubPkg) {
				edits = append(edits, importEdit(file))
			}
			return []analysis.SuggestedFix{{Message: "replace the newline-only filter with scrub.Line", TextEdits: edits}}
		}
	}
	return nil
}

func (p *pkgState) source(e ast.Expr) string {
	start := p.pass.Fset.Position(e.Pos())
	end := p.pass.Fset.Position(e.End())
	tf := p.pass.Fset.File(e.Pos())
	if tf == nil {
		return ""
	}
	content, err := p.pass.ReadFile(tf.Name())
	if err != nil || end.Offset > len(content) {
		return ""
	}
	return string(content[start.Offset:end.Offset])
}

func imports(file *ast.File, path string) bool {
	for _, imp := range file.Imports {
		if imp.Path.Value == "\""+path+"\"" {
			return true
		}
	}
	return false
}

func importEdit(file *ast.File) analysis.TextEdit {
	for _, d := range file.Decls {
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.IMPORT && gd.Lparen.IsValid() {
			return analysis.TextEdit{Pos: gd.Lparen + 1, End: gd.Lparen + 1, NewText: []byte("\n\t\"" + scrubPkg + "\"")}
		}
	}
	return analysis.TextEdit{Pos: file.Name.End(), End: file.Name.End(), NewText: []byte("\n\nimport \"" + scrubPkg + "\"")}
}
