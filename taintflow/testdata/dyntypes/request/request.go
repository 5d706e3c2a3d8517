// Package request carries an item in an interface field of a request
// struct passed by value, and titles it inside a span: the closure the
// span runs reads the field of the captured parameter (SSA spills the
// parameter to a local the closure loads it from), as openai-agents-go's
// StreamResponse reads ModelResponseParams.Input inside tracing.ResponseSpan.
package request

import (
	openai "github.com/sashabaranov/go-openai"

	"fixtures/dyntypes/items"
	"fixtures/dyntypes/render"
)

// Params is a request: the item is held in an interface field.
type Params struct {
	Model string
	In    items.Item
}

// Span runs fn (a tracing span's shape).
func Span(fn func()) { fn() }

// Send puts the title of the request's item in the system prompt, from
// inside a span.
func Send(p Params) openai.ChatCompletionMessage {
	var msg openai.ChatCompletionMessage
	Span(func() {
		msg = openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: render.Title(p.In)}
	})
	return msg
}

// Turn is one turn of a conversation: the app's instructions and what a
// tool returned.
type Turn struct {
	Sys string
	Out string
}

// Turns is a conversation as an item.
type Turns []Turn

// Text returns nothing: a conversation has no one text.
func (Turns) Text() string { return "" }

// System puts each turn's instructions in the system prompt (a tool's
// output goes in no message here).
func System(p Params) []openai.ChatCompletionMessage {
	var out []openai.ChatCompletionMessage
	if ts, ok := p.In.(Turns); ok {
		for i := range ts {
			out = append(out, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: ts[i].Sys})
		}
	}
	return out
}

// Forward sends the caller's turns, converted to Turns and held whole in
// the request's interface field: System reads one field of each turn, so
// Forward's summary is that field of its parameter's elements, not all of
// the parameter.
func Forward(ts []Turn) []openai.ChatCompletionMessage {
	return System(Params{Model: "m", In: Turns(ts)})
}
