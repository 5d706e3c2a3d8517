// Package unified holds the hazards and look-alikes of mcp-go at v0.44.0,
// the line of one *client.Client over a transport, with the client's
// SamplingHandler and CreateMessageParams.
package unified

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	openai "github.com/sashabaranov/go-openai"
)

// Proxy re-exposes an upstream server's tools.
func Proxy(ctx context.Context, up *client.Client, s *server.MCPServer) error {
	res, err := up.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		return err
	}
	for _, t := range res.Tools {
		s.AddTool(mcp.NewTool(t.Name, mcp.WithDescription(t.Description)), nil) // want `\(mcp:tool-list\) reach(es)? a tool (name|description)`
	}
	return nil
}

// Instructions makes the server's instructions the system prompt.
func Instructions(ctx context.Context, up client.MCPClient) (openai.ChatCompletionMessage, error) {
	init, err := up.Initialize(ctx, mcp.InitializeRequest{})
	if err != nil {
		return openai.ChatCompletionMessage{}, err
	}
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: init.Instructions}, nil // want `\(mcp:instructions\) reach(es)? the system prompt`
}

// Sampler is the application's sampling handler.
type Sampler struct {
	Out chan openai.ChatCompletionMessage
}

// CreateMessage makes the server's system prompt the model's.
func (s *Sampler) CreateMessage(ctx context.Context, req mcp.CreateMessageRequest) (*mcp.CreateMessageResult, error) {
	s.Out <- openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: req.SystemPrompt} // want `\(mcp:sampling-request\) reach(es)? the system prompt`
	return nil, nil
}

var _ client.SamplingHandler = (*Sampler)(nil)

// Benign holds look-alikes taintflow must stay silent on.
func Benign(ctx context.Context, up *client.Client, s *server.MCPServer) ([]openai.ChatCompletionMessage, error) {
	s.AddTool(mcp.NewTool("echo", mcp.WithDescription("Echo the input.")), nil) // benign: constant tool metadata
	init, err := up.Initialize(ctx, mcp.InitializeRequest{})
	if err != nil {
		return nil, err
	}
	return []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleSystem, Content: "Follow the server notes the user quotes."}, // benign: constant system prompt
		{Role: openai.ChatMessageRoleUser, Content: init.Instructions},                            // benign: a user message is a data position (fencecheck's rule)
	}, nil
}
