package verbpin

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMatchPattern(t *testing.T) {
	for _, tc := range []struct {
		pattern, path string
		want          bool
	}{
		{"example.com/a/...", "example.com/a", true},
		{"example.com/a/...", "example.com/a/b/c", true},
		{"example.com/a/...", "example.com/ab", false},
		{"example.com/.../supervise", "example.com/x/y/supervise", true},
		{"example.com/a", "example.com/a/b", false},
		{"example.com/a.b", "example.com/aXb", false},
	} {
		assert.Equal(t, tc.want, matchPattern(tc.pattern, tc.path), "%s ~ %s", tc.pattern, tc.path)
	}
}

func TestVerbToken(t *testing.T) {
	assert.Equal(t, "send-keys", verbToken("tmux send-keys -t 0"))
	assert.Equal(t, "keystroke", verbToken(`tell app to Keystroke "x"`))
	assert.Equal(t, "xdotool type", verbToken("xdotool  type"[:0]+"xdotool type hi"))
	assert.Equal(t, "", verbToken("keystrokes and sendkeys"))
	assert.Equal(t, "/dev/uinput", verbToken("open /dev/uinput"))
}

func TestCompress(t *testing.T) {
	var steps []step
	for i := range 40 {
		steps = append(steps, step{name: strconv.Itoa(i)})
	}
	got := compress(steps)
	require.Len(t, got, maxPath)
	assert.Equal(t, "0", got[0].name)
	assert.Equal(t, "…", got[maxPath-2].name)
	assert.Equal(t, "39", got[maxPath-1].name)
	assert.Equal(t, steps[:3], compress(steps[:3]))

	var ts []tmpl
	ts = addTemplate(ts, tmpl{prim: "os/exec.Command", steps: steps})
	require.Len(t, ts, 1)
	assert.Len(t, ts[0].steps, maxPath-1, "room is left for the primitive call")
}
