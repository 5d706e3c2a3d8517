// Package entry declares what a request is sent: a plain text, or input
// entries. An entry's Text is an instruction; Output is a tool's
// output, which goes in a tool message only.
package entry

// Entry is one input entry of a request.
type Entry struct {
	Role   string
	Text   string
	Output string
}

// Input is what a request is sent: a plain text, or entries.
type Input interface{ isInput() }

// Text is a plain text input.
type Text string

func (Text) isInput() {}

// Entries is a list of entries as an input.
type Entries []Entry

func (Entries) isInput() {}
