// Package reguseconst fills the registry with built-in tools only.
package reguseconst

import (
	"regfillconst"
	"reglib"
)

// Local registers built-in tools and describes them.
func Local() {
	regfillconst.Builtins()
	ts := reglib.Default()
	for _, t := range ts.All() {
		reglib.Describe(t.Description()) // benign: only constants were registered
	}
}
