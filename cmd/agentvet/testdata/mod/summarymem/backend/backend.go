// Package backend implements iface.LLM over go-openai (agent-sdk-go's
// pkg/llm/openai): Generate returns the model's reply.
package backend

import (
	"context"

	openai "github.com/sashabaranov/go-openai"
)

// Client asks an OpenAI model.
type Client struct{ c *openai.Client }

// New returns a client.
func New(token string) *Client { return &Client{c: openai.NewClient(token)} }

// Generate sends prompt as a user message and returns the reply.
func (c *Client) Generate(ctx context.Context, prompt string) (string, error) {
	resp, err := c.c.CreateChatCompletion(ctx, openai.ChatCompletionRequest{
		Messages: []openai.ChatCompletionMessage{{Role: openai.ChatMessageRoleUser, Content: prompt}},
	})
	if err != nil || len(resp.Choices) == 0 {
		return "", err
	}
	return resp.Choices[0].Message.Content, nil
}
