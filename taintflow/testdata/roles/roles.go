// Package roles checks role resolution: a role-conditioned sink is an
// instruction position unless every role value that can reach it is a
// constant naming a data position.
package roles

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	openai "github.com/sashabaranov/go-openai"
)

type msg = openai.ChatCompletionMessage

const asSystem = "system"

func toolText(ctx context.Context, c *client.Client) string {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || len(res.Content) == 0 {
		return ""
	}
	return mcp.GetTextFromContent(res.Content[0])
}

// Constants: a literal, a local constant, the SDK's constant.
func Constants(ctx context.Context, c *client.Client) []msg {
	text := toolText(ctx, c)
	return []msg{
		{Role: "assistant", Content: text},                     // want `\(mcp:tool-result\) reach(es)? an assistant message \(a forged model turn\)`
		{Role: asSystem, Content: text},                        // want `\(mcp:tool-result\) reach(es)? the system prompt`
		{Role: openai.ChatMessageRoleDeveloper, Content: text}, // want `\(mcp:tool-result\) reach(es)? a developer message`
		{Role: "user", Content: text},                          // benign: a user message is a data position (fencecheck's rule)
	}
}

// A phi of constants, one of them an instruction role.
func PhiOfConstants(ctx context.Context, c *client.Client, trusted bool) msg {
	role := openai.ChatMessageRoleUser
	if trusted {
		role = openai.ChatMessageRoleSystem
	}
	return msg{Role: role, Content: toolText(ctx, c)} /* and, on the user path, (fencecheck's rule) */ // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// A phi of constants that are all data roles.
func PhiOfDataRoles(ctx context.Context, c *client.Client, asTool bool) msg {
	role := openai.ChatMessageRoleUser
	if asTool {
		role = openai.ChatMessageRoleTool
	}
	return msg{Role: role, Content: toolText(ctx, c), ToolCallID: "call_1"} // benign: every role that reaches here is a data position (fencecheck's rule)
}

// Reply puts doc in a message of the caller's role.
func Reply(doc, role string) msg {
	return msg{Role: role, Content: doc}
}

// Every call of Reply passes "user": clean.
func ReplyAsUser(ctx context.Context, c *client.Client, quote bool) []msg {
	text := toolText(ctx, c)
	out := []msg{Reply(text, "user")} // benign: Reply is called with the user role on every path (fencecheck's rule)
	if quote {
		out = append(out, Reply("> "+text, openai.ChatMessageRoleUser)) // benign: the user role again, through the SDK's constant (fencecheck's rule)
	}
	return out
}

// A call of Reply with the system role.
func ReplyAsSystem(ctx context.Context, c *client.Client) msg {
	return Reply(toolText(ctx, c), openai.ChatMessageRoleSystem) // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// An MCP prompt's messages replayed with the role the server chose.
func ServerChosenRole(ctx context.Context, c *client.Client) []msg {
	p, err := c.GetPrompt(ctx, mcp.GetPromptRequest{})
	if err != nil {
		return nil
	}
	var out []msg
	for _, pm := range p.Messages {
		out = append(out, msg{
			Role:    string(pm.Role),
			Content: mcp.GetTextFromContent(pm.Content), // want `\(mcp:prompt\) reach(es)? a message whose role is not a constant`
		})
	}
	return out
}

// A role read from the environment cannot be resolved: fail closed.
func EnvironmentRole(ctx context.Context, c *client.Client) msg {
	return msg{Role: os.Getenv("REPLY_ROLE"), Content: toolText(ctx, c)} // want `\(mcp:tool-result\) reach(es)? a message whose role is not a constant`
}
