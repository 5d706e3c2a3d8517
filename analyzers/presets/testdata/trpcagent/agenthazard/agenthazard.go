// Package agenthazard holds the hazards and look-alikes of
// trpc.group/trpc-go/trpc-agent-go at v1.11.2: a session summary, recalled
// session events, stored memories and skills (SKILL.md files whose root
// may be a URL) reach openai-go's instruction positions. Each is derived
// third-party text wherever the value came from.
package agenthazard

import (
	"context"
	"strconv"
	"strings"

	openai "github.com/openai/openai-go"
	"github.com/openai/openai-go/shared"
	"trpc.group/trpc-go/trpc-agent-go/memory"
	"trpc.group/trpc-go/trpc-agent-go/session"
	"trpc.group/trpc-go/trpc-agent-go/skill"
)

// SummaryPrompt merges the session's summary into the system prompt, as
// trpc-agent-go's own content processor does by default.
func SummaryPrompt(sess *session.Session) openai.ChatCompletionMessageParamUnion {
	var text string
	if sum := sess.Summaries[session.SummaryFilterKeyAllContents]; sum != nil {
		text = sum.Summary
	}
	return openai.SystemMessage("Conversation so far:\n" + text) // want `\(summary:session\) reaches the system prompt`
}

// Recall pastes events recalled from the user's other sessions into the
// system prompt.
func Recall(ctx context.Context, svc session.SearchableService, q string) (openai.ChatCompletionMessageParamUnion, error) {
	results, err := svc.SearchEvents(ctx, session.EventSearchRequest{Query: q})
	if err != nil {
		return openai.ChatCompletionMessageParamUnion{}, err
	}
	var b strings.Builder
	for _, r := range results {
		b.WriteString("- " + r.Text + "\n")
	}
	return openai.SystemMessage(b.String()), nil // want `\(memory:session-recall\) reaches the system prompt`
}

// Memories preloads the user's stored memories as a forged assistant turn.
func Memories(ctx context.Context, svc memory.Service, key memory.UserKey) (openai.ChatCompletionMessageParamUnion, error) {
	entries, err := svc.ReadMemories(ctx, key, 10)
	if err != nil {
		return openai.ChatCompletionMessageParamUnion{}, err
	}
	var lines []string
	for _, e := range entries {
		lines = append(lines, e.Memory.Memory)
	}
	return openai.AssistantMessage("I remember: " + strings.Join(lines, "; ")), nil // want `\(memory:extracted\) reaches an assistant message \(a forged model turn\)`
}

// Kept holds an entry handed in from elsewhere: its memory is extracted
// text whatever produced the value.
type Kept struct {
	Entry *memory.Entry
}

// Instruction makes the kept memory the system prompt.
func (k *Kept) Instruction() openai.ChatCompletionMessageParamUnion {
	return openai.SystemMessage(k.Entry.Memory.Memory) // want `\(memory:extracted\) reaches the system prompt`
}

// Overview lists the skills' front matter in the system prompt.
func Overview(ctx context.Context, repo skill.Repository) openai.ChatCompletionMessageParamUnion {
	var b strings.Builder
	for _, s := range skill.SummariesForContext(ctx, repo) {
		b.WriteString("- " + s.Name + ": " + s.Description + "\n")
	}
	return openai.SystemMessage("Available skills:\n" + b.String()) // want `\(web:skill\) reaches the system prompt`
}

// Load appends a loaded skill's body and docs to the system prompt.
func Load(ctx context.Context, repo skill.Repository, name string) (openai.ChatCompletionMessageParamUnion, error) {
	sk, err := skill.GetForContext(ctx, repo, name)
	if err != nil {
		return openai.ChatCompletionMessageParamUnion{}, err
	}
	text := sk.Body
	for _, d := range sk.Docs {
		text += "\n" + d.Content
	}
	return openai.SystemMessage(text), nil // want `\(web:skill\) reaches the system prompt`
}

// SkillTool offers every skill's name as the enum of a tool parameter,
// as the framework's skill_load tool does (the repository read directly).
func SkillTool(repo skill.Repository) openai.ChatCompletionToolParam {
	var names []any
	for _, s := range repo.Summaries() {
		names = append(names, s.Name)
	}
	schema := shared.FunctionParameters{"type": "object", "properties": map[string]any{"skill": map[string]any{"type": "string", "enum": names}}}
	return openai.ChatCompletionToolParam{Function: shared.FunctionDefinitionParam{Name: "skill_load", Parameters: schema}} // want `\(web:skill\) reaches a tool description`
}

// Body makes a skill the repository returns directly the system prompt.
func Body(repo skill.Repository, name string) (openai.ChatCompletionMessageParamUnion, error) {
	sk, err := repo.Get(name)
	if err != nil {
		return openai.ChatCompletionMessageParamUnion{}, err
	}
	return openai.SystemMessage(sk.Body), nil // want `\(web:skill\) reaches the system prompt`
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(ctx context.Context, sess *session.Session, svc memory.Service, key memory.UserKey, repo skill.Repository) ([]openai.ChatCompletionMessageParamUnion, error) {
	sum := sess.Summaries[session.SummaryFilterKeyAllContents]
	entries, err := svc.ReadMemories(ctx, key, 10)
	if err != nil {
		return nil, err
	}
	msgs := []openai.ChatCompletionMessageParamUnion{
		openai.SystemMessage("Answer from the quoted summary only."), // benign: constant system prompt
	}
	if sum != nil {
		msgs = append(msgs, openai.UserMessage("<summary>\n"+sum.Summary+"\n</summary>")) // benign: a user message is a data position (fencecheck's rule)
	}
	msgs = append(msgs,
		openai.SystemMessage("You hold "+strconv.Itoa(len(entries))+" memories."),        // benign: a count is no text of the memories
		openai.SystemMessage("Last summarised "+sess.UpdatedAt.Format("2006-01-02")+"."), // benign: the session's own timestamp
	)
	if len(skill.SummariesForContext(ctx, repo)) > 0 {
		msgs = append(msgs, openai.SystemMessage("Skills are available.")) // benign: a length and a comparison select a constant
	}
	if _, err := repo.Get("review"); err == nil {
		msgs = append(msgs, openai.SystemMessage("Use the review skill.")) // benign: whether a skill exists selects a constant
	}
	return msgs, nil
}
