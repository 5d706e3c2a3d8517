// Package steps runs a turn over steps that hold a tool's output. Three
// things keep the output out of the system prompt: the turn reads only the
// Text of the entry a step's method returns (not all the method returns),
// the run's concatenated step lists keep each step's fields at their own
// paths, and the entries sent as an input are not the plain-text case of
// the converter.
package steps

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	openai "github.com/sashabaranov/go-openai"

	"fixtures/steps/entry"
	"fixtures/steps/kinds"
	"fixtures/steps/turn"
)

// toolText returns an MCP tool result's text.
func toolText(ctx context.Context, c *client.Client) string {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || len(res.Content) == 0 {
		return ""
	}
	return mcp.GetTextFromContent(res.Content[0])
}

// Ran: a tool's output is an entry's Output, a tool message.
func Ran(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	steps := []kinds.Step{kinds.Said{Raw: "be brief"}, kinds.Ran{Call: "call_1", Out: toolText(ctx, c)}}
	return kinds.Build(steps) // benign: the tool's output is the entry's Output; a Ran's Text is the call's identifier; its tool message is fencecheck's (fencecheck's rule)
}

// Said: tool text said as the app's own is the system prompt.
func Said(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	steps := []kinds.Step{kinds.Said{Raw: toolText(ctx, c)}}
	return kinds.Build(steps) // want `\(mcp:tool-result\) reaches the system prompt`
}

// Concatenated: the same steps through the run's concatenated lists.
func Concatenated(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	run := kinds.Run{Pre: []kinds.Step{kinds.Said{Raw: "be brief"}}, New: []kinds.Step{kinds.Ran{Call: "call_1", Out: toolText(ctx, c)}}}
	return kinds.Build(run.All()) // benign: each step keeps its fields; the Ran's output is an entry's Output; its tool message is fencecheck's (fencecheck's rule)
}

// ConcatenatedSaid: tool text said as the app's own, concatenated.
func ConcatenatedSaid(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	run := kinds.Run{New: []kinds.Step{kinds.Said{Raw: toolText(ctx, c)}}}
	return kinds.Build(run.All()) /* the tool message beside it: (fencecheck's rule) */ // want `\(mcp:tool-result\) reaches the system prompt`
}

// Fetched: the run's own tool step, through its concatenated lists.
func Fetched(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	run := kinds.Run{Pre: []kinds.Step{kinds.Said{Raw: "be brief"}}}
	run.Fetch(ctx, c)
	return kinds.Build(run.All()) // benign: the fetched step is a Ran; its output is an entry's Output; its tool message is fencecheck's (fencecheck's rule)
}

// Sent: entries sent as an input are not its plain-text case.
func Sent(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	return turn.Send([]entry.Entry{{Role: "tool", Output: toolText(ctx, c)}}) // benign: an Entries input's Output is a tool message, not the Text case's prompt; its tool message is fencecheck's (fencecheck's rule)
}

// SentText: a tool's text sent as a plain text input is in the system
// prompt.
func SentText(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	return turn.Convert(turn.Request{Model: "m", In: entry.Text(toolText(ctx, c))}) /* the tool message beside it: (fencecheck's rule) */ // want `\(mcp:tool-result\) reaches the system prompt`
}
