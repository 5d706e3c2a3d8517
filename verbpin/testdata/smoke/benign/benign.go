// Package benign is not designated: it may actuate.
package benign

import (
	"os/exec"

	"example.com/verbsmoke/ops"
	"example.com/verbsmoke/relay"
)

func act(pane string) {
	ops.Nudge(pane, "y")
	relay.Poke(pane)
	exec.Command("tmux", "send-keys").Run()
}
