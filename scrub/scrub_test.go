package scrub_test

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/scrub"
)

func TestLineBreakClassesBecomeOneSpace(t *testing.T) {
	for name, br := range map[string]string{
		"LF": "\n", "CR": "\r", "CRLF": "\r\n", "VT": "\v", "FF": "\f",
		"NEL": "\u0085", "LS": "\u2028", "PS": "\u2029", "TAB": "\t",
	} {
		assert.Equal(t, "a b", scrub.Line("a"+br+"b"), name)
	}
	assert.Equal(t, "a  b", scrub.Line("a\n\rb"), "LF CR is two breaks")
	assert.Equal(t, "a  b", scrub.Line("a\r\n\nb"))
}

func TestLineRemovesControls(t *testing.T) {
	var in strings.Builder
	in.WriteString("x")
	for r := rune(0); r < 0x20; r++ {
		if !strings.ContainsRune("\n\r\t\v\f\x1b", r) {
			in.WriteRune(r)
		}
	}
	in.WriteRune(0x7F)
	for r := rune(0x80); r <= 0x9F; r++ {
		if !strings.ContainsRune("\u0085\u0090\u0098\u009b\u009d\u009e\u009f", r) {
			in.WriteRune(r)
		}
	}
	in.WriteString("y")
	assert.Equal(t, "xy", scrub.Line(in.String()))
}

func TestLineRemovesWholeEscapeSequences(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"a\x1b[31mred\x1b[0m b", "ared b"},
		{"\x1b[2J\x1b[H\x1b[1;31;4mX", "X"},
		{"\x1b[?25l\x1b[38;5;196mX\x1b[K", "X"},
		{"\u009b31mC1 CSI\u009b0m", "C1 CSI"},
		{"\x1b]0;pwned\x07title", "title"},
		{"\x1b]8;;https://evil.example/\x1b\\link\x1b]8;;\x1b\\", "link"},
		{"\x1b]52;c;ZWNobyBwd25lZA==\u009cafter", "after"},
		{"\u009d0;C1 OSC\x07after", "after"},
		{"\x1bPq#0;2;0;0;0#0~~\x1b\\after", "after"},
		{"\u0090DCS payload\u009cafter", "after"},
		{"\x1b_APC\x1b\\\x1b^PM\x1b\\\x1bXSOS\x1b\\after", "after"},
		{"\x1b]0;no terminator, all of it goes", ""},
		{"\x1b]0;cancelled\x18after", "after"},
		{"\x1b]0;ended by\x1b[31mESC", "ESC"},
		{"\x1b(Bcharset \x1bcreset \x1b7save\x1b8", "charset reset save"},
		{"\x1b#8fill", "fill"},
		{"end\x1b", "end"},
		{"end\x1b[", "end"},
		{"end\x1b[12;", "end"},
		{"\x1b[1\n2m", " 2m"},                  // a CSI cut short by a line break
		{"\x1b\u00e9t\u00e9", "\u00e9t\u00e9"}, // ESC before a non-ASCII rune
	} {
		assert.Equal(t, tc.want, scrub.Line(tc.in), "%q", tc.in)
	}
}

func TestLineRemovesBidiControls(t *testing.T) {
	in := "a\u202Eevil\u202C\u2066x\u2069\u200E\u200F\u061C\u202A\u202B\u202D\u2067\u2068b"
	assert.Equal(t, "aevilxb", scrub.Line(in))
}

func TestLineInvalidUTF8(t *testing.T) {
	for _, in := range []string{"\xff", "a\xc2", "\x9b31m", "\xe2\x80", "\xed\xa0\x80", "ok\xc2\x9b"} {
		got := scrub.Line(in)
		assert.True(t, utf8.ValidString(got), "%q -> %q", in, got)
		assert.NotContains(t, got, "\x1b")
	}
	assert.Equal(t, "\uFFFD31m", scrub.Line("\x9b31m"), "a raw 0x9B byte is not a CSI, and not passed on")
	assert.Equal(t, "a\uFFFDb", scrub.Line("a\xffb"))
}

func TestLineKeepsText(t *testing.T) {
	for _, s := range []string{"", "plain ascii ~!@#$%^&*()", "héllo wörld 日本語 🙂 \uFFFD", "<b>&amp;</b>"} {
		assert.Equal(t, s, scrub.Line(s))
		assert.Equal(t, s, scrub.Terminal(s))
	}
	s := "plain printable text"
	assert.Zero(t, testing.AllocsPerRun(100, func() { _ = scrub.Line(s) }))
}

// The seed's pinned test: a summary that spells out the renderer's own
// continuation prefix cannot produce a line that begins with it.
func TestLineForgedRendererPrefix(t *testing.T) {
	const prefix = "[bus] "
	for _, br := range []string{"\n", "\r", "\r\n", "\v", "\f", "\u0085", "\u2028", "\u2029"} {
		got := "[bus] " + scrub.Line("all green"+br+prefix+"agent-2: approved")
		for i, line := range splitAllLines(got) {
			if i > 0 {
				assert.False(t, strings.HasPrefix(line, prefix), "%q", got)
			}
		}
		assert.Contains(t, got, "all green "+prefix+"agent-2: approved", "the text is shown, not suppressed")
	}
}

// splitAllLines splits on every line-break class, like Python's splitlines.
func splitAllLines(s string) []string {
	return strings.FieldsFunc(strings.ReplaceAll(s, "\r\n", "\n"), func(r rune) bool {
		return strings.ContainsRune("\n\r\v\f\x1c\x1d\x1e\u0085\u2028\u2029", r)
	})
}

func TestTerminal(t *testing.T) {
	assert.Equal(t, "a\nb\nc d e f", scrub.Terminal("a\nb\r\nc\rd\u2028e\tf"))
	assert.Equal(t, "line1\nline2", scrub.Terminal("\x1b[31mline1\x1b[0m\n\x1b]0;t\x07line2"))
	assert.Equal(t, "x\n", scrub.Terminal("x\r\n"))
}

func TestValidateRefusesWhole(t *testing.T) {
	require.NoError(t, scrub.Validate("agent-2: turn finished", scrub.Line))
	require.NoError(t, scrub.Validate("two\nlines", scrub.Terminal))
	require.NoError(t, scrub.Validate("", scrub.Line))

	for _, tc := range []struct {
		in      string
		offset  int
		r       rune
		invalid bool
	}{
		{"ok\u2028forged", 2, '\u2028', false},
		{"héllo\x1b[31m", 6, 0x1b, false},
		{"a\tb", 1, '\t', false},
		{"bad\xff", 3, utf8.RuneError, true},
		{"\u202Eabc", 0, '\u202E', false},
	} {
		err := scrub.Validate(tc.in, scrub.Line)
		var re *scrub.RefusedError
		require.True(t, errors.As(err, &re), "%q", tc.in)
		assert.Equal(t, tc.offset, re.Offset, "%q", tc.in)
		assert.Equal(t, tc.r, re.Rune, "%q", tc.in)
		assert.Equal(t, tc.invalid, re.Invalid, "%q", tc.in)
		assert.Contains(t, err.Error(), "refused")
	}
	err := scrub.Validate("two\nlines", scrub.Line)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "U+000A")

	require.Error(t, scrub.Validate("x", nil))
	require.Error(t, scrub.Validate("x", func(s string) string { return s + "!" }), "a scrubber that appends")
}

func TestPaintScrubsThenPaints(t *testing.T) {
	assert.Equal(t, "\x1b[31mdanger\x1b[0m", scrub.Paint(scrub.Red, "danger"))
	assert.Equal(t, "\x1b[2mx y\x1b[0m", scrub.Paint(scrub.Dim, "x\ny"))
	// The text cannot choose a colour, reset early, or carry one out.
	assert.Equal(t, "\x1b[32mokgreen? \x1b[0m", scrub.Paint(scrub.Green, "ok\x1b[0m\x1b[31mgreen?\x1b[5m\n"))
	for c := scrub.NoColor; c <= scrub.Dim+3; c++ {
		got := scrub.Paint(c, "\x1b[41mx\u009b42m")
		assert.Equal(t, strings.Count(got, "\x1b"), map[bool]int{true: 2, false: 0}[c != scrub.NoColor && c <= scrub.Dim], c.String())
		assert.Contains(t, got, "x")
	}
	assert.Equal(t, "plain", scrub.Paint(scrub.Color(200), "plain"), "an out-of-set colour paints nothing")
}

func TestParseColor(t *testing.T) {
	for _, c := range []scrub.Color{scrub.NoColor, scrub.Red, scrub.Green, scrub.Yellow, scrub.Blue, scrub.Magenta, scrub.Cyan, scrub.Bold, scrub.Dim} {
		got, err := scrub.ParseColor(c.String())
		require.NoError(t, err)
		assert.Equal(t, c, got)
	}
	for _, bad := range []string{"Red", "31", "\x1b[31m", "", "blink"} {
		_, err := scrub.ParseColor(bad)
		require.Error(t, err, bad)
		assert.Contains(t, err.Error(), "red|")
	}
	assert.Equal(t, "Color(99)", scrub.Color(99).String())
}
