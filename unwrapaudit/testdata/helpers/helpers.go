// Package helpers unwraps on behalf of its callers, and puts its
// arguments in instruction positions: nothing here is a finding on its own.
package helpers

import (
	"strings"

	"github.com/agentvet/agentvet/guard"
	"github.com/agentvet/agentvet/taint"
)

// Flatten unwraps and tidies a document.
func Flatten(doc taint.Value[string]) string {
	return strings.TrimSpace(taint.Unwrap(doc))
}

// Instructions builds an Input whose system prompt is s.
func Instructions(s string) guard.Input {
	return guard.Input{System: []guard.Text{guard.Plain(s)}}
}

// Count unwraps only to count words.
func Count(doc taint.Value[string]) int {
	return len(strings.Fields(taint.Unwrap(doc)))
}
