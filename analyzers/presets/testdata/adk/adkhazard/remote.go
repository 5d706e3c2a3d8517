package adkhazard

import (
	"github.com/a2aproject/a2a-go/a2a"
	"github.com/a2aproject/a2a-go/a2aclient"
	"google.golang.org/adk/agent"
	"google.golang.org/adk/server/adka2a"
	"google.golang.org/adk/session"
	"google.golang.org/genai"
)

// The A2A adapter turns a peer's reply into a session event authored by
// the peer, with the model role; adk rewrites every event another agent
// authored into user-role context before a model reads it, so recording
// it is not a forged model turn (adk-go's own tree: six such claims
// inside adka2a, bench/realcode). The event still holds the peer's text.

// PeerEvent records a peer's reply as the session event adk keeps for it.
func PeerEvent(ctx agent.InvocationContext, c *a2aclient.Client, task *a2a.MessageSendParams) (*session.Event, error) {
	res, err := c.SendMessage(ctx, task)
	if err != nil {
		return nil, err
	}
	return adka2a.ToSessionEvent(ctx, res) // benign: a peer-authored event, user-role context to every model that reads it
}

// PeerEventInstruction makes the converted reply a system instruction.
func PeerEventInstruction(ctx agent.InvocationContext, c *a2aclient.Client, task *a2a.MessageSendParams) *genai.GenerateContentConfig {
	ev, err := PeerEvent(ctx, c, task)
	if err != nil || ev == nil || ev.Content == nil || len(ev.Content.Parts) == 0 {
		return nil
	}
	return &genai.GenerateContentConfig{
		SystemInstruction: genai.NewContentFromText(ev.Content.Parts[0].Text, genai.RoleUser), // want `\(a2a:[a-z-]+\) reach(es)? the system prompt`
	}
}
