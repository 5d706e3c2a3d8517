// Package record builds a run's items: a reply the model wrote and a tool
// output whose content an MCP server wrote, in one slice of the interface.
package record

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"fixtures/dyntypes/items"
)

// ToolText returns an MCP tool result's text.
func ToolText(ctx context.Context, c *client.Client) string {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || len(res.Content) == 0 {
		return ""
	}
	return mcp.GetTextFromContent(res.Content[0])
}

// Run returns the model's reply and the tool's output, by value.
func Run(ctx context.Context, c *client.Client, reply string) []items.Item {
	var out []items.Item
	out = append(out, items.Reply{Agent: "a", Raw: reply})
	out = append(out, items.ToolOut{Agent: "a", Raw: items.Output{Content: ToolText(ctx, c), ID: "call_1"}})
	return out
}

// Notes returns the tool's output held by pointer, beside the reply.
func Notes(ctx context.Context, c *client.Client, reply string) []items.Item {
	n := &items.Note{Agent: "a"}
	n.Raw.Content = ToolText(ctx, c)
	return []items.Item{items.Reply{Agent: "a", Raw: reply}, n}
}

// Tagged returns the tool's output inside a Tagged, beside the reply.
func Tagged(ctx context.Context, c *client.Client, reply string) []items.Item {
	n := &items.Note{Agent: "a"}
	n.Raw.Content = ToolText(ctx, c)
	return []items.Item{items.Reply{Agent: "a", Raw: reply}, items.Tagged{Tag: "t", Note: n}}
}
