// Package gravest sends one conversation whose messages hold text of two
// producers at two positions: the finding on the call claims the gravest
// position a flow reaches there and names only the producers that reach
// it (a request carries its system prompt, its tools and its messages;
// trpc-agent-go's model call, where a session summary reaches the system
// prompt and the MCP tool list only the tools).
package gravest

import "roleclosure"

// Result is an MCP tool's result.
//
//agentvet:producer origin=mcp:tool-result
func Result() string { return "" }

// HazardSystemAndAssistant: the tool result reaches the assistant turn,
// the page the system prompt: the finding claims the system prompt, for
// the page only.
func HazardSystemAndAssistant() {
	roleclosure.Convert([]roleclosure.Message{ // want `^roleclosure.Page \(//agentvet:producer\) \(web:page\) reaches the system prompt`
		roleclosure.NewAssistantMessage(Result()),
		roleclosure.NewSystemMessage(roleclosure.Page()),
	})
}

// HazardAssistantOnly: the tool result alone, in the assistant turn.
func HazardAssistantOnly() {
	roleclosure.Convert([]roleclosure.Message{roleclosure.NewAssistantMessage(Result())}) // want `^gravest.Result \(//agentvet:producer\) \(mcp:tool-result\) reaches an assistant message`
}
