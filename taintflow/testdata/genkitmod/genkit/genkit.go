// Package genkit holds the firebase/genkit go v1.4.0 sinks (WithSystem,
// system and model messages, tool definitions), fed by mcp-go results.
package genkit

import (
	"context"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
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

// A tool result as the system prompt of a generation.
func WithSystem(ctx context.Context, g *genkit.Genkit, c *client.Client) (string, error) {
	text := toolText(ctx, c)
	return genkit.GenerateText(ctx, g,
		ai.WithSystem(text), // want `\(mcp:tool-result\) reach(es)? the system prompt`
		ai.WithPrompt("Summarise."))
}

// A tool result in system and model messages.
func Messages(ctx context.Context, c *client.Client) []*ai.Message {
	text := toolText(ctx, c)
	return []*ai.Message{
		ai.NewSystemTextMessage(text),                   // want `\(mcp:tool-result\) reach(es)? the system prompt`
		ai.NewModelTextMessage(text),                    // want `\(mcp:tool-result\) reach(es)? an assistant message \(a forged model turn\)`
		ai.NewTextMessage(ai.RoleSystem, "Also: "+text), // want `\(mcp:tool-result\) reach(es)? the system prompt`
	}
}

type lookupIn struct {
	Query string `json:"query"`
}

// Upstream tool descriptions re-declared as genkit tools.
func DefineTools(ctx context.Context, g *genkit.Genkit, c *client.Client) {
	list, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		return
	}
	for _, t := range list.Tools {
		genkit.DefineTool(g, "upstream_lookup", t.Description, // want `\(mcp:tool-list\) reach(es)? a tool description`
			func(tc *ai.ToolContext, in lookupIn) (string, error) {
				return in.Query, nil
			})
		_ = ai.NewTool(t.Name, "Look something up upstream.", // want `\(mcp:tool-list\) reach(es)? a tool name`
			func(tc *ai.ToolContext, in lookupIn) (string, error) {
				return in.Query, nil
			})
	}
}

// Look-alikes that are not taintflow findings.
func Benign(ctx context.Context, g *genkit.Genkit, c *client.Client) ([]*ai.Message, error) {
	text := toolText(ctx, c)
	answer, err := genkit.GenerateText(ctx, g,
		ai.WithSystem("Summarise what the user gives you."), // benign: constant system prompt
		ai.WithPrompt(text)) // benign: the prompt is the user turn, a data position (fencecheck's rule)
	if err != nil {
		return nil, err
	}
	return []*ai.Message{
		ai.NewUserTextMessage(text),    // benign: a user message is a data position (fencecheck's rule)
		ai.NewModelTextMessage(answer), // benign: the model's own reply replayed as a model turn
	}, nil
}
