// Package builder puts tool results in messages built by another
// package's constructors and builder (package msg): the role is the
// constant the constructor set, resolved where the builder is called.
package builder

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	openai "github.com/sashabaranov/go-openai"

	"fixtures/builder/msg"
)

func toolText(ctx context.Context, c *client.Client) string {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || len(res.Content) == 0 {
		return ""
	}
	return mcp.GetTextFromContent(res.Content[0])
}

// System: a system message built by its constructor.
func System(ctx context.Context, c *client.Client) *openai.ChatCompletionMessage {
	return msg.Append(msg.NewSystem(), toolText(ctx, c)) // want `\(mcp:tool-result\) reaches the system prompt`
}

// User: a user message built by its constructor.
func User(ctx context.Context, c *client.Client) *openai.ChatCompletionMessage {
	return msg.Append(msg.NewUser(), toolText(ctx, c)) // benign: NewUser's message is a user message, a data position (fencecheck's rule)
}

// Promoted: a user message whose role is changed before the text goes in.
func Promoted(ctx context.Context, c *client.Client) *openai.ChatCompletionMessage {
	m := msg.NewUser()
	m.Role = openai.ChatMessageRoleSystem
	return msg.Append(m, toolText(ctx, c)) /* and, as the constructor's user message, (fencecheck's rule) */ // want `\(mcp:tool-result\) reaches the system prompt`
}

// AnyRole: the caller picks the role; not a constant here.
func AnyRole(ctx context.Context, c *client.Client, role string) *openai.ChatCompletionMessage {
	return msg.Append(msg.New(role), toolText(ctx, c)) // want `\(mcp:tool-result\) reaches a message whose role is not a constant`
}
