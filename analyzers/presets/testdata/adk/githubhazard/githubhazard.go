// Package githubhazard holds the hazards and look-alikes of
// github.com/google/go-github/v74: issue, pull request, comment and review
// titles and bodies are anyone's text, whether a client call returned the
// value, a webhook delivered it, or it was handed in as a parameter.
package githubhazard

import (
	"context"

	"github.com/google/go-github/v74/github"
	openai "github.com/sashabaranov/go-openai"
)

// Triage makes an issue's body the system prompt.
func Triage(ctx context.Context, c *github.Client, n int) (openai.ChatCompletionMessage, error) {
	issue, _, err := c.Issues.Get(ctx, "o", "r", n)
	if err != nil {
		return openai.ChatCompletionMessage{}, err
	}
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: "Triage: " + issue.GetBody()}, nil // want `\(web:github-issue\) reaches the system prompt`
}

// OnComment is a webhook handler: the event is a callback argument, the
// comment's body a field read.
func OnComment(ev *github.IssueCommentEvent, out chan<- openai.ChatCompletionMessage) {
	out <- openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: *ev.Comment.Body} // want `\(web:github-comment\) reaches the system prompt`
}

// Review replays a pull request's title and a review as the assistant.
func Review(pr *github.PullRequest, r *github.PullRequestReview) openai.ChatCompletionMessage {
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleAssistant, Content: pr.GetTitle() + "\n" + r.GetBody()} // want `\(web:github-[a-z-]+\) reach(es)? an assistant message \(a forged model turn\)`
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(issue *github.Issue) []openai.ChatCompletionMessage {
	msgs := []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleSystem, Content: "Label the issue the user quotes."}, // benign: constant system prompt
		{Role: openai.ChatMessageRoleUser, Content: issue.GetBody()},                      // benign: a user message is a data position (fencecheck's rule)
	}
	if issue.GetNumber() > 100 && issue.GetState() == "open" {
		msgs = append(msgs, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: "This is a recent issue."}) // benign: a number and a comparison select a constant
	}
	return msgs
}
