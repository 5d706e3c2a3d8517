package verbs

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/agentvet/agentvet/verbpin/internal/argv"
)

// The argv vocabulary, short.
type (
	List = argv.List
	Elem = argv.Elem
)

const (
	Unknown     = argv.Unknown
	UnknownRest = argv.UnknownRest
	Param       = argv.Param
	Hole        = argv.Hole
)

var C = argv.C

func consts(words ...string) List {
	l := make(List, len(words))
	for i, w := range words {
		l[i] = C(w)
	}
	return l
}

func TestMatchBuiltinVerbs(t *testing.T) {
	m := &Matcher{}
	for _, tc := range []struct {
		argv []string
		verb string
	}{
		{[]string{"tmux", "send-keys", "-t", "0", "y"}, "tmux send-keys"},
		{[]string{"/usr/local/bin/tmux", "-L", "sock", "-S", "/tmp/s", "paste-buffer"}, "tmux paste-buffer"},
		{[]string{"tmux", "list-sessions", ";", "send", "x"}, "tmux send"},
		{[]string{"tmux", "loadb", "-"}, "tmux loadb"},
		{[]string{"screen", "-S", "w", "-p", "0", "-X", "stuff", "ls\n"}, "screen -X stuff"},
		{[]string{"xdotool", "search", "--name", "term", "windowactivate", "key", "Return"}, "xdotool key"},
		{[]string{"xdotool", "keyup", "a"}, "xdotool keyup"},
		{[]string{"ydotool", "click", "0xC0"}, "ydotool"},
		{[]string{"wtype", "hello"}, "wtype"},
		{[]string{"osascript", "-e", `tell application "System Events" to key code 36`}, "osascript keystroke"},
		{[]string{"sh", "-c", "cd /tmp && tmux send-keys -t 0 'ls' Enter"}, "tmux send-keys"},
		{[]string{"bash", "-euc", "x=$(xdotool type hi)"}, "xdotool type"},
		{[]string{"sh", "-c", `sh -c "tmux send-keys y"`}, "tmux send-keys"},
		{[]string{"env", "-i", "DISPLAY=:0", "xdotool", "type", "x"}, "xdotool type"},
		{[]string{"sudo", "-u", "bob", "tmux", "send-keys"}, "tmux send-keys"},
		{[]string{"timeout", "5", "wtype", "x"}, "wtype"},
	} {
		verb, st := m.Match(consts(tc.argv...))
		assert.Equal(t, Yes, st, "%q", tc.argv)
		assert.Equal(t, tc.verb, verb, "%q", tc.argv)
	}
}

func TestMatchReadOnlyAndOthers(t *testing.T) {
	m := &Matcher{}
	for _, argv := range [][]string{
		{"tmux", "list-sessions"},
		{"tmux", "capture-pane", "-p", "-t", "0"},
		{"tmux", "display-message", "-p", "send-keys"},
		{"tmux", "-f", "send-keys", "list-panes"},
		{"screen", "-ls"},
		{"screen", "-X", "quit"},
		{"xdotool", "getactivewindow"},
		{"osascript", "-e", `display notification "done"`},
		{"sh", "-c", "tmux list-sessions | grep send-keys.txt"},
		{"sh", "script.sh"},
		{"git", "send-email"},
		{"cat", "send-keys.txt"},
		{},
	} {
		_, st := m.Match(consts(argv...))
		assert.Equal(t, No, st, "%q", argv)
	}
}

func TestMatchParams(t *testing.T) {
	m := &Matcher{}
	param := func(p int) Elem { return Elem{Kind: Param, P: p, Index: -1} }
	for _, tc := range []struct {
		l    List
		want State
	}{
		{List{param(0), {Kind: argv.Rest, P: 1}}, Maybe},   // run(name, args...)
		{List{C("tmux"), {Kind: argv.Rest, P: 0}}, Maybe},  // tmux(args...)
		{List{C("tmux"), param(0), C("-t")}, Maybe},        // command is a parameter
		{List{C("tmux"), C("capture-pane"), param(0)}, No}, // parameter is only an argument
		{List{C("git"), {Kind: argv.Rest, P: 0}}, No},      // not an actuating program
		{List{C("sh"), C("-c"), param(0)}, Maybe},          // the script is a parameter
		{List{C("tmux"), C("send-keys"), param(0)}, Yes},   // a verb whatever the parameter
		{List{{Kind: Unknown}, C("send-keys")}, No},        // an unknown program is not a verb
		{List{C("xdotool"), {Kind: UnknownRest}}, No},      // nothing known to match
		{List{C("sh"), C("-c"), C("tmux send-keys " + Hole)}, Yes},
	} {
		_, st := m.Match(tc.l)
		assert.Equal(t, tc.want, st, "%s", tc.l)
	}
}

func TestMatchPatterns(t *testing.T) {
	m := &Matcher{Patterns: []Pattern{{Name: "kitty send-text", Argv: []string{"kitty", "@", "send-text"}}}}
	verb, st := m.Match(consts("kitty", "@", "--to", "unix:/tmp/k", "send-text", "hi"))
	assert.Equal(t, No, st, "words must be adjacent")
	assert.Empty(t, verb)
	verb, st = m.Match(consts("/usr/bin/kitty", "@", "send-text", "hi"))
	assert.Equal(t, Yes, st)
	assert.Equal(t, "kitty send-text", verb)
	_, st = m.Match(consts("kitty", "@", "ls"))
	assert.Equal(t, No, st)
}
