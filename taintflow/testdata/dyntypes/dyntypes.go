// Package dyntypes uses the items: each item's Text goes to the system
// prompt. An item runs only its own type's method: a ToolOut's Text is
// the call's identifier, so its MCP content does not come out through the
// Reply's Text, which reads the same field of another type; a Note's Text
// is the tool's text.
package dyntypes

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	openai "github.com/sashabaranov/go-openai"

	"fixtures/dyntypes/items"
	"fixtures/dyntypes/record"
	"fixtures/dyntypes/render"
	"fixtures/dyntypes/request"
)

func system(text string) openai.ChatCompletionMessage {
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: text}
}

// Replay: a Reply's Text on a slice that also holds a ToolOut.
func Replay(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	var msgs []openai.ChatCompletionMessage
	for _, it := range record.Run(ctx, c, "done") {
		msgs = append(msgs, system(it.Text())) // benign: ToolOut.Text is the call's identifier; Reply.Text reads another type's field
	}
	return msgs
}

// Listed: the items' texts made in the package of their types: a
// ToolOut's Text is the call's identifier, and the Reply's Text reads
// field 1 of a Reply only, not the ToolOut's field 1.
func Listed(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	var msgs []openai.ChatCompletionMessage
	for _, t := range items.Texts(record.Run(ctx, c, "done")) {
		msgs = append(msgs, system(t)) // benign: each item's Text reads its own type's field; a ToolOut's is the call's identifier
	}
	return msgs
}

// ListedNotes: the texts of Notes made there are the tool's text.
func ListedNotes(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	var msgs []openai.ChatCompletionMessage
	for _, t := range items.Texts(record.Notes(ctx, c, "done")) {
		msgs = append(msgs, system(t)) // want `\(mcp:tool-result\) reaches the system prompt`
	}
	return msgs
}

// Asserted: the ToolOut taken out by a type assertion, its content read.
func Asserted(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	var msgs []openai.ChatCompletionMessage
	for _, it := range record.Run(ctx, c, "done") {
		if t, ok := it.(items.ToolOut); ok {
			msgs = append(msgs, system(t.Raw.Content)) // want `\(mcp:tool-result\) reaches the system prompt`
		}
	}
	return msgs
}

// AssertedReply: the Reply taken out by a type assertion: the ToolOut's
// content is another type's field.
func AssertedReply(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	var msgs []openai.ChatCompletionMessage
	for _, it := range record.Run(ctx, c, "done") {
		if r, ok := it.(items.Reply); ok {
			msgs = append(msgs, system(r.Raw)) // benign: only a Reply's Raw, and no Reply holds tool text
		}
	}
	return msgs
}

// Noted: a Note's Text is the tool's text.
func Noted(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	var msgs []openai.ChatCompletionMessage
	for _, it := range record.Notes(ctx, c, "done") {
		msgs = append(msgs, system(it.Text())) // want `\(mcp:tool-result\) reaches the system prompt`
	}
	return msgs
}

// Switched: a type switch reads each type's own field.
func Switched(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	var msgs []openai.ChatCompletionMessage
	for _, it := range record.Run(ctx, c, "done") {
		switch v := it.(type) {
		case items.Reply:
			msgs = append(msgs, system(v.Raw)) // benign: a Reply's Raw is the model's text
		case items.ToolOut:
			msgs = append(msgs, system(v.Raw.ID)) // benign: the call's identifier
		}
	}
	return msgs
}

// Promoted: a Tagged's Text is its Note's, read below the embedded field.
func Promoted(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	var msgs []openai.ChatCompletionMessage
	for _, it := range record.Tagged(ctx, c, "done") {
		msgs = append(msgs, system(it.Text())) // want `\(mcp:tool-result\) reaches the system prompt`
	}
	return msgs
}

// Rendered: a tool output rendered by a type switch in another package
// is a tool message; the assistant case reads a Reply's field only.
func Rendered(ctx context.Context, c *client.Client) openai.ChatCompletionMessage {
	out := items.ToolOut{Agent: "a", Raw: items.Output{Content: record.ToolText(ctx, c), ID: "call_1"}}
	return render.Message(out) // benign: the ToolOut case is a tool message (fencecheck's rule); the Reply case reads another type's field
}

// ForgedTurn: tool text put in a Reply is rendered as the assistant's turn.
func ForgedTurn(ctx context.Context, c *client.Client) openai.ChatCompletionMessage {
	return render.Message(items.Reply{Agent: "a", Raw: record.ToolText(ctx, c)}) // want `\(mcp:tool-result\) reaches an assistant message`
}

// Titled: a tool output's title is its call identifier; the label case,
// a string type, reads no other type's fields.
func Titled(ctx context.Context, c *client.Client) openai.ChatCompletionMessage {
	out := items.ToolOut{Agent: "a", Raw: items.Output{Content: record.ToolText(ctx, c), ID: "call_1"}}
	return system(render.Title(out)) // benign: the ToolOut case returns the call's identifier; the Label case is a string of another type
}

// Labeled: a label made of tool text is its title.
func Labeled(ctx context.Context, c *client.Client) openai.ChatCompletionMessage {
	return system(render.Title(items.Label(record.ToolText(ctx, c)))) // want `\(mcp:tool-result\) reaches the system prompt`
}

// Requested: a tool output carried in a request's interface field is
// titled by its call identifier (the closure of a span reads the field);
// the label case is a string of another type.
func Requested(ctx context.Context, c *client.Client) openai.ChatCompletionMessage {
	out := items.ToolOut{Agent: "a", Raw: items.Output{Content: record.ToolText(ctx, c), ID: "call_1"}}
	return request.Send(request.Params{Model: "m", In: out}) // benign: the ToolOut case returns the call's identifier
}

// RequestedLabel: a label made of tool text, carried the same way, is the
// title.
func RequestedLabel(ctx context.Context, c *client.Client) openai.ChatCompletionMessage {
	return request.Send(request.Params{Model: "m", In: items.Label(record.ToolText(ctx, c))}) // want `\(mcp:tool-result\) reaches the system prompt`
}

// Forwarded: a tool's output in its turn's output field, forwarded as a
// conversation, reaches no message.
func Forwarded(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	return request.Forward([]request.Turn{{Sys: "be brief", Out: record.ToolText(ctx, c)}}) // benign: System reads each turn's instructions only
}

// ForwardedSys: a tool's output put in a turn's instructions is the
// system prompt.
func ForwardedSys(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	return request.Forward([]request.Turn{{Sys: record.ToolText(ctx, c)}}) // want `\(mcp:tool-result\) reaches the system prompt`
}
