// Package regfill registers tools whose descriptions an MCP server wrote.
package regfill

import "reglib"

//agentvet:producer origin=mcp:tool-list
func ListTools() []string { return nil }

// Connect registers one tool per description the server lists.
func Connect() {
	for _, d := range ListTools() {
		reglib.Register(reglib.NewRemote("remote", d))
	}
}
