// Package deadcode: a placeholder that always returns the same constant
// decides the tests of its result; the branch it rules out never runs,
// and nothing flows through it, nor through an unexported function only
// that branch calls. An extractor that may return something else decides
// nothing, in this package or another (package plan).
package deadcode

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	openai "github.com/sashabaranov/go-openai"

	"fixtures/deadcode/plan"
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

// OtherPackage: the placeholder is in another package.
func OtherPackage(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	text := toolText(ctx, c)
	if id, _ := plan.Extract(text); id != "" {
		return system(text) // benign: plan.Extract always returns an empty ID (its fact says so), so this branch never runs
	}
	return nil
}

// OtherCommand: another package's extractor that may find a command.
func OtherCommand(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	text := toolText(ctx, c)
	if cmd, _ := plan.Command(text); cmd != "" {
		return system(text) // want `\(mcp:tool-result\) reaches the system prompt`
	}
	return nil
}

// Agent's plan actions run only when extractAction finds one: never.
// modify is called only by handle, handle only from that branch; approve
// is also called by the exported Approve, step may be called through the
// stepper interface, and next is used as a method value.
type Agent struct{ c *client.Client }

type stepper interface {
	step(ctx context.Context) []openai.ChatCompletionMessage
}

var _ stepper = (*Agent)(nil)

// Run handles a plan action when the input names one.
func (a *Agent) Run(ctx context.Context, input string) []openai.ChatCompletionMessage {
	if id, _ := extractAction(input); id != "" {
		return a.handle(ctx, id)
	}
	return nil
}

func (a *Agent) handle(ctx context.Context, action string) []openai.ChatCompletionMessage {
	switch action {
	case "modify":
		return a.modify(ctx)
	case "approve":
		return a.approve(ctx)
	case "step":
		return a.step(ctx)
	}
	next := a.next
	return next(ctx)
}

func (a *Agent) modify(ctx context.Context) []openai.ChatCompletionMessage {
	return system(toolText(ctx, a.c)) // benign: only handle calls modify, and handle runs only in a branch extractAction rules out
}

func (a *Agent) approve(ctx context.Context) []openai.ChatCompletionMessage {
	return system(toolText(ctx, a.c)) // want `\(mcp:tool-result\) reaches the system prompt`
}

// Approve approves the plan.
func (a *Agent) Approve(ctx context.Context) []openai.ChatCompletionMessage {
	return a.approve(ctx)
}

func (a *Agent) step(ctx context.Context) []openai.ChatCompletionMessage {
	return system(toolText(ctx, a.c)) // want `\(mcp:tool-result\) reaches the system prompt`
}

func (a *Agent) next(ctx context.Context) []openai.ChatCompletionMessage {
	return system(toolText(ctx, a.c)) // want `\(mcp:tool-result\) reaches the system prompt`
}

// relay is generic: its calls are calls of an instance.
func relay[T ~string](ctx context.Context, c *client.Client, prefix T) []openai.ChatCompletionMessage {
	return system(string(prefix) + toolText(ctx, c)) // want `\(mcp:tool-result\) reaches the system prompt`
}

// Generic calls an instance of relay.
func Generic(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	return relay(ctx, c, "note: ")
}
