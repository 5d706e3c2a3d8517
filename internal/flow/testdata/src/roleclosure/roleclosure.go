// Package roleclosure converts an agent's messages one case per role, the
// user message built by a closure that both the user case and the
// default case call (trpc-agent-go's openai convertMessages, whose
// toUserMessage closure sits before the switch): the closure runs for the
// user role and for roles no case names, not for a system message. The
// calls are in roleclosureuse: the memory extractor's system prompt
// (memory/extractor) does not reach the user message.
package roleclosure

//agentvet:producer origin=web:page
func Page() string { return "" }

//agentvet:sink position=system
func System(s string) {}

//agentvet:sink position=assistant
func Assistant(s string) {}

// Message is the agent's own message: a constant Role says whose text
// Content is.
type Message struct {
	Role    string
	Content string
}

// NewSystemMessage is a system message.
func NewSystemMessage(s string) Message { return Message{Role: "system", Content: s} }

// NewToolMessage is a tool message.
func NewToolMessage(s string) Message { return Message{Role: "tool", Content: s} }

// NewAssistantMessage is an assistant message.
func NewAssistantMessage(s string) Message { return Message{Role: "assistant", Content: s} }

// Convert sends each message under its role. The instruction sink here is
// the system prompt, reached through the closure from the system case and
// from default, so that taintflow reports it: a tool or an assistant
// message's text does not reach it (before, the closure's sink had no
// role test at all, and a default case ruled out one role only).
func Convert(msgs []Message) {
	for _, m := range msgs {
		toSystem := func() {
			System(m.Content)
		}
		switch m.Role {
		case "assistant":
			Assistant(m.Content)
		case "tool":
		case "user":
		case "system":
			toSystem()
		default:
			toSystem()
		}
	}
}

// Default sends a message of a role no case names as the system prompt.
func Default(msgs []Message) {
	for _, m := range msgs {
		switch m.Role {
		case "assistant":
			Assistant(m.Content)
		case "tool":
		case "user":
		default:
			System(m.Content)
		}
	}
}
