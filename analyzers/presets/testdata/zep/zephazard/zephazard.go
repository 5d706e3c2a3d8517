// Package zephazard holds the hazards and look-alikes of
// github.com/getzep/zep-go at v1.0.4, with langchaingo's messages as the
// sinks (the pairing langchaingo's own Zep chat history makes): a
// session's facts, summaries and search results are text Zep's model
// derived from conversations that held tool output, or found in them by
// relevance; its stored messages are the conversation's own turns,
// replayed with their roles.
package zephazard

import (
	"context"
	"strings"

	zepgo "github.com/getzep/zep-go"
	zepclient "github.com/getzep/zep-go/client"
	"github.com/tmc/langchaingo/llms"
)

// Recall prepends a session's facts and summary as a system message.
func Recall(ctx context.Context, c *zepclient.Client, session string) ([]llms.ChatMessage, error) {
	mem, err := c.Memory.Get(ctx, session, &zepgo.MemoryGetRequest{})
	if err != nil {
		return nil, err
	}
	prompt := strings.Join(mem.Facts, "\n")
	if mem.Summary != nil && mem.Summary.Content != nil {
		prompt += "\n" + *mem.Summary.Content
	}
	return []llms.ChatMessage{llms.SystemChatMessage{Content: prompt}}, nil // want `zep-go Memory.Facts \(memory:zep\) and zep-go Memory.Summary \(memory:zep\) reach the system prompt at langchaingo llms.SystemChatMessage.Content`
}

// Related puts the summaries Zep found related to the session in the
// system prompt.
func Related(ctx context.Context, c *zepclient.Client, session string) llms.ChatMessage {
	mem, err := c.Memory.Get(ctx, session, &zepgo.MemoryGetRequest{})
	if err != nil || len(mem.RelevantSummaries) == 0 || mem.RelevantSummaries[0].Content == nil {
		return nil
	}
	return llms.SystemChatMessage{Content: "Earlier: " + *mem.RelevantSummaries[0].Content} // want `\(memory:zep\) reaches the system prompt at langchaingo llms.SystemChatMessage.Content`
}

// Replay turns the session's stored messages back into chat messages
// with the roles they were stored with (langchaingo's Zep chat history).
func Replay(ctx context.Context, c *zepclient.Client, session string) ([]llms.ChatMessage, error) {
	mem, err := c.Memory.Get(ctx, session, &zepgo.MemoryGetRequest{})
	if err != nil {
		return nil, err
	}
	var out []llms.ChatMessage
	for _, m := range mem.Messages {
		if m.Content == nil || m.RoleType == nil {
			continue
		}
		switch *m.RoleType {
		case zepgo.RoleTypeUserRole:
			out = append(out, llms.HumanChatMessage{Content: *m.Content}) // benign: the user's own turn, replayed
		case zepgo.RoleTypeAssistantRole:
			out = append(out, llms.AIChatMessage{Content: *m.Content}) // benign: the model's own reply, replayed as its turn
		}
	}
	return out, nil
}

// Search puts what a memory search found in the system prompt.
func Search(ctx context.Context, c *zepclient.Client, session, q string) (llms.MessageContent, error) {
	results, err := c.Memory.Search(ctx, session, &zepgo.MemorySearchPayload{Text: &q})
	if err != nil {
		return llms.MessageContent{}, err
	}
	var found []string
	for _, r := range results {
		if r.Message != nil && r.Message.Content != nil {
			found = append(found, *r.Message.Content)
		}
	}
	return llms.TextParts(llms.ChatMessageTypeSystem, found...), nil // want `\(memory:zep\) reaches the system prompt at langchaingo llms.TextParts`
}

// Summaries forges an assistant turn from a session's summaries.
func Summaries(ctx context.Context, c *zepclient.Client, session string) (llms.ChatMessage, error) {
	res, err := c.Memory.GetSummaries(ctx, session)
	if err != nil || len(res.Summaries) == 0 || res.Summaries[0].Content == nil {
		return nil, err
	}
	return llms.AIChatMessage{Content: *res.Summaries[0].Content}, nil // want `\(memory:zep\) reaches an assistant message \(a forged model turn\)`
}

// Rephrase asks the model to answer the question Zep synthesized from
// the session's last messages, as its instructions.
func Rephrase(ctx context.Context, c *zepclient.Client, session string) (llms.MessageContent, error) {
	q, err := c.Memory.SynthesizeQuestion(ctx, session, &zepgo.MemorySynthesizeQuestionRequest{})
	if err != nil || q.Question == nil {
		return llms.MessageContent{}, err
	}
	return llms.MessageContent{Role: llms.ChatMessageTypeSystem, Parts: []llms.ContentPart{llms.TextContent{Text: "Answer: " + *q.Question}}}, nil // want `\(memory:zep\) reaches the system prompt`
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(ctx context.Context, c *zepclient.Client, session string) ([]llms.ChatMessage, error) {
	mem, err := c.Memory.Get(ctx, session, &zepgo.MemoryGetRequest{})
	if err != nil {
		return nil, err
	}
	msgs, err := c.Memory.GetSessionMessages(ctx, session, &zepgo.MemoryGetSessionMessagesRequest{})
	if err != nil || len(msgs.Messages) == 0 || msgs.Messages[0].Content == nil {
		return nil, err
	}
	return []llms.ChatMessage{
		llms.SystemChatMessage{Content: "Answer from the remembered facts the user quotes."}, // benign: constant system message
		llms.HumanChatMessage{Content: strings.Join(mem.Facts, "\n")},                        // benign: a user message is a data position (fencecheck's rule)
		llms.ToolChatMessage{ID: "recall", Content: *msgs.Messages[0].Content},               // benign: a tool message is a data position
		llms.SystemChatMessage{Content: "Session " + session + " of the support desk."},      // benign: the session ID is the application's own
	}, nil
}
