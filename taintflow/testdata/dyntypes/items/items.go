// Package items declares a run's items: an interface and its concrete
// types, each keeping its raw payload in the same field (openai-agents-go's
// RunItem shape). A method called on an item runs the method of the type
// the item holds, which reads that type's field 1 only.
package items

// Item is one thing a run produced.
type Item interface {
	Text() string
}

// Reply is the model's own reply: its text is the model's.
type Reply struct {
	Agent string
	Raw   string
}

// Text returns the reply's text.
func (r Reply) Text() string { return r.Raw }

// Output is a tool's output: Content is what the tool returned; ID is the
// call's identifier, made by the app.
type Output struct {
	Content string
	ID      string
}

// ToolOut is a tool's output item.
type ToolOut struct {
	Agent string
	Raw   Output
}

// Text returns the call's identifier, not the tool's text.
func (t ToolOut) Text() string { return t.Raw.ID }

// Note is a tool's output item held by pointer.
type Note struct {
	Agent string
	Raw   Output
}

// Text returns the tool's text.
func (n *Note) Text() string { return n.Raw.Content }

// Tagged holds a Note and a tag; its Text is the Note's (promoted).
type Tagged struct {
	Tag string
	*Note
}

// Label is a plain text item.
type Label string

// Text returns the label.
func (l Label) Text() string { return string(l) }

// Texts returns each item's text: the call on the interface runs, for
// each item, the method of its own type, declared here (a run's input
// list made from its items, openai-agents-go's runSingleTurn).
func Texts(its []Item) []string {
	var out []string
	for _, it := range its {
		out = append(out, it.Text())
	}
	return out
}
