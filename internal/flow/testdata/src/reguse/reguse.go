// Package reguse is the wiring: it fills the registry through regfill
// and describes the registered tools to the model.
package reguse

import (
	"regfill"
	"reglib"
)

// Remote registers the MCP server's tools and describes them.
func Remote() {
	regfill.Connect()
	ts := reglib.Default()
	for _, t := range ts.All() {
		reglib.Describe(t.Description()) // want `\(mcp:tool-list\) reaches a tool description`
	}
}

// One describes one registered tool.
func One() {
	regfill.Connect()
	reglib.Describe(reglib.Lookup("remote").Description()) // want `\(mcp:tool-list\) reaches a tool description`
}

// Direct registers a server's tool itself and describes it.
func Direct() {
	for _, d := range regfill.ListTools() {
		reglib.Register(reglib.NewRemote("remote", d))
	}
	reglib.Describe(reglib.Lookup("remote").Description()) // want `\(mcp:tool-list\) reaches a tool description`
}
