// Package turn sends a turn's entries in a request whose input a
// converter takes apart by its type: a plain text input is a prompt of
// its own; an entry's Text is an instruction, its Output a tool message.
package turn

import (
	openai "github.com/sashabaranov/go-openai"

	"fixtures/steps/entry"
)

// Request is what a model is sent: its input is held in an interface
// field (openai-agents-go's ModelResponseParams.Input).
type Request struct {
	Model string
	In    entry.Input
}

// Convert turns a request's input into chat messages.
func Convert(req Request) []openai.ChatCompletionMessage {
	var out []openai.ChatCompletionMessage
	switch v := req.In.(type) {
	case entry.Text:
		out = append(out, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: "Answer: " + string(v)})
	case entry.Entries:
		for _, e := range v {
			out = append(out,
				openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: e.Text},
				openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, Content: e.Output})
		}
	}
	return out
}

// Send sends entries as a request's input.
func Send(entries []entry.Entry) []openai.ChatCompletionMessage {
	return Convert(Request{Model: "m", In: entry.Entries(entries)})
}
