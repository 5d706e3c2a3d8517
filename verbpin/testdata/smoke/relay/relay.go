// Package relay sits between a designated package and ops. // want package:"verbpin"
//
// The verb is two levels deep.
package relay

import "example.com/verbsmoke/ops"

// Poke nudges a pane.
func Poke(pane string) error { // want Poke:`reaches tmux send-keys via example.com/verbsmoke/ops.Nudge → example.com/verbsmoke/ops.run → exec.Command`
	return ops.Nudge(pane, "continue")
}

// Look is read-only.
func Look(pane string) error { return ops.Capture(pane) }
