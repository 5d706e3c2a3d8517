package verbs

import (
	"strings"

	"github.com/agentvet/agentvet/verbpin/internal/argv"
)

func wrapperOf(prog string) *Wrapper {
	for i := range Wrappers {
		if Wrappers[i].Name == prog {
			return &Wrappers[i]
		}
	}
	return nil
}

// command drops the wrapper's own options, assignments and operands from
// its arguments, leaving the command it runs.
func (w *Wrapper) command(args argv.List) argv.List {
	i := 0
	for ; i < 32; i++ {
		e := args.At(i)
		if !e.Known() {
			break
		}
		if e.S == "--" {
			i++
			break
		}
		if strings.HasPrefix(e.S, "-") && len(e.S) > 1 {
			if w.takesValue(e.S) {
				i++
			}
			continue
		}
		if w.Assignments && isAssignment(e.S) {
			continue
		}
		break
	}
	return args.Drop(i + w.Operands)
}

// takesValue reports whether option opt is one of the wrapper's options
// that take the next word as their value (not when the value is attached:
// -uroot, --user=root).
func (w *Wrapper) takesValue(opt string) bool {
	for _, v := range w.ValueOpts {
		if v == opt {
			return true
		}
	}
	return false
}

// isAssignment reports whether s is NAME=value with NAME a shell name.
func isAssignment(s string) bool {
	name, _, ok := strings.Cut(s, "=")
	if !ok || name == "" {
		return false
	}
	for i, c := range name {
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// lookup reports whether prog with args only names a command: which X,
// type X, hash X, command -v X.
func lookup(prog string, args argv.List) bool {
	for _, l := range Lookups {
		if l.Name != prog {
			continue
		}
		if len(l.Opts) == 0 {
			return true
		}
		for i := 0; i < 8; i++ {
			e := args.At(i)
			if !e.Known() || !strings.HasPrefix(e.S, "-") || e.S == "--" {
				return false
			}
			for _, o := range l.Opts {
				// command -v, and combined flags such as -pv.
				if e.S == o || len(o) == 2 && !strings.HasPrefix(e.S, "--") && strings.ContainsRune(e.S[1:], rune(o[1])) {
					return true
				}
			}
		}
		return false
	}
	return false
}

// joined is eval's arguments joined with spaces: the line it runs.
func joined(args argv.List) argv.Elem {
	n, exact := args.Len()
	if !exact {
		return argv.Elem{Kind: argv.Unknown}
	}
	parts := make([]string, n)
	for i := range n {
		parts[i] = argv.Text(args[i])
	}
	return argv.Str(strings.Join(parts, " "))
}
