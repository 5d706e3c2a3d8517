// Package fix holds a newline filter whose suggested fix is mechanical: a
// plain ReplaceAll of LF becomes scrub.Line.
package fix

import (
	"fmt"
	"strings"

	"github.com/agentvet/agentvet/scrub"

	"smoke/source"
)

// Status shows the reply on one status line.
func Status() {
	s := source.Reply()
	fmt.Println("status: " + strings.ReplaceAll(s, "\n", " ")) // want `newline-only filter on untrusted text`
}

// Title is already correct.
func Title() {
	fmt.Println(scrub.Line(strings.TrimSpace(source.Reply()))) // benign: scrub.Line
}
