// Package recurnarrow: a value-receiver Update narrows its message by a
// type switch, changes the narrowed copy (so it lives in a local) and
// hands it back to itself (a bubbletea model: opencode's appModel hands
// its messages to page models that may be itself). Reading the local's
// paths as the parameter's put the type step in front of the path once
// more at every round: the summary grew a step a round and never settled.
package recurnarrow

//agentvet:producer origin=web:page
func Page() string { return "" }

//agentvet:sink position=system
func System(s string) {}

// Msg is any message.
type Msg interface{}

// Namer is a message that names something.
type Namer interface{ Name() string }

// resizeMsg says the window changed.
type resizeMsg struct{ width, height int }

// pageMsg carries a fetched page's title.
type pageMsg struct{ title string }

func (m pageMsg) Name() string { return m.title }

type app struct{ height int }

// Update handles a message and returns the updated model.
func (a app) Update(msg Msg) app {
	switch msg := msg.(type) {
	case resizeMsg:
		msg.height--
		a.height = msg.height
		return a.Update(msg)
	case Namer:
		System(msg.Name()) // want `reaches the system prompt`
	}
	return a
}

// Use hands a resize and a fetched page to the model.
func Use() {
	var a app
	a = a.Update(resizeMsg{width: 1})
	a.Update(pageMsg{title: Page()}) // want `reaches the system prompt`
}
