// Package messages puts the peer's reply in user and tool messages of this
// repository's guard.Input, unfenced, unwrapped and fenced. It imports no
// SDK: the fast test tier runs it (fencecheck_test.go, tagged heavy, runs
// the SDK fixtures).
package messages

import (
	"github.com/agentvet/agentvet/guard"
	"github.com/agentvet/agentvet/taint"

	"smoke/source"
)

// Unfenced declares the reply plain in a user and a tool message.
func Unfenced() guard.Input {
	reply := source.Summary()
	return guard.Input{Messages: []guard.Message{
		{Role: guard.RoleUser, Content: []guard.Text{guard.Plain("Summarise: " + reply)}}, // want `unfenced untrusted content: .*\(a2a:peer-reply\) reaches a user message at guard.Message.Content`
		{Role: guard.RoleTool, Content: []guard.Text{guard.Plain(reply)}},                 // want `unfenced untrusted content: .*\(a2a:peer-reply\) reaches a tool message at guard.Message.Content`
	}}
}

// Unwrapped text is plain to the guard: it fences nothing.
func Unwrapped(v taint.Value[string]) guard.Input {
	return guard.Input{Messages: []guard.Message{
		{Role: guard.RoleUser, Content: []guard.Text{guard.Plain(taint.Unwrap(v))}}, // want `unfenced untrusted content: .*reaches a user message`
	}}
}

// Fenced is how the reply may ride in a user message.
func Fenced() (guard.Request, error) {
	reply := source.Summary()
	return guard.Check(guard.Input{Messages: []guard.Message{
		{Role: guard.RoleUser, Content: []guard.Text{guard.Untrusted(taint.New(reply, "a2a:peer-reply"))}}, // benign: kept tainted, fenced by Check
		{Role: guard.RoleUser, Content: []guard.Text{guard.Plain(guard.Fence(reply, "a2a:peer-reply"))}},   // benign: guard.Fence
		{Role: guard.RoleUser, Content: []guard.Text{guard.Plain("What did the peer say?")}},               // benign: operator text
	}})
}
