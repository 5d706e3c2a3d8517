// Package adkhazard holds the hazards and look-alikes of
// google.golang.org/adk at v0.6.0: an LLM agent's instruction and global
// instruction, an instruction provider's captured text, agent and tool
// names and descriptions, and the session-state template.
package adkhazard

import (
	"io"
	"net/http"

	"google.golang.org/adk/agent"
	"google.golang.org/adk/agent/llmagent"
	"google.golang.org/adk/tool"
	"google.golang.org/adk/tool/functiontool"
	"google.golang.org/adk/util/instructionutil"
)

func fetch(u string) string {
	resp, err := http.Get(u)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// Agent puts a page in the instruction, the global instruction and the
// description the parent model transfers by.
func Agent(u string) llmagent.Config {
	page := fetch(u)
	return llmagent.Config{
		Name:              "researcher",
		Description:       page,                    // want `\(web:http-response\) reaches a tool description`
		Instruction:       "You research. " + page, // want `\(web:http-response\) reaches the system prompt`
		GlobalInstruction: page,                    // want `\(web:http-response\) reaches the system prompt`
	}
}

// Provider returns an instruction provider that returns a page: the
// results of a function stored into the func-typed field are the system
// prompt (the adk preset's results sink).
func Provider(u string) llmagent.Config {
	page := fetch(u)
	return llmagent.Config{
		Name: "researcher",
		InstructionProvider: func(agent.ReadonlyContext) (string, error) { // want `\(web:http-response\) reaches the system prompt`
			return page, nil
		},
	}
}

// Template fills a session-state template that came from a page.
func Template(ctx agent.ReadonlyContext, u string) (string, error) {
	return instructionutil.InjectSessionState(ctx, fetch(u)) // want `\(web:http-response\) reaches the system prompt`
}

// StateTool is a function tool that keeps the page it fetched in the
// session state, where an instruction's {page} placeholder reads it.
func StateTool() (tool.Tool, error) {
	return functiontool.New(functiontool.Config{Name: "fetch", Description: "Fetch a page."}, func(ctx tool.Context, u string) (string, error) {
		if err := ctx.State().Set("page", fetch(u)); err != nil { // want `\(web:http-response\) reaches the system prompt at adk session.State.Set value`
			return "", err
		}
		return "stored", nil
	})
}

// DeltaTool writes the page through the event's state delta.
func DeltaTool() (tool.Tool, error) {
	return functiontool.New(functiontool.Config{Name: "fetch2", Description: "Fetch a page."}, func(ctx tool.Context, u string) (string, error) {
		ctx.Actions().StateDelta = map[string]any{"page": fetch(u)} // want `\(web:http-response\) reaches the system prompt at adk session.EventActions.StateDelta value`
		ctx.Actions().StateDelta["again"] = fetch(u)                // want `\(web:http-response\) reaches the system prompt at adk session.EventActions.StateDelta value`
		return "stored", nil
	})
}

// Tool names a function tool after a page.
func Tool(u string) functiontool.Config {
	return functiontool.Config{Name: fetch(u), Description: "Look a word up."} // want `\(web:http-response\) reaches a tool name`
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(u string) (llmagent.Config, error) {
	page := fetch(u)
	cfg := llmagent.Config{
		Name:        "summariser",                              // benign: constant name
		Description: "Summarises pages.",                       // benign: constant description
		Instruction: "Summarise {page_summary?} for the user.", // benign: a constant template (what state fills it is the engine's to follow)
		InstructionProvider: func(ctx agent.ReadonlyContext) (string, error) { // benign: the provider captures nothing third-party
			return instructionutil.InjectSessionState(ctx, "Answer as {persona}.")
		},
	}
	_, err := functiontool.New(functiontool.Config{Name: "echo", Description: "Echo " + "text."}, func(_ tool.Context, in string) (string, error) { // benign: constant tool metadata
		return page, nil
	})
	if err != nil {
		return cfg, err
	}
	_, err = functiontool.New(functiontool.Config{Name: "count", Description: "Count a page's bytes."}, func(ctx tool.Context, u string) (string, error) {
		n := len(fetch(u))
		ctx.Actions().StateDelta = map[string]any{"size": n}        // benign: a number, not the page's text
		ctx.Actions().StateDelta["unit"] = "bytes"                  // benign: the operator's constant
		return "counted", ctx.State().Set("persona", "a librarian") // benign: the operator's constant
	})
	return cfg, err
}
