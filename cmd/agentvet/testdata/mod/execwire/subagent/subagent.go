// Package subagent implements tools.Tool as a sub-agent: its prompt, the
// operator's text, is the system prompt of the request it sends.
package subagent

import openai "github.com/sashabaranov/go-openai"

// Wrapper is a sub-agent run as a tool.
type Wrapper struct{ prompt string }

// New returns a sub-agent with the operator's prompt.
func New(prompt string) *Wrapper { return &Wrapper{prompt: prompt} }

// Execute builds the sub-agent's request: its own prompt as the system
// message, the model's input as the user's.
func (w *Wrapper) Execute(in string) string {
	req := openai.ChatCompletionRequest{Messages: []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleSystem, Content: w.prompt},
		{Role: openai.ChatMessageRoleUser, Content: in},
	}}
	return req.Model
}
