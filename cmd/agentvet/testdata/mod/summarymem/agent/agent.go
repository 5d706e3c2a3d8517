// Package agent runs tools and records their results in memory
// (agent-sdk-go's pkg/agent): it sees the memory types, not the model's.
package agent

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"example.com/summarymem/iface"
	"example.com/summarymem/memory"
)

// text is what an MCP tool returned.
func text(res *mcp.CallToolResult) string {
	for _, c := range res.Content {
		if t, ok := c.(mcp.TextContent); ok {
			return t.Text
		}
	}
	return ""
}

// Summarized records a tool's result in a summarising memory: the model's
// summary of it becomes the system message of every later request.
func Summarized(ctx context.Context, llm iface.LLM, res *mcp.CallToolResult) iface.Memory {
	var mem iface.Memory = memory.NewSummary(llm)
	_ = mem.AddMessage(ctx, iface.Message{Role: "tool", Content: text(res)})
	return mem
}

// Noted records a tool's result in a memory that keeps the model's notes
// as its own turn.
func Noted(ctx context.Context, llm iface.LLM, res *mcp.CallToolResult) iface.Memory {
	var mem iface.Memory = memory.NewNotes(llm)
	_ = mem.AddMessage(ctx, iface.Message{Role: "tool", Content: text(res)})
	return mem
}
