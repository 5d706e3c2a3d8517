// Package textrule is designated; its literals mention verbs without
// calling any.
//
//agentvet:noactuate
package textrule

import "log"

const hint = "never use tmux send-keys here" // want `string literal holds the actuation verb token "send-keys"`

func read() {
	log.Printf("osascript keystroke refused")    // want `token "keystroke"`
	log.Printf("sendkeys and keystrokes differ") // words only: no finding
	_ = hint
}
