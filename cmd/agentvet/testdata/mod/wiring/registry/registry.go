// Package registry holds the tools: callers get them back as tools.Tool
// values, whatever package made them.
package registry

import "example.com/wiring/tools"

// Registry is a list of tools.
type Registry struct{ tools []tools.Tool }

// Add registers t.
func (r *Registry) Add(t tools.Tool) { r.tools = append(r.tools, t) }

// All returns the tools.
func (r *Registry) All() []tools.Tool { return r.tools }
