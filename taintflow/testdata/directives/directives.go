// Package directives declares producers, sinks and a fence with
// //agentvet: directives instead of configuration.
package directives

import (
	"context"
	"net/http"
	"strings"

	openai "github.com/sashabaranov/go-openai"
)

// Peer is an A2A peer agent; its replies are third-party text.
type Peer struct{ client *http.Client }

// Reply returns the peer's answer to task.
//
//agentvet:producer origin=a2a:peer-reply
func (p *Peer) Reply(ctx context.Context, task string) (string, error) {
	return "peer text for " + task, nil
}

// Envelope is a message delivered by another agent.
type Envelope struct {
	From string
	//agentvet:producer origin=a2a:envelope
	Body string
}

// Fetcher fetches documents; every implementation's result is third-party.
type Fetcher interface {
	//agentvet:producer origin=web:fetcher
	Fetch(ctx context.Context, url string) (string, error)
}

// SetPrompt installs text as the system prompt of the named profile.
//
//agentvet:sink position=system arg=1
func SetPrompt(profile, text string) {
	_ = profile + text
}

// Persona is a configured persona; its Text is the developer message.
type Persona struct {
	Name string
	//agentvet:sink position=developer
	Text string
}

// Quote fences untrusted text for a user message.
//
//agentvet:fence
func Quote(s, origin string) string {
	return "[[data from " + origin + "]]\n" + s + "\n[[end of data]]"
}

type msg = openai.ChatCompletionMessage

// Directive producers reaching built-in sinks.
func Producers(ctx context.Context, p *Peer, e Envelope, f Fetcher) []msg {
	reply, _ := p.Reply(ctx, "plan")
	page, _ := f.Fetch(ctx, "https://example.com")
	return []msg{
		{Role: openai.ChatMessageRoleSystem, Content: reply},                  // want `\(a2a:peer-reply\) reaches the system prompt`
		{Role: openai.ChatMessageRoleAssistant, Content: e.Body},              // want `\(a2a:envelope\) reaches an assistant message \(a forged model turn\)`
		{Role: openai.ChatMessageRoleDeveloper, Content: page},                // want `\(web:fetcher\) reaches a developer message`
		{Role: openai.ChatMessageRoleSystem, Content: "Reply from " + e.From}, // benign: a sibling field without the directive is not third-party text
	}
}

// Directive sinks reached by a directive producer.
func Sinks(ctx context.Context, p *Peer) Persona {
	reply, _ := p.Reply(ctx, "persona")
	SetPrompt("default", reply)   // want `\(a2a:peer-reply\) reaches the system prompt`
	SetPrompt(reply, "Be brief.") // benign: argument 0 is not the sink (arg=1)
	return Persona{
		Name: strings.Fields(reply)[0], // benign: a sibling field without the directive is not a sink
		Text: reply,                    // want `\(a2a:peer-reply\) reaches a developer message`
	}
}

// A fence directive makes text acceptable in a user message only.
func Fenced(ctx context.Context, p *Peer) []msg {
	reply, _ := p.Reply(ctx, "summary")
	quoted := Quote(reply, "a2a:peer")
	return []msg{
		{Role: openai.ChatMessageRoleUser, Content: quoted},   // benign: fenced text in a user message
		{Role: openai.ChatMessageRoleSystem, Content: quoted}, // want `\(a2a:peer-reply\) reaches the system prompt`
	}
}
