// Package registry keeps tools in an unexported package-level map that
// its importers fill through Register and read through Lookup
// (kubectl-ai's pkg/tools). An importer's types come from export data,
// which leaves the map out; the summaries still name it.
package registry

// Tool is a tool the model is told about.
type Tool struct {
	Name        string
	Description string
}

var tools = map[string]*Tool{}

// Register adds t.
func Register(t *Tool) { tools[t.Name] = t }

// Lookup returns the tool registered under name.
func Lookup(name string) *Tool { return tools[name] }

//agentvet:sink position=tool-description
func Describe(s string) {}
