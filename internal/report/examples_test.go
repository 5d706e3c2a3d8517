package report

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestIsExampleFile(t *testing.T) {
	root := filepath.FromSlash("/src/agent")
	for file, want := range map[string]bool{
		"/src/agent/examples/mcp/main.go":     true,
		"/src/agent/example/main.go":          true,
		"/src/agent/_examples/x/y/main.go":    true,
		"/src/agent/pkg/examples/demo.go":     true,
		"/src/agent/pkg/agent/loop.go":        false,
		"/src/agent/examples.go":              false, // a file, not a directory
		"/src/agent/pkg/exampleserver/a.go":   false,
		"/elsewhere/examples/main.go":         false, // outside the module
		"/src/agent/internal/myexamples/a.go": false,
	} {
		assert.Equal(t, want, IsExampleFile(root, filepath.FromSlash(file)), file)
	}
	// A module that is itself an example (agentvet's own examples/) is
	// reported: directories are counted from its root.
	assert.False(t, IsExampleFile(filepath.FromSlash("/work/examples"), filepath.FromSlash("/work/examples/internal/agent/agent.go")))
	assert.False(t, IsExampleFile("", "/src/agent/examples/main.go"), "no root, nothing is left out")
}
