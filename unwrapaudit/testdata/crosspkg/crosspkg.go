// Package crosspkg uses package helpers both ways.
package crosspkg

import (
	"fmt"

	"fixtures/helpers"

	"github.com/agentvet/agentvet/guard"
	"github.com/agentvet/agentvet/taint"
	openai "github.com/sashabaranov/go-openai"
)

// Another package unwrapped; the sink is here.
func FlattenedIntoSystem(doc taint.Value[string]) openai.ChatCompletionMessage {
	return openai.ChatCompletionMessage{
		Role:    openai.ChatMessageRoleSystem,
		Content: "Notes: " + helpers.Flatten(doc), // want `laundered text: taint.Unwrap result \([^)]*\) reaches the system prompt`
	}
}

// Unwrapped here; another package's parameter reaches the sink.
func UnwrappedIntoHelper(doc taint.Value[string]) guard.Input {
	return helpers.Instructions("Summarise: " + taint.Unwrap(doc)) // want `laundered text: taint.Unwrap result \([^)]*\) reaches the system prompt`
}

// A helper that only counts.
func Counted(doc taint.Value[string]) guard.Input {
	return helpers.Instructions(fmt.Sprintf("The note has %d words.", helpers.Count(doc))) // benign: the helper returns a count, not text
}
