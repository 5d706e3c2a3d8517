// Package fieldaddrlib hands a callee the address of one field of an
// element of a parameter (&ev.Actions): what the callee does with that
// pointer's fields is done to that field of the element, not to the whole
// element (adk-go's mergeParallelFunctionResponseEvents merges each
// function-response event's Actions, whose state delta fills an
// instruction's placeholders, while the event's content is an MCP tool's
// result: real-code triage, base_flow.go:191). Package fieldaddruse
// calls it.
package fieldaddrlib

//agentvet:sink position=system
func System(s string) {}

type Actions struct {
	Delta    map[string]any
	Transfer string
}

type Event struct {
	Content string
	Actions Actions
}

// merge folds other's delta into base's; the merged delta is an
// instruction's placeholders.
func merge(base, other *Actions) *Actions {
	if base == nil {
		return other
	}
	for k, v := range other.Delta {
		base.Delta[k] = v
	}
	return base
}

// MergeAll merges the events' actions into the first event's, and puts
// the merged delta in the system prompt.
func MergeAll(events []*Event) *Event {
	var actions *Actions
	for _, ev := range events {
		actions = merge(actions, &ev.Actions)
	}
	for _, v := range actions.Delta {
		if s, ok := v.(string); ok {
			System(s)
		}
	}
	ev := events[0]
	ev.Actions = *actions
	return ev
}
