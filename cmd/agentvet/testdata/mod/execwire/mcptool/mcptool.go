// Package mcptool implements tools.Tool over an MCP server's tool twice:
// Remote keeps the name and description the server gave and puts neither
// in a prompt; Briefed puts the description in its system prompt.
package mcptool

import (
	"github.com/mark3labs/mcp-go/mcp"
	openai "github.com/sashabaranov/go-openai"
)

// Remote is one tool of an MCP server.
type Remote struct{ name, description string }

// New wraps a tool from the server's tool list.
func New(def mcp.Tool) *Remote { return &Remote{name: def.Name, description: def.Description} }

// Execute calls the tool (the call itself is not this fixture's point).
func (r *Remote) Execute(in string) string { return "ran with " + in }

// Briefed is an MCP server's tool that briefs a model with what the
// server says the tool does: that is the server's text in a system
// prompt.
type Briefed struct{ description string }

// NewBriefed wraps a tool from the server's tool list.
func NewBriefed(def mcp.Tool) *Briefed { return &Briefed{description: def.Description} }

// Execute sends the server's description as the system prompt.
func (b *Briefed) Execute(in string) string {
	req := openai.ChatCompletionRequest{Messages: []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleSystem, Content: b.description},
		{Role: openai.ChatMessageRoleUser, Content: in},
	}}
	return req.Model
}
