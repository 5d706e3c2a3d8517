// Package remote registers the tools an MCP server lists.
package remote

import "example.com/hiddenreg/registry"

//agentvet:producer origin=mcp:tool-list
func ListTools() []string { return nil }

// Connect registers one tool per description the server lists.
func Connect() {
	for _, d := range ListTools() {
		registry.Register(&registry.Tool{Name: "remote", Description: d})
	}
}
