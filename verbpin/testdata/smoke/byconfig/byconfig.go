// Package byconfig is designated by verbpin.yaml, not by a directive.
package byconfig

import "example.com/verbsmoke/ops"

func act() {
	ops.Beep() // want `reaches forbidden verb beep: byconfig.go:\d+ → ops.Beep\(…\)`
	ops.Capture("0")
}
