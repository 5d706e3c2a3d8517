// Package nethttp holds the net/http client producers (an A2A-style peer
// reply, a fetched page) and the go-openai sinks beyond chat messages
// (multi-content parts, Responses and run instructions).
package nethttp

import (
	"bytes"
	"encoding/json"
	"flag"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"

	openai "github.com/sashabaranov/go-openai"
)

var style = flag.String("style", "terse", "answer style")

// Peer is an A2A-style peer agent reached over HTTP.
type Peer struct {
	HTTP *http.Client
	URL  string
}

type peerReply struct {
	Text string `json:"text"`
}

// Ask posts a task to the peer and returns its reply text: written by
// whoever operates the peer.
func (p *Peer) Ask(task string) (string, error) {
	req, err := http.NewRequest(http.MethodPost, p.URL, strings.NewReader(task))
	if err != nil {
		return "", err
	}
	resp, err := p.HTTP.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var r peerReply
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		return "", err
	}
	return r.Text, nil
}

// A peer's reply as a system message part.
func PeerIntoMultiContent(p *Peer) openai.ChatCompletionMessage {
	reply, _ := p.Ask("plan the rollout")
	return openai.ChatCompletionMessage{
		Role:         openai.ChatMessageRoleSystem,
		MultiContent: []openai.ChatMessagePart{{Type: openai.ChatMessagePartTypeText, Text: "Follow the peer's plan:"}, {Type: openai.ChatMessagePartTypeText, Text: reply}}, // want `\(web:http-response\) reaches the system prompt`
	}
}

// A fetched page as Responses API instructions.
func PageIntoResponsesInstructions(u string) openai.CreateResponseRequest {
	resp, err := http.Get(u)
	if err != nil {
		return openai.CreateResponseRequest{}
	}
	defer resp.Body.Close()
	page, _ := io.ReadAll(resp.Body)
	return openai.CreateResponseRequest{
		Model:        "gpt-4.1",
		Instructions: string(page), // want `\(web:http-response\) reaches the system prompt`
	}
}

// A form post's answer as run instructions.
func PostFormIntoRunInstructions(u string) openai.RunRequest {
	resp, err := http.PostForm(u, url.Values{"q": {"persona"}})
	if err != nil {
		return openai.RunRequest{}
	}
	defer resp.Body.Close()
	var buf bytes.Buffer
	_, _ = buf.ReadFrom(resp.Body)
	return openai.RunRequest{
		AssistantID:  "asst_1",
		Instructions: buf.String(), // want `\(web:http-response\) reaches the system prompt`
	}
}

// A client Post whose body is copied through io.Copy into a developer
// message.
func PostIntoDeveloper(c *http.Client, u string) openai.ChatCompletionMessage {
	resp, err := c.Post(u, "application/json", strings.NewReader(`{}`))
	if err != nil {
		return openai.ChatCompletionMessage{}
	}
	defer resp.Body.Close()
	var sb strings.Builder
	_, _ = io.Copy(&sb, resp.Body)
	return openai.ChatCompletionMessage{
		Role:    openai.ChatMessageRoleDeveloper,
		Content: sb.String(), // want `\(web:http-response\) reaches a developer message`
	}
}

// Look-alikes that are not taintflow findings.
func Benign(p *Peer, u string) []openai.ChatCompletionMessage {
	reply, _ := p.Ask("summarise the incident")
	resp, err := http.Get(u)
	status := "unreachable"
	if err == nil {
		status = resp.Status // the status line is written by the peer too, but it goes to the terminal only
		resp.Body.Close()
	}
	os.Stdout.WriteString("peer status: " + status + "\n") // benign: terminal-only output is not an LLM request
	persona := os.Getenv("AGENT_PERSONA")
	return []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleSystem, Content: "Style: " + *style},   // benign: operator configuration (a command-line flag) is not third-party text
		{Role: openai.ChatMessageRoleSystem, Content: "You are " + persona}, // benign: operator configuration (environment) is not third-party text
		{Role: openai.ChatMessageRoleUser, Content: reply},                  // benign: a user message is a data position (fencecheck's rule)
	}
}
