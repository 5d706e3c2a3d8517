// Command app registers the tools an MCP server lists in package
// registry's unexported map, and describes them to the model through
// registry.Lookup.
package main

import (
	"example.com/hiddenreg/registry"
	"example.com/hiddenreg/remote"
)

func main() {
	for _, d := range remote.ListTools() {
		registry.Register(&registry.Tool{Name: "remote", Description: d})
	}
	t := registry.Lookup("remote")
	registry.Describe(t.Description)
	registry.Describe(t.Name) // a constant name: not reported
}
