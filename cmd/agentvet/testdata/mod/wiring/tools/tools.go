// Package tools declares the interfaces: it imports nothing agentvet's
// policy names.
package tools

// Tool is a tool the agent offers the model.
type Tool interface {
	Name() string
	Description() string
}

// Persona gives the agent's persona.
type Persona interface {
	Persona() string
}
