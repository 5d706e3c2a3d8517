package verbpin

import (
	"go/constant"
	"go/types"
	"path"
	"strings"

	"github.com/agentvet/agentvet/verbpin/internal/argv"
)

// primKind says how a primitive's arguments decide whether a call is a verb.
type primKind uint8

const (
	// argvPrim starts a process; Args is its argument vector.
	argvPrim primKind = iota + 1
	// ioctlPrim is an ioctl; Args[0] is the request.
	ioctlPrim
	// syscallPrim is a raw system call; Args are the trap and the ioctl
	// request (the second argument after the trap).
	syscallPrim
	// openPrim opens a file; Args[0] is its path.
	openPrim
)

// cmdStruct is the full name of the exec.Cmd struct, whose Path and Args
// fields are an argument vector when set in a literal or assigned.
const cmdStruct = "os/exec.Cmd"

// prim describes a verb primitive: a call whose arguments can make it a
// forbidden verb.
type prim struct {
	kind primKind
	// args maps the primitive's parameters to the deciding vector.
	args argv.List
	// prefix is rendered before the vector in a message ("ctx, ").
	prefix string
}

func p(i int) argv.Elem { return argv.Elem{Kind: argv.Param, P: i, Index: -1} }

func rest(i, from int) argv.Elem { return argv.Elem{Kind: argv.Rest, P: i, Index: from} }

// primFor returns the primitive named by a function's full name.
func primFor(name string) (prim, bool) {
	switch name {
	case "os/exec.Command", "golang.org/x/sys/execabs.Command":
		return prim{kind: argvPrim, args: argv.List{p(0), rest(1, 0)}}, true
	case "os/exec.CommandContext", "golang.org/x/sys/execabs.CommandContext":
		return prim{kind: argvPrim, args: argv.List{p(1), rest(2, 0)}, prefix: "ctx, "}, true
	case "os.StartProcess", "syscall.Exec", "syscall.ForkExec", "syscall.StartProcess",
		"golang.org/x/sys/unix.Exec":
		// argv0 is what runs; argv[0] is only its display name.
		return prim{kind: argvPrim, args: argv.List{p(0), rest(1, 1)}}, true
	case "golang.org/x/sys/unix.IoctlSetPointerInt", "golang.org/x/sys/unix.IoctlSetInt",
		"golang.org/x/sys/unix.IoctlSetString", "golang.org/x/sys/unix.IoctlSetTermios":
		return prim{kind: ioctlPrim, args: argv.List{p(1)}}, true
	case "syscall.Syscall", "syscall.Syscall6", "syscall.RawSyscall", "syscall.RawSyscall6",
		"golang.org/x/sys/unix.Syscall", "golang.org/x/sys/unix.Syscall6",
		"golang.org/x/sys/unix.RawSyscall", "golang.org/x/sys/unix.RawSyscall6",
		"golang.org/x/sys/unix.RawSyscallNoError", "golang.org/x/sys/unix.SyscallNoError":
		return prim{kind: syscallPrim, args: argv.List{p(0), p(2)}}, true
	case "os.Open", "os.OpenFile", "os.Create", "os.WriteFile", "syscall.Open", "golang.org/x/sys/unix.Open":
		return prim{kind: openPrim, args: argv.List{p(0)}}, true
	case "golang.org/x/sys/unix.Openat":
		return prim{kind: openPrim, args: argv.List{p(1)}}, true
	case cmdStruct:
		// Not a function: the vector comes from the literal's fields.
		return prim{kind: argvPrim}, true
	}
	return prim{}, false
}

// verbs decides whether a resolved vector is a verb. One is built per
// pass; it is read-only afterwards.
type verbs struct {
	matcher  argv.Matcher
	tiocsti  map[string]bool
	sysIoctl map[string]bool
	funcs    map[string]string // config-declared verb functions → name
}

func newVerbs(pkg *types.Package, patterns []argv.Pattern, funcs map[string]string) *verbs {
	v := &verbs{
		matcher: argv.Matcher{Patterns: patterns},
		// TIOCSTI on linux (most architectures), linux/mips, and the BSDs
		// and darwin; SYS_IOCTL on linux/amd64, linux/arm64, and
		// linux/386, linux/arm and darwin. A package that imports syscall
		// or x/sys/unix adds its own platform's values below, so a helper
		// compiled for another platform is still recognised.
		tiocsti:  map[string]bool{"21522": true, "21618": true, "2147578994": true},
		sysIoctl: map[string]bool{"16": true, "29": true, "54": true},
		funcs:    funcs,
	}
	for _, imp := range pkg.Imports() {
		if imp.Path() != "syscall" && imp.Path() != "golang.org/x/sys/unix" {
			continue
		}
		if c, ok := imp.Scope().Lookup("TIOCSTI").(*types.Const); ok {
			v.tiocsti[c.Val().ExactString()] = true
		}
		if c, ok := imp.Scope().Lookup("SYS_IOCTL").(*types.Const); ok && c.Val().Kind() == constant.Int {
			v.sysIoctl[c.Val().ExactString()] = true
		}
	}
	return v
}

// match decides whether a primitive called with vector l is a verb.
func (v *verbs) match(pr prim, l argv.List) (string, argv.State) {
	switch pr.kind {
	case argvPrim:
		return v.matcher.Match(l)
	case ioctlPrim:
		return oneOf(l.At(0), v.tiocsti, "TIOCSTI ioctl")
	case syscallPrim:
		_, st := oneOf(l.At(0), v.sysIoctl, "")
		if st == argv.No {
			return "", argv.No
		}
		name, st2 := oneOf(l.At(1), v.tiocsti, "TIOCSTI ioctl")
		return name, min(st, st2)
	case openPrim:
		e := l.At(0)
		if e.IsParam() {
			return "", argv.Maybe
		}
		if e.Known() {
			switch path.Clean(e.S) {
			case "/dev/uinput", "/dev/input/uinput":
				return "open /dev/uinput", argv.Yes
			}
		}
	}
	return "", argv.No
}

func oneOf(e argv.Elem, set map[string]bool, name string) (string, argv.State) {
	switch {
	case e.IsParam():
		return "", argv.Maybe
	case e.Known() && set[e.S]:
		return name, argv.Yes
	}
	return "", argv.No
}

// render is the call a message shows for a primitive resolved to l as
// verb: the vector up to the word that makes it the verb, at least three
// elements.
func render(name string, pr prim, l argv.List, verb string) string {
	short := shortPrim(name)
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
	case pr.kind == ioctlPrim:
		return short + "(…, TIOCSTI, …)"
	case pr.kind == syscallPrim:
		return short + "(SYS_IOCTL, …, TIOCSTI, …)"
	case pr.kind == openPrim:
		return short + "(" + argv.Render(l, 1) + ", …)"
	}
	return short + "(" + pr.prefix + argv.Render(l, n) + ")"
}

// shortPrim is a primitive's name with its package's last path element:
// "os/exec.Command" → "exec.Command".
func shortPrim(name string) string {
	slash := strings.LastIndexByte(name, '/')
	return name[slash+1:]
}
