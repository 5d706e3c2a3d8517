package verbpin

import (
	"go/constant"
	"go/types"
	"path"
	"strings"

	"github.com/agentvet/agentvet/internal/policy"
	"github.com/agentvet/agentvet/verbpin/internal/argv"
	"github.com/agentvet/agentvet/verbpin/internal/verbs"
)

// cmdStruct is the full name of the exec.Cmd struct, whose Path and Args
// fields are an argument vector when set in a literal or assigned.
const cmdStruct = "os/exec.Cmd"

// prim is a row of the verb table as the solver uses it: a call whose
// arguments can make it a forbidden verb (or, for the pty source and
// pass-through rows, a call the master resolver follows).
type prim struct {
	kind verbs.RowKind
	// args maps the call's parameters to the deciding vector.
	args argv.List
	// prefix is rendered before the vector in a message ("ctx, ").
	prefix     string
	goTemplate bool
	result     int
	method     bool
}

// site reports whether a call of the primitive can itself be a verb.
func (pr prim) site() bool {
	switch pr.kind {
	case verbs.PtySource, verbs.PtyPass:
		return false
	}
	return pr.args != nil || pr.kind == verbs.Start
}

func (pr prim) pty() bool {
	return pr.kind == verbs.PtySource || pr.kind == verbs.PtyPass || pr.kind == verbs.PtyWriteCall
}

// builtin indexes the table's rows by function name.
var builtin = func() map[string]prim {
	m := make(map[string]prim, len(verbs.Rows)+1)
	for _, r := range verbs.Rows {
		m[r.Func] = prim{kind: r.Kind, args: r.Args, prefix: r.Prefix, goTemplate: r.GoTemplate, result: r.Result, method: strings.HasPrefix(r.Func, "(")}
	}
	m[cmdStruct] = prim{kind: verbs.Start}
	return m
}()

// builtinPrim is a built-in row by name, whatever the package.
func builtinPrim(name string) (prim, bool) {
	pr, ok := builtin[name]
	return pr, ok
}

// decider decides whether a resolved vector is a verb. One is built per
// pass; it is read-only afterwards.
type decider struct {
	matcher  verbs.Matcher
	tiocsti  map[string]bool
	sysIoctl map[string]bool
	funcs    map[string]string // config-declared verb functions → name
	shells   map[string]prim   // config-declared shell helpers
	// pty: the package deals in pseudo-terminal masters, so the pty rows
	// are in force (see prefilter.go).
	pty bool
}

func newDecider(pkg *types.Package, cfg policy.VerbPin, pty bool) *decider {
	patterns, funcs := configVerbs(cfg.Verbs)
	d := &decider{
		matcher: verbs.Matcher{Patterns: patterns},
		// TIOCSTI on linux (most architectures), linux/mips, and the BSDs
		// and darwin; SYS_IOCTL on linux/amd64, linux/arm64, and
		// linux/386, linux/arm and darwin. A package that imports syscall
		// or x/sys/unix adds its own platform's values below, so a helper
		// compiled for another platform is still recognised.
		tiocsti:  map[string]bool{"21522": true, "21618": true, "2147578994": true},
		sysIoctl: map[string]bool{"16": true, "29": true, "54": true},
		funcs:    funcs,
		shells:   shellPrims(cfg.Shells),
		pty:      pty,
	}
	for _, imp := range pkg.Imports() {
		if imp.Path() != "syscall" && imp.Path() != "golang.org/x/sys/unix" {
			continue
		}
		if c, ok := imp.Scope().Lookup("TIOCSTI").(*types.Const); ok {
			d.tiocsti[c.Val().ExactString()] = true
		}
		if c, ok := imp.Scope().Lookup("SYS_IOCTL").(*types.Const); ok && c.Val().Kind() == constant.Int {
			d.sysIoctl[c.Val().ExactString()] = true
		}
	}
	return d
}

// configVerbs splits the user's verbs into argv patterns and functions.
func configVerbs(vs []policy.Verb) ([]verbs.Pattern, map[string]string) {
	var patterns []verbs.Pattern
	funcs := map[string]string{}
	for _, v := range vs {
		name := v.Name
		switch {
		case v.Func != "":
			if name == "" {
				name = v.Func
			}
			funcs[v.Func] = name
		case len(v.Argv) > 0:
			if name == "" {
				name = strings.Join(v.Argv, " ")
			}
			patterns = append(patterns, verbs.Pattern{Name: name, Argv: v.Argv})
		}
	}
	return patterns, funcs
}

// shellPrims are the user's shell-running helpers as rows: the line is
// argument Arg, after the receiver for a method.
func shellPrims(shells []policy.ShellFunc) map[string]prim {
	m := map[string]prim{}
	for _, sh := range shells {
		i := sh.Arg
		method := strings.HasPrefix(sh.Func, "(")
		if method {
			i++
		}
		m[sh.Func] = prim{kind: verbs.Shell, args: argv.List{verbs.P(i)}, method: method}
	}
	return m
}

// prim returns the row named by a function's full name. The pty rows are
// in force only in a package that deals in pty masters: elsewhere a write
// is a write, and following every io.Writer would summarise half of any
// program.
func (d *decider) prim(name string) (prim, bool) {
	if pr, ok := builtin[name]; ok {
		if pr.pty() && !d.pty {
			return prim{}, false
		}
		return pr, true
	}
	pr, ok := d.shells[name]
	return pr, ok
}

// match decides whether a primitive called with vector l is a verb.
func (d *decider) match(pr prim, l argv.List) (string, verbs.State) {
	switch pr.kind {
	case verbs.Start:
		return d.matcher.Match(l)
	case verbs.Shell:
		line := l.At(0)
		if pr.goTemplate {
			line = withoutActions(line)
		}
		return d.matcher.Script(line)
	case verbs.IoctlCall:
		return oneOf(l.At(0), d.tiocsti, "TIOCSTI ioctl")
	case verbs.SyscallCall:
		_, st := oneOf(l.At(0), d.sysIoctl, "")
		if st == verbs.No {
			return "", verbs.No
		}
		name, st2 := oneOf(l.At(1), d.tiocsti, "TIOCSTI ioctl")
		return name, min(st, st2)
	case verbs.OpenCall:
		e := l.At(0)
		if e.IsParam() {
			return "", verbs.Maybe
		}
		if e.Known() && openClass(path.Clean(e.S), verbs.OpenPath) {
			return "open " + path.Clean(e.S), verbs.Yes
		}
	case verbs.PtyWriteCall:
		e := l.At(0)
		switch {
		case e == masterMark:
			return ptyClass().Name, verbs.Yes
		case e.IsParam():
			return "", verbs.Maybe
		}
	}
	return "", verbs.No
}

// openClass reports whether opening p is in the words of the class that
// matches by m (the uinput devices; /dev/ptmx for the pty class).
func openClass(p string, m verbs.Match) bool {
	for _, c := range verbs.Classes {
		if c.Match != m {
			continue
		}
		for _, w := range c.Words {
			if w == p {
				return true
			}
		}
	}
	return false
}

// ptyClass is the table's pty class.
func ptyClass() *verbs.Class {
	for i := range verbs.Classes {
		if verbs.Classes[i].Match == verbs.PtyWrite {
			return &verbs.Classes[i]
		}
	}
	panic("verbpin: the verb table has no pty class")
}

// withoutActions makes a text/template's actions ({{.}}) unknown text.
func withoutActions(e argv.Elem) argv.Elem {
	if e.Kind != argv.Const && e.Kind != argv.Template {
		return e
	}
	var b strings.Builder
	s := e.S
	for {
		i := strings.Index(s, "{{")
		if i < 0 {
			b.WriteString(s)
			break
		}
		b.WriteString(s[:i])
		b.WriteString(argv.Hole)
		j := strings.Index(s[i:], "}}")
		if j < 0 {
			break
		}
		s = s[i+j+2:]
	}
	return argv.Str(b.String())
}

func oneOf(e argv.Elem, set map[string]bool, name string) (string, verbs.State) {
	switch {
	case e.IsParam():
		return "", verbs.Maybe
	case e.Known() && set[e.S]:
		return name, verbs.Yes
	}
	return "", verbs.No
}

// render is the call a message shows for a primitive resolved to l as
// verb: the vector up to the word that makes it the verb, at least three
// elements.
func render(name string, pr prim, l argv.List, verb string) string {
	short := shortPrim(name)
	if pr.goTemplate {
		l = argv.List{withoutActions(l.At(0))}
	}
	n := 3
	for i, e := range l {
		if i > 0 && e.Known() && strings.HasSuffix(verb, " "+e.S) {
			n = max(n, i+1)
			break
		}
	}
	switch {
	case name == cmdStruct:
		return short + "{Args: []string{" + argv.Render(l, n) + "}}"
	case pr.kind == verbs.IoctlCall:
		return short + "(…, TIOCSTI, …)"
	case pr.kind == verbs.SyscallCall:
		return short + "(SYS_IOCTL, …, TIOCSTI, …)"
	case pr.kind == verbs.OpenCall:
		return short + "(" + argv.Render(l, 1) + ", …)"
	case pr.kind == verbs.Shell:
		return short + "(" + argv.Render(l, 1) + ")"
	case pr.kind == verbs.PtyWriteCall && pr.method:
		return short + "(…) on the pty master"
	case pr.kind == verbs.PtyWriteCall:
		return short + "(pty master, …)"
	}
	return short + "(" + pr.prefix + argv.Render(l, n) + ")"
}

// shortPrim is a function's full name with only the last element of its
// package's path: "os/exec.Command" → "exec.Command",
// "(*github.com/bitfield/script.Pipe).Exec" → "(*script.Pipe).Exec".
func shortPrim(name string) string {
	if recv, rest, ok := strings.Cut(name, ")"); ok && strings.HasPrefix(name, "(") {
		star := ""
		recv = strings.TrimPrefix(recv, "(")
		if strings.HasPrefix(recv, "*") {
			star, recv = "*", recv[1:]
		}
		return "(" + star + recv[strings.LastIndexByte(recv, '/')+1:] + ")" + rest
	}
	return name[strings.LastIndexByte(name, '/')+1:]
}
