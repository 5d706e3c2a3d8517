// Package iface declares the model and memory interfaces and the
// program's own message type (agent-sdk-go's pkg/interfaces): it imports
// nothing agentvet's policy names.
package iface

import "context"

// LLM is a model provider.
type LLM interface {
	Generate(ctx context.Context, prompt string) (string, error)
}

// Message is one turn of a conversation the program keeps.
type Message struct {
	Role    string
	Content string
}

// Memory keeps a conversation.
type Memory interface {
	AddMessage(ctx context.Context, m Message) error
	GetMessages(ctx context.Context) ([]Message, error)
}
