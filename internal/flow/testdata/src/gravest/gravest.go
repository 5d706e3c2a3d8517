// Package gravest sends one conversation whose messages hold text of two
// producers at two positions: the finding on the call claims the gravest
// position a flow reaches there and names only the producers that reach
// it (a request carries its system prompt, its tools and its messages;
// trpc-agent-go's model call, where a session summary reaches the system
// prompt and the MCP tool list only the tools).
package gravest

import (
	"context"
	"io"
	"net/http"
	"strings"

	"roleclosure"
)

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

// ask sends prompt to a chat-completions endpoint: its reply is the
// model's, derived from the prompt.
func ask(ctx context.Context, prompt string) string {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.example.com/v1/chat/completions", strings.NewReader(prompt))
	if err != nil {
		return ""
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// HazardDirectBeforeDerived: the model's summary of the tool result
// reaches the system prompt, the tool result's own text the assistant
// turn: the finding claims the third party's own text.
func HazardDirectBeforeDerived(ctx context.Context) {
	roleclosure.Convert([]roleclosure.Message{ // want `^gravest.Result \(//agentvet:producer\) \(mcp:tool-result\) reaches an assistant message`
		roleclosure.NewAssistantMessage(Result()),
		roleclosure.NewSystemMessage(ask(ctx, "Summarize: "+Result())),
	})
}

// HazardDerivedOnly: the model's summary alone, in the system prompt.
func HazardDerivedOnly(ctx context.Context) {
	roleclosure.Convert([]roleclosure.Message{roleclosure.NewSystemMessage(ask(ctx, "Summarize: "+Result()))}) // want `^derived text: a model's reply to a prompt that held gravest.Result .* reaches the system prompt`
}
