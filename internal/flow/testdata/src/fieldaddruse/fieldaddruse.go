// Package fieldaddruse calls fieldaddrlib with a fetched page in an
// event's content, and in its actions' delta.
package fieldaddruse

import "fieldaddrlib"

//agentvet:producer origin=web:page
func Page() string { return "" }

// Content: a fetched page is the event's content; its actions hold
// constants.
func Content() {
	ev := &fieldaddrlib.Event{Content: Page(), Actions: fieldaddrlib.Actions{Delta: map[string]any{"k": "v"}}}
	fieldaddrlib.MergeAll([]*fieldaddrlib.Event{ev}) // benign: the page is the content, not the delta
}

// Delta: a fetched page is in an event's delta.
func Delta() {
	ev := &fieldaddrlib.Event{Actions: fieldaddrlib.Actions{Delta: map[string]any{"k": Page()}}}
	fieldaddrlib.MergeAll([]*fieldaddrlib.Event{ev}) // want `\(web:page\) reaches the system prompt`
}
