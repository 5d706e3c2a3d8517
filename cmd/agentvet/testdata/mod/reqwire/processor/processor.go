// Package processor implements the request processors: one lists an MCP
// server's tools in the system prompt, the others add the program's own
// text.
package processor

import (
	"context"
	"strconv"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"example.com/reqwire/model"
)

// ToolHints tells the model what each tool of an MCP server does, in the
// server's own words.
type ToolHints struct{ tools []mcp.Tool }

// NewToolHints keeps the server's tool list.
func NewToolHints(tools []mcp.Tool) *ToolHints { return &ToolHints{tools: tools} }

// ProcessRequest appends the tools' descriptions as a system message.
func (h *ToolHints) ProcessRequest(ctx context.Context, req *model.Request) {
	var b strings.Builder
	for _, t := range h.tools {
		b.WriteString(t.Name + ": " + t.Description + "\n")
	}
	req.Messages = append(req.Messages, model.Message{Role: "system", Content: b.String()})
}

// Persona is the operator's persona.
type Persona struct{}

// ProcessRequest prepends a constant system message.
func (Persona) ProcessRequest(ctx context.Context, req *model.Request) {
	req.Messages = append([]model.Message{{Role: "system", Content: "You are a helpful assistant."}}, req.Messages...)
}

// Counter says how many tools the server has: a number, not the server's
// text.
type Counter struct{ tools []mcp.Tool }

// NewCounter keeps the server's tool list.
func NewCounter(tools []mcp.Tool) *Counter { return &Counter{tools: tools} }

// Decorate appends the count as a system message.
func (c *Counter) Decorate(req *model.Request) {
	req.Messages = append(req.Messages, model.Message{Role: "system", Content: strconv.Itoa(len(c.tools)) + " tools are available."})
}
