package cli

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/agentvet/agentvet/cmd/agentvet/internal/driver"
	"github.com/agentvet/agentvet/internal/flow"
)

// TestSkippedNamesDependencies: -v names every dependency left alone with
// its reason, in the (sorted) order the driver gives, and counts the
// standard library on one line; a package asked for is named as before.
func TestSkippedNamesDependencies(t *testing.T) {
	t.Parallel()
	var stderr bytes.Buffer
	c := &Command{Stderr: &stderr}
	c.skipped([]driver.Skip{
		{Package: "errors", Why: flow.SkipStdlib, Root: true},
		{Package: "example.com/dep", Why: flow.SkipIrrelevant},
		{Package: "fmt", Why: flow.SkipStdlib},
		{Package: "github.com/mark3labs/mcp-go/mcp", Why: flow.SkipPreset("mcp-go")},
		{Package: "os", Why: flow.SkipStdlib},
	})
	assert.Equal(t, `agentvet: skipped errors: standard library
agentvet: skipped dependency example.com/dep: `+flow.SkipIrrelevant+`
agentvet: skipped dependency github.com/mark3labs/mcp-go/mcp: preset package (the built-in mcp-go preset describes its API)
agentvet: skipped 2 dependencies: standard library
`, stderr.String())
}
