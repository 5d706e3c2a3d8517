package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
)

// brokenAnalyzer fails on every package: the driver must say so and exit
// 3, never report a clean run.
var brokenAnalyzer = &analysis.Analyzer{
	Name: "testbroken",
	Doc:  "testbroken: fail\n\nFails on every package.",
	Run: func(pass *analysis.Pass) (any, error) {
		return nil, errors.New("cannot analyse " + pass.Pkg.Path())
	},
}

func TestAnalyzerFailureExit3(t *testing.T) {
	dir := copyModule(t, "hazmod")
	run := func(args ...string) (string, string, int) {
		var stdout, stderr bytes.Buffer
		c := &Command{Analyzers: []*analysis.Analyzer{hazardAnalyzer, brokenAnalyzer}, Stdout: &stdout, Stderr: &stderr, Dir: dir}
		code := c.Run(append([]string{"-test=false"}, args...))
		return stdout.String(), stderr.String(), code
	}

	stdout, stderr, code := run("./clean")
	assert.Equal(t, ExitLoad, code)
	assert.Empty(t, stdout)
	assert.Contains(t, stderr, "agentvet: example.com/hazmod/clean: testbroken: cannot analyse example.com/hazmod/clean")

	stdout, _, code = run("-json", "./clean")
	assert.Equal(t, ExitLoad, code)
	var tree map[string]map[string]struct{ Error string }
	require.NoError(t, json.Unmarshal([]byte(stdout), &tree))
	assert.Equal(t, "cannot analyse example.com/hazmod/clean", tree["example.com/hazmod/clean"]["testbroken"].Error)

	stdout, _, code = run("-format", "sarif", "./clean")
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
	stdout, _, code = run("./app")
	assert.Equal(t, ExitLoad, code)
	assert.Equal(t, wantText, stdout)
}
