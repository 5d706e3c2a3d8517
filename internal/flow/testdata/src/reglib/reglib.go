// Package reglib is a registry of tools that other packages fill
// (kubectl-ai's pkg/tools: RegisterTool puts a tool in a package-level
// map, Default hands the map out). It cannot know what its importers
// put in it; the functions that put it there say so in their summaries.
package reglib

import (
	"maps"
	"slices"
)

//agentvet:sink position=tool-description
func Describe(s string) {}

type Tool interface {
	Name() string
	Description() string
}

// Remote is a tool another program serves.
type Remote struct {
	name, description string
}

// NewRemote returns a remote tool.
func NewRemote(name, description string) *Remote {
	return &Remote{name: name, description: description}
}

func (r *Remote) Name() string        { return r.name }
func (r *Remote) Description() string { return r.description }

type Tools struct {
	tools map[string]Tool
}

var all = Tools{tools: map[string]Tool{}}

// Register adds t to the registry.
func Register(t Tool) { all.tools[t.Name()] = t }

// Default returns the registry.
func Default() Tools { return all }

// All returns every tool of ts.
func (ts *Tools) All() []Tool {
	return slices.Collect(maps.Values(ts.tools))
}

// bash is the registry's own tool.
type bash struct{}

func (bash) Name() string        { return "bash" }
func (bash) Description() string { return "runs a shell command" }

func init() { Register(bash{}) }

// Lookup returns the tool registered under name.
func Lookup(name string) Tool { return all.Lookup(name) }

// Lookup returns the tool of ts registered under name.
func (ts *Tools) Lookup(name string) Tool { return ts.tools[name] }
