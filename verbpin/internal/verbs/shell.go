package verbs

import (
	"strings"
	"unicode/utf8"

	"github.com/agentvet/agentvet/verbpin/internal/argv"
)

// Commands splits a shell line into the simple commands a POSIX shell
// would run, each a list of words (argv.Word: a word holding unknown text
// is an unknown element, a word that is a parameter slot is that
// parameter). It is the one splitter of verbpin: for sh -c, for the
// shell-running helpers of the table and of the configuration, and for
// eval.
//
// It follows quoting (single, double, backslash, $'…'), the control
// operators (; & && || | |& ;; newline and parentheses), reserved words
// (if, then, do, {, !, … are not commands; the header of for, select and
// case is not one either), leading assignments (FOO=1 cmd runs cmd),
// redirections with their targets and here-document bodies (data, not
// commands), comments, and command and process substitutions ($(…), `…`,
// <(…), >(…)), whose commands are run and whose output is unknown text in
// the word that holds it. Parameter expansions ($x, ${x}) and arithmetic
// ($((…))) are unknown text. It does not expand aliases or functions,
// and it does not read the files a line sources.
func Commands(line string) []argv.List {
	l := &lexer{s: line, qpos: -1}
	l.run(false)
	return l.cmds
}

// maxNesting bounds substitutions inside substitutions.
const maxNesting = 8

type lexer struct {
	s     string
	i     int
	depth int
	cmds  []argv.List

	cur    []lexWord // the command being read
	word   strings.Builder
	inWord bool
	// qpos is where the word's first quoted part starts in its text, or
	// -1: an assignment's name and a reserved word are unquoted.
	qpos int

	// redirect: the next word is a redirection's target; heredoc: that
	// target is a here-document's delimiter.
	redirect, heredoc, stripTabs bool
	pending                      []delim // here-documents whose bodies follow the next newline
}

type lexWord struct {
	text string
	qpos int
}

type delim struct {
	word      string
	stripTabs bool
}

// run reads commands up to the end of the line or, with sub set, up to the
// ")" that closes a $( or <( substitution.
func (l *lexer) run(sub bool) {
	parens := 0
	for l.i < len(l.s) {
		c := l.s[l.i]
		switch c {
		case '\\':
			l.backslash()
		case '\'':
			l.single()
		case '"':
			l.i++
			l.double()
		case '$':
			l.dollar(false)
		case '`':
			l.backtick()
		case ' ', '\t', '\r':
			l.endWord()
			l.i++
		case '\n':
			l.endCommand()
			l.i++
			l.skipHeredocs()
		case ';', '|':
			l.endCommand()
			l.i++
		case '&':
			if l.at(1) == '>' {
				l.redirection()
				continue
			}
			l.endCommand()
			l.i++
		case '(':
			l.endCommand()
			parens++
			l.i++
		case ')':
			l.endCommand()
			l.i++
			if sub && parens == 0 {
				return
			}
			parens--
		case '<', '>':
			if l.at(1) == '(' {
				l.i += 2
				l.substitute()
				continue
			}
			l.redirection()
		case '#':
			if l.inWord {
				l.add(c)
				l.i++
				continue
			}
			for l.i < len(l.s) && l.s[l.i] != '\n' {
				l.i++
			}
		default:
			l.add(c)
			l.i++
		}
	}
	l.endCommand()
}

// at returns the byte k after the current one, or 0.
func (l *lexer) at(k int) byte {
	if l.i+k < len(l.s) {
		return l.s[l.i+k]
	}
	return 0
}

func (l *lexer) add(c byte) {
	l.word.WriteByte(c)
	l.inWord = true
}

func (l *lexer) addString(s string) {
	l.word.WriteString(s)
	l.inWord = true
}

// markQuoted notes that a quoted part of the word starts here.
func (l *lexer) markQuoted() {
	if l.qpos < 0 {
		l.qpos = l.word.Len()
	}
	l.inWord = true
}

// hole adds unknown text (an expansion's value, a substitution's output).
func (l *lexer) hole() { l.addString(argv.Hole) }

// backslash quotes the next character; before a newline it joins lines.
func (l *lexer) backslash() {
	if l.at(1) == '\n' {
		l.i += 2
		return
	}
	l.i++
	if l.i >= len(l.s) {
		return
	}
	_, n := utf8.DecodeRuneInString(l.s[l.i:])
	l.markQuoted()
	l.addString(l.s[l.i : l.i+n])
	l.i += n
}

// single reads '…': every character is literal.
func (l *lexer) single() {
	j := strings.IndexByte(l.s[l.i+1:], '\'')
	if j < 0 {
		j = len(l.s) - l.i - 1
	}
	l.markQuoted()
	l.addString(l.s[l.i+1 : l.i+1+j])
	l.i += j + 2
}

// double reads the inside of "…" (l.i is past the opening quote): a
// backslash quotes only $ ` " \ and newline; expansions and substitutions
// still happen.
func (l *lexer) double() {
	l.markQuoted()
	for l.i < len(l.s) {
		c := l.s[l.i]
		switch c {
		case '"':
			l.i++
			return
		case '\\':
			switch n := l.at(1); n {
			case '\n':
				l.i += 2
			case '$', '`', '"', '\\':
				l.add(n)
				l.i += 2
			default:
				l.add(c)
				l.i++
			}
		case '$':
			l.dollar(true)
		case '`':
			l.backtick()
		default:
			l.add(c)
			l.i++
		}
	}
}

// dollar reads an expansion or substitution starting at $.
func (l *lexer) dollar(inDouble bool) {
	n := l.at(1)
	switch {
	case n == '(' && l.at(2) == '(':
		l.i += 3
		l.skipBalanced('(', ')', 2)
		l.hole()
	case n == '(':
		l.i += 2
		l.substitute()
	case n == '{':
		l.i += 2
		l.skipBalanced('{', '}', 1)
		l.hole()
	case n == '\'' && !inDouble:
		l.i += 2
		l.ansiC()
	case n == '"' && !inDouble:
		l.i += 2
		l.double()
	case n == '_' || n >= 'a' && n <= 'z' || n >= 'A' && n <= 'Z':
		l.i++
		for l.i < len(l.s) && (l.s[l.i] == '_' || isAlnum(l.s[l.i])) {
			l.i++
		}
		l.hole()
	case n != 0 && strings.IndexByte("0123456789@*#?$!-", n) >= 0:
		l.i += 2
		l.hole()
	default:
		l.add('$')
		l.i++
	}
}

func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// skipBalanced moves past the close that balances depth opens already
// read.
func (l *lexer) skipBalanced(open, close byte, depth int) {
	for l.i < len(l.s) && depth > 0 {
		switch l.s[l.i] {
		case open:
			depth++
		case close:
			depth--
		}
		l.i++
	}
}

// substitute reads the commands of $(…), <(…) or >(…) (l.i is past the
// opening parenthesis): they run, and their output is unknown text.
func (l *lexer) substitute() {
	if l.depth >= maxNesting {
		l.skipBalanced('(', ')', 1)
		l.hole()
		return
	}
	sub := &lexer{s: l.s, i: l.i, depth: l.depth + 1, qpos: -1}
	sub.run(true)
	l.cmds = append(l.cmds, sub.cmds...)
	l.i = sub.i
	l.hole()
}

// backtick reads `…`, the old form of $(…): inside it a backslash quotes
// only $ ` and \.
func (l *lexer) backtick() {
	var body strings.Builder
	l.i++
	for l.i < len(l.s) && l.s[l.i] != '`' {
		if l.s[l.i] == '\\' && strings.IndexByte("$`\\", l.at(1)) >= 0 && l.at(1) != 0 {
			l.i++
		}
		body.WriteByte(l.s[l.i])
		l.i++
	}
	l.i++
	if l.depth < maxNesting {
		sub := &lexer{s: body.String(), depth: l.depth + 1, qpos: -1}
		sub.run(false)
		l.cmds = append(l.cmds, sub.cmds...)
	}
	l.hole()
}

// ansiC reads the inside of $'…' (l.i is past the quote), with its
// backslash escapes.
func (l *lexer) ansiC() {
	l.markQuoted()
	for l.i < len(l.s) {
		c := l.s[l.i]
		if c == '\'' {
			l.i++
			return
		}
		if c != '\\' || l.i+1 >= len(l.s) {
			l.add(c)
			l.i++
			continue
		}
		l.i += 2
		switch e := l.s[l.i-1]; e {
		case 'n':
			l.add('\n')
		case 't':
			l.add('\t')
		case 'r':
			l.add('\r')
		case 'a', 'b', 'e', 'E', 'f', 'v', 'x', 'u', 'U', 'c', '0', '1', '2', '3', '4', '5', '6', '7':
			// A control character or a coded one: not text a verb
			// is spelled with.
			l.hole()
		default:
			l.add(e)
		}
	}
}

// redirection reads a redirection operator (and drops an IO number before
// it): the next word is its target, not an argument.
func (l *lexer) redirection() {
	if l.inWord && l.qpos < 0 && allDigits(l.word.String()) {
		l.word.Reset()
		l.inWord = false
	}
	l.endWord()
	start := l.i
	if l.s[l.i] == '&' {
		l.i++
	}
	for l.i < len(l.s) && l.i-start < 3 && (l.s[l.i] == '<' || l.s[l.i] == '>') {
		l.i++
	}
	op := l.s[start:l.i]
	for l.i < len(l.s) && strings.IndexByte("&|-", l.s[l.i]) >= 0 && l.i-start < 4 {
		l.i++
	}
	l.redirect = true
	l.heredoc = op == "<<"
	l.stripTabs = l.heredoc && strings.HasSuffix(l.s[start:l.i], "-")
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// skipHeredocs moves past the bodies of the here-documents opened on the
// line just ended.
func (l *lexer) skipHeredocs() {
	for _, d := range l.pending {
		for l.i < len(l.s) {
			end := strings.IndexByte(l.s[l.i:], '\n')
			if end < 0 {
				end = len(l.s) - l.i
			}
			line := l.s[l.i : l.i+end]
			l.i += end + 1
			if d.stripTabs {
				line = strings.TrimLeft(line, "\t")
			}
			if line == d.word {
				break
			}
		}
	}
	l.pending = nil
}

func (l *lexer) endWord() {
	if !l.inWord {
		return
	}
	w := lexWord{text: l.word.String(), qpos: l.qpos}
	l.word.Reset()
	l.inWord, l.qpos = false, -1
	if l.redirect {
		if l.heredoc {
			l.pending = append(l.pending, delim{word: w.text, stripTabs: l.stripTabs})
		}
		l.redirect, l.heredoc = false, false
		return
	}
	l.cur = append(l.cur, w)
}

func (l *lexer) endCommand() {
	l.endWord()
	l.redirect, l.heredoc = false, false
	words := commandWords(l.cur)
	l.cur = nil
	if len(words) == 0 {
		return
	}
	cmd := make(argv.List, len(words))
	for i, w := range words {
		cmd[i] = argv.Word(w.text)
	}
	l.cmds = append(l.cmds, cmd)
}

// reserved are the shell's reserved words: at the start of a command they
// are syntax, not a program.
var reserved = map[string]bool{
	"if": true, "then": true, "else": true, "elif": true, "fi": true,
	"do": true, "done": true, "while": true, "until": true, "esac": true,
	"{": true, "}": true, "!": true, "in": true,
}

// commandWords drops the words at the start of a command that are not its
// program: reserved words, assignments, and the whole header of for,
// select and case (the words after for x in are data) and of function.
func commandWords(ws []lexWord) []lexWord {
	for len(ws) > 0 {
		w := ws[0]
		plain := w.qpos < 0
		switch {
		case plain && (w.text == "for" || w.text == "select" || w.text == "case"):
			return nil
		case plain && w.text == "function":
			ws = ws[min(2, len(ws)):]
		case plain && reserved[w.text], assignment(w):
			ws = ws[1:]
		default:
			return ws
		}
	}
	return nil
}

// assignment reports whether w is NAME=value with an unquoted NAME=.
func assignment(w lexWord) bool {
	eq := strings.IndexByte(w.text, '=')
	return eq > 0 && (w.qpos < 0 || w.qpos > eq) && isAssignment(w.text)
}
