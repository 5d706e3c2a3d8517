package sarif

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/agentvet/agentvet/internal/report"
)

// TestPropertiesEveryProducer: a finding's SARIF properties list every
// producer, and each origin once (two HTTP calls share one).
func TestPropertiesEveryProducer(t *testing.T) {
	f := &report.Finding{Analyzer: "taintflow", Position: "system", Sink: "s", Producers: []report.Producer{
		{Origin: "mcp:tool-result", What: "MCP tool result (mcp-go Client.CallTool)"},
		{Origin: "web:http-response", What: "HTTP response (http.Get)"},
		{Origin: "web:http-response", What: "HTTP response (http.Post)"},
	}}
	p := properties(f)
	assert.Equal(t, []string{"mcp:tool-result", "web:http-response"}, p["origins"])
	assert.Equal(t, []map[string]string{
		{"origin": "mcp:tool-result", "what": "MCP tool result (mcp-go Client.CallTool)"},
		{"origin": "web:http-response", "what": "HTTP response (http.Get)"},
		{"origin": "web:http-response", "what": "HTTP response (http.Post)"},
	}, p["producers"])
}
