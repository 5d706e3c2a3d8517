// Package house uses hodecl's interfaces without knowing any
// implementation (the "used" package).
package house

import (
	"strings"

	"hodecl"
)

//agentvet:sink position=system arg=0
func System(s string) {}

// Describe puts a tool's own description in the system prompt.
func Describe(t hodecl.Tool) { System("Tool: " + t.Description()) }

// Named puts only the tool's name there (names are checked elsewhere in
// real code; here it stands for a harmless method).
func Named(t hodecl.Tool) string { return t.Name() }

// Prompt joins every registered tool's description.
func Prompt(r *hodecl.Registry) string { return strings.Join(r.Descriptions(), "\n") }

// Ask puts what a callback returns in the system prompt.
func Ask(get func() string) { System(get()) }

// Agent holds a tool in a field, called later.
type Agent struct{ tool hodecl.Tool }

// NewAgent keeps t.
func NewAgent(t hodecl.Tool) *Agent { return &Agent{tool: t} }

// Run describes the agent's tool.
func (a *Agent) Run() { System(a.tool.Description()) }
