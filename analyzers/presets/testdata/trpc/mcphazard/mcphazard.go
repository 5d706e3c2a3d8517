// Package mcphazard holds the hazards and look-alikes of
// trpc.group/trpc-go/trpc-mcp-go at v0.0.10 by the client call: what an
// MCP server returns to the HTTP/SSE *Client, the *StdioClient or a
// Connector reaches instruction positions, and a server re-exposing an
// upstream's tools writes their names and descriptions.
package mcphazard

import (
	"context"
	"errors"

	openai "github.com/sashabaranov/go-openai"
	mcp "trpc.group/trpc-go/trpc-mcp-go"
)

// text joins the text items of MCP content.
func text(content []mcp.Content) string {
	var s string
	for _, c := range content {
		if tc, ok := c.(mcp.TextContent); ok {
			s += tc.Text
		}
	}
	return s
}

// handler answers every proxied tool call.
func handler(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewTextResult("ok"), nil
}

// Proxy re-exposes an upstream's tools on a server of its own.
func Proxy(ctx context.Context, up *mcp.Client, srv *mcp.Server) error {
	res, err := up.ListTools(ctx, &mcp.ListToolsRequest{})
	if err != nil {
		return err
	}
	for _, t := range res.Tools {
		tool := mcp.NewTool(t.Name)      // want `\(mcp:tool-list\) reaches a tool name`
		tool.Description = t.Description // want `\(mcp:tool-list\) reaches a tool description`
		srv.RegisterTool(tool, handler)
	}
	return nil
}

// Describe registers an upstream's tool on a stdio server under a
// description the upstream wrote.
func Describe(ctx context.Context, up mcp.Connector, srv *mcp.StdioServer) error {
	res, err := up.ListTools(ctx, &mcp.ListToolsRequest{})
	if err != nil || len(res.Tools) == 0 {
		return err
	}
	srv.RegisterTool(mcp.NewTool("upstream", mcp.WithDescription(res.Tools[0].Description)), handler) // want `\(mcp:tool-list\) reach(es)? a tool description`
	return nil
}

// Result makes a tool result, through the Connector interface, the system
// prompt.
func Result(ctx context.Context, c mcp.Connector) (openai.ChatCompletionMessage, error) {
	req := &mcp.CallToolRequest{}
	req.Params.Name = "search"
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return openai.ChatCompletionMessage{}, err
	}
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: text(res.Content)}, nil // want `\(mcp:tool-result\) reaches the system prompt`
}

// Instructions makes a stdio server's instructions the system prompt.
func Instructions(ctx context.Context, c *mcp.StdioClient) (openai.ChatCompletionMessage, error) {
	init, err := c.Initialize(ctx, &mcp.InitializeRequest{})
	if err != nil {
		return openai.ChatCompletionMessage{}, err
	}
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: init.Instructions}, nil // want `\(mcp:instructions\) reaches the system prompt`
}

// Prompt replays a server's prompt as the assistant's own turn.
func Prompt(ctx context.Context, c *mcp.Client) (openai.ChatCompletionMessage, error) {
	req := &mcp.GetPromptRequest{}
	req.Params.Name = "greet"
	p, err := c.GetPrompt(ctx, req)
	if err != nil || len(p.Messages) == 0 {
		return openai.ChatCompletionMessage{}, err
	}
	tc, _ := p.Messages[0].Content.(mcp.TextContent)
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleAssistant, Content: tc.Text}, nil // want `\(mcp:prompt\) reaches an assistant message \(a forged model turn\)`
}

// Resource makes a resource a server returned the system prompt.
func Resource(ctx context.Context, c *mcp.Client) (openai.ChatCompletionMessage, error) {
	req := &mcp.ReadResourceRequest{}
	req.Params.URI = "file:///README.md"
	res, err := c.ReadResource(ctx, req)
	if err != nil {
		return openai.ChatCompletionMessage{}, err
	}
	var s string
	for _, rc := range res.Contents {
		if t, ok := rc.(mcp.TextResourceContents); ok {
			s += t.Text
		}
	}
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: s}, nil // want `\(mcp:resource\) reaches the system prompt`
}

// Relay answers its own clients' initialize with the instructions an
// upstream server gave it.
func Relay(ctx context.Context, up *mcp.Client, id any, caps mcp.ServerCapabilities) (*mcp.JSONRPCResponse, error) {
	init, err := up.Initialize(ctx, &mcp.InitializeRequest{})
	if err != nil {
		return nil, err
	}
	return mcp.NewInitializeResponse(id, init.ProtocolVersion, init.ServerInfo, caps, init.Instructions), nil // want `\(mcp:instructions\) reaches the system prompt`
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(ctx context.Context, c *mcp.Client, srv *mcp.SSEServer) ([]openai.ChatCompletionMessage, error) {
	srv.RegisterTool(mcp.NewTool("echo", mcp.WithDescription("Echo the input.")), handler) // benign: constant tool metadata
	req := &mcp.CallToolRequest{}
	req.Params.Name = "search"
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return nil, err
	}
	msgs := []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleSystem, Content: "Use the tool output the user quotes."}, // benign: constant system prompt
		{Role: openai.ChatMessageRoleUser, Content: text(res.Content)},                        // benign: a user message is a data position (fencecheck's rule)
	}
	tools, err := c.ListTools(ctx, &mcp.ListToolsRequest{})
	if err != nil {
		return nil, err
	}
	for _, t := range tools.Tools {
		if t.Name == "search" {
			msgs = append(msgs, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: "Search is available."}) // benign: a comparison selects a constant
		}
	}
	if res.IsError || len(res.Content) == 0 {
		return nil, errors.New("tool failed") // benign: a flag and a length decide, the text is not used
	}
	return msgs, nil
}
