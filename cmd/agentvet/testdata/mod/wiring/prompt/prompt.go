// Package prompt builds the request. It imports the interfaces, never the
// packages that implement them.
package prompt

import (
	"strings"

	openai "github.com/sashabaranov/go-openai"

	"example.com/wiring/registry"
	"example.com/wiring/tools"
)

// Request lists every registered tool in the system prompt, after the
// persona.
func Request(r *registry.Registry, p tools.Persona) openai.ChatCompletionRequest {
	var b strings.Builder
	for _, t := range r.All() {
		b.WriteString(t.Name() + ": " + t.Description() + "\n")
	}
	return openai.ChatCompletionRequest{Messages: []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleSystem, Content: p.Persona()},
		{Role: openai.ChatMessageRoleSystem, Content: b.String()},
	}}
}
