// Package exec runs a plan's tools by name. It imports the interface,
// never the packages that implement it.
package exec

import "example.com/execwire/tools"

// Executor holds the tools a plan may call, by name.
type Executor struct{ tools map[string]tools.Tool }

// New returns an executor of ts.
func New(ts map[string]tools.Tool) *Executor { return &Executor{tools: ts} }

// Run runs the tool called name on in.
func (e *Executor) Run(name, in string) string {
	t, ok := e.tools[name]
	if !ok {
		return ""
	}
	return t.Execute(in)
}
