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

// Messages converts an input by its type, as Convert does
// (openai-agents-go's InputToNewInputList: a plain text input is a prompt
// of its own, entries are copied as they are).
func Messages(in entry.Input) []openai.ChatCompletionMessage {
	return Convert(Request{Model: "m", In: in})
}

// Prepare returns the input as it came when there is no history to put
// before it (openai-agents-go's prepareInputWithSession).
func Prepare(in entry.Input, history []entry.Entry) entry.Input {
	if len(history) == 0 {
		return in
	}
	return entry.Entries(history)
}

// Started is a run under way: it keeps the input it was started with
// (openai-agents-go's RunResultStreaming).
type Started struct{ in entry.Input }

// Input returns the input the run was started with.
func (s *Started) Input() entry.Input { return s.in }

// Start prepares the input, keeps it in the run, and converts it in a
// task of its own and again from the run's copy (openai-agents-go's
// startStreaming).
func Start(in entry.Input) []openai.ChatCompletionMessage {
	prepared := Prepare(in, nil)
	run := &Started{in: prepared}
	var out []openai.ChatCompletionMessage
	done := make(chan struct{})
	go func() {
		out = append(out, Messages(prepared)...)
		close(done)
	}()
	<-done
	return append(out, Messages(run.Input())...)
}
