// Package wrap calls the sink; package user imports it, so a run on user
// alone analyses wrap only for its facts.
package wrap

import "example.com/hazmod/sink"

// Wrap passes s to the sink.
func Wrap(s string) string { return sink.Hazard(s) }
