// Package convert turns the framework's messages into go-openai messages,
// one case per role: the shape of every agent framework's converter.
package convert

import (
	openai "github.com/sashabaranov/go-openai"

	"fixtures/msgroles/model"
)

// ToOpenAI converts each message under its own role: a tool message's text
// reaches the tool case only.
func ToOpenAI(msgs []model.Message) []openai.ChatCompletionMessage {
	var out []openai.ChatCompletionMessage
	for _, m := range msgs {
		switch m.Role {
		case model.RoleSystem:
			out = append(out, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: m.Content})
		case model.RoleAssistant:
			out = append(out, assistant(m))
		case model.RoleTool:
			out = append(out, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, Content: m.Content, ToolCallID: m.ToolID})
		default:
			out = append(out, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleUser, Content: m.Content})
		}
	}
	return out
}

// assistant is the assistant case's own helper: its sink is reached
// through a call inside the case, under a test of its own ("not a tool
// message"), which does not widen the case's "assistant only".
func assistant(m model.Message) openai.ChatCompletionMessage {
	if m.Role == model.RoleTool {
		return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, Content: m.Content, ToolCallID: m.ToolID}
	}
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleAssistant, Content: m.Content}
}

// SystemFirst takes the system prompt from the first message whatever its
// role: no role test guards it.
func SystemFirst(msgs []model.Message) openai.ChatCompletionMessage {
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: msgs[0].Content}
}

// NotTool sends every message that is not a tool message as a system
// message: a != test guards the case.
func NotTool(msgs []model.Message) []openai.ChatCompletionMessage {
	var out []openai.ChatCompletionMessage
	for _, m := range msgs {
		if m.Role != model.RoleTool {
			out = append(out, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: m.Content})
		}
	}
	return out
}

// SkipUsers converts every message but the user's, one case per role: a
// case inside "if m.Role != user" is still its own role's case.
func SkipUsers(msgs []model.Message) []openai.ChatCompletionMessage {
	var out []openai.ChatCompletionMessage
	for _, m := range msgs {
		if m.Role != model.RoleUser {
			switch m.Role {
			case model.RoleSystem:
				out = append(out, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: m.Content})
			case model.RoleTool:
				out = append(out, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, Content: m.Content})
			}
		}
	}
	return out
}
