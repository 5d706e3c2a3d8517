// Package ops is a helper package (not designated). // want package:"verbpin"
//
// Nothing in it is reported, but its functions carry facts.
package ops

import "os/exec"

// run's argv comes from its parameters.
func run(name string, args ...string) error {
	return exec.Command(name, args...).Run()
}

// Run is the exported form of run.
func Run(name string, args ...string) error { // want Run:`argv exec.Command\[\$0 \$1\[0:\]...\]`
	return run(name, args...)
}

// Nudge types text into a tmux pane.
func Nudge(target, text string) error { // want Nudge:`reaches tmux send-keys via example.com/verbsmoke/ops.run → exec.Command\("tmux", "send-keys", "-t", …\)`
	return run("tmux", "send-keys", "-t", target, text, "Enter")
}

// Capture reads a pane: read-only, not a verb.
func Capture(target string) error {
	return run("tmux", "capture-pane", "-p", "-t", target)
}

// Beep is declared a verb by verbpin.yaml.
func Beep() {}
