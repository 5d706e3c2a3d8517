//go:build heavy

package verbpin_test

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/internal/testmod"
)

// TestVetFactsOnly runs verbpin as a go vet -vettool on a designated
// package alone. go vet analyses its dependencies (relay, internal/ops) in
// the facts-only mode (VetxOnly); the cross-package finding proves their
// facts were produced there. A fresh GOCACHE per run: go1.26.8's vet cache
// can drop findings on a second run.
func TestVetFactsOnly(t *testing.T) {
	dir := fixture(t)
	tmp := t.TempDir()
	tool := filepath.Join(tmp, "vettool")
	if runtime.GOOS == "windows" {
		tool += ".exe"
	}
	build := exec.Command("go", "build", "-o", tool, "./testdata/vettool")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "%s", out)

	vet := exec.Command("go", "vet", "-vettool="+tool, "./supervise", "./ptyuse")
	vet.Dir = dir
	vet.Env = append(testmod.Env(), "GOCACHE="+filepath.Join(tmp, "gocache"))
	var stderr bytes.Buffer
	vet.Stderr = &stderr
	err = vet.Run()
	require.Error(t, err, "go vet must fail on the designated package")
	text := stderr.String()
	line := func(file, code string) string {
		return strconv.Itoa(lineOf(t, filepath.Join(dir, file), code))
	}
	poke := line("supervise/supervise.go", "relay.Poke(pane) // want")
	assert.Contains(t, text, "supervise.go:"+poke+":12: designated package reaches forbidden verb tmux send-keys: supervise.go:"+poke+" → relay.Poke → internal/ops.Nudge → internal/ops.run → exec.Command(\"tmux\", \"send-keys\", \"-t\", …)")
	assert.Contains(t, text, "internal/ops.Inject → unix.IoctlSetPointerInt(…, TIOCSTI, …)")
	assert.Contains(t, text, "(*internal/ops.Tmux).Send")
	// A line assembled in another package (ResultFact), a master returned
	// by one (ResultFact) and kept in its exported field (VarFact).
	assert.Contains(t, text, "designated package reaches forbidden verb xdotool type: supervise.go:"+line("supervise/supervise.go", "ops.TypeLine(text)")+` → exec.Command("sh", "-c", "xdotool type …")`)
	assert.Contains(t, text, "designated package reaches forbidden verb pty master write: ptyuse.go:"+line("ptyuse/ptyuse.go", "m.WriteString(msg)")+" → (*os.File).WriteString(…) on the pty master")
	assert.Contains(t, text, "designated package reaches forbidden verb pty master write: ptyuse.go:"+line("ptyuse/ptyuse.go", "t.Master.Write([]byte(msg))")+" → (*os.File).Write(…) on the pty master")
	assert.NotContains(t, text, "relay.go", "dependencies are analysed for facts, never reported")
	assert.NotContains(t, text, "ops.go")
	assert.NotContains(t, text, "ptyhelp.go")
}
