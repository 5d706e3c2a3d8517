package cli

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPartialFailure: in a module where one package imports a module that
// cannot be found, one does not type-check and one imports the latter,
// the good package's findings are reported, each failure is listed with
// its first error, and the exit status is 3 in every format.
func TestPartialFailure(t *testing.T) {
	t.Parallel()
	dir := copyModule(t, "partial")
	wantFailures := []string{
		"agentvet: example.com/partial/missing: missing/missing.go:4:8: ",
		"agentvet: example.com/partial/typeerr: typeerr/typeerr.go:7:27: cannot use \"three\"",
		"agentvet: example.com/partial/usestypeerr: not analysed: it imports example.com/partial/typeerr, which could not be analysed",
	}

	stdout, stderr, code := agentvet(t, dir)
	assert.Equal(t, ExitLoad, code, stderr)
	assert.Equal(t, []string{"good/good.go:7:22: testhazard: argument reaches Hazard (declared at sink.go:5)"}, findingLines(stdout))
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	require.Len(t, lines, 4, stderr)
	for i, want := range wantFailures {
		assert.True(t, strings.HasPrefix(lines[i], want), "%q\nwant prefix %q", lines[i], want)
	}
	assert.Equal(t, "agentvet: 3 package(s) could not be analysed: their findings are missing from this report", lines[3])

	stdout, stderr, code = agentvet(t, dir, "-json")
	assert.Equal(t, ExitLoad, code, stderr)
	var tree map[string]map[string]json.RawMessage
	require.NoError(t, json.Unmarshal([]byte(stdout), &tree))
	assert.Contains(t, tree["example.com/partial/good"], "testhazard")
	for _, pkg := range []string{"missing", "typeerr", "usestypeerr"} {
		var e struct{ Error string }
		require.NoError(t, json.Unmarshal(tree["example.com/partial/"+pkg]["agentvet"], &e), pkg)
		assert.NotEmpty(t, e.Error, pkg)
	}
	var e struct{ Error string }
	require.NoError(t, json.Unmarshal(tree["example.com/partial/typeerr"]["agentvet"], &e))
	assert.True(t, strings.HasPrefix(e.Error, filepath.Join(dir, "typeerr", "typeerr.go")+":7:27: cannot use"), e.Error)

	stdout, stderr, code = agentvet(t, dir, "-format", "sarif")
	assert.Equal(t, ExitLoad, code, stderr)
	validateSARIF(t, stdout)
	var log struct {
		Runs []struct {
			Invocations []struct {
				ExecutionSuccessful        bool
				ToolExecutionNotifications []struct {
					Level     string
					Message   struct{ Text string }
					Locations []sarifLocation
				}
			}
			Results []sarifResult
		}
	}
	require.NoError(t, json.Unmarshal([]byte(stdout), &log))
	require.Len(t, log.Runs[0].Results, 1)
	assert.Equal(t, "good/good.go", log.Runs[0].Results[0].Locations[0].PhysicalLocation.ArtifactLocation.URI)
	inv := log.Runs[0].Invocations[0]
	assert.False(t, inv.ExecutionSuccessful)
	require.Len(t, inv.ToolExecutionNotifications, 3)
	for i, n := range inv.ToolExecutionNotifications {
		assert.Equal(t, "error", n.Level)
		assert.True(t, strings.HasPrefix("agentvet: "+n.Message.Text, wantFailures[i]), n.Message.Text)
	}
	typeerr := inv.ToolExecutionNotifications[1].Locations
	require.Len(t, typeerr, 1)
	assert.Equal(t, "typeerr/typeerr.go", typeerr[0].PhysicalLocation.ArtifactLocation.URI)
	assert.Equal(t, 7, typeerr[0].PhysicalLocation.Region.StartLine)
}

// findingLines returns the lines of text output that are findings (not
// the indented hops of a path).
func findingLines(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		if line != "" && !strings.HasPrefix(line, "\t") {
			out = append(out, line)
		}
	}
	return out
}
