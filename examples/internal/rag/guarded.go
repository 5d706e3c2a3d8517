package rag

import (
	"github.com/agentvet/agentvet/guard"
	"github.com/agentvet/agentvet/taint"
)

// Context returns the chunks as fenced data for the user message. They are
// never unwrapped: guard.Check fences each with its origin.
func Context(chunks []taint.Value[string]) []guard.Text {
	out := make([]guard.Text, 0, len(chunks))
	for _, c := range chunks {
		out = append(out, guard.Untrusted(c))
	}
	return out
}
