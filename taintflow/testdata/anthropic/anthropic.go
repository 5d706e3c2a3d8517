// Package anthropic holds the anthropic-sdk-go/v2 v2.17.0 sinks (the system
// prompt, assistant turns, tool definitions), fed by go-sdk MCP results.
package anthropic

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func toolText(ctx context.Context, cs *mcp.ClientSession) string {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "fetch"})
	if err != nil || len(res.Content) == 0 {
		return ""
	}
	tc, _ := res.Content[0].(*mcp.TextContent)
	return tc.Text
}

// A tool result in the System blocks of a request.
func SystemBlocks(ctx context.Context, cs *mcp.ClientSession) anthropic.MessageNewParams {
	text := toolText(ctx, cs)
	return anthropic.MessageNewParams{
		Model:     "claude-sonnet-4-5",
		MaxTokens: 1024,
		System:    []anthropic.TextBlockParam{{Text: "You summarise pages."}, {Text: text}}, // want `\(mcp:tool-result\) reach(es)? the system prompt`
	}
}

// A tool result as the model's own earlier turn.
func ForgedTurn(ctx context.Context, cs *mcp.ClientSession) []anthropic.MessageParam {
	text := toolText(ctx, cs)
	return []anthropic.MessageParam{
		anthropic.NewUserMessage(anthropic.NewTextBlock("What did the page say?")),
		anthropic.NewAssistantMessage(anthropic.NewTextBlock(text)), // want `\(mcp:tool-result\) reach(es)? an assistant message \(a forged model turn\)`
	}
}

// Upstream tool definitions re-declared to Claude.
func ToolDefinitions(ctx context.Context, cs *mcp.ClientSession) []anthropic.ToolUnionParam {
	list, err := cs.ListTools(ctx, &mcp.ListToolsParams{})
	if err != nil {
		return nil
	}
	var out []anthropic.ToolUnionParam
	for _, t := range list.Tools {
		out = append(out, anthropic.ToolUnionParam{OfTool: &anthropic.ToolParam{
			Name:        t.Name,                          // want `\(mcp:tool-list\) reach(es)? a tool name`
			Description: anthropic.String(t.Description), // want `\(mcp:tool-list\) reach(es)? a tool description`
			InputSchema: anthropic.ToolInputSchemaParam{Properties: map[string]any{}},
		}})
	}
	return out
}

// Look-alikes that are not taintflow findings.
func Benign(ctx context.Context, cs *mcp.ClientSession, client anthropic.Client) ([]anthropic.MessageParam, error) {
	text := toolText(ctx, cs)
	params := anthropic.MessageNewParams{
		Model:     "claude-sonnet-4-5",
		MaxTokens: 1024,
		System:    []anthropic.TextBlockParam{{Text: "Summarise the page for the user."}}, // benign: constant system prompt
		Messages: []anthropic.MessageParam{
			anthropic.NewUserMessage(anthropic.NewTextBlock(text)),                         // benign: a user message is a data position (fencecheck's rule)
			anthropic.NewUserMessage(anthropic.NewToolResultBlock("toolu_1", text, false)), // benign: a tool result block is a data position (fencecheck's rule)
		},
	}
	msg, err := client.Messages.New(ctx, params)
	if err != nil {
		return nil, err
	}
	return append(params.Messages, msg.ToParam()), nil // benign: the model's own reply replayed as an assistant message
}
