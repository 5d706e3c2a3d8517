// Package helpers builds messages for its callers; nothing here is a
// finding on its own.
package helpers

import openai "github.com/sashabaranov/go-openai"

// UserMessage puts s in a user message.
func UserMessage(s string) openai.ChatCompletionMessage {
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleUser, Content: s}
}

// Turn is one exchange of a conversation.
type Turn struct {
	Question string
	Context  string
}

// Messages turns t into user messages.
func (t Turn) Messages() []openai.ChatCompletionMessage {
	return []openai.ChatCompletionMessage{UserMessage(t.Question), UserMessage(t.Context)}
}
