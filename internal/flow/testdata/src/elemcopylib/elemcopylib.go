// Package elemcopylib converts messages the ways real converters do: it
// ranges over a slice and copies each element into a local before reading
// its fields, copies one element (it := items[i]), or receives the slice
// through a type switch on an interface whose case is a named slice type
// passed on as its underlying type (openai-agents-go's ItemsToMessages, on
// the real-code set). Package elemcopy calls it.
package elemcopylib

//agentvet:sink position=system
func System(s string) {}

// Log is where the output of a tool goes: not a position.
func Log(s string) {}

type Msg struct{ Role, Content string }
type Out struct{ CallID, Output string }

type Item struct {
	Msg Msg
	Out Out
}

type Input interface{ isInput() }

type Items []Item

type Text string

func (Items) isInput() {}
func (Text) isInput()  {}

// Range copies each element (for _, it := range items).
func Range(items []Item) {
	for _, it := range items {
		System(it.Msg.Content)
		Log(it.Out.Output)
	}
}

// At copies one element into a local.
func At(items []Item, i int) {
	it := items[i]
	System(it.Msg.Content)
	Log(it.Out.Output)
}

// Convert passes the case value of a type switch on as its underlying
// slice type.
func Convert(in Input) {
	switch v := in.(type) {
	case Text:
		Log(string(v))
	case Items:
		Range(v)
	}
}
