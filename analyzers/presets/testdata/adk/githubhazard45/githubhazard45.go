// Package githubhazard45 holds the hazards and look-alikes of
// github.com/google/go-github/v45, the older major version real agents
// still pin (agent-sdk-go): the same types and getters as v74.
package githubhazard45

import (
	"context"

	"github.com/google/go-github/v45/github"
	openai "github.com/sashabaranov/go-openai"
)

// Summarise puts a pull request's body and its review comments in the
// system prompt.
func Summarise(ctx context.Context, c *github.Client, n int) ([]openai.ChatCompletionMessage, error) {
	pr, _, err := c.PullRequests.Get(ctx, "o", "r", n)
	if err != nil {
		return nil, err
	}
	comments, _, err := c.PullRequests.ListComments(ctx, "o", "r", n, nil)
	if err != nil {
		return nil, err
	}
	msgs := []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleSystem, Content: "Summarise: " + pr.GetBody()}, // want `\(web:github-pull-request\) reaches the system prompt`
		{Role: openai.ChatMessageRoleUser, Content: pr.GetTitle()},                  // benign: a user message is a data position (fencecheck's rule)
	}
	for _, cm := range comments {
		msgs = append(msgs, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleAssistant, Content: cm.GetBody()}) // want `\(web:github-comment\) reaches an assistant message`
	}
	if pr.GetMerged() {
		msgs = append(msgs, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: "It is merged."}) // benign: a flag selects a constant
	}
	return msgs, nil
}
