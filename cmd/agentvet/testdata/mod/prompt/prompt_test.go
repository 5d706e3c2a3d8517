package prompt

import (
	"testing"

	"example.com/agentvetfixture/plugins"
)

// TestPersona puts a fetched page in the persona: test code, so a finding
// only when test files are asked for (-tests).
func TestPersona(t *testing.T) {
	plugins.SetPersona(plugins.Fetch("https://example.com/test"))
}
