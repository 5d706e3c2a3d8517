// Package llm turns a request that guard.Check accepted into a provider's
// request type: the only way the agent reaches a model.
package llm

import (
	"encoding/json"

	"github.com/anthropics/anthropic-sdk-go/v2"
	openai "github.com/sashabaranov/go-openai"

	"github.com/agentvet/agentvet/guard"
)

// SystemMessage is the operator's system prompt as a go-openai message.
func SystemMessage(text string) openai.ChatCompletionMessage {
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: text}
}

// OpenAI converts a checked request to go-openai's.
func OpenAI(model string, req guard.Request) openai.ChatCompletionRequest {
	out := openai.ChatCompletionRequest{Model: model}
	if req.System != "" {
		out.Messages = append(out.Messages, SystemMessage(req.System))
	}
	for _, m := range req.Messages {
		out.Messages = append(out.Messages, openai.ChatCompletionMessage{Role: string(m.Role), Content: m.Content})
	}
	for _, t := range req.Tools {
		out.Tools = append(out.Tools, openai.Tool{
			Type: openai.ToolTypeFunction,
			Function: &openai.FunctionDefinition{
				Name:        t.Name,
				Description: t.Description,
				Parameters:  t.InputSchema,
			},
		})
	}
	return out
}

// Anthropic converts a checked request to anthropic-sdk-go's. Anthropic has
// no system role inside the conversation: system and developer messages
// join the system prompt.
func Anthropic(model anthropic.Model, maxTokens int64, req guard.Request) (anthropic.MessageNewParams, error) {
	out := anthropic.MessageNewParams{Model: model, MaxTokens: maxTokens}
	if req.System != "" {
		out.System = append(out.System, anthropic.TextBlockParam{Text: req.System})
	}
	for _, m := range req.Messages {
		switch m.Role {
		case guard.RoleSystem, guard.RoleDeveloper:
			out.System = append(out.System, anthropic.TextBlockParam{Text: m.Content})
		case guard.RoleAssistant:
			out.Messages = append(out.Messages, anthropic.NewAssistantMessage(anthropic.NewTextBlock(m.Content)))
		default:
			out.Messages = append(out.Messages, anthropic.NewUserMessage(anthropic.NewTextBlock(m.Content)))
		}
	}
	for _, t := range req.Tools {
		var schema anthropic.ToolInputSchemaParam
		if len(t.InputSchema) > 0 {
			if err := json.Unmarshal(t.InputSchema, &schema); err != nil {
				return anthropic.MessageNewParams{}, err
			}
		}
		out.Tools = append(out.Tools, anthropic.ToolUnionParam{OfTool: &anthropic.ToolParam{
			Name:        t.Name,
			Description: anthropic.String(t.Description),
			InputSchema: schema,
		}})
	}
	return out, nil
}
