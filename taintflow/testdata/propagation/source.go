// Package propagation holds one function per propagation shape the engine
// must follow from a producer (an mcp-go tool result) to a sink (a go-openai
// system message), and the shapes it must not follow (a length, a
// comparison, control dependence).
package propagation

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	openai "github.com/sashabaranov/go-openai"
)

type msg = openai.ChatCompletionMessage

const system = openai.ChatMessageRoleSystem

func toolText(ctx context.Context, c *client.Client) string {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || len(res.Content) == 0 {
		return ""
	}
	return mcp.GetTextFromContent(res.Content[0])
}
