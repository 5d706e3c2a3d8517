// Package supervise reads other sessions' transcripts and recommends. It
// imports nothing outside the standard library: the fast test tier runs
// it (verbpin_test.go, tagged heavy, runs the fixture module with
// x/sys/unix, creack/pty and bitfield/script).
//
//agentvet:noactuate
package supervise

import (
	"log"
	"os"
	"os/exec"

	"example.com/verbsmoke/ops"
	"example.com/verbsmoke/relay"
)

func twoLevels(pane string) {
	relay.Poke(pane) // want `designated package reaches forbidden verb tmux send-keys: supervise.go:\d+ → relay.Poke → ops.Nudge → ops.run → exec.Command\("tmux", "send-keys", "-t", …\)`
	relay.Look(pane)
}

func helperArgv(pane string) {
	ops.Run("tmux", "send-keys", "-t", pane, "y") // want `tmux send-keys: supervise.go:\d+ → ops.Run → ops.run → exec.Command\("tmux", "send-keys", "-t", …\)`
	ops.Run("tmux", "capture-pane", "-p")
}

func direct(text string) {
	exec.Command("xdotool", "type", text).Run()                          // want `xdotool type: supervise.go:\d+ → exec.Command\("xdotool", "type", …\)`
	exec.Command("sh", "-c", "sleep 1 && tmux send-keys -t 0 y").Run()   // want `tmux send-keys: supervise.go:\d+ → exec.Command\("sh", "-c", "sleep 1 && tmux send-keys -t 0 y"\)`
	exec.Command("sh", "-c", "command -v tmux && tmux list-panes").Run() // only names and lists
	f, _ := os.OpenFile("/dev/uinput", os.O_WRONLY, 0)                   // want `open /dev/uinput: supervise.go:\d+ → os.OpenFile\("/dev/uinput", …\)`
	f.Close()
}

func explain() {
	log.Print("this layer never runs tmux send-keys") // the text rule is off by default
}

func closure(pane string) {
	f := func() { relay.Poke(pane) } // want `tmux send-keys`
	f()
}
