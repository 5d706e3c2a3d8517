// Package mcpbytype holds the type producers of trpc-mcp-go at v0.0.10: an
// MCP server's tool list, tool results, prompts, instructions and
// resources are third-party text whether a client call returned them or
// the value arrived as a parameter, in a struct field, over a channel or
// as a callback's argument.
package mcpbytype

import (
	openai "github.com/sashabaranov/go-openai"
	mcp "trpc.group/trpc-go/trpc-mcp-go"
)

// text joins the text items of MCP content.
func text(content []mcp.Content) string {
	var s string
	for _, c := range content {
		if tc, ok := c.(mcp.TextContent); ok {
			s += tc.Text
		}
	}
	return s
}

// Bridge turns the tools an MCP server listed, handed in as a parameter,
// into OpenAI function definitions.
func Bridge(tools []*mcp.Tool) []openai.FunctionDefinition {
	var defs []openai.FunctionDefinition
	for _, t := range tools {
		defs = append(defs, openai.FunctionDefinition{
			Name:        t.Name,        // want `\(mcp:tool-list\) reaches a tool name`
			Description: t.Description, // want `\(mcp:tool-list\) reaches a tool description`
			Parameters:  t.InputSchema, // want `\(mcp:tool-list\) reaches a tool description`
		})
	}
	return defs
}

// Session keeps what the server said at initialisation in a field.
type Session struct {
	Init *mcp.InitializeResult
}

// System makes the server's instructions, read from the field, the system
// prompt.
func (s *Session) System() openai.ChatCompletionMessage {
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: s.Init.Instructions} // want `\(mcp:instructions\) reaches the system prompt`
}

// Results receives tool results over a channel and replays each as the
// assistant's own turn.
func Results(results <-chan *mcp.CallToolResult) []openai.ChatCompletionMessage {
	var out []openai.ChatCompletionMessage
	for r := range results {
		out = append(out, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleAssistant, Content: text(r.Content)}) // want `\(mcp:tool-result\) reaches an assistant message \(a forged model turn\)`
	}
	return out
}

// each calls f on every result: the results reach f as its argument.
func each(rs []*mcp.CallToolResult, f func(*mcp.CallToolResult)) {
	for _, r := range rs {
		f(r)
	}
}

// Callback reads tool results as a callback's argument.
func Callback(rs []*mcp.CallToolResult) string {
	var system string
	each(rs, func(r *mcp.CallToolResult) {
		system += text(r.Content)
	})
	return system
}

// UseCallback puts what the callback gathered in the system prompt.
func UseCallback(rs []*mcp.CallToolResult) openai.ChatCompletionMessage {
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: Callback(rs)} // want `\(mcp:tool-result\) reaches the system prompt`
}

// Prompt replays a server's prompt messages with the server's roles: the
// role is the server's too, so no constant decides the position.
func Prompt(p *mcp.GetPromptResult) []openai.ChatCompletionMessage {
	var out []openai.ChatCompletionMessage
	for _, m := range p.Messages {
		if tc, ok := m.Content.(mcp.TextContent); ok {
			out = append(out, openai.ChatCompletionMessage{Role: string(m.Role), Content: tc.Text}) // want `\(mcp:prompt\) reaches a message whose role is not a constant`
		}
	}
	return out
}

// Resources makes resource contents handed in as a parameter the system
// prompt.
func Resources(r mcp.ReadResourceResult) openai.ChatCompletionMessage {
	var s string
	for _, rc := range r.Contents {
		if t, ok := rc.(mcp.TextResourceContents); ok {
			s += t.Text
		}
	}
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: s} // want `\(mcp:resource\) reaches the system prompt`
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(tools []mcp.Tool, r *mcp.CallToolResult, init *mcp.InitializeResult) []openai.ChatCompletionMessage {
	msgs := []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleSystem, Content: "Use the tools the user lists."}, // benign: constant system prompt
		{Role: openai.ChatMessageRoleTool, Content: text(r.Content), ToolCallID: "1"},  // benign: a tool message is a data position (fencecheck's rule)
	}
	if len(tools) > 0 && init.ProtocolVersion != "" {
		msgs = append(msgs, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: "Tools are available."}) // benign: a length and the protocol version select a constant
	}
	return msgs
}
