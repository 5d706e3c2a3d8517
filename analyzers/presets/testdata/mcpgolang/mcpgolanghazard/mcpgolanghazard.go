// Package mcpgolanghazard holds the hazards and look-alikes of
// github.com/metoro-io/mcp-golang at v0.16.1: what an MCP server returns
// to a *Client (tool results, the tool list, instructions, prompts,
// resources) reaches instruction positions, by the call and by the type
// that carries it; and a server re-exposing an upstream's tools writes
// their names and descriptions, and its instructions.
package mcpgolanghazard

import (
	"context"
	"encoding/json"
	"errors"

	mcp "github.com/metoro-io/mcp-golang"
	"github.com/metoro-io/mcp-golang/transport"
	openai "github.com/sashabaranov/go-openai"
)

// text joins the text items of MCP content.
func text(content []*mcp.Content) string {
	var s string
	for _, c := range content {
		if c != nil && c.TextContent != nil {
			s += c.TextContent.Text
		}
	}
	return s
}

// EchoArgs are the arguments of the proxied tools.
type EchoArgs struct {
	Q string `json:"q"`
}

// handler answers every proxied tool call.
func handler(args EchoArgs) (*mcp.ToolResponse, error) {
	return mcp.NewToolResponse(mcp.NewTextContent("ok")), nil
}

// Proxy re-exposes an upstream's tools on a server of its own, under
// their upstream names and descriptions.
func Proxy(ctx context.Context, up *mcp.Client, srv *mcp.Server) error {
	res, err := up.ListTools(ctx, nil)
	if err != nil {
		return err
	}
	for _, t := range res.Tools {
		desc := ""
		if t.Description != nil {
			desc = *t.Description
		}
		if err := srv.RegisterTool(t.Name, "upstream tool", handler); err != nil { // want `\(mcp:tool-list\) reaches a tool name`
			return err
		}
		if err := srv.RegisterTool("upstream_"+"echo", desc, handler); err != nil { // want `\(mcp:tool-list\) reaches a tool description`
			return err
		}
	}
	return nil
}

// Relay serves its own clients with the instructions an upstream server
// gave it.
func Relay(ctx context.Context, up *mcp.Client, tr transport.Transport) (*mcp.Server, error) {
	init, err := up.Initialize(ctx)
	if err != nil || init.Instructions == nil {
		return nil, err
	}
	return mcp.NewServer(tr, mcp.WithInstructions(*init.Instructions)), nil // want `\(mcp:instructions\) reaches the system prompt`
}

// Result makes a tool result the system prompt.
func Result(ctx context.Context, c *mcp.Client) (openai.ChatCompletionMessage, error) {
	res, err := c.CallTool(ctx, "search", map[string]string{"q": "go"})
	if err != nil {
		return openai.ChatCompletionMessage{}, err
	}
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: text(res.Content)}, nil // want `\(mcp:tool-result\) reaches the system prompt`
}

// Prompt replays a server's prompt as the assistant's own turn.
func Prompt(ctx context.Context, c *mcp.Client) (openai.ChatCompletionMessage, error) {
	p, err := c.GetPrompt(ctx, "greet", nil)
	if err != nil || len(p.Messages) == 0 || p.Messages[0].Content == nil || p.Messages[0].Content.TextContent == nil {
		return openai.ChatCompletionMessage{}, err
	}
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleAssistant, Content: p.Messages[0].Content.TextContent.Text}, nil // want `\(mcp:prompt\) reaches an assistant message \(a forged model turn\)`
}

// Resource makes a resource a server returned the system prompt.
func Resource(ctx context.Context, c *mcp.Client) (openai.ChatCompletionMessage, error) {
	res, err := c.ReadResource(ctx, "file:///README.md")
	if err != nil {
		return openai.ChatCompletionMessage{}, err
	}
	var s string
	for _, r := range res.Contents {
		if r != nil && r.TextResourceContents != nil {
			s += r.TextResourceContents.Text
		}
	}
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: s}, nil // want `\(mcp:resource\) reaches the system prompt`
}

// Declare hands an upstream's tools, received from elsewhere, to the
// model as function definitions: their descriptions and input schemas.
func Declare(tools []mcp.ToolRetType) []openai.Tool {
	var out []openai.Tool
	for _, t := range tools {
		desc := ""
		if t.Description != nil {
			desc = *t.Description
		}
		out = append(out, openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
			Name:        "upstream",
			Description: desc,          // want `\(mcp:tool-list\) reaches a tool description`
			Parameters:  t.InputSchema, // want `\(mcp:tool-list\) reaches a tool description`
		}})
	}
	return out
}

// PromptDescription makes the description of a prompt handed over from
// elsewhere the system prompt.
func PromptDescription(r *mcp.PromptResponse) openai.ChatCompletionMessage {
	var s string
	if r.Description != nil {
		s = *r.Description
	}
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: s} // want `\(mcp:prompt\) reaches the system prompt`
}

// PromptText makes a prompt message handed over from elsewhere the
// system prompt.
func PromptText(m *mcp.PromptMessage) openai.ChatCompletionMessage {
	var s string
	if m.Content != nil && m.Content.TextContent != nil {
		s = m.Content.TextContent.Text
	}
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: s} // want `\(mcp:prompt\) reaches the system prompt`
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(ctx context.Context, c *mcp.Client, srv *mcp.Server, tr transport.Transport) ([]openai.ChatCompletionMessage, error) {
	if err := srv.RegisterTool("echo", "Echo the input.", handler); err != nil { // benign: constant tool metadata
		return nil, err
	}
	_ = mcp.NewServer(tr, mcp.WithInstructions("Use the echo tool.")) // benign: constant instructions
	res, err := c.CallTool(ctx, "search", map[string]string{"q": "go"})
	if err != nil {
		return nil, err
	}
	msgs := []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleSystem, Content: "Use the tool output the user quotes."}, // benign: constant system prompt
		{Role: openai.ChatMessageRoleUser, Content: text(res.Content)},                        // benign: a user message is a data position (fencecheck's rule)
		{Role: openai.ChatMessageRoleTool, Content: text(res.Content), ToolCallID: "call_1"},  // benign: a tool message is a data position
	}
	tools, err := c.ListTools(ctx, nil)
	if err != nil {
		return nil, err
	}
	for _, t := range tools.Tools {
		if t.Name == "search" {
			msgs = append(msgs, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: "Search is available."}) // benign: a comparison selects a constant
		}
	}
	if len(res.Content) == 0 {
		return nil, errors.New("tool failed") // benign: a length decides, the text is not used
	}
	args, _ := json.Marshal(EchoArgs{Q: "go"})
	msgs = append(msgs, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: "Arguments: " + string(args)}) // benign: the operator's own arguments
	return msgs, nil
}
