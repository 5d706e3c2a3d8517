// Package hodecl declares the interfaces, a registry and a generic helper
// (the "declared" package of the higher-order fixtures).
package hodecl

import "iter"

// Tool is implemented in hoimpl and called in house.
type Tool interface {
	Name() string
	Description() string
}

// Registry holds tools by name.
type Registry struct {
	tools map[string]Tool
	names []string
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{tools: map[string]Tool{}} }

// Register adds t.
func (r *Registry) Register(t Tool) {
	r.tools[t.Name()] = t
	r.names = append(r.names, t.Name())
}

// Get returns the tool called name.
func (r *Registry) Get(name string) Tool { return r.tools[name] }

// Descriptions lists what every registered tool says of itself.
func (r *Registry) Descriptions() []string {
	var out []string
	for _, t := range r.tools {
		out = append(out, t.Description())
	}
	return out
}

// Retry calls f until it succeeds (a generic helper that carries taint
// through the closure it calls).
func Retry[T any](f func() (T, error)) (T, error) {
	var zero T
	for i := 0; i < 3; i++ {
		v, err := f()
		if err == nil {
			return v, nil
		}
	}
	return zero, nil
}

// defaultRegistry is the package's registry, filled through Register.
var defaultRegistry = NewRegistry()

// Register adds t to the default registry.
func Register(t Tool) { defaultRegistry.Register(t) }

// Lookup returns a tool of the default registry.
func Lookup(name string) Tool { return defaultRegistry.Get(name) }

// AllDescriptions lists the default registry's descriptions.
func AllDescriptions() []string { return defaultRegistry.Descriptions() }

// All yields the registry's tools (a range-over-func iterator).
func (r *Registry) All() iter.Seq[Tool] {
	return func(yield func(Tool) bool) {
		for _, t := range r.tools {
			if !yield(t) {
				return
			}
		}
	}
}

// Describe2 yields each tool's name and description.
func (r *Registry) Describe2() iter.Seq2[string, string] {
	return func(yield func(string, string) bool) {
		for name, t := range r.tools {
			if !yield(name, t.Description()) {
				return
			}
		}
	}
}
