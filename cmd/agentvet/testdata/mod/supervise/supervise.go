// Package supervise reads other sessions' output and must never type
// into them.
//
//agentvet:noactuate
package supervise

import "os/exec"

// Nudge types into another tmux session: a forbidden actuation verb.
func Nudge(target, keys string) error {
	return exec.Command("tmux", "send-keys", "-t", target, keys, "Enter").Run()
}
