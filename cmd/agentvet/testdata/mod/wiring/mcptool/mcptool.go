// Package mcptool implements tools.Tool over an MCP server's tool: its
// name and description are what the server says.
package mcptool

import "github.com/mark3labs/mcp-go/mcp"

// Remote is one tool of an MCP server.
type Remote struct{ def mcp.Tool }

// New wraps a tool from the server's tool list.
func New(def mcp.Tool) *Remote { return &Remote{def: def} }

// Name is the server's name for the tool.
func (r *Remote) Name() string { return r.def.Name }

// Description is the server's description of the tool.
func (r *Remote) Description() string { return r.def.Description }
