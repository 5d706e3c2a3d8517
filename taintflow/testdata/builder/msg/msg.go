// Package msg builds go-openai messages the way lingoose builds its own
// thread.Message: a constructor fixes the role (NewUser returns a message
// whose Role is "user"), and a builder appends text to the message it is
// given and returns it. Inside Append the role is its argument's, unknown
// here; each caller's is the one its constructor set.
package msg

import openai "github.com/sashabaranov/go-openai"

// NewUser returns an empty user message.
func NewUser() *openai.ChatCompletionMessage {
	return &openai.ChatCompletionMessage{Role: openai.ChatMessageRoleUser}
}

// NewSystem returns an empty system message.
func NewSystem() *openai.ChatCompletionMessage {
	return &openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem}
}

// New returns an empty message of the caller's role.
func New(role string) *openai.ChatCompletionMessage {
	return &openai.ChatCompletionMessage{Role: role}
}

// Append adds text to m's content.
func Append(m *openai.ChatCompletionMessage, text string) *openai.ChatCompletionMessage {
	m.Content += text
	return m
}
