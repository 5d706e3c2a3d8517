package argv

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAtDrop(t *testing.T) {
	l := List{C("a"), {Kind: Rest, P: 1, Index: 2}}
	assert.Equal(t, C("a"), l.At(0))
	assert.Equal(t, Elem{Kind: Param, P: 1, Index: 2}, l.At(1))
	assert.Equal(t, Elem{Kind: Param, P: 1, Index: 4}, l.At(3))
	assert.Equal(t, List{{Kind: Rest, P: 1, Index: 3}}, l.Drop(2))
	assert.Equal(t, Elem{Kind: Unknown}, consts("a").At(1))
	assert.Nil(t, consts("a").Drop(1))
	n, exact := l.Len()
	assert.Equal(t, 1, n)
	assert.False(t, exact)
}

func TestSubst(t *testing.T) {
	// run(name string, args ...string) { exec.Command(name, args...) }
	tmpl := List{{Kind: Param, P: 0, Index: -1}, {Kind: Rest, P: 1}}
	args := func(p int, list bool) []List {
		switch p {
		case 0:
			return []List{{C("tmux")}, {C("/usr/bin/tmux")}}
		case 1:
			return []List{consts("send-keys", "-t"), {C("x"), {Kind: Rest, P: 3}}}
		}
		return nil
	}
	got := Subst(tmpl, args)
	require.Len(t, got, 4)
	assert.Equal(t, consts("tmux", "send-keys", "-t"), got[0])
	assert.Equal(t, List{C("tmux"), C("x"), {Kind: Rest, P: 3}}, got[1])
	assert.Equal(t, consts("/usr/bin/tmux", "send-keys", "-t"), got[2])

	// args[0], args[1:]...
	tmpl = List{{Kind: Param, P: 0, Index: 0}, {Kind: Rest, P: 0, Index: 1}}
	got = Subst(tmpl, func(int, bool) []List { return []List{consts("tmux", "send-keys")} })
	assert.Equal(t, []List{consts("tmux", "send-keys")}, got)

	// An argument nothing is known about.
	got = Subst(tmpl, func(int, bool) []List { return nil })
	assert.Equal(t, []List{{{Kind: Unknown}, {Kind: UnknownRest}}}, got)
}

func TestCandidatesBounded(t *testing.T) {
	alts := []List{{C("a")}, {C("b")}, {C("c")}}
	out := []List{nil}
	for range 5 {
		out = cross(out, alts)
	}
	assert.Len(t, out, maxCandidates)
}

func TestSprintf(t *testing.T) {
	assert.Equal(t, "tmux send-keys -t "+Hole+` "y" 100%`, sprintf("tmux send-keys -t %s %q 100%%", List{{Kind: Unknown}, C("y")}))
	assert.Equal(t, "a "+Hole, sprintf("a %5.2f", List{C("1")}))
	assert.Equal(t, "x"+Hole, sprintf("x%", nil))
}

func TestRender(t *testing.T) {
	assert.Equal(t, `"tmux", "send-keys", …`, Render(List{C("tmux"), C("send-keys"), {Kind: Unknown}, C("y")}, 2))
	assert.Equal(t, `"tmux", …`, Render(List{C("tmux"), {Kind: UnknownRest}}, 3))
}

func consts(words ...string) List {
	l := make(List, len(words))
	for i, w := range words {
		l[i] = C(w)
	}
	return l
}
