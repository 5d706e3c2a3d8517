// Package early holds the hazards and look-alikes of the MCP go-sdk at
// v0.5.0, the first release real agents pin (a tool's schema was a
// *jsonschema.Schema then).
package early

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	openai "github.com/sashabaranov/go-openai"
)

// Proxy re-exposes an upstream's tools on a server of its own.
func Proxy(ctx context.Context, up *mcp.ClientSession, srv *mcp.Server, h mcp.ToolHandler) error {
	res, err := up.ListTools(ctx, &mcp.ListToolsParams{})
	if err != nil {
		return err
	}
	for _, t := range res.Tools {
		srv.AddTool(&mcp.Tool{Name: t.Name, Description: t.Description}, h) // want `\(mcp:tool-list\) reach(es)? a tool (name|description)`
	}
	return nil
}

// Schema describes a function with a parameter description the server
// wrote in its schema.
func Schema(t *mcp.Tool) openai.FunctionDefinition {
	return openai.FunctionDefinition{Name: "lookup", Description: t.InputSchema.Properties["q"].Description} // want `\(mcp:tool-list\) reaches a tool description`
}

// Instructions makes the server's instructions the system prompt.
func Instructions(cs *mcp.ClientSession) openai.ChatCompletionMessage {
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: cs.InitializeResult().Instructions} // want `\(mcp:instructions\) reach(es)? the system prompt`
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(ctx context.Context, up *mcp.ClientSession, srv *mcp.Server, h mcp.ToolHandler) ([]openai.ChatCompletionMessage, error) {
	srv.AddTool(&mcp.Tool{Name: "echo", Description: "Echo the input."}, h) // benign: constant tool metadata
	res, err := up.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
	if err != nil {
		return nil, err
	}
	var s string
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			s += tc.Text
		}
	}
	return []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleSystem, Content: "Use the tool output the user quotes."}, // benign: constant system prompt
		{Role: openai.ChatMessageRoleUser, Content: s},                                        // benign: a user message is a data position (fencecheck's rule)
	}, nil
}
