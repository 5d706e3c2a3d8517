// Package app puts the page of package source in the instruction slots of
// this repository's guard.Input, in an argument vector and a file path,
// and, as look-alikes, operator text in the same slots and the page kept
// tainted in a user message. It imports no SDK: the fast test tier runs
// it (taintflow_test.go, tagged heavy, runs the SDK fixtures).
package app

import (
	"fmt"
	"os"
	"os/exec"

	"github.com/agentvet/agentvet/guard"
	"github.com/agentvet/agentvet/taint"

	"smoke/source"
)

// role is a constant: the message it labels is a system message.
const role = guard.RoleSystem

// Plain declares the page plain in every instruction slot.
func Plain() guard.Input {
	page := source.Title()
	return guard.Input{
		System: []guard.Text{guard.Plain("Summarise: " + page)}, // want `\(web:page\) reaches the system prompt`
		Messages: []guard.Message{
			{Role: guard.RoleAssistant, Content: []guard.Text{guard.Plain(page)}}, // want `\(web:page\) reaches an assistant message`
			{Role: role, Content: []guard.Text{guard.Plain(page)}},                // want `\(web:page\) reaches the system prompt`
		},
		Tools: []guard.Tool{{
			Name:        guard.Plain("lookup"),
			Description: guard.Plain(fmt.Sprintf("Looks up %s.", page)), // want `\(web:page\) reaches a tool description`
		}},
	}
}

// Fenced text is still third-party text: the fence fits a data position
// only.
func Fenced() guard.Input {
	return guard.Input{System: []guard.Text{guard.Plain(guard.Fence(source.Page(), "web:page"))}} // want `\(web:page\) reaches the system prompt`
}

// Guarded is the way guard is meant to be used.
func Guarded() (guard.Request, error) {
	return guard.Check(guard.Input{
		System: []guard.Text{guard.Plain(source.Greeting()), guard.Plain(guard.SystemNote)}, // benign: operator text and the guard's own note
		Messages: []guard.Message{
			{Role: guard.RoleUser, Content: []guard.Text{guard.Untrusted(taint.New(source.Page(), "web:page"))}}, // benign: kept tainted, in a user message
		},
	})
}

// Run hands the page to a shell and names a file after it.
func Run(dir string) error {
	if err := exec.Command("sh", "-c", source.Page()).Run(); err != nil { // want `\(web:page\) reaches an argument vector`
		return err
	}
	_, err := os.Open(dir + "/" + source.Title()) // want `\(web:page\) reaches a file path`
	if err != nil {
		return err
	}
	return exec.Command("echo", source.Greeting()).Run() // benign: operator text
}
