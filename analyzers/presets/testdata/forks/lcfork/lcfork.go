// Package lcfork imports a fork of langchaingo under another module path:
// it gets the langchaingo preset (sinks and producers) through the shipped
// copy row.
package lcfork

import (
	"context"

	"github.com/yincongcyincong/langchaingo/llms"
	"github.com/yincongcyincong/langchaingo/tools"
)

// Agent runs a tool and makes its output the system message: the tool's
// output is the fork's producer, the message content the fork's sink.
func Agent(ctx context.Context, t tools.Tool, q string) ([]llms.MessageContent, error) {
	out, err := t.Call(ctx, q)
	if err != nil {
		return nil, err
	}
	return []llms.MessageContent{
		llms.TextParts(llms.ChatMessageTypeSystem, out), // want `\(tool:langchaingo\) reaches the system prompt`
		llms.TextParts(llms.ChatMessageTypeAI, out),     // want `\(tool:langchaingo\) reaches an assistant message \(a forged model turn\)`
	}, nil
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(ctx context.Context, t tools.Tool, q string) ([]llms.MessageContent, error) {
	out, err := t.Call(ctx, q)
	if err != nil {
		return nil, err
	}
	return []llms.MessageContent{
		llms.TextParts(llms.ChatMessageTypeSystem, "Use the tool output the user quotes."), // benign: constant system message
		llms.TextParts(llms.ChatMessageTypeHuman, out),                                     // benign: a human message is a data position (fencecheck's rule)
	}, nil
}
