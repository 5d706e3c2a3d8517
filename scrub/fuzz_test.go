package scrub_test

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/agentvet/agentvet/scrub"
)

func FuzzLine(f *testing.F) {
	for _, s := range []string{
		"plain", "a\r\nb\u2028c\u2029d\u0085e\vf\fg\th", "\x1b[31mred\x1b[0m", "\x1b]0;t\x07x",
		"\u009b31m\u009d0;x\u009c", "\x1bP\x1b\\", "\u202Eevil", "\xff\xc2\x9b", "\x1b", "\x1b]",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		line := scrub.Line(s)
		if !utf8.ValidString(line) {
			t.Fatalf("invalid UTF-8 out: %q", line)
		}
		for _, r := range line {
			if forbidden(r) {
				t.Fatalf("%U left in %q (from %q)", r, line, s)
			}
		}
		if again := scrub.Line(line); again != line {
			t.Fatalf("not idempotent: %q -> %q", line, again)
		}
		if err := scrub.Validate(line, scrub.Line); err != nil {
			t.Fatalf("Validate refuses Line's own output: %v", err)
		}

		term := scrub.Terminal(s)
		for _, r := range term {
			if r != '\n' && forbidden(r) {
				t.Fatalf("%U left in terminal text %q (from %q)", r, term, s)
			}
		}
		if scrub.Terminal(term) != term {
			t.Fatalf("Terminal not idempotent on %q", term)
		}
		if strings.ReplaceAll(term, "\n", " ") != line {
			t.Fatalf("Terminal and Line disagree beyond LF: %q vs %q", term, line)
		}
	})
}

// forbidden reports the runes Line must never emit: any control (C0, DEL,
// C1), the line and paragraph separators, and the bidi formatting runes.
func forbidden(r rune) bool {
	return unicode.IsControl(r) || r == '\u2028' || r == '\u2029' ||
		r == '\u061C' || r == '\u200E' || r == '\u200F' ||
		(r >= '\u202A' && r <= '\u202E') || (r >= '\u2066' && r <= '\u2069')
}
