// Package reqdecl declares a request that request processors of another
// package fill and a model adapter of a third sends (trpc-agent-go's
// model.Request, its content processor and llmflow).
package reqdecl

// Message is one message of a request.
type Message struct {
	Role    string
	Content string
}

// Request is what the flow hands every processor, then the model.
type Request struct {
	Messages []Message
	Model    string
}

// NewSystemMessage returns a system message.
func NewSystemMessage(s string) Message { return Message{Role: "system", Content: s} }

// NewUserMessage returns a user message.
func NewUserMessage(s string) Message { return Message{Role: "user", Content: s} }

//agentvet:producer origin=memory:summary
func Summary() string { return "" }

//agentvet:sink position=system
func System(s string) {}

// Send puts each system message's content in the system prompt.
func Send(req *Request) {
	for _, m := range req.Messages {
		if m.Role == "system" {
			System(m.Content)
		}
	}
}
