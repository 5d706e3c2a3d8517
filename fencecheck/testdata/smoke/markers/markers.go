// Package markers builds the fence by hand.
package markers

import (
	"fmt"
	"log"
)

// Wrap is a hand-rolled fence: nothing escapes a forged closing tag.
func Wrap(content string) string {
	return "<untrusted-input>" + content + "</untrusted-input>" // want `hand-built fence marker` `hand-built fence marker`
}

// Format builds it with a format string.
func Format(content, origin string) string {
	return fmt.Sprintf("<untrusted-input origin=%q>\n%s\n</ UNTRUSTED-INPUT >", origin, content) // want `hand-built fence marker`
}

// Mentions names the tag and builds nothing.
func Mentions(n int) {
	log.Printf("fenced %d blocks in untrusted-input tags", n) // benign: no angle bracket
}
