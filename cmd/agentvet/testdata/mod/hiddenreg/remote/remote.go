// Package remote is an MCP client: it lists the tools a server offers.
package remote

//agentvet:producer origin=mcp:tool-list
func ListTools() []string { return nil }
