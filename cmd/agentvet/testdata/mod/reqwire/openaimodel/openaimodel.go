// Package openaimodel implements model.Model over go-openai.
package openaimodel

import (
	"context"

	openai "github.com/sashabaranov/go-openai"

	"example.com/reqwire/model"
)

// Client sends requests to an OpenAI endpoint.
type Client struct{ c *openai.Client }

// New makes a client.
func New(token string) *Client { return &Client{c: openai.NewClient(token)} }

// Generate converts the request's messages by role and sends them.
func (c *Client) Generate(ctx context.Context, req *model.Request) (string, error) {
	var msgs []openai.ChatCompletionMessage
	for _, m := range req.Messages {
		switch m.Role {
		case "system":
			msgs = append(msgs, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: m.Content})
		case "user":
			msgs = append(msgs, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleUser, Content: m.Content})
		}
	}
	resp, err := c.c.CreateChatCompletion(ctx, openai.ChatCompletionRequest{Model: openai.GPT4o, Messages: msgs})
	if err != nil || len(resp.Choices) == 0 {
		return "", err
	}
	return resp.Choices[0].Message.Content, nil
}
