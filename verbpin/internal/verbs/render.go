package verbs

import (
	"strings"
)

// The verb table as people read it: GoDoc is the list in verbpin's package
// doc (and so in its Analyzer's Doc), Markdown the table in the README.
// Both are generated from the table; TestDocTable fails when the copies
// in doc.go and README.md differ from them (go generate ./verbpin
// rewrites them).

// GoDoc renders the table as the lines of a Go doc comment, "//" included.
func GoDoc() string {
	var b strings.Builder
	for _, c := range Classes {
		item := c.Name + ": " + c.Catches + rowsOf(c, plain) + ". Cannot see: " + c.Misses + "."
		wrap(&b, "//   - ", "//     ", item)
	}
	b.WriteString("//\n")
	for i, p := range carriers(plain) {
		if i > 0 {
			b.WriteString("//\n")
		}
		wrap(&b, "// ", "// ", p)
	}
	return b.String()
}

// Markdown renders the table for the README.
func Markdown() string {
	var b strings.Builder
	b.WriteString("| verb | catches | cannot see |\n| --- | --- | --- |\n")
	for _, c := range Classes {
		b.WriteString("| " + code(c.Name) + " | " + c.Catches + rowsOf(c, code) + " | " + c.Misses + " |\n")
	}
	b.WriteString("\n")
	for _, p := range carriers(code) {
		b.WriteString(p + "\n\n")
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// plain and code format a name in the doc comment and in Markdown.
func plain(s string) string { return s }

func code(s string) string { return "`" + s + "`" }

// rowsOf lists the calls a class decides on, from Rows.
func rowsOf(c Class, f func(string) string) string {
	switch c.Match {
	case Ioctl:
		return " (" + list(f, names(IoctlCall, SyscallCall)) + ")"
	case OpenPath:
		return " (" + list(f, c.Words) + ", opened with " + list(f, names(OpenCall)) + ")"
	case PtyWrite:
		return ". Sources: " + list(f, names(PtySource)) + ", and an open of " + list(f, c.Words) +
			". Writers over a master: " + list(f, names(PtyPass)) +
			". Writes: " + list(f, names(PtyWriteCall))
	}
	if len(c.Programs) > 1 {
		return " (" + list(f, c.Programs) + ")"
	}
	return ""
}

// carriers are the paragraphs on how a program is run.
func carriers(f func(string) string) []string {
	var shells []string
	for _, s := range Shells {
		shells = append(shells, s+" -c")
	}
	var wrappers, lookups []string
	for _, w := range Wrappers {
		if !w.Eval {
			wrappers = append(wrappers, w.Name)
		}
	}
	for _, l := range Lookups {
		name := l.Name
		if len(l.Opts) > 0 {
			name += " " + strings.Join(l.Opts, "/")
		}
		lookups = append(lookups, name)
	}
	return []string{
		"A program is run by an argument vector (" + list(f, names(Start)) + ", and an " + f("exec.Cmd") + " with Path or Args), " +
			"by path (" + f("/usr/bin/tmux") + "), behind a wrapper (" + list(f, wrappers) + "), " +
			"or in a shell line, split as a POSIX shell would split it: " + list(f, shells) + ", " + f("eval") + ", " +
			"the shell-running helpers " + list(f, names(Shell)) + ", and the configuration's " + f("verbpin.shells") + ".",
		"Not a run: the lookups " + list(f, lookups) + " only name a program; a verb name inside a quoted argument, " +
			"a comment or a here-document is data.",
	}
}

// names are the short names of the rows of the given kinds, in table
// order.
func names(kinds ...RowKind) []string {
	var out []string
	for _, r := range Rows {
		for _, k := range kinds {
			if r.Kind == k {
				out = append(out, short(r.Func))
			}
		}
	}
	return out
}

// short is a function's full name with only the last element of its
// package path: "(*github.com/bitfield/script.Pipe).Exec" →
// "(*script.Pipe).Exec".
func short(name string) string {
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

// list formats each of xs with f and joins them.
func list(f func(string) string, xs []string) string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = f(x)
	}
	return strings.Join(out, ", ")
}

// wrap writes text as lines of at most 76 columns, the first with first
// before it and the rest with rest.
func wrap(b *strings.Builder, first, rest, text string) {
	line := first
	fresh := true
	for _, w := range strings.Fields(text) {
		if !fresh && len(line)+1+len(w) > 76 {
			b.WriteString(line + "\n")
			line, fresh = rest, true
		}
		if !fresh {
			line += " "
		}
		line += w
		fresh = false
	}
	b.WriteString(line + "\n")
}
