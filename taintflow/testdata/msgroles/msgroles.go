// Package msgroles wires the framework's messages: tool results placed
// under each role, then converted. A tool result in a tool or user
// message reaches the converter's tool or user case only; in a system or
// assistant message, or under a role the code does not fix, it reaches
// an instruction position.
package msgroles

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	openai "github.com/sashabaranov/go-openai"

	"fixtures/msgroles/convert"
	"fixtures/msgroles/memory"
	"fixtures/msgroles/model"
	"fixtures/msgroles/sanitize"
)

func toolText(ctx context.Context, c *client.Client) string {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || len(res.Content) == 0 {
		return ""
	}
	return mcp.GetTextFromContent(res.Content[0])
}

// ToolMessage: the tool case only.
func ToolMessage(ctx context.Context, c *client.Client, history []model.Message) []openai.ChatCompletionMessage {
	msgs := append(history, model.Message{Role: model.RoleTool, Content: toolText(ctx, c), ToolID: "1"})
	return convert.ToOpenAI(msgs) // benign: a tool message's text reaches the converter's tool case only the tool case (fencecheck's rule)
}

// Downgraded: a user message built in another package, the user case only.
func Downgraded(ctx context.Context, c *client.Client, history []model.Message) []openai.ChatCompletionMessage {
	msgs := append(history, sanitize.Downgrade(toolText(ctx, c)))
	return convert.ToOpenAI(msgs) // benign: the downgraded tool call is a user message the user case (fencecheck's rule)
}

// SystemMessage: the tool result is put in a system message.
func SystemMessage(ctx context.Context, c *client.Client, history []model.Message) []openai.ChatCompletionMessage {
	msgs := append(history, model.Message{Role: model.RoleSystem, Content: toolText(ctx, c)})
	return convert.ToOpenAI(msgs) /* also the default user case (fencecheck's rule) */ // want `\(mcp:tool-result\) reaches the system prompt`
}

// Promoted: another package makes it a system message.
func Promoted(ctx context.Context, c *client.Client, history []model.Message) []openai.ChatCompletionMessage {
	msgs := append(history, sanitize.Promote(toolText(ctx, c)))
	return convert.ToOpenAI(msgs) /* also the default user case (fencecheck's rule) */ // want `\(mcp:tool-result\) reaches the system prompt`
}

// AssistantMessage: the assistant case's helper takes it.
func AssistantMessage(ctx context.Context, c *client.Client, history []model.Message) []openai.ChatCompletionMessage {
	msgs := append(history, model.Message{Role: model.RoleAssistant, Content: toolText(ctx, c)})
	return convert.ToOpenAI(msgs) /* also the default user case (fencecheck's rule) */ // want `\(mcp:tool-result\) reaches an assistant message`
}

// ChosenRole: a role the code does not fix reaches every case.
func ChosenRole(ctx context.Context, c *client.Client, role model.Role, history []model.Message) []openai.ChatCompletionMessage {
	msgs := append(history, sanitize.As(role, toolText(ctx, c)))
	return convert.ToOpenAI(msgs) /* also the tool case (fencecheck's rule) */ // want `\(mcp:tool-result\) reaches (the system prompt|an assistant message)`
}

// Unguarded: a tool message's text where no role test guards the sink.
func Unguarded(ctx context.Context, c *client.Client) openai.ChatCompletionMessage {
	msgs := []model.Message{{Role: model.RoleTool, Content: toolText(ctx, c)}}
	return convert.SystemFirst(msgs) // want `\(mcp:tool-result\) reaches the system prompt`
}

// NotToolCase: the != test keeps the tool message out.
func NotToolCase(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	msgs := []model.Message{{Role: model.RoleTool, Content: toolText(ctx, c)}}
	return convert.NotTool(msgs) // benign: a tool message never takes the != tool branch
}

// NotToolUser: a user message does take it.
func NotToolUser(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	msgs := []model.Message{{Role: model.RoleUser, Content: toolText(ctx, c)}}
	return convert.NotTool(msgs) // want `\(mcp:tool-result\) reaches the system prompt`
}

// LocalSwitch: the converter's switch in the same function.
func LocalSwitch(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	msgs := []model.Message{{Role: model.RoleTool, Content: toolText(ctx, c)}}
	var out []openai.ChatCompletionMessage
	for _, m := range msgs {
		switch m.Role {
		case model.RoleSystem:
			out = append(out, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: m.Content}) // benign: only tool messages are in msgs
		case model.RoleTool:
			out = append(out, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, Content: m.Content}) // the tool case (fencecheck's rule)
		}
	}
	return out
}

// NestedToolCase: the tool message reaches SkipUsers' tool case only.
func NestedToolCase(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	msgs := []model.Message{{Role: model.RoleTool, Content: toolText(ctx, c)}}
	return convert.SkipUsers(msgs) // benign: the tool case only, which fencecheck checks (fencecheck's rule)
}

// NestedSystemCase: a system message reaches its case.
func NestedSystemCase(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	msgs := []model.Message{{Role: model.RoleSystem, Content: toolText(ctx, c)}}
	return convert.SkipUsers(msgs) // want `\(mcp:tool-result\) reaches the system prompt`
}

// Summarized: a tool result folded into the model's summary, kept as the
// system message of every later request; the memory is handed on (to a
// model client, through an option, as agent-sdk-go does): where it is
// kept is where it is seen.
func Summarized(ctx context.Context, c *client.Client, llm *openai.Client) *memory.Summary {
	mem := memory.NewSummary(llm)
	mem.Add(ctx, model.Message{Role: model.RoleTool, Content: toolText(ctx, c)}) /* the summarizer's prompt is a user message (fencecheck's rule) */ // want `derived text: a model's reply to a prompt that held .*\(mcp:tool-result\) reaches the system prompt at model.Message.Content \(role "system", a message the program keeps\)`
	return mem
}

// Replayed: the same, converted here: reported once, where it is kept,
// not again at the converter's system case.
func Replayed(ctx context.Context, c *client.Client, llm *openai.Client) []openai.ChatCompletionMessage {
	mem := memory.NewSummary(llm)
	mem.Add(ctx, model.Message{Role: model.RoleTool, Content: toolText(ctx, c)}) /* the summarizer's prompt is a user message (fencecheck's rule) */ // want `derived text: .*\(mcp:tool-result\) reaches the system prompt at model.Message.Content`
	return convert.ToOpenAI(mem.Messages())                                      // the buffered tool message (fencecheck's rule)
}

// Noted: the model's summary kept as its own turn stays benign.
func Noted(ctx context.Context, c *client.Client, llm *openai.Client) []openai.ChatCompletionMessage {
	mem := memory.NewSummary(llm)
	mem.Notes(ctx, model.Message{Role: model.RoleTool, Content: toolText(ctx, c)}) // benign: the model's reply as the assistant turn; the summarizer's prompt is a user message (fencecheck's rule)
	return convert.ToOpenAI(mem.Messages())                                        // the buffered tool message (fencecheck's rule)
}
