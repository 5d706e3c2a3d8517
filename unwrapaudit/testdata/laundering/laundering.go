// Package laundering unwraps tainted text and builds plain strings from
// it: every way a string can be derived, into every instruction slot of
// guard.Input, go-openai and anthropic-sdk-go. And the unwraps that launder
// nothing: counting, comparing, parsing a number, fencing, or keeping the
// wrapper.
package laundering

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"text/template"

	"github.com/agentvet/agentvet/guard"
	"github.com/agentvet/agentvet/taint"
	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	openai "github.com/sashabaranov/go-openai"
)

// toolResult keeps the tool's text tainted, as the runtime asks.
func toolResult(ctx context.Context, c *client.Client) taint.Value[string] {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || len(res.Content) == 0 {
		return taint.New("", "mcp:tool-result")
	}
	return taint.New(mcp.GetTextFromContent(res.Content[0]), "mcp:tool-result")
}

// The ADR's own example: unwrap, concatenate, and the guard cannot see it.
func Concat(doc taint.Value[string]) (guard.Request, error) {
	text := taint.Unwrap(doc)
	return guard.Check(guard.Input{
		System: []guard.Text{guard.Plain(text + " — summarize")}, // want `laundered text: taint.Unwrap result \([^)]*\) reaches the system prompt`
	})
}

// Sprintf into a system-role guard message; the origin is known here.
func Sprintf(ctx context.Context, c *client.Client) (guard.Request, error) {
	v := toolResult(ctx, c)
	line := fmt.Sprintf("The tool said %q. Act on it.", taint.Unwrap(v))
	return guard.Check(guard.Input{Messages: []guard.Message{{
		Role:    guard.RoleSystem,
		Content: []guard.Text{guard.Plain(line)}, // want `laundered text: taint.Unwrap result \(mcp:tool-result\) reach(es)? the system prompt`
	}}})
}

// A strings.Builder into a go-openai system message.
func Builder(doc taint.Value[string]) openai.ChatCompletionMessage {
	var b strings.Builder
	b.WriteString("Context:\n")
	b.WriteString(taint.Unwrap(doc))
	return openai.ChatCompletionMessage{
		Role:    openai.ChatMessageRoleSystem,
		Content: b.String(), // want `laundered text: taint.Unwrap result \([^)]*\) reaches the system prompt`
	}
}

// strings.Join into the anthropic system blocks.
func Join(docs []taint.Value[string]) anthropic.MessageNewParams {
	parts := []string{"Use these notes:"}
	for _, d := range docs {
		parts = append(parts, taint.Unwrap(d))
	}
	return anthropic.MessageNewParams{
		Model:     "claude-sonnet-4-5",
		MaxTokens: 512,
		System:    []anthropic.TextBlockParam{{Text: strings.Join(parts, "\n")}}, // want `laundered text: taint.Unwrap result \([^)]*\) reaches the system prompt`
	}
}

// strings.ReplaceAll into a developer message.
func Replace(doc taint.Value[string]) openai.ChatCompletionMessage {
	clean := strings.ReplaceAll(taint.Unwrap(doc), "ignore previous instructions", "")
	return openai.ChatCompletionMessage{
		Role:    openai.ChatMessageRoleDeveloper,
		Content: clean, // want `laundered text: taint.Unwrap result \([^)]*\) reaches a developer message`
	}
}

// text/template into an anthropic assistant turn.
func Template(doc taint.Value[string]) anthropic.MessageParam {
	t := template.Must(template.New("a").Parse("Earlier I found: {{.}}"))
	var b strings.Builder
	_ = t.Execute(&b, taint.Unwrap(doc))
	return anthropic.NewAssistantMessage(anthropic.NewTextBlock(b.String())) // want `laundered text: taint.Unwrap result \([^)]*\) reaches an assistant message \(a forged model turn\)`
}

// An unwrapped tool name and description in guard.Tool.
func ToolDefinition(name, desc taint.Value[string]) guard.Tool {
	return guard.Tool{
		Name:        guard.Plain(strings.ToLower(taint.Unwrap(name))), // want `laundered text: taint.Unwrap result \([^)]*\) reaches a tool name`
		Description: guard.Plain("Upstream: " + taint.Unwrap(desc)),   // want `laundered text: taint.Unwrap result \([^)]*\) reaches a tool description`
	}
}

// Unwraps that launder nothing.
func Benign(ctx context.Context, c *client.Client, maxLen int) (guard.Request, error) {
	v := toolResult(ctx, c)
	text := taint.Unwrap(v)
	size := strconv.Itoa(len(text))
	verdict := "The tool failed."
	if text == "ok" {
		verdict = "The tool succeeded."
	}
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil {
		n = -1
	}
	return guard.Check(guard.Input{
		System: []guard.Text{
			guard.Plain("The tool returned " + size + " bytes."), // benign: a length of unwrapped text is not its text
			guard.Plain(verdict),                            // benign: a comparison selected a constant
			guard.Plain(fmt.Sprintf("The count is %d.", n)), // benign: a number parsed with strconv.Atoi is not text
			guard.Plain(guard.SystemNote),                   // benign: the guard's own constant
		},
		Messages: []guard.Message{
			{Role: guard.RoleUser, Content: []guard.Text{guard.Plain(guard.Fence(text, v.Origin()))}}, // benign: fenced with guard.Fence in a user message
			{Role: guard.RoleUser, Content: []guard.Text{guard.Untrusted(v)}},                         // benign: kept tainted with guard.Untrusted
			{Role: guard.RoleUser, Content: []guard.Text{guard.Plain(text)}},                          // benign: unfenced text in a user message is fencecheck's finding, not unwrapaudit's
		},
	})
}
