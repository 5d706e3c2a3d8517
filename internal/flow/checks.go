package flow

import (
	"go/ast"
	"go/constant"
	"go/token"
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

// newlineFilters are the calls that look at "\n" only. The argument at
// index 0 is the text, the one at index 1 the separator.
var newlineFilters = map[string]bool{
	"strings.Contains": true, "strings.ContainsRune": true, "strings.ContainsAny": true,
	"strings.Index": true, "strings.IndexByte": true, "strings.IndexRune": true, "strings.IndexAny": true,
	"strings.LastIndex": true, "strings.Split": true, "strings.SplitN": true, "strings.SplitAfter": true,
	"strings.Replace": true, "strings.ReplaceAll": true, "strings.Count": true, "strings.Cut": true,
	"bytes.Contains": true, "bytes.ContainsRune": true, "bytes.IndexByte": true, "bytes.Split": true,
	"bytes.ReplaceAll": true, "bytes.Count": true,
}

const scrubPkg = "github.com/agentvet/agentvet/scrub"

// checkNewline reports a newline-only filter applied to third-party text.
func (f *fam) checkNewline(name string, args []ssa.Value, pos token.Pos) {
	if !f.pkg.reporting || len(args) < 2 {
		return
	}
	if name == "(*bufio.Scanner).Split" {
		// A line scanner over third-party text splits on "\n" only.
		if fn, ok := unconvert(args[1]).(*ssa.Function); !ok || fn.String() != "bufio.ScanLines" {
			return
		}
	} else if !newlineFilters[name] || !isNewline(args[1]) {
		return
	}
	src := f.thirdParty(args[0])
	if src == nil {
		return
	}
	call := shortName(name) + "(…, \"\\n\")"
	if name == "(*bufio.Scanner).Split" {
		call = "bufio.ScanLines"
	}
	fd := &Finding{
		Category: CatNewline,
		Pos:      pos,
		Producer: src.producer,
		Origin:   orUnknown(src.origin),
		Path:     src.path,
		Message: "newline-only filter on untrusted text: U+2028, U+2029, U+0085, CR, VT and FF pass " + call + " on " +
			src.producer + " (" + orUnknown(src.origin) + "), so one message can still become two lines; use scrub.Line (or scrub.Validate to refuse it whole)",
	}
	if name == "strings.ReplaceAll" || name == "strings.Replace" {
		fd.Fixes = f.pkg.scrubFix(pos)
	}
	f.pkg.addCheck(fd)
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
