// Package good loads, type-checks and has a finding.
package good

import "example.com/partial/sink"

// Run passes its argument to the sink.
func Run(x string) { sink.Hazard(x) }
