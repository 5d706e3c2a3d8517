package scrub

import (
	"strings"
	"unicode/utf8"
)

// Line returns s as one display line: every line-break class (LF, CR,
// CRLF as one, VT, FF, NEL U+0085, LINE SEPARATOR U+2028, PARAGRAPH
// SEPARATOR U+2029) and TAB become one space; ANSI escape sequences (CSI,
// OSC, DCS, SOS, PM, APC and the short ESC forms, with 7-bit or one-rune
// C1 introducers) are removed whole; every other C0 and C1 control, DEL
// and the bidirectional formatting characters are removed; each byte that
// is not UTF-8 becomes U+FFFD. Line(Line(s)) == Line(s).
func Line(s string) string {
	return clean(s, false)
}

// Terminal is Line for text shown on a terminal several lines at a time:
// the same, except that LF (and CRLF, as LF) is kept. A lone CR still
// becomes a space: it would let text overwrite its own line.
func Terminal(s string) string {
	return clean(s, true)
}

func clean(s string, keepLF bool) string {
	i := printableRun(s, 0)
	if i == len(s) {
		return s // printable ASCII: nothing to do, nothing allocated
	}
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:i])
	for i < len(s) {
		if j := printableRun(s, i); j > i {
			b.WriteString(s[i:j])
			i = j
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		next := i + size
		switch {
		case r == utf8.RuneError && size == 1:
			b.WriteRune(utf8.RuneError)
		case r == '\n':
			if keepLF {
				b.WriteByte('\n')
			} else {
				b.WriteByte(' ')
			}
		case r == '\r':
			if next < len(s) && s[next] == '\n' {
				next++
				if keepLF {
					b.WriteByte('\n')
					break
				}
			}
			b.WriteByte(' ')
		case r == '\t', r == '\v', r == '\f', r == '\u0085', r == '\u2028', r == '\u2029':
			b.WriteByte(' ')
		case r == 0x1B:
			next = skipEscape(s, next)
		case r == 0x9B:
			next = skipCSI(s, next)
		case r == 0x90, r == 0x98, r == 0x9D, r == 0x9E, r == 0x9F:
			next = skipString(s, next)
		case r < 0x20, r >= 0x7F && r <= 0x9F, isBidi(r):
			// dropped
		default:
			b.WriteString(s[i:next])
		}
		i = next
	}
	return b.String()
}

// printableRun returns the end of the run of printable ASCII at s[i:].
func printableRun(s string, i int) int {
	for i < len(s) && s[i] >= 0x20 && s[i] < 0x7F {
		i++
	}
	return i
}

// isBidi reports the bidirectional formatting characters: the marks, the
// embeddings and overrides, and the isolates. They reorder what a reader
// sees without changing what a program compares.
func isBidi(r rune) bool {
	switch {
	case r == '\u061C', r == '\u200E', r == '\u200F':
		return true
	case r >= '\u202A' && r <= '\u202E':
		return true
	case r >= '\u2066' && r <= '\u2069':
		return true
	}
	return false
}

// skipEscape returns the index just past the escape sequence whose ESC
// ends at i. Anything that cannot continue a sequence ends it there, and
// is then scrubbed on its own.
func skipEscape(s string, i int) int {
	if i == len(s) {
		return i
	}
	switch c := s[i]; {
	case c == '[':
		return skipCSI(s, i+1)
	case c == ']', c == 'P', c == 'X', c == '^', c == '_':
		return skipString(s, i+1)
	case c >= 0x20 && c <= 0x2F: // intermediates, then one final byte
		for i < len(s) && s[i] >= 0x20 && s[i] <= 0x2F {
			i++
		}
		if i < len(s) && s[i] >= 0x30 && s[i] <= 0x7E {
			i++
		}
		return i
	case c >= 0x30 && c <= 0x7E: // a two-byte sequence: ESC c, ESC 7, ESC M
		return i + 1
	}
	return i
}

// skipCSI returns the index just past a control sequence whose introducer
// ends at i: parameter and intermediate bytes, then a final byte. A
// sequence cut short by any other byte ends before it.
func skipCSI(s string, i int) int {
	for i < len(s) && s[i] >= 0x20 && s[i] <= 0x3F {
		i++
	}
	if i < len(s) && s[i] >= 0x40 && s[i] <= 0x7E {
		i++
	}
	return i
}

// skipString returns the index just past a control string (OSC, DCS, SOS,
// PM, APC) whose introducer ends at i: up to and including its terminator,
// BEL or ST (ESC \ or U+009C); CAN and SUB abort it; another ESC ends it
// and starts a sequence of its own. Unterminated, it runs to the end, as
// a terminal would take it.
func skipString(s string, i int) int {
	for i < len(s) {
		switch s[i] {
		case 0x07, 0x18, 0x1A:
			return i + 1
		case 0x1B:
			if i+1 < len(s) && s[i+1] == '\\' {
				return i + 2
			}
			return i
		case 0xC2:
			if i+1 < len(s) && s[i+1] == 0x9C {
				return i + 2
			}
		}
		i++
	}
	return i
}
