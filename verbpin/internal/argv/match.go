package argv

import (
	"path"
	"strings"
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

// Matcher matches argument vectors against the built-in verbs and the
// user's patterns.
type Matcher struct {
	Patterns []Pattern
}

// maxShellDepth bounds sh -c "sh -c '…'" nesting.
const maxShellDepth = 4

// Match reports whether l, an argument vector whose element 0 is the
// program, runs a forbidden verb, and names the verb ("tmux send-keys").
func (m *Matcher) Match(l List) (string, State) { return m.match(l, 0) }

func (m *Matcher) match(l List, depth int) (string, State) {
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
	switch prog {
	case "tmux", "tmate":
		return tmux(prog, args)
	case "screen":
		for i := 0; ; i++ {
			e := args.At(i)
			if e.Kind == Unknown && i >= len(args) {
				return "", st
			}
			if e.Known() && e.S == "-X" {
				if n := args.At(i + 1); n.Known() && firstWord(n.S) == "stuff" {
					return "screen -X stuff", Yes
				}
			}
			if e.Kind == UnknownRest || i > 256 {
				return "", st
			}
		}
	case "xdotool":
		for _, e := range args {
			if e.Known() {
				switch e.S {
				case "type", "key", "keydown", "keyup":
					return "xdotool " + e.S, Yes
				}
			}
		}
		return "", st
	case "ydotool", "wtype", "dotool":
		return prog, Yes
	case "osascript":
		for _, e := range args {
			if e.Kind == Const && appleKeystroke(e.S) {
				return "osascript keystroke", Yes
			}
		}
		return "", st
	case "sh", "bash", "zsh", "dash", "ksh", "ash", "fish", "busybox":
		if prog == "busybox" {
			return m.match(args, depth)
		}
		return m.shell(args, st, depth)
	case "env", "sudo", "doas", "nohup", "setsid", "exec", "command", "nice", "stdbuf", "timeout", "xargs":
		return m.match(skipWrapper(prog, args), depth)
	}
	return "", No
}

// tmuxValueFlags are tmux's global flags that take a value.
const tmuxValueFlags = "cfLST"

func tmux(prog string, args List) (string, State) {
	// Global flags, then a command; further commands follow ";" words. A
	// parameter in a command position makes the answer depend on it; a
	// parameter among a command's arguments does not.
	atCommand := true
	for i := 0; i < 256; i++ {
		e := args.At(i)
		if e.Kind == UnknownRest || e.Kind == Unknown && i >= len(args) {
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
			if strings.ContainsRune(tmuxValueFlags, rune(e.S[len(e.S)-1])) {
				i++
			}
		case atCommand:
			if tmuxVerb(e.S) {
				return prog + " " + e.S, Yes
			}
			atCommand = false
		case e.S == ";" || e.S == `\;` || strings.HasSuffix(e.S, ";"):
			atCommand = true
		}
	}
	return "", No
}

func tmuxVerb(s string) bool {
	switch s {
	case "send-keys", "send", "paste-buffer", "pasteb", "load-buffer", "loadb":
		return true
	}
	return false
}

func appleKeystroke(s string) bool {
	s = strings.ToLower(s)
	return strings.Contains(s, "keystroke") || strings.Contains(s, "key code")
}

// shell finds the -c script of a shell invocation and matches every
// command in it.
func (m *Matcher) shell(args List, st State, depth int) (string, State) {
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
		script := args.At(i + 1)
		switch {
		case script.IsParam():
			return "", Maybe
		case script.Kind != Const || depth >= maxShellDepth:
			return "", No
		}
		maybe := No
		for _, cmd := range shellCommands(script.S) {
			v, s := m.match(cmd, depth+1)
			if s == Yes {
				return v, Yes
			}
			if s == Maybe {
				maybe = Maybe
			}
		}
		return "", maybe
	}
	return "", No
}

// skipWrapper drops the options (and, for env, the assignments; for
// timeout, the duration) of a program that runs another program.
func skipWrapper(prog string, args List) List {
	i := 0
	for ; i < 32; i++ {
		e := args.At(i)
		if !e.Known() {
			break
		}
		if strings.HasPrefix(e.S, "-") {
			if prog == "sudo" && (e.S == "-u" || e.S == "-g") || prog == "nice" && e.S == "-n" {
				i++
			}
			continue
		}
		if prog == "env" && strings.Contains(e.S, "=") {
			continue
		}
		break
	}
	if prog == "timeout" {
		i++
	}
	return args.Drop(i)
}

// shellCommands splits a shell script into simple commands and each into
// words. It understands quotes, the command separators and substitutions
// well enough to find a verb; it is not a shell parser.
func shellCommands(script string) []List {
	var cmds []List
	var cur List
	var word strings.Builder
	inWord := false
	flushWord := func() {
		if !inWord {
			return
		}
		w := word.String()
		if strings.Contains(w, Hole) {
			cur = append(cur, Elem{Kind: Unknown})
		} else {
			cur = append(cur, C(w))
		}
		word.Reset()
		inWord = false
	}
	flushCmd := func() {
		flushWord()
		if len(cur) > 0 {
			cmds = append(cmds, cur)
		}
		cur = nil
	}
	for i := 0; i < len(script); i++ {
		ch := script[i]
		switch ch {
		case '\'', '"':
			j := strings.IndexByte(script[i+1:], ch)
			if j < 0 {
				j = len(script) - i - 1
			}
			word.WriteString(script[i+1 : i+1+j])
			inWord = true
			i += j + 1
		case '\\':
			if i+1 < len(script) {
				word.WriteByte(script[i+1])
				inWord = true
				i++
			}
		case ' ', '\t':
			flushWord()
		case ';', '&', '|', '\n', '(', ')', '`', '{', '}':
			flushCmd()
		case '$':
			if i+1 < len(script) && script[i+1] == '(' {
				flushCmd()
				i++
				continue
			}
			word.WriteByte(ch)
			inWord = true
		default:
			word.WriteByte(ch)
			inWord = true
		}
	}
	flushCmd()
	return cmds
}

// contains reports whether words appear adjacent, in order, among l's known
// elements.
func contains(l List, words []string) bool {
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
