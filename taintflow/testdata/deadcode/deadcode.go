// Package deadcode: a placeholder that always returns the same constant
// decides the tests of its result; the branch it rules out never runs,
// and nothing flows through it. An extractor that may return something
// else decides nothing.
package deadcode

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	openai "github.com/sashabaranov/go-openai"
)

func toolText(ctx context.Context, c *client.Client) string {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || len(res.Content) == 0 {
		return ""
	}
	return mcp.GetTextFromContent(res.Content[0])
}

func system(text string) []openai.ChatCompletionMessage {
	return []openai.ChatCompletionMessage{{Role: openai.ChatMessageRoleSystem, Content: text}}
}

// extractAction is a placeholder: it never finds an action.
func extractAction(input string) (string, string) {
	// A real implementation would parse the input.
	return "", input
}

// extractCommand finds a slash command.
func extractCommand(input string) (string, string) {
	if strings.HasPrefix(input, "/") {
		return input[1:], ""
	}
	return "", input
}

// Placeholder: the plan branch never runs.
func Placeholder(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	text := toolText(ctx, c)
	if id, _ := extractAction(text); id != "" {
		return system(text) // benign: extractAction always returns an empty ID, so this branch never runs
	}
	return nil
}

// PlaceholderEqual: the same test written the other way round.
func PlaceholderEqual(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	text := toolText(ctx, c)
	id, _ := extractAction(text)
	if id == "" {
		return nil
	}
	return system(text) // benign: only reached when extractAction's constant empty ID is not empty
}

// Command: the extractor may find a command, so the branch runs.
func Command(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	text := toolText(ctx, c)
	if cmd, _ := extractCommand(text); cmd != "" {
		return system(text) // want `\(mcp:tool-result\) reaches the system prompt`
	}
	return nil
}

// Live: the other branch of a decided test runs.
func Live(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	text := toolText(ctx, c)
	if id, _ := extractAction(text); id == "" {
		return system(text) // want `\(mcp:tool-result\) reaches the system prompt`
	}
	return nil
}
