// Package typeerr does not type-check.
package typeerr

import "example.com/partial/sink"

// Count returns a string where an int is declared.
func Count() int { return "three" }

// Run passes its argument to the sink.
func Run(x string) { sink.Hazard(x) }
