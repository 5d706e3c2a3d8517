package rag

import (
	"fmt"
	"strings"

	openai "github.com/sashabaranov/go-openai"

	"github.com/agentvet/agentvet/taint"
)

// GroundedSystemPrompt puts the retrieved context into the system prompt,
// the way many RAG tutorials do.
//
// HAZARD (unwrapaudit): taint.Unwrap is where provenance stops travelling,
// and Sprintf turns the chunks into a plain string that guard.Check can no
// longer see. An indexed page that says "ignore the above" now speaks with
// the operator's voice. Context (guarded.go) is the safe version.
func GroundedSystemPrompt(base string, chunks []taint.Value[string]) openai.ChatCompletionMessage {
	parts := make([]string, 0, len(chunks))
	for _, c := range chunks {
		parts = append(parts, taint.Unwrap(c))
	}
	return openai.ChatCompletionMessage{
		Role:    openai.ChatMessageRoleSystem,
		Content: fmt.Sprintf("%s\n\nAnswer only from this context:\n%s", base, strings.Join(parts, "\n---\n")),
	}
}
