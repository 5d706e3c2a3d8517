// Package paint colours text for a terminal. Third-party text may select
// a colour from a closed set; it must be scrubbed before any colour is
// applied, or it brings its own escape sequences.
package paint

import (
	"context"
	"fmt"

	"github.com/agentvet/agentvet/scrub"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

const (
	red   = "\x1b[31m"
	reset = "\x1b[0m"
)

func toolText(ctx context.Context, c *client.Client) string {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || len(res.Content) == 0 {
		return ""
	}
	return mcp.GetTextFromContent(res.Content[0])
}

// Paint first: the text's own escapes survive inside the colour.
func PaintFirst(ctx context.Context, c *client.Client) {
	summary := toolText(ctx, c)
	fmt.Println(red + summary + reset)                    // want `scrub, then paint`
	fmt.Println(fmt.Sprintf("\033[1m%s\033[0m", summary)) // want `scrub, then paint`
	fmt.Printf("\x1b[33m%s\x1b[0m\n", summary)            // want `scrub, then paint`
}

// Scrub, then paint.
func ScrubThenPaint(ctx context.Context, c *client.Client, level string) {
	summary := toolText(ctx, c)
	fmt.Println(red + scrub.Line(summary) + reset)           // benign: scrubbed to one line before the colour
	fmt.Println("\x1b[2m" + scrub.Terminal(summary) + reset) // benign: scrubbed for the terminal before the colour
	fmt.Println(scrub.Paint(scrub.Red, summary))             // benign: scrub.Paint scrubs first
	color := scrub.Dim
	if level == "error" {
		color = scrub.Red
	}
	fmt.Println(scrub.Paint(color, summary)) // benign: the colour comes from a closed set
	fmt.Println(red + "tool failed" + reset) // benign: operator text only
}
