// Package ighazard holds the hazards and look-alikes of
// github.com/inference-gateway/sdk at v1.35.0: system and assistant
// messages (by role, through the union-typed content or the
// constructors), a replayed turn's reasoning, function tools' name,
// description and parameter schema, the gateway's MCP tool list, and the
// same slots of its Messages API.
package ighazard

import (
	"context"
	"encoding/json"
	"io"
	"net/http"

	sdk "github.com/inference-gateway/sdk"
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
func History(u string) []sdk.Message {
	page := fetch(u)
	return []sdk.Message{
		{Role: sdk.System, Content: sdk.NewMessageContent("You help. " + page)}, // want `\(web:http-response\) reaches the system prompt`
		{Role: sdk.Assistant, Content: sdk.NewMessageContent(page)},             // want `\(web:http-response\) reaches an assistant message \(a forged model turn\)`
	}
}

// Constructed forges a system turn with NewTextMessage and an assistant
// turn with NewImageMessage.
func Constructed(u string) ([]sdk.Message, error) {
	page := fetch(u)
	sys, err := sdk.NewTextMessage(sdk.System, page) // want `\(web:http-response\) reaches the system prompt`
	if err != nil {
		return nil, err
	}
	part, err := sdk.NewTextContentPart(page)
	if err != nil {
		return nil, err
	}
	img, err := sdk.NewImageMessage(sdk.Assistant, []sdk.ContentPart{part}) // want `\(web:http-response\) reaches an assistant message \(a forged model turn\)`
	if err != nil {
		return nil, err
	}
	return []sdk.Message{sys, img}, nil
}

// Reasoning replays a page as an assistant turn's reasoning.
func Reasoning(u string) sdk.Message {
	page := fetch(u)
	return sdk.Message{Role: sdk.Assistant, Content: sdk.NewMessageContent("ok"), ReasoningContent: &page} // want `\(web:http-response\) reaches an assistant message \(a forged model turn\)`
}

// Tools re-declares a tool under what a page said about it: its
// description and its parameter schema.
func Tools(u string) []sdk.ChatCompletionTool {
	page := fetch(u)
	return []sdk.ChatCompletionTool{{
		Type:     sdk.Function,
		Function: sdk.FunctionObject{Name: "lookup", Description: &page}, // want `\(web:http-response\) reaches a tool description`
	}, {
		Type: sdk.Function,
		Function: sdk.FunctionObject{
			Name:       "lookup2",
			Parameters: &sdk.FunctionParameters{"type": "object", "properties": map[string]any{"q": map[string]any{"type": "string", "description": page}}}, // want `\(web:http-response\) reaches a tool description`
		},
	}}
}

// Decoded configures a client with tools decoded from a page.
func Decoded(c sdk.Client, u string) sdk.Client {
	var tools []sdk.ChatCompletionTool
	_ = json.Unmarshal([]byte(fetch(u)), &tools)
	return c.WithTools(&tools) // want `\(web:http-response\) reaches a tool description`
}

// Gateway re-declares the MCP tools the gateway lists as function tools
// under their servers' names and descriptions.
func Gateway(ctx context.Context, c sdk.Client) ([]sdk.ChatCompletionTool, error) {
	res, err := c.ListTools(ctx)
	if err != nil {
		return nil, err
	}
	var out []sdk.ChatCompletionTool
	for _, t := range res.Data {
		desc := t.Description
		out = append(out, sdk.ChatCompletionTool{Type: sdk.Function, Function: sdk.FunctionObject{
			Name:        t.Name, // want `\(mcp:tool-list\) reaches a tool name`
			Description: &desc,  // want `\(mcp:tool-list\) reaches a tool description`
		}})
	}
	return out, nil
}

// Messages forges the Messages API's system prompt from a page, and
// declares a tool under its description.
func Messages(u string) (sdk.CreateMessagesRequest, error) {
	page := fetch(u)
	var sys sdk.CreateMessagesRequest_System
	if err := sys.FromCreateMessagesRequestSystem0("You help. " + page); err != nil { // want `\(web:http-response\) reaches the system prompt`
		return sdk.CreateMessagesRequest{}, err
	}
	return sdk.CreateMessagesRequest{
		Model:    "claude",
		System:   &sys,
		Messages: []sdk.MessagesMessage{Turn(page)},
		Tools:    &[]sdk.MessagesTool{{Name: "lookup", Description: &page}}, // want `\(web:http-response\) reaches a tool description`
	}, nil
}

// Turn forges a Messages API assistant turn from a page. The content is
// written by a method of a local union value; the store of that value
// is where the role is known, and the method's write does not reach it.
func Turn(page string) sdk.MessagesMessage {
	var turn sdk.MessagesMessage_Content
	_ = turn.FromMessagesMessageContent0(page)
	return sdk.MessagesMessage{Role: sdk.MessagesMessageRoleAssistant, Content: turn} // missed: the union's setter writes through its receiver, which the store does not see
}

// SetContent forges a chat system turn through the content union's own
// setter (the README's constructors are caught, above).
func SetContent(u string) sdk.Message {
	msg := sdk.Message{Role: sdk.System}
	_ = msg.Content.FromMessageContent0(fetch(u)) // missed: the union's setter writes through its receiver; no store of the field is seen
	return msg
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(ctx context.Context, c sdk.Client, u, callID string) ([]sdk.Message, error) {
	page := fetch(u)
	msgs := []sdk.Message{
		{Role: sdk.System, Content: sdk.NewMessageContent("Answer from the quoted page.")}, // benign: constant system message
		{Role: sdk.User, Content: sdk.NewMessageContent(page)},                             // benign: a user message is a data position (fencecheck's rule)
		{Role: sdk.Tool, Content: sdk.NewMessageContent(page), ToolCallID: &callID},        // benign: a tool message is a data position
	}
	user, err := sdk.NewTextMessage(sdk.User, page) // benign: a user message is a data position (fencecheck's rule)
	if err != nil {
		return nil, err
	}
	msgs = append(msgs, user)
	desc := "Look a word up."
	tools := []sdk.ChatCompletionTool{{Type: sdk.Function, Function: sdk.FunctionObject{
		Name:        "lookup",
		Description: &desc,
		Parameters:  &sdk.FunctionParameters{"type": "object", "properties": map[string]any{"q": map[string]any{"type": "string", "description": "The word."}}}, // benign: the operator's schema
	}}}
	res, err := c.WithTools(&tools).GenerateContent(ctx, sdk.Openai, "gpt-4o", msgs) // benign: the operator's tools
	if err != nil || len(res.Choices) == 0 {
		return nil, err
	}
	msgs = append(msgs, sdk.Message{Role: sdk.Assistant, Content: res.Choices[0].Message.Content}) // benign: the model's own reply replayed as its turn
	return msgs, nil
}
