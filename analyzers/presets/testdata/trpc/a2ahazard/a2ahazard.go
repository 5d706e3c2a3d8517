// Package a2ahazard holds the hazards and look-alikes of
// trpc.group/trpc-go/trpc-a2a-go at v0.2.5: a peer's reply, a task's
// artifacts and an agent card reach instruction positions, by the
// A2AClient call and by the type alone (a parameter, a struct field, a
// message processor's argument).
package a2ahazard

import (
	"context"
	"encoding/json"

	openai "github.com/sashabaranov/go-openai"
	"trpc.group/trpc-go/trpc-a2a-go/client"
	"trpc.group/trpc-go/trpc-a2a-go/protocol"
	"trpc.group/trpc-go/trpc-a2a-go/server"
	"trpc.group/trpc-go/trpc-a2a-go/taskmanager"
)

// text joins the text parts of a message, decoded (pointers) or built
// (values).
func text(parts []protocol.Part) string {
	var s string
	for _, p := range parts {
		switch tp := p.(type) {
		case *protocol.TextPart:
			s += tp.Text
		case protocol.TextPart:
			s += tp.Text
		}
	}
	return s
}

// Delegate sends a task to a peer and makes its reply the system prompt.
func Delegate(ctx context.Context, c *client.A2AClient, task protocol.SendMessageParams) (openai.ChatCompletionMessage, error) {
	res, err := c.SendMessage(ctx, task)
	if err != nil {
		return openai.ChatCompletionMessage{}, err
	}
	msg, _ := res.Result.(*protocol.Message)
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: text(msg.Parts)}, nil // want `\(a2a:[a-z-]+\) reach(es)? the system prompt`
}

// Stream follows a peer's streamed reply and makes its artifacts the
// system prompt.
func Stream(ctx context.Context, c *client.A2AClient, task protocol.SendMessageParams) (openai.ChatCompletionMessage, error) {
	events, err := c.StreamMessage(ctx, task)
	if err != nil {
		return openai.ChatCompletionMessage{}, err
	}
	var s string
	for ev := range events {
		if up, ok := ev.Result.(*protocol.TaskArtifactUpdateEvent); ok {
			s += text(up.Artifact.Parts)
		}
	}
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: s}, nil // want `\(a2a:[a-z-]+\) reach(es)? the system prompt`
}

// CardTool turns a fetched agent card into a tool definition.
func CardTool(ctx context.Context, c *client.A2AClient) (openai.FunctionDefinition, error) {
	card, err := c.GetAgentCard(ctx, "")
	if err != nil {
		return openai.FunctionDefinition{}, err
	}
	return openai.FunctionDefinition{
		Name:        card.Name,        // want `\(a2a:agent-card\) reaches a tool name`
		Description: card.Description, // want `\(a2a:agent-card\) reaches a tool description`
	}, nil
}

// Skills describes tools from a card handed in as a parameter: the card's
// skills are the peer's whatever produced the value.
func Skills(card *server.AgentCard) []openai.FunctionDefinition {
	var defs []openai.FunctionDefinition
	for _, s := range card.Skills {
		if s.Description != nil {
			defs = append(defs, openai.FunctionDefinition{Name: s.ID, Description: *s.Description}) // want `\(a2a:agent-card\) reaches a tool (name|description)`
		}
	}
	return defs
}

// Memory keeps a peer's task in a struct field and replays its artifacts
// as the assistant's turn.
type Memory struct {
	Last *protocol.Task
}

// Replay reads the artifacts of the task held in a field.
func (m *Memory) Replay() openai.ChatCompletionMessage {
	var s string
	for _, a := range m.Last.Artifacts {
		s += text(a.Parts)
	}
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleAssistant, Content: s} // want `\(a2a:[a-z-]+\) reach(es)? an assistant message \(a forged model turn\)`
}

// Processor is an A2A server's agent: a calling peer's message arrives as
// ProcessMessage's argument.
type Processor struct {
	Prompts chan openai.ChatCompletionMessage
}

// ProcessMessage makes the calling peer's message the system prompt.
func (p *Processor) ProcessMessage(ctx context.Context, message protocol.Message, options taskmanager.ProcessOptions, h taskmanager.TaskHandler) (*taskmanager.MessageProcessingResult, error) {
	p.Prompts <- openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: text(message.Parts)} // want `\(a2a:message\) reach(es)? the system prompt`
	var history string
	for _, m := range h.GetMessageHistory() {
		history += text(m.Parts)
	}
	p.Prompts <- openai.ChatCompletionMessage{Role: openai.ChatMessageRoleAssistant, Content: history} // want `\(a2a:message\) reach(es)? an assistant message \(a forged model turn\)`
	reply := protocol.NewMessage(protocol.MessageRoleAgent, []protocol.Part{protocol.NewTextPart("done")})
	return &taskmanager.MessageProcessingResult{Result: &reply}, nil
}

var _ taskmanager.MessageProcessor = (*Processor)(nil)

// Raw is an A2A server's agent that hands the calling peer's whole
// message on, encoded, without reading a field of it: the argument is the
// peer's as a whole.
type Raw struct {
	Prompts chan openai.ChatCompletionMessage
}

// ProcessMessage makes the encoded message the system prompt.
func (r *Raw) ProcessMessage(ctx context.Context, message protocol.Message, options taskmanager.ProcessOptions, h taskmanager.TaskHandler) (*taskmanager.MessageProcessingResult, error) {
	b, err := json.Marshal(message)
	if err != nil {
		return nil, err
	}
	r.Prompts <- openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: string(b)} // want `\(a2a:message\) reach(es)? the system prompt`
	return nil, nil
}

var _ taskmanager.MessageProcessor = (*Raw)(nil)

// Benign holds look-alikes taintflow must stay silent on.
func Benign(ctx context.Context, c *client.A2AClient, card *server.AgentCard, task protocol.SendMessageParams) ([]openai.ChatCompletionMessage, error) {
	res, err := c.SendMessage(ctx, task)
	if err != nil {
		return nil, err
	}
	msg, _ := res.Result.(*protocol.Message)
	out := []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleSystem, Content: "Relay what the peer says, quoted."}, // benign: constant system prompt
		{Role: openai.ChatMessageRoleUser, Content: text(msg.Parts)},                       // benign: a user message is a data position (fencecheck's rule)
	}
	if card.URL != "" && len(card.Skills) > 0 {
		out = append(out, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: "The peer has skills."}) // benign: a length and a comparison select a constant
	}
	reply := protocol.NewMessage(protocol.MessageRoleAgent, []protocol.Part{protocol.NewTextPart("done")}) // benign: building our own reply
	_ = reply
	return out, nil
}
