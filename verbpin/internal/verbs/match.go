package verbs

import (
	"path"
	"strings"

	"github.com/agentvet/agentvet/verbpin/internal/argv"
)

// State is the outcome of matching a vector that may hold parameter
// references.
type State uint8

// The states.
const (
	// No: the vector is not a forbidden verb, whatever the parameters are.
	No State = iota
	// Maybe: the answer depends on parameters (the vector is worth keeping
	// as a template).
	Maybe
	// Yes: the vector is a forbidden verb.
	Yes
)

// Pattern is a user-declared argv verb: argv[0]'s base name, then words
// that must follow it in order, adjacent.
type Pattern struct {
	Name string
	Argv []string
}

// Matcher matches argument vectors and shell lines against the table's
// classes and the user's patterns.
type Matcher struct {
	Patterns []Pattern
}

// maxDepth bounds the nesting of shells, wrappers and substitutions
// (sh -c "env sh -c '…'").
const maxDepth = 4

// Match reports whether l, an argument vector whose element 0 is the
// program, runs a forbidden verb, and names the verb ("tmux send-keys").
func (m *Matcher) Match(l argv.List) (string, State) { return m.match(l, 0) }

// Script reports whether the shell line e runs a forbidden verb. The line
// is split as a POSIX shell would (Commands); a line that is a parameter,
// or a template whose slots could make it one, is Maybe.
func (m *Matcher) Script(e argv.Elem) (string, State) { return m.script(e, 0) }

func (m *Matcher) script(e argv.Elem, depth int) (string, State) {
	switch {
	case e.Kind == argv.Param:
		return "", Maybe
	case e.Kind != argv.Const && e.Kind != argv.Template, depth >= maxDepth:
		return "", No
	}
	st := No
	for _, cmd := range Commands(e.S) {
		v, s := m.match(cmd, depth+1)
		if s == Yes {
			return v, Yes
		}
		st = max(st, s)
	}
	return "", st
}

func (m *Matcher) match(l argv.List, depth int) (string, State) {
	a0 := l.At(0)
	if !a0.Known() {
		if a0.IsParam() {
			return "", Maybe
		}
		return "", No
	}
	prog := strings.TrimSuffix(path.Base(a0.S), ".exe")
	args := l.Drop(1)
	st := No
	if args.HasParam() {
		st = Maybe
	}
	for _, p := range m.Patterns {
		if len(p.Argv) > 0 && p.Argv[0] == prog {
			if contains(args, p.Argv[1:]) {
				return p.Name, Yes
			}
			return "", st
		}
	}
	if c := classOf(prog); c != nil {
		return c.match(prog, args, st)
	}
	if depth >= maxDepth {
		return "", No
	}
	if isShell(prog) {
		return m.shell(args, st, depth)
	}
	if lookup(prog, args) {
		return "", No
	}
	if w := wrapperOf(prog); w != nil {
		if w.Eval {
			return m.script(joined(args), depth)
		}
		return m.match(w.command(args), depth+1)
	}
	return "", No
}

// classOf returns the argv class that prog belongs to, or nil.
func classOf(prog string) *Class {
	for i := range Classes {
		c := &Classes[i]
		for _, p := range c.Programs {
			if p == prog {
				return c
			}
		}
	}
	return nil
}

// match decides a run of prog (one of c.Programs) with args.
func (c *Class) match(prog string, args argv.List, st State) (string, State) {
	switch c.Match {
	case Program:
		return prog, Yes
	case Command:
		return c.command(prog, args)
	case FlagWord:
		for i := 0; i <= 256; i++ {
			e := args.At(i)
			if e.Kind == argv.UnknownRest || e.Kind == argv.Unknown && i >= len(args) {
				return "", st
			}
			if e.Known() && e.S == c.Flag {
				if n := args.At(i + 1); n.Known() && c.isWord(firstWord(n.S)) {
					return c.Name, Yes
				}
			}
		}
	case AnyWord:
		for _, e := range args {
			if e.Known() && c.isWord(e.S) {
				return prog + " " + e.S, Yes
			}
		}
	case ScriptText:
		for _, e := range args {
			if (e.Kind == argv.Const || e.Kind == argv.Template) && c.inText(argv.WithHoles(e.S)) {
				return c.Name, Yes
			}
		}
	}
	return "", st
}

// command finds the command words of a Command class: after the global
// options, and after every ";" word. A parameter in a command position
// makes the answer depend on it; a parameter among a command's arguments
// does not.
func (c *Class) command(prog string, args argv.List) (string, State) {
	atCommand := true
	for i := 0; i < 256; i++ {
		e := args.At(i)
		if e.Kind == argv.UnknownRest || e.Kind == argv.Unknown && i >= len(args) {
			break
		}
		if !e.Known() {
			if atCommand && e.IsParam() {
				return "", Maybe
			}
			atCommand = false
			continue
		}
		switch {
		case atCommand && strings.HasPrefix(e.S, "-") && len(e.S) > 1 && i < 16:
			if strings.ContainsRune(c.ValueFlags, rune(e.S[len(e.S)-1])) {
				i++
			}
		case atCommand:
			if c.isWord(e.S) {
				return prog + " " + e.S, Yes
			}
			atCommand = false
		case e.S == ";" || e.S == `\;` || strings.HasSuffix(e.S, ";"):
			atCommand = true
		}
	}
	return "", No
}

func (c *Class) isWord(s string) bool {
	for _, w := range c.Words {
		if w == s {
			return true
		}
	}
	return false
}

// inText reports whether s holds one of the class's words, in any case.
func (c *Class) inText(s string) bool {
	s = strings.ToLower(s)
	for _, w := range c.Words {
		if strings.Contains(s, strings.ToLower(w)) {
			return true
		}
	}
	return false
}

func isShell(prog string) bool {
	for _, s := range Shells {
		if s == prog {
			return true
		}
	}
	return false
}

// shell finds the -c script of a shell invocation and matches every
// command in it.
func (m *Matcher) shell(args argv.List, st State, depth int) (string, State) {
	for i := 0; i < 16; i++ {
		e := args.At(i)
		if !e.Known() {
			return "", st
		}
		if !strings.HasPrefix(e.S, "-") {
			return "", No // a script file: not followed
		}
		if strings.HasPrefix(e.S, "--") || !strings.ContainsRune(e.S, 'c') {
			continue
		}
		return m.script(args.At(i+1), depth)
	}
	return "", No
}

// contains reports whether words appear adjacent, in order, among l's known
// elements.
func contains(l argv.List, words []string) bool {
	if len(words) == 0 {
		return true
	}
	for i := range l {
		ok := true
		for j, w := range words {
			e := l.At(i + j)
			if !e.Known() || e.S != w {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

func firstWord(s string) string {
	if f := strings.Fields(s); len(f) > 0 {
		return f[0]
	}
	return ""
}
