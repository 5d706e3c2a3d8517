// Package memory keeps conversations (agent-sdk-go's pkg/memory): it
// calls the model through iface.LLM and never imports an implementation.
package memory

import (
	"context"
	"strings"

	"example.com/summarymem/iface"
)

// Summary folds the conversation into a summary every few messages and
// keeps the summary as a system message, replayed before the rest.
type Summary struct {
	llm     iface.LLM
	buf     []iface.Message
	summary []iface.Message
}

// NewSummary returns a summarising memory.
func NewSummary(llm iface.LLM) *Summary { return &Summary{llm: llm} }

// AddMessage keeps m and summarises the buffer when it is full.
func (s *Summary) AddMessage(ctx context.Context, m iface.Message) error {
	s.buf = append(s.buf, m)
	if len(s.buf) < 10 {
		return nil
	}
	text, err := summarize(ctx, s.llm, s.buf)
	if err != nil {
		return err
	}
	s.summary = []iface.Message{{Role: "system", Content: text}}
	s.buf = nil
	return nil
}

// GetMessages returns the summary, then the buffer.
func (s *Summary) GetMessages(ctx context.Context) ([]iface.Message, error) {
	return append(append([]iface.Message{}, s.summary...), s.buf...), nil
}

// Notes keeps the model's notes on the conversation as its own
// (assistant) turn: derived text replayed as the assistant turn stays
// benign.
type Notes struct {
	llm iface.LLM
	buf []iface.Message
}

// NewNotes returns a memory that keeps the model's notes.
func NewNotes(llm iface.LLM) *Notes { return &Notes{llm: llm} }

// AddMessage keeps m and, when the buffer is full, the model's notes.
func (n *Notes) AddMessage(ctx context.Context, m iface.Message) error {
	n.buf = append(n.buf, m)
	if len(n.buf) < 10 {
		return nil
	}
	text, err := summarize(ctx, n.llm, n.buf)
	if err != nil {
		return err
	}
	n.buf = []iface.Message{{Role: "assistant", Content: text}}
	return nil
}

// GetMessages returns the buffer.
func (n *Notes) GetMessages(ctx context.Context) ([]iface.Message, error) {
	return n.buf, nil
}

// summarize asks the model for a summary of msgs.
func summarize(ctx context.Context, llm iface.LLM, msgs []iface.Message) (string, error) {
	var b strings.Builder
	b.WriteString("Summarize the following conversation:\n")
	for _, m := range msgs {
		b.WriteString(m.Role + ": " + m.Content + "\n")
	}
	out, err := llm.Generate(ctx, b.String())
	return strings.TrimSpace(out), err
}
