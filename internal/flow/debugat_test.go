package flow_test

import (
	"bytes"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/taintflow"
)

// TestDebugAt: -debug-at prints each third-party label that meets a sink
// at the positions it names, with its role, whether the role test keeps
// it out, its path and the callee summary that carried it; nothing for
// other positions.
func TestDebugAt(t *testing.T) {
	const flag = "debug-at"
	old := taintflow.Analyzer.Flags.Lookup(flag).Value.String()
	require.NoError(t, taintflow.Analyzer.Flags.Set(flag, "reqflow.go:"))
	t.Cleanup(func() { _ = taintflow.Analyzer.Flags.Set(flag, old) })

	out := captureStderr(t, func() {
		analysistest.Run(t, analysistest.TestData(), taintflow.Analyzer, "reqflow")
	})
	var lines []string
	for l := range strings.SplitSeq(out, "\n") {
		if strings.HasPrefix(l, "agentvet debug: ") {
			lines = append(lines, l)
		}
	}
	require.NotEmpty(t, lines, "stderr:\n%s", out)
	for _, l := range lines {
		assert.Contains(t, l, "reqflow.go:", "only the named positions")
	}
	assert.True(t, hasLine(lines, "reqflow.go:13", "system", "memory:summary (role system, reaches it), carried by reqdecl.Send: p0", "reqproc.AddSummary"), "the system message's label reaches the system sink:\n%s", strings.Join(lines, "\n"))
	assert.True(t, hasLine(lines, "reqflow.go:19", "system", "memory:summary (role user, kept out by the role test)"), "the user message's label is kept out:\n%s", strings.Join(lines, "\n"))
	assert.False(t, hasLine(lines, "reqflow.go:25"), "a constant model name is no third-party label")
}

func hasLine(lines []string, parts ...string) bool {
	for _, l := range lines {
		all := true
		for _, p := range parts {
			all = all && strings.Contains(l, p)
		}
		if all {
			return true
		}
	}
	return false
}

// captureStderr returns what run writes to standard error.
func captureStderr(t *testing.T, run func()) string {
	t.Helper()
	r, w, err := os.Pipe()
	require.NoError(t, err)
	saved := os.Stderr
	os.Stderr = w
	done := make(chan string)
	go func() {
		var b bytes.Buffer
		_, _ = io.Copy(&b, r)
		done <- b.String()
	}()
	defer func() { os.Stderr = saved }()
	run()
	require.NoError(t, w.Close())
	return <-done
}
