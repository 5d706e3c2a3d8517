// Package usestypeerr is fine itself but imports typeerr.
package usestypeerr

import (
	"example.com/partial/sink"
	"example.com/partial/typeerr"
)

// Run passes its argument to the sink, and through typeerr.
func Run(x string) {
	sink.Hazard(x)
	typeerr.Run(x)
}
