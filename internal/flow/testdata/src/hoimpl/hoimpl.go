// Package hoimpl implements hodecl.Tool (the "implemented" package).
package hoimpl

//agentvet:producer origin=mcp:tool-list
func Fetch() string { return "x" }

// Remote describes itself with what a third-party server says.
type Remote struct{ name string }

// New returns a remote tool.
func New(name string) *Remote { return &Remote{name: name} }

func (r *Remote) Name() string        { return r.name }
func (r *Remote) Description() string { return Fetch() }

// Local describes itself with the operator's words.
type Local struct{}

func (Local) Name() string        { return "local" }
func (Local) Description() string { return "Lists files." }
