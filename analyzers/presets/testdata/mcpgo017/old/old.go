// Package old holds the hazards and look-alikes of mcp-go at v0.17.0, the
// line of per-transport clients (*client.StdioMCPClient) and of sampling
// requests whose parameters are an anonymous struct.
package old

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	openai "github.com/sashabaranov/go-openai"
)

// Proxy re-exposes the tools of an upstream server it reaches over stdio.
func Proxy(ctx context.Context, up *client.StdioMCPClient, s *server.MCPServer) error {
	res, err := up.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		return err
	}
	for _, t := range res.Tools {
		s.AddTool(mcp.NewTool(t.Name, mcp.WithDescription(t.Description)), nil) // want `\(mcp:tool-list\) reach(es)? a tool (name|description)`
	}
	return nil
}

// Result makes a tool's result the system prompt.
func Result(ctx context.Context, up *client.StdioMCPClient) (openai.ChatCompletionMessage, error) {
	res, err := up.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		return openai.ChatCompletionMessage{}, err
	}
	var s string
	for _, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			s += tc.Text
		}
	}
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: s}, nil // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// Sampling makes a sampling request's system prompt and messages the
// system prompt: the request's parameters (an anonymous struct in this
// line) are the server's whatever handed them over.
func Sampling(req mcp.CreateMessageRequest) []openai.ChatCompletionMessage {
	params := req.Params
	var s string
	for _, m := range req.Params.Messages {
		if tc, ok := m.Content.(mcp.TextContent); ok {
			s += tc.Text
		}
	}
	return []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleSystem, Content: params.SystemPrompt}, // want `\(mcp:sampling-request\) reaches the system prompt`
		{Role: openai.ChatMessageRoleSystem, Content: s},                   // want `\(mcp:sampling-request\) reaches the system prompt`
		// A read through the address of a producer field's member
		// (req.Params.SystemPrompt, the field's own type anonymous).
		{Role: openai.ChatMessageRoleSystem, Content: req.Params.SystemPrompt}, // want `\(mcp:sampling-request\) reaches the system prompt`
	}
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(ctx context.Context, up *client.StdioMCPClient, s *server.MCPServer) ([]openai.ChatCompletionMessage, error) {
	s.AddTool(mcp.NewTool("echo", mcp.WithDescription("Echo the input.")), nil) // benign: constant tool metadata
	res, err := up.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		return nil, err
	}
	var s2 string
	for _, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			s2 += tc.Text
		}
	}
	return []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleSystem, Content: "Use the tool output the user quotes."}, // benign: constant system prompt
		{Role: openai.ChatMessageRoleUser, Content: s2},                                       // benign: a user message is a data position (fencecheck's rule)
	}, nil
}
