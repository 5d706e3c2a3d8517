// Package local implements tools.Tool and tools.Persona with the
// program's own text.
package local

// Clock tells the time.
type Clock struct{}

// Name is a constant.
func (Clock) Name() string { return "clock" }

// Description is a constant.
func (Clock) Description() string { return "tells the time" }

// Helper is the persona the operator wrote.
type Helper struct{}

// Persona is a constant.
func (Helper) Persona() string { return "You are a helpful assistant." }
