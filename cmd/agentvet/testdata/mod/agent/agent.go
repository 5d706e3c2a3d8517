// Package agent asks an MCP server for context and lets the tool's reply
// write the system message of a chat completion: the hazard agentvet
// exists for.
package agent

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	openai "github.com/sashabaranov/go-openai"
)

// Plan calls an MCP tool and puts its result in the system message.
func Plan(ctx context.Context, c *client.Client, oa *openai.Client) (string, error) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		return "", err
	}
	var text string
	for _, part := range res.Content {
		if tc, ok := part.(mcp.TextContent); ok {
			text += tc.Text
		}
	}
	resp, err := oa.CreateChatCompletion(ctx, openai.ChatCompletionRequest{
		Model: openai.GPT4o,
		Messages: []openai.ChatCompletionMessage{
			{Role: openai.ChatMessageRoleSystem, Content: "You are a planner. Context: " + text},
			{Role: openai.ChatMessageRoleUser, Content: "Plan the next step."},
		},
	})
	if err != nil {
		return "", err
	}
	return resp.Choices[0].Message.Content, nil
}
