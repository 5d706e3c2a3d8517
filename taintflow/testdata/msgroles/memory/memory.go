// Package memory keeps a conversation of model.Message and folds it into
// a model's summary when it grows (agent-sdk-go's ConversationSummary):
// the summary is kept as a system message, replayed before the rest, or,
// in the benign twin, as the model's own (assistant) turn.
package memory

import (
	"context"
	"strings"

	openai "github.com/sashabaranov/go-openai"

	"fixtures/msgroles/model"
)

// Summary is a summarising memory.
type Summary struct {
	client  *openai.Client
	buf     []model.Message
	summary []model.Message
}

// NewSummary returns a memory that asks client for its summaries.
func NewSummary(client *openai.Client) *Summary { return &Summary{client: client} }

// Add keeps m; a full buffer becomes the model's summary, kept as the
// system message.
func (s *Summary) Add(ctx context.Context, m model.Message) {
	s.buf = append(s.buf, m)
	if len(s.buf) < 10 {
		return
	}
	s.summary = []model.Message{{Role: model.RoleSystem, Content: summarize(ctx, s.client, s.buf)}}
	s.buf = nil
}

// Notes keeps the model's summary as its own turn.
func (s *Summary) Notes(ctx context.Context, m model.Message) {
	s.buf = append(s.buf, m)
	s.buf = []model.Message{{Role: model.RoleAssistant, Content: summarize(ctx, s.client, s.buf)}}
}

// Messages returns the summary, then the rest.
func (s *Summary) Messages() []model.Message {
	return append(append([]model.Message{}, s.summary...), s.buf...)
}

func summarize(ctx context.Context, client *openai.Client, msgs []model.Message) string {
	var b strings.Builder
	for _, m := range msgs {
		b.WriteString(string(m.Role) + ": " + m.Content + "\n")
	}
	resp, err := client.CreateChatCompletion(ctx, openai.ChatCompletionRequest{
		Messages: []openai.ChatCompletionMessage{{Role: openai.ChatMessageRoleUser, Content: "Summarize:\n" + b.String()}},
	})
	if err != nil || len(resp.Choices) == 0 {
		return ""
	}
	return resp.Choices[0].Message.Content
}
