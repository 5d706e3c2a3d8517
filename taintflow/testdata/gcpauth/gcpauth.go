// Package gcpauth: Google's default credentials (the project ID and the
// tokens the metadata server hands out on Google Cloud) hold no text for a
// prompt. A model client that keeps them, and the agent that keeps the
// client, are not third-party text (agent-sdk-go's Anthropic-on-Vertex
// client, whose project ID made every reply of the agent a "fetched
// page").
package gcpauth

import (
	"context"
	"fmt"
	"io"
	"net/http"

	openai "github.com/sashabaranov/go-openai"
	"golang.org/x/oauth2/google"
)

type vertexClient struct {
	creds  *google.Credentials
	region string
}

type agent struct {
	llm     *vertexClient
	persona string
}

func newAgent(ctx context.Context, persona string) *agent {
	creds, err := google.FindDefaultCredentials(ctx, "https://www.googleapis.com/auth/cloud-platform")
	if err != nil {
		return nil
	}
	return &agent{llm: &vertexClient{creds: creds, region: "us-east5"}, persona: persona}
}

// fetch reads a page: third-party text.
func fetch(url string) string {
	resp, err := http.Get(url)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// page keeps a fetched page beside the credentials: the page is its text.
type page struct {
	creds *google.Credentials
	body  string
}

func Prompts(ctx context.Context) []openai.ChatCompletionMessage {
	a := newAgent(ctx, "Be brief.")
	p := &page{creds: a.llm.creds, body: fetch("https://example.com/docs")}
	return []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleSystem, Content: fmt.Sprint(a)},                      // benign: the agent's text is its persona
		{Role: openai.ChatMessageRoleSystem, Content: "Project " + a.llm.creds.ProjectID}, // benign: the platform's project ID
		{Role: openai.ChatMessageRoleSystem, Content: fmt.Sprint(p)},                      // want `\(web:http-response\) reaches the system prompt`
	}
}
