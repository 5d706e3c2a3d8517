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
