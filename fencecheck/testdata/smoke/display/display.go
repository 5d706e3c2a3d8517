// Package display shows the peer's reply on a terminal: newline-only
// filters, and colour applied before or after scrubbing.
package display

import (
	"fmt"
	"strings"

	"github.com/agentvet/agentvet/scrub"

	"smoke/source"
)

const (
	red   = "\x1b[31m"
	reset = "\x1b[0m"
)

// OneLine trusts a newline check to keep the reply on one line, and shows
// it.
func OneLine() {
	s := source.Summary()
	if strings.Contains(s, "\n") { // want `newline-only filter on untrusted text: U\+2028, U\+2029, U\+0085, CR, VT and FF pass`
		return
	}
	fmt.Println("peer:", s)
}

// Flat rewrites LF only, and shows the result.
func Flat() {
	fmt.Println(strings.ReplaceAll(source.Summary(), "\n", " ")) // want `newline-only filter on untrusted text`
}

// Scrubbed is the right way.
func Scrubbed() {
	fmt.Println(scrub.Line(source.Summary())) // benign: scrub.Line
}

// PaintFirst colours the reply before scrubbing it.
func PaintFirst() {
	s := source.Summary()
	fmt.Println(red + s + reset)                 // want `scrub, then paint`
	fmt.Println(red + scrub.Line(s) + reset)     // benign: scrubbed first
	fmt.Println(scrub.Paint(scrub.Red, s))       // benign: scrub.Paint scrubs first
	fmt.Println(red + "the peer failed" + reset) // benign: operator text
}
