package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
)

func TestAnalyzerFailureExit3(t *testing.T) {
	t.Parallel()
	dir := copyModule(t, "hazmod")
	both := []*analysis.Analyzer{hazardAnalyzer, brokenAnalyzer}

	stdout, stderr, code := run(t, dir, both, "./clean")
	assert.Equal(t, ExitLoad, code)
	assert.Empty(t, stdout)
	assert.Contains(t, stderr, "agentvet: example.com/hazmod/clean: testbroken: cannot analyse example.com/hazmod/clean")

	stdout, _, code = run(t, dir, both, "-json", "./clean")
	assert.Equal(t, ExitLoad, code)
	var tree map[string]map[string]struct{ Error string }
	require.NoError(t, json.Unmarshal([]byte(stdout), &tree))
	assert.Equal(t, "cannot analyse example.com/hazmod/clean", tree["example.com/hazmod/clean"]["testbroken"].Error)

	stdout, _, code = run(t, dir, both, "-format", "sarif", "./clean")
	assert.Equal(t, ExitLoad, code)
	validateSARIF(t, stdout)
	var log struct {
		Runs []struct {
			Invocations []struct {
				ExecutionSuccessful        bool
				ToolExecutionNotifications []struct{ Message struct{ Text string } }
			}
		}
	}
	require.NoError(t, json.Unmarshal([]byte(stdout), &log))
	inv := log.Runs[0].Invocations[0]
	assert.False(t, inv.ExecutionSuccessful)
	require.Len(t, inv.ToolExecutionNotifications, 1)
	assert.True(t, strings.HasSuffix(inv.ToolExecutionNotifications[0].Message.Text, "cannot analyse example.com/hazmod/clean"))

	// Findings of the analyzers that worked are still shown.
	stdout, _, code = run(t, dir, both, "./app", "./wrap", "./sink")
	assert.Equal(t, ExitLoad, code)
	assert.Equal(t, wantText, stdout)
}
