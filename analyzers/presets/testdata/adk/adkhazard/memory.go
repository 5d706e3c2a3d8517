package adkhazard

import (
	"context"

	"google.golang.org/adk/agent/llmagent"
	"google.golang.org/adk/memory"
	"google.golang.org/adk/tool"
	"google.golang.org/genai"
)

// entryText returns the text of a memory entry's parts.
func entryText(e memory.Entry) string {
	var s string
	if e.Content == nil {
		return s
	}
	for _, p := range e.Content.Parts {
		s += p.Text
	}
	return s
}

// Recall puts what a tool's memory search returns in the instruction: past
// sessions' tool output becomes the system prompt.
func Recall(ctx tool.Context, q string) llmagent.Config {
	resp, err := ctx.SearchMemory(ctx, q)
	if err != nil || len(resp.Memories) == 0 {
		return llmagent.Config{}
	}
	return llmagent.Config{
		Name:        "assistant",
		Instruction: "Known facts: " + entryText(resp.Memories[0]), // want `\(memory:entry\) .*reach(es)? the system prompt`
	}
}

// Preload takes entries from its caller: a memory entry is third-party
// wherever it comes from.
func Preload(entries []memory.Entry) llmagent.Config {
	var facts string
	for _, e := range entries {
		facts += entryText(e) + "\n"
	}
	return llmagent.Config{Name: "assistant", GlobalInstruction: facts} // want `\(memory:entry\) reaches the system prompt`
}

// Describe names a sub-agent by what the memory service remembers of it.
func Describe(ctx context.Context, s memory.Service) llmagent.Config {
	resp, err := s.Search(ctx, &memory.SearchRequest{Query: "researcher", AppName: "app"})
	if err != nil || len(resp.Memories) == 0 {
		return llmagent.Config{}
	}
	return llmagent.Config{Name: "researcher", Description: entryText(resp.Memories[0])} // want `\(memory:entry\) .*reach(es)? a tool description`
}

// BenignMemory holds look-alikes: what the entries say stays data.
func BenignMemory(ctx tool.Context, q string) (llmagent.Config, *genai.Content) {
	resp, err := ctx.SearchMemory(ctx, q)
	if err != nil || len(resp.Memories) == 0 {
		return llmagent.Config{}, nil
	}
	e := resp.Memories[0]
	cfg := llmagent.Config{
		Name:        "assistant",
		Instruction: "Answer from the facts in the user's turn; the last one is from " + e.Timestamp.Format("2006-01-02") + ".", // benign: the entry's timestamp holds no text a third party writes
	}
	turn := genai.NewContentFromText(entryText(e), genai.RoleUser) // benign: recalled text in a user turn is data, not an instruction
	return cfg, turn
}
