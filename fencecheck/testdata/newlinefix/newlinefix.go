// Package newlinefix holds the one newline filter whose suggested fix is
// mechanical: a plain ReplaceAll of LF becomes scrub.Line.
package newlinefix

import (
	"context"
	"fmt"
	"strings"

	"github.com/agentvet/agentvet/scrub"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

func toolText(ctx context.Context, c *client.Client) string {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || len(res.Content) == 0 {
		return ""
	}
	return mcp.GetTextFromContent(res.Content[0])
}

// StatusLine flattens a tool result to one display line.
func StatusLine(ctx context.Context, c *client.Client) {
	s := toolText(ctx, c)
	fmt.Println("status: " + strings.ReplaceAll(s, "\n", " ")) // want `newline-only filter on untrusted text`
}

// Title is already correct.
func Title(ctx context.Context, c *client.Client) string {
	return scrub.Line(strings.TrimSpace(toolText(ctx, c))) // benign: scrub.Line
}
