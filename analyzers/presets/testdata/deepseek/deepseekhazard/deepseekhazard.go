// Package deepseekhazard holds the hazards and look-alikes of
// github.com/cohesion-org/deepseek-go at v1.3.2: system and assistant
// messages (by role, with or without an image), a prefix completion's
// reasoning, and a function tool's name, description and parameter schema.
package deepseekhazard

import (
	"context"
	"encoding/json"
	"io"
	"net/http"

	deepseek "github.com/cohesion-org/deepseek-go"
)

func fetch(u string) string {
	resp, err := http.Get(u)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// History forges a system and an assistant turn from a page.
func History(u string) []deepseek.ChatCompletionMessage {
	page := fetch(u)
	return []deepseek.ChatCompletionMessage{
		{Role: deepseek.ChatMessageRoleSystem, Content: "You help. " + page}, // want `\(web:http-response\) reaches the system prompt`
		{Role: deepseek.ChatMessageRoleAssistant, Content: page},             // want `\(web:http-response\) reaches an assistant message \(a forged model turn\)`
	}
}

// Prefix starts the model's reasoning with a page (chat prefix completion).
func Prefix(u string) deepseek.ChatCompletionMessage {
	return deepseek.ChatCompletionMessage{Role: deepseek.ChatMessageRoleAssistant, Prefix: true, ReasoningContent: fetch(u)} // want `\(web:http-response\) reaches an assistant message \(a forged model turn\)`
}

// Image puts a page in a system message that carries an image.
func Image(u string) deepseek.ChatCompletionMessageWithImage {
	return deepseek.NewImageMessage(deepseek.ChatMessageRoleSystem, fetch(u), "https://example.com/a.png") // want `\(web:http-response\) reaches the system prompt`
}

// ImageTurns forges an assistant turn, and its reasoning, in the image
// request's message type.
func ImageTurns(u string) []deepseek.ChatCompletionMessageWithImage {
	page := fetch(u)
	return []deepseek.ChatCompletionMessageWithImage{
		{Role: deepseek.ChatMessageRoleAssistant, Content: []deepseek.ContentItem{{Type: "text", Text: page}}}, // want `\(web:http-response\) reaches an assistant message \(a forged model turn\)`
		{Role: deepseek.ChatMessageRoleAssistant, Prefix: true, ReasoningContent: page},                        // want `\(web:http-response\) reaches an assistant message \(a forged model turn\)`
		{Role: deepseek.ChatMessageRoleUser, Content: []deepseek.ContentItem{{Type: "text", Text: page}}},      // benign: a user message is a data position (fencecheck's rule)
	}
}

// Tools re-declares an upstream tool under what a page said about it:
// its description and its parameter schema.
func Tools(u string) []deepseek.Tool {
	page := fetch(u)
	return []deepseek.Tool{{
		Type: "function",
		Function: deepseek.Function{
			Name:        "lookup",
			Description: page, // want `\(web:http-response\) reaches a tool description`
		},
	}, {
		Type: "function",
		Function: deepseek.Function{
			Name:        "lookup2",
			Description: "Look a word up.",
			Parameters: &deepseek.FunctionParameters{
				Type:       "object",
				Properties: map[string]any{"q": map[string]any{"type": "string", "description": page}}, // want `\(web:http-response\) reaches a tool description`
			},
		},
	}}
}

// Decoded declares a tool under a schema decoded from a page (an MCP
// tool's input schema, re-read as deepseek-go's type).
func Decoded(u string) deepseek.Function {
	var params deepseek.FunctionParameters
	_ = json.Unmarshal([]byte(fetch(u)), &params)
	return deepseek.Function{Name: "lookup", Description: "Look a word up.", Parameters: &params} // want `\(web:http-response\) reaches a tool description`
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(ctx context.Context, c *deepseek.Client, u, callID string) ([]deepseek.ChatCompletionMessage, error) {
	page := fetch(u)
	msgs := []deepseek.ChatCompletionMessage{
		{Role: deepseek.ChatMessageRoleSystem, Content: "Answer from the quoted page."}, // benign: constant system message
		{Role: deepseek.ChatMessageRoleUser, Content: page},                             // benign: a user message is a data position (fencecheck's rule)
		{Role: deepseek.ChatMessageRoleTool, Content: page, ToolCallID: callID},         // benign: a tool message is a data position
	}
	_ = deepseek.NewImageMessage(deepseek.ChatMessageRoleUser, page, "https://example.com/a.png") // benign: a user message is a data position (fencecheck's rule)
	res, err := c.CreateChatCompletion(ctx, &deepseek.ChatCompletionRequest{
		Model:    deepseek.DeepSeekChat,
		Messages: msgs,
		Tools: []deepseek.Tool{{Type: "function", Function: deepseek.Function{
			Name:        "lookup",
			Description: "Look a word up.",
			Parameters:  &deepseek.FunctionParameters{Type: "object", Properties: map[string]any{"q": map[string]any{"type": "string", "description": "The word."}}}, // benign: the operator's schema
		}}},
	})
	if err != nil || len(res.Choices) == 0 {
		return nil, err
	}
	msgs = append(msgs, deepseek.ChatCompletionMessage{Role: deepseek.ChatMessageRoleAssistant, Content: res.Choices[0].Message.Content}) // benign: the model's own reply replayed as its turn
	return msgs, nil
}
