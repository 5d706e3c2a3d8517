package verbs

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/agentvet/agentvet/verbpin/internal/argv"
)

var unknown = Elem{Kind: Unknown}

func TestCommands(t *testing.T) {
	for _, tc := range []struct {
		line string
		want []List
	}{
		{`a 'b c' "d" && e\ f | g; $(h i)`, []List{consts("a", "b c", "d"), consts("e f"), consts("g"), consts("h", "i"), {unknown}}},
		{"if command -v wtype >/dev/null; then wtype \"$msg\"; fi", []List{consts("command", "-v", "wtype"), {C("wtype"), unknown}}},
		{`echo 'xdotool type hi'`, []List{consts("echo", "xdotool type hi")}},
		{`echo "$(xdotool type hi)"`, []List{consts("xdotool", "type", "hi"), {C("echo"), unknown}}},
		{`FOO=1 BAR="x y" wtype hi`, []List{consts("wtype", "hi")}},
		{`"FOO=1" wtype`, []List{consts("FOO=1", "wtype")}},
		{"cat <<EOF\nwtype hi\nEOF\necho done", []List{consts("cat"), consts("echo", "done")}},
		{"cat <<-'EOF' >out\n\twtype hi\n\tEOF\n", []List{consts("cat")}},
		{`for w in wtype ydotool; do echo $w; done`, []List{{C("echo"), unknown}}},
		{`case $x in a) wtype x;; esac`, []List{consts("wtype", "x")}},
		{`f() { xdotool type "$1"; }`, []List{consts("f"), {C("xdotool"), C("type"), unknown}}},
		{`function go { wtype x; }`, []List{consts("wtype", "x")}},
		{`tmux send-keys -t 0 'ls' Enter 2>&1 >/tmp/log`, []List{consts("tmux", "send-keys", "-t", "0", "ls", "Enter")}},
		{`echo hi &>/dev/null & wtype x`, []List{consts("echo", "hi"), consts("wtype", "x")}},
		{"# wtype hi\necho a#b", []List{consts("echo", "a#b")}},
		{`diff <(wtype x) y`, []List{consts("wtype", "x"), {C("diff"), unknown, C("y")}}},
		{"x=`wtype hi`", []List{consts("wtype", "hi")}},
		{`echo $'wtype\x20hi' $((1+2)) ${x:-y}`, []List{{C("echo"), unknown, unknown, unknown}}},
		{`! wtype`, []List{consts("wtype")}},
		{"a \\\n b", []List{consts("a", "b")}},
		{"wtype " + argv.Slot(0), []List{{C("wtype"), {Kind: Param, P: 0, Index: -1}}}},
		{"tmux -t " + argv.Slot(1) + "x", []List{{C("tmux"), C("-t"), argv.Str(argv.Slot(1) + "x")}}},
		{`echo "unterminated`, []List{consts("echo", "unterminated")}},
		{`echo $(unterminated`, []List{consts("unterminated"), {C("echo"), unknown}}},
		{``, nil},
	} {
		assert.Equal(t, tc.want, Commands(tc.line), "%q", tc.line)
	}
}

// TestScript: the shell lines a helper runs, matched command by command.
func TestScript(t *testing.T) {
	m := &Matcher{}
	for _, tc := range []struct {
		line string
		want State
		verb string
	}{
		{`wtype hi`, Yes, "wtype"},
		{`git status`, No, ""},
		{`echo 'xdotool type hi'`, No, ""},
		{`grep "tmux send-keys" log.txt`, No, ""},
		{`command -v wtype`, No, ""},
		{`command -pv wtype || exit 1`, No, ""},
		{`which xdotool && type ydotool; hash wtype`, No, ""},
		{`command wtype hi`, Yes, "wtype"},
		{`if command -v wtype >/dev/null; then wtype "$msg"; fi`, Yes, "wtype"},
		{`echo "$(xdotool type hi)"`, Yes, "xdotool type"},
		{`eval "tmux send-keys -t 0 y"`, Yes, "tmux send-keys"},
		{`xargs -I {} wtype {}`, Yes, "wtype"},
		{`timeout -s KILL 5 env -u X DISPLAY=:0 stdbuf -oL wtype x`, Yes, "wtype"},
		{`busybox sh -c 'sh -c "screen -X stuff y"'`, Yes, "screen -X stuff"},
		{"cat <<EOF\nwtype hi\nEOF", No, ""},
		{"tmux " + argv.Slot(0) + " -t 0", Maybe, ""},
		{"echo " + argv.Slot(0), No, ""},
		{"xdotool type " + argv.Hole, Yes, "xdotool type"},
	} {
		verb, st := m.Script(argv.Str(tc.line))
		assert.Equal(t, tc.want, st, "%q", tc.line)
		assert.Equal(t, tc.verb, verb, "%q", tc.line)
	}
	_, st := m.Script(Elem{Kind: Param, P: 0, Index: -1})
	assert.Equal(t, Maybe, st, "a line that is a parameter")
	_, st = m.Script(unknown)
	assert.Equal(t, No, st)
}

// TestLookupsAreNotRuns: the builtins that only name a command, as
// vectors too.
func TestLookupsAreNotRuns(t *testing.T) {
	m := &Matcher{}
	for _, l := range [][]string{
		{"sh", "-c", "command -v wtype"},
		{"command", "-v", "wtype"},
		{"command", "-V", "xdotool"},
		{"which", "ydotool"},
		{"bash", "-c", "type wtype"},
	} {
		_, st := m.Match(consts(l...))
		assert.Equal(t, No, st, "%q", l)
	}
}
