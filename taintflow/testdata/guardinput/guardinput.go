// Package guardinput checks the instruction slots of this repository's own
// guard.Input: plain third-party text there is a finding even though
// guard.Check runs, because guard.Plain tells Check the text is the
// operator's.
package guardinput

import (
	"context"
	"os"

	"github.com/agentvet/agentvet/guard"
	"github.com/agentvet/agentvet/taint"
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

// Third-party text declared plain in every instruction slot.
func PlainEverywhere(ctx context.Context, c *client.Client) (guard.Request, error) {
	text := toolText(ctx, c)
	list, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		return guard.Request{}, err
	}
	t := list.Tools[0]
	return guard.Check(guard.Input{
		System: []guard.Text{guard.Plain(guard.SystemNote), guard.Plain(text)}, // want `\(mcp:tool-result\) reach(es)? the system prompt`
		Messages: []guard.Message{
			{Role: guard.RoleDeveloper, Content: []guard.Text{guard.Plain(text)}}, // want `\(mcp:tool-result\) reach(es)? a developer message`
			{Role: guard.RoleAssistant, Content: []guard.Text{guard.Plain(text)}}, // want `\(mcp:tool-result\) reach(es)? an assistant message \(a forged model turn\)`
		},
		Tools: []guard.Tool{{
			Name:        guard.Plain(t.Name),        // want `\(mcp:tool-list\) reach(es)? a tool name`
			Description: guard.Plain(t.Description), // want `\(mcp:tool-list\) reach(es)? a tool description`
		}},
	})
}

// A role from configuration: Check refuses roles outside its five
// constants at run time, and statically the role is not a constant.
func ConfiguredRole(ctx context.Context, c *client.Client) (guard.Request, error) {
	return guard.Check(guard.Input{Messages: []guard.Message{
		{Role: guard.Role(os.Getenv("NOTE_ROLE")), Content: []guard.Text{guard.Plain(toolText(ctx, c))}}, // want `\(mcp:tool-result\) reach(es)? a message whose role is not a constant`
	}})
}

// The way guard is meant to be used.
func Guarded(ctx context.Context, c *client.Client) (guard.Request, error) {
	text := toolText(ctx, c)
	return guard.Check(guard.Input{
		System: []guard.Text{guard.Plain("You summarise tool output."), guard.Plain(guard.SystemNote)}, // benign: operator constants and the guard's own note
		Messages: []guard.Message{
			{Role: guard.RoleUser, Content: []guard.Text{guard.Untrusted(taint.New(text, "mcp:tool-result"))}}, // benign: kept tainted, in a user message, fenced by Check
			{Role: guard.RoleTool, Content: []guard.Text{guard.Plain(text)}},                                   // benign: a tool message is a data position (fencecheck's rule)
		},
	})
}
