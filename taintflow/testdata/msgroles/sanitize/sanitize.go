// Package sanitize rewrites a conversation's tool rounds: a tool call it
// cannot validate becomes a user message that quotes the reason, as
// trpc-agent-go's toolcall package does.
package sanitize

import (
	"fmt"

	"fixtures/msgroles/model"
)

// Downgrade returns a user message that quotes reason.
func Downgrade(reason string) model.Message {
	return model.Message{Role: model.RoleUser, Content: fmt.Sprintf("invalid tool call (%s)", reason)}
}

// Promote returns a system message that quotes note.
func Promote(note string) model.Message {
	return model.Message{Role: model.RoleSystem, Content: "note: " + note}
}

// As returns a message of the role the caller chooses.
func As(role model.Role, text string) model.Message {
	return model.Message{Role: role, Content: text}
}
