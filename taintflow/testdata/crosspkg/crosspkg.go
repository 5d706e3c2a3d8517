// Package crosspkg calls package helpers both ways: a helper that returns
// third-party text feeding a local sink, and local third-party text fed to
// helpers whose parameters reach sinks (reported at the call here).
package crosspkg

import (
	"context"

	"fixtures/helpers"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	openai "github.com/sashabaranov/go-openai"
)

// A helper in another package returns third-party text; the sink is here.
func HelperResultIntoSystem(url string) openai.ChatCompletionMessage {
	return openai.ChatCompletionMessage{
		Role:    openai.ChatMessageRoleSystem,
		Content: helpers.FetchPage(url), // want `\(web:http-response\) reaches the system prompt`
	}
}

// A field another package filled with third-party text.
func HelperFieldIntoDeveloper(url string) openai.ChatCompletionMessage {
	p := helpers.Load(url)
	return openai.ChatCompletionMessage{
		Role:    openai.ChatMessageRoleDeveloper,
		Content: p.Body, // want `\(web:http-response\) reaches a developer message`
	}
}

func toolText(ctx context.Context, c *client.Client) string {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || len(res.Content) == 0 {
		return ""
	}
	return mcp.GetTextFromContent(res.Content[0])
}

// Local third-party text handed to helpers whose parameters reach sinks.
func IntoHelpers(ctx context.Context, c *client.Client) []any {
	text := toolText(ctx, c)
	return []any{
		helpers.SystemMessage(text),               // want `\(mcp:tool-result\) reach(es)? the system prompt`
		helpers.Persona("Ada", text),              // want `\(mcp:tool-result\) reach(es)? the system prompt at .* via `
		helpers.Request(text, "What changed?"),    // want `\(mcp:tool-result\) reach(es)? the system prompt`
		helpers.Describe("search", text),          // want `\(mcp:tool-result\) reach(es)? a tool description`
		helpers.Request("You are helpful.", text), // benign: the helper puts this parameter in a user message (fencecheck's rule)
		helpers.SystemMessage("You are helpful."), // benign: constant argument to a sink helper
	}
}
