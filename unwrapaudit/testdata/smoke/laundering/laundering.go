// Package laundering unwraps tainted text and puts the plain string in
// instruction positions of this repository's guard.Input, and in a
// durable store. It imports no SDK: the fast test tier runs it
// (unwrapaudit_test.go, tagged heavy, runs the SDK fixtures).
package laundering

import (
	"fmt"

	"github.com/agentvet/agentvet/guard"
	"github.com/agentvet/agentvet/taint"

	"smoke/helpers"
	"smoke/memory"
)

// Summarize concatenates an unwrapped document into the system prompt.
func Summarize(doc taint.Value[string]) guard.Input {
	text := taint.Unwrap(doc)
	return guard.Input{
		System: []guard.Text{guard.Plain(text + " — summarize")}, // want `laundered text: taint.Unwrap result \([^)]*\) reaches the system prompt`
	}
}

// ThroughHelper unwraps in another package.
func ThroughHelper(doc taint.Value[string]) guard.Input {
	return guard.Input{Messages: []guard.Message{
		{Role: guard.RoleDeveloper, Content: []guard.Text{guard.Plain("Notes: " + helpers.Flatten(doc))}}, // want `laundered text: taint.Unwrap result \([^)]*\) reaches a developer message`
	}}
}

// Tools names a tool after an unwrapped value.
func Tools(name taint.Value[string]) guard.Input {
	return guard.Input{Tools: []guard.Tool{{
		Name:        guard.Plain(taint.Unwrap(name)), // want `laundered text: taint.Unwrap result \([^)]*\) reaches a tool name`
		Description: guard.Plain("Looks things up."),
	}}}
}

// Entry is unwrapped by the configured unwrapper.
func Entry(e memory.Entry) guard.Input {
	return guard.Input{System: []guard.Text{guard.Plain("Your mission: " + e.Plain())}} // want `laundered text: .*reaches the system prompt`
}

// Remember writes an unwrapped reply to memory: it comes back in a later
// session without its taint.
func Remember(mem *memory.Store, reply taint.Value[string]) {
	mem.Put("last-reply", taint.Unwrap(reply)) // want `laundered text: .* is written to a durable store at .*without its taint`
	mem.Put("count", fmt.Sprint(helpers.Count(reply)))
}

// Kept is the right way: the text stays tainted, in a user message.
func Kept(doc taint.Value[string]) (guard.Request, error) {
	return guard.Check(guard.Input{
		System: []guard.Text{guard.Plain(fmt.Sprintf("The document has %d words.", helpers.Count(doc)))}, // benign: a count, not the text
		Messages: []guard.Message{
			{Role: guard.RoleUser, Content: []guard.Text{guard.Untrusted(doc)}}, // benign: kept tainted
		},
	})
}

// Unfenced puts unwrapped text in a user message: fencecheck's finding,
// not unwrapaudit's.
func Unfenced(doc taint.Value[string]) guard.Input {
	return guard.Input{Messages: []guard.Message{
		{Role: guard.RoleUser, Content: []guard.Text{guard.Plain(taint.Unwrap(doc))}}, // fencecheck's finding
	}}
}
