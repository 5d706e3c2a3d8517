//go:build heavy

package presets_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/internal/testmod"
	"github.com/agentvet/agentvet/taintflow"
)

// hazardFixtures are the fixture modules that hold, beside the imports the
// resolution test reads, packages of hazards (// want) and look-alikes
// (// benign:) for the editions they pin: at least two of each per
// edition.
var hazardFixtures = []string{
	"openaigo", "anthropic", "genai", "adk", "agents",
	"mcpgo", "mcpgo044", "mcpgo017", "gosdk", "gosdk05",
	"forks", "copies",
	// trpc-mcp-go and trpc-a2a-go, the MCP and A2A SDKs of tRPC-Go.
	"trpc",
	// trpc-agent-go's stores of derived text (summaries, recall,
	// memories, skills).
	"trpcagent",
	// genkit's tool input schemas (its other sinks are
	// exercised by taintflow/testdata/genkitmod).
	"genkit",
	// deepseek-go, a DeepSeek chat client.
	"deepseek",
	// mcp-golang, an MCP SDK with client and server in one package.
	"mcpgolang",
	// inference-gateway's Go client, an OpenAI-compatible gateway.
	"igsdk",
	// lingoose, whose own thread.Message is the sink, and the zep-go
	// memory client with langchaingo's messages.
	"lingoose", "zep",
	// langchaingo tools: what an implementation of tools.Tool says of
	// itself.
	"langchaingo",
	// An SDK package no preset describes is analysed like any code.
	"eino",
}

// TestPresetFixtures runs taintflow over every package of each fixture
// module and checks its // want expectations: every hazard found, nothing
// reported on a look-alike.
func TestPresetFixtures(t *testing.T) {
	for _, dir := range hazardFixtures {
		t.Run(dir, func(t *testing.T) {
			path := filepath.Join("testdata", dir)
			testmod.Prepare(t, path)
			analysistest.Run(t, path, taintflow.Analyzer, "./...")
		})
	}
}
