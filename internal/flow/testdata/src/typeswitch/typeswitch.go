// Package typeswitch: a parameter narrowed by a type switch (or an
// assertion) and handed on keeps its paths, so a callee that reads one
// field of each element does not make the whole parameter a sink
// (openai-agents-go's ItemsToMessages: only output messages reach the
// assistant turn, not a tool's output beside them). The calls are in
// typeswitchuse: a field written with third-party text in this package
// would be third-party wherever this package reads it.
package typeswitch

//agentvet:producer origin=web:page
func Page() string { return "" }

//agentvet:sink position=system
func System(s string) {}

// Item is one input item: Text reaches the system prompt, Out does not.
type Item struct {
	Text string
	Out  string
}

// Items is a list of input items.
type Items []Item

func toMessages(items Items) {
	for i := range items {
		System(items[i].Text)
	}
}

// Convert takes a string or Items, as the SDK's input union does.
func Convert(input any) {
	switch v := input.(type) {
	case Items:
		toMessages(v)
	case string:
		System(v)
	}
}

// Assert narrows with an assertion instead.
func Assert(input any) {
	if v, ok := input.(Items); ok {
		toMessages(v)
	}
}
