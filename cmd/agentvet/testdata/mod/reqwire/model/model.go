// Package model declares the request the flow hands every processor and
// then the model (trpc-agent-go's model.Request), and the interfaces the
// flow calls. It imports nothing agentvet's policy names.
package model

import "context"

// Message is one message of a request.
type Message struct {
	Role    string
	Content string
}

// Request is what processors fill and the model is sent.
type Request struct {
	Messages []Message
}

// Processor fills the request before the model call.
type Processor interface {
	ProcessRequest(ctx context.Context, req *Request)
}

// Decorator is a second kind of processor (the benign twin's).
type Decorator interface {
	Decorate(req *Request)
}

// Model answers a request.
type Model interface {
	Generate(ctx context.Context, req *Request) (string, error)
}
