// Package fantasyhazard holds the hazards and look-alikes of
// charm.land/fantasy at v0.41.2: the system prompt option, system and
// assistant messages, and a tool's name, description and parameter schema,
// declared through an AgentTool's Info, a FunctionTool or a constructor.
package fantasyhazard

import (
	"context"
	"io"
	"net/http"

	"charm.land/fantasy"
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

// Agent builds an agent whose system prompt is a page.
func Agent(m fantasy.LanguageModel, u string) fantasy.Agent {
	return fantasy.NewAgent(m, fantasy.WithSystemPrompt("You help. "+fetch(u))) // want `\(web:http-response\) reaches the system prompt`
}

// History forges a system and an assistant turn from a page.
func History(u string) []fantasy.Message {
	page := fetch(u)
	return []fantasy.Message{
		fantasy.NewSystemMessage(page), // want `\(web:http-response\) reaches the system prompt`
		{Role: fantasy.MessageRoleAssistant, Content: []fantasy.MessagePart{fantasy.TextPart{Text: page}}}, // want `\(web:http-response\) reaches an assistant message \(a forged model turn\)`
	}
}

// proxyTool re-exposes an upstream tool whose description was fetched.
type proxyTool struct {
	desc string
	opts fantasy.ProviderOptions
}

// Info describes the tool with what the upstream said.
func (t *proxyTool) Info() fantasy.ToolInfo {
	return fantasy.ToolInfo{Name: "proxy", Description: t.desc} // want `\(web:http-response\) reaches a tool description`
}

func (t *proxyTool) Run(ctx context.Context, call fantasy.ToolCall) (fantasy.ToolResponse, error) {
	return fantasy.NewTextResponse("ok"), nil
}
func (t *proxyTool) ProviderOptions() fantasy.ProviderOptions        { return t.opts }
func (t *proxyTool) SetProviderOptions(opts fantasy.ProviderOptions) { t.opts = opts }

// Proxy makes the tool.
func Proxy(u string) fantasy.AgentTool {
	return &proxyTool{desc: fetch(u)}
}

// schemaTool re-exposes an upstream tool under its upstream parameter
// schema (an MCP tool's input schema is its server's text).
type schemaTool struct {
	props map[string]any
	opts  fantasy.ProviderOptions
}

// Info declares the tool's parameters as the upstream described them.
func (t *schemaTool) Info() fantasy.ToolInfo {
	return fantasy.ToolInfo{Name: "lookup", Description: "Look a word up.", Parameters: t.props, Required: []string{"q"}} // want `\(web:http-response\) reaches a tool description`
}

func (t *schemaTool) Run(ctx context.Context, call fantasy.ToolCall) (fantasy.ToolResponse, error) {
	return fantasy.NewTextResponse("ok"), nil
}
func (t *schemaTool) ProviderOptions() fantasy.ProviderOptions        { return t.opts }
func (t *schemaTool) SetProviderOptions(opts fantasy.ProviderOptions) { t.opts = opts }

// SchemaProxy makes the tool from a page's parameter descriptions.
func SchemaProxy(u string) fantasy.AgentTool {
	return &schemaTool{props: map[string]any{"q": map[string]any{"type": "string", "description": fetch(u)}}}
}

// Schemas puts a page's fields in a function tool's input schema, the
// schema a provider receives; schemas the operator wrote are not findings.
func Schemas(u string) []fantasy.Tool {
	page := fetch(u)
	return []fantasy.Tool{
		fantasy.FunctionTool{
			Name:        "lookup",
			Description: "Look a word up.",
			InputSchema: map[string]any{"type": "object", "properties": map[string]any{"q": map[string]any{"type": "string", "description": page}}}, // want `\(web:http-response\) reaches a tool description`
		},
		fantasy.FunctionTool{
			Name:        "lookup",
			Description: "Look a word up.",
			InputSchema: map[string]any{"type": "object", "properties": map[string]any{"q": map[string]any{"type": "string", "description": "The word."}}}, // benign: the operator's schema
		},
	}
}

// plainTool declares the operator's own parameter schema and answers with
// a page: the page is tool output, a data position.
type plainTool struct {
	u    string
	opts fantasy.ProviderOptions
}

func (t *plainTool) Info() fantasy.ToolInfo {
	return fantasy.ToolInfo{Name: "lookup", Description: "Look a word up.", Parameters: map[string]any{"q": map[string]any{"type": "string", "description": "The word."}}} // benign: the operator's schema
}

func (t *plainTool) Run(ctx context.Context, call fantasy.ToolCall) (fantasy.ToolResponse, error) {
	return fantasy.NewTextResponse(fetch(t.u)), nil // benign: a tool response is a data position
}
func (t *plainTool) ProviderOptions() fantasy.ProviderOptions        { return t.opts }
func (t *plainTool) SetProviderOptions(opts fantasy.ProviderOptions) { t.opts = opts }

// Plain makes the tool.
func Plain(u string) fantasy.AgentTool {
	return &plainTool{u: u}
}

type lookup struct{ Word string }

// Named names a constructed tool after a page.
func Named(u string) fantasy.AgentTool {
	return fantasy.NewAgentTool(fetch(u), "Look a word up.", func(ctx context.Context, in lookup, call fantasy.ToolCall) (fantasy.ToolResponse, error) { // want `\(web:http-response\) reaches a tool name`
		return fantasy.NewTextResponse(in.Word), nil
	})
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(ctx context.Context, a fantasy.Agent, u string) ([]fantasy.Message, error) {
	page := fetch(u)
	msgs := []fantasy.Message{
		fantasy.NewSystemMessage("Answer from the quoted page."),                                      // benign: constant system message
		fantasy.NewUserMessage(page),                                                                  // benign: a user message is a data position (fencecheck's rule)
		{Role: fantasy.MessageRoleTool, Content: []fantasy.MessagePart{fantasy.TextPart{Text: page}}}, // benign: a tool message is a data position
	}
	res, err := a.Generate(ctx, fantasy.AgentCall{Prompt: "Summarise.", Messages: msgs}) // benign: constant prompt
	if err != nil {
		return nil, err
	}
	msgs = append(msgs, fantasy.Message{Role: fantasy.MessageRoleAssistant, Content: []fantasy.MessagePart{fantasy.TextPart{Text: res.Response.Content.Text()}}}) // benign: the model's own reply replayed as its turn
	return msgs, nil
}
