// Package unfenced places third-party text in user and tool-role messages
// of go-openai, anthropic-sdk-go and guard, with and without the fence.
package unfenced

import (
	"context"
	"io"
	"net/http"

	"fixtures/helpers"

	"github.com/agentvet/agentvet/guard"
	"github.com/agentvet/agentvet/taint"
	"github.com/anthropics/anthropic-sdk-go/v2"
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

func peerReply(u string) string {
	resp, err := http.Get(u)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// go-openai: a tool result in a user message and in a tool message.
func OpenAI(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	return []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleUser, Content: "Summarise: " + toolText(ctx, c)},       // want `unfenced untrusted content: .*\(mcp:tool-result\) reach(es)? a user message at`
		{Role: openai.ChatMessageRoleTool, Content: toolText(ctx, c), ToolCallID: "call_1"}, // want `unfenced untrusted content: .*\(mcp:tool-result\) reach(es)? a tool message at`
	}
}

// anthropic: a peer reply in a user message and in a tool result block.
func Anthropic(u string) []anthropic.MessageParam {
	return []anthropic.MessageParam{
		anthropic.NewUserMessage(anthropic.NewTextBlock(peerReply(u))),                         // want `unfenced untrusted content: .*\(web:http-response\) reaches a user message at`
		anthropic.NewUserMessage(anthropic.NewToolResultBlock("toolu_1", peerReply(u), false)), // want `unfenced untrusted content: .*\(web:http-response\) reaches a (tool|user) message at`
	}
}

// Through a helper in another package, and through a struct field.
func ThroughHelpers(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	text := toolText(ctx, c)
	out := []openai.ChatCompletionMessage{helpers.UserMessage(text)} // want `unfenced untrusted content: .*\(mcp:tool-result\) reach(es)? a user message at`
	turn := helpers.Turn{Question: "What changed?", Context: text}
	out = append(out, turn.Messages()...)             // want `unfenced untrusted content: .*\(mcp:tool-result\) reach(es)? a user message at`
	out = append(out, helpers.UserMessage("Thanks.")) // benign: operator constant through the helper
	return out
}

// Unwrapped text in a user message: the guard sees plain text and fences
// nothing.
func Unwrapped(v taint.Value[string]) (guard.Request, error) {
	return guard.Check(guard.Input{Messages: []guard.Message{
		{Role: guard.RoleUser, Content: []guard.Text{guard.Plain("Summarise: " + taint.Unwrap(v))}}, // want `unfenced untrusted content: .*reaches a user message at`
	}})
}

// Unwrapped text in a go-openai user message.
func UnwrappedOpenAI(v taint.Value[string]) openai.ChatCompletionMessage {
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleUser, Content: taint.Unwrap(v)} // want `unfenced untrusted content: .*reaches a user message at`
}

// Quote is the application's own fence.
//
//agentvet:fence
func Quote(s, origin string) string {
	return guard.Fence(s, "app:"+origin)
}

// The fenced ways.
func Fenced(ctx context.Context, c *client.Client, u string) ([]openai.ChatCompletionMessage, guard.Request, error) {
	text := toolText(ctx, c)
	msgs := []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleUser, Content: guard.Fence(text, "mcp:tool-result")},                   // benign: fenced with guard.Fence
		{Role: openai.ChatMessageRoleUser, Content: "Summarise:\n" + guard.Fence(peerReply(u), "a2a:peer")}, // benign: operator text around a fenced block
		{Role: openai.ChatMessageRoleUser, Content: Quote(text, "search")},                                  // benign: fenced by a //agentvet:fence function
		{Role: openai.ChatMessageRoleUser, Content: "What changed since yesterday?"},                        // benign: operator constant in a user message
	}
	result, err := guard.ToolResultContent("search", map[string]any{"text": taint.New(text, "mcp:tool-result")})
	if err != nil {
		return nil, guard.Request{}, err
	}
	req, err := guard.Check(guard.Input{
		System: []guard.Text{guard.Plain(guard.SystemNote)},
		Messages: []guard.Message{
			{Role: guard.RoleUser, Content: []guard.Text{guard.Untrusted(taint.New(peerReply(u), "a2a:peer"))}}, // benign: kept tainted, fenced by guard.Check
			{Role: guard.RoleTool, Content: []guard.Text{result}},                                               // benign: guard.ToolResultContent keeps the taint for guard.Check
		},
	})
	return msgs, req, err
}

// After guard.Check, the request's strings are fenced: sending them on in
// a provider's user message is fine.
func AfterCheck(ctx context.Context, c *client.Client) ([]openai.ChatCompletionMessage, error) {
	req, err := guard.Check(guard.Input{Messages: []guard.Message{
		{Role: guard.RoleUser, Content: []guard.Text{guard.Untrusted(taint.New(toolText(ctx, c), "mcp:tool-result"))}},
	}})
	if err != nil {
		return nil, err
	}
	var out []openai.ChatCompletionMessage
	for _, m := range req.Messages {
		out = append(out, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleUser, Content: m.Content}) // benign: the output of guard.Check is fenced
	}
	return out, nil
}
