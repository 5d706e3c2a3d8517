// Package a2ahazard holds the hazards and look-alikes of
// github.com/a2aproject/a2a-go at v0.3.3: a peer's reply, a task's
// artifacts and an agent card reach instruction positions, by the client
// call and by the type alone (a parameter, a struct field, a callback's
// argument).
package a2ahazard

import (
	"context"

	"github.com/a2aproject/a2a-go/a2a"
	"github.com/a2aproject/a2a-go/a2aclient"
	"github.com/a2aproject/a2a-go/a2aclient/agentcard"
	"github.com/a2aproject/a2a-go/a2asrv"
	"github.com/a2aproject/a2a-go/a2asrv/eventqueue"
	openai "github.com/sashabaranov/go-openai"
)

// text joins the text parts of a message.
func text(parts a2a.ContentParts) string {
	var s string
	for _, p := range parts {
		if tp, ok := p.(a2a.TextPart); ok {
			s += tp.Text
		}
	}
	return s
}

// Delegate sends a task to a peer and makes its reply the system prompt.
func Delegate(ctx context.Context, c *a2aclient.Client, task *a2a.MessageSendParams) (openai.ChatCompletionMessage, error) {
	res, err := c.SendMessage(ctx, task)
	if err != nil {
		return openai.ChatCompletionMessage{}, err
	}
	msg, _ := res.(*a2a.Message)
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: text(msg.Parts)}, nil // want `\(a2a:[a-z-]+\) reach(es)? the system prompt`
}

// CardTool turns a resolved agent card into a tool definition.
func CardTool(ctx context.Context, url string) (openai.FunctionDefinition, error) {
	card, err := agentcard.DefaultResolver.Resolve(ctx, url)
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
func Skills(card *a2a.AgentCard) []openai.FunctionDefinition {
	var defs []openai.FunctionDefinition
	for _, s := range card.Skills {
		defs = append(defs, openai.FunctionDefinition{Name: s.ID, Description: s.Description}) // want `\(a2a:agent-card\) reaches a tool (name|description)`
	}
	return defs
}

// Memory keeps a peer's task in a struct field and replays its artifacts
// as the assistant's turn.
type Memory struct {
	Last *a2a.Task
}

// Replay reads the artifacts of the task held in a field.
func (m *Memory) Replay() openai.ChatCompletionMessage {
	var s string
	for _, a := range m.Last.Artifacts {
		s += text(a.Parts)
	}
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleAssistant, Content: s} // want `\(a2a:[a-z-]+\) reach(es)? an assistant message \(a forged model turn\)`
}

// Executor is an A2A server: the request context a peer's message arrives
// in is a callback argument.
type Executor struct {
	Prompts chan openai.ChatCompletionMessage
}

// Execute makes the calling peer's message the system prompt.
func (e *Executor) Execute(ctx context.Context, reqCtx *a2asrv.RequestContext, q eventqueue.Queue) error {
	e.Prompts <- openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: text(reqCtx.Message.Parts)} // want `\(a2a:message\) reach(es)? the system prompt`
	return nil
}

// Cancel implements a2asrv.AgentExecutor.
func (e *Executor) Cancel(ctx context.Context, reqCtx *a2asrv.RequestContext, q eventqueue.Queue) error {
	return nil
}

var _ a2asrv.AgentExecutor = (*Executor)(nil)

// Benign holds look-alikes taintflow must stay silent on.
func Benign(ctx context.Context, c *a2aclient.Client, card *a2a.AgentCard, task *a2a.MessageSendParams) ([]openai.ChatCompletionMessage, error) {
	res, err := c.SendMessage(ctx, task)
	if err != nil {
		return nil, err
	}
	msg, _ := res.(*a2a.Message)
	out := []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleSystem, Content: "Relay what the peer says, quoted."}, // benign: constant system prompt
		{Role: openai.ChatMessageRoleUser, Content: text(msg.Parts)},                       // benign: a user message is a data position (fencecheck's rule)
	}
	if card.URL != "" && len(card.Skills) > 0 {
		out = append(out, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: "The peer has skills."}) // benign: a length and a comparison select a constant
	}
	reply := a2a.NewMessage(a2a.MessageRoleAgent, a2a.TextPart{Text: "done"}) // benign: building our own reply
	_ = reply
	return out, nil
}
