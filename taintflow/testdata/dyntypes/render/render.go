// Package render turns one run item into a chat message by a type switch
// on its parameter: a reply is the assistant's turn, a tool's output a
// tool message. Each case reads its own type's fields of the parameter,
// not the parameter whole.
package render

import (
	openai "github.com/sashabaranov/go-openai"

	"fixtures/dyntypes/items"
)

// Message turns an item into a chat message.
func Message(it items.Item) openai.ChatCompletionMessage {
	switch v := it.(type) {
	case items.Reply:
		return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleAssistant, Content: v.Raw}
	case items.ToolOut:
		return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, Content: v.Raw.Content, ToolCallID: v.Raw.ID}
	}
	return openai.ChatCompletionMessage{}
}

// Title is the text a list shows for an item: a label's text, a tool
// output's call identifier.
func Title(it items.Item) string {
	switch v := it.(type) {
	case items.Label:
		return string(v)
	case items.ToolOut:
		return v.Raw.ID
	}
	return ""
}
