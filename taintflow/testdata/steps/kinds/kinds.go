// Package kinds declares a run's steps (openai-agents-go's RunItem shape):
// each step turns itself into an input entry by a method, a run keeps the
// steps before this turn and those of this turn apart, and a turn's
// request is built here, where the steps' types are declared (the entry
// of each step is what its own type's method returns, and the request
// reads only the entry's Text for the system prompt).
package kinds

import (
	"context"
	"slices"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	openai "github.com/sashabaranov/go-openai"

	"fixtures/steps/entry"
	"fixtures/steps/turn"
)

// Step is one thing a run produced.
type Step interface {
	Entry() entry.Entry
}

// Said is something the app said: its text is the entry's text.
type Said struct {
	Raw string
}

// Entry returns the app's text as the entry's text.
func (s Said) Entry() entry.Entry { return entry.Entry{Role: "system", Text: s.Raw} }

// Ran is a tool's run: its output is the entry's output.
type Ran struct {
	Call string
	Out  string
}

// Entry returns the tool's output as the entry's output.
func (r Ran) Entry() entry.Entry { return entry.Entry{Role: "tool", Text: r.Call, Output: r.Out} }

// Run holds the steps before this turn and this turn's.
type Run struct {
	Pre []Step
	New []Step
}

// Fetch runs a tool and records its output as a step of this turn: the
// package's Run.New and Ran.Out hold a tool's text from here on.
func (r *Run) Fetch(ctx context.Context, c *client.Client) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || len(res.Content) == 0 {
		return
	}
	r.New = append(r.New, Ran{Call: "call_1", Out: mcp.GetTextFromContent(res.Content[0])})
}

// All returns every step of the run, in order.
func (r Run) All() []Step { return slices.Concat(r.Pre, r.New) }

// Build makes each step's entry and sends them.
func Build(steps []Step) []openai.ChatCompletionMessage {
	var entries []entry.Entry
	for _, s := range steps {
		entries = append(entries, s.Entry())
	}
	return turn.Send(entries) // a Ran's output goes to a tool message (fencecheck's rule)
}
