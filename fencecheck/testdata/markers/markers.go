// Package markers builds the fence by hand: string literals and format
// strings that hold the tag's opening or closing form. Text that only
// names the tag is not a marker.
package markers

import (
	"fmt"
	"log"
	"strings"
)

// Wrap is a hand-rolled fence: nothing escapes a forged closing tag.
func Wrap(content, origin string) string {
	var b strings.Builder
	b.WriteString("<untrusted-input origin=\"" + origin + "\">\n") // want `hand-built fence marker`
	b.WriteString(content)
	b.WriteString("\n</untrusted-input>") // want `hand-built fence marker`
	return b.String()
}

// Format builds the whole fence with one format string.
func Format(content, origin string) string {
	return fmt.Sprintf("<untrusted-input origin=%q>\n%s\n</untrusted-input>", origin, content) // want `hand-built fence marker`
}

// closeTag is a named constant: still a hand-built marker.
const closeTag = "</untrusted-input>" // want `hand-built fence marker`

// WithConst uses the constant.
func WithConst(content string) string { return content + closeTag }

// Variants of case and spacing are the same tag to a model.
func Variants(content string) string {
	open := `<UNTRUSTED-INPUT>`       // want `hand-built fence marker`
	closing := "</ untrusted-input >" // want `hand-built fence marker`
	return open + content + closing
}

// Documented quotes the format for the operator's manual page.
func Documented() string {
	//agentvet:ignore fencecheck the manual shows the fence format; nothing is wrapped with it
	return "Third-party text arrives as <untrusted-input origin=\"…\">…</untrusted-input>." // suppressed: by the directive on the line above, with a reason
}

// Mentions of the tag's name that build nothing.
func Mentions(n int) {
	log.Printf("fenced %d blocks in untrusted-input tags", n)   // benign: names the tag without its angle bracket
	log.Print("see guard.Fence for the untrusted-input format") // benign: prose, not a marker
}
