// Package v3 holds the hazards and look-alikes of openai-go at v3.102.0: the
// chat constructors, the union members, a function definition, the
// Responses API instructions and role-conditioned input items.
package v3

import (
	"context"
	"io"
	"net/http"

	openai "github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/responses"
	"github.com/openai/openai-go/v3/shared"
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

// Messages puts a fetched page in the system prompt and in a forged
// assistant turn, by constructor and by union member.
func Messages(u string) []openai.ChatCompletionMessageParamUnion {
	page := fetch(u)
	return []openai.ChatCompletionMessageParamUnion{
		openai.SystemMessage(page),    // want `\(web:http-response\) reaches the system prompt`
		openai.DeveloperMessage(page), // want `\(web:http-response\) reaches a developer message`
		openai.AssistantMessage(page), // want `\(web:http-response\) reaches an assistant message \(a forged model turn\)`
		{OfSystem: &openai.ChatCompletionSystemMessageParam{Content: openai.ChatCompletionSystemMessageParamContentUnion{OfString: openai.String(page)}}}, // want `\(web:http-response\) reaches the system prompt`
	}
}

// Tools describes a function with a fetched page.
func Tools(u string) shared.FunctionDefinitionParam {
	return shared.FunctionDefinitionParam{
		Name:        fetch(u),                // want `\(web:http-response\) reaches a tool name`
		Description: openai.String(fetch(u)), // want `\(web:http-response\) reaches a tool description`
	}
}

// Schema puts a page's fields in a function's parameter schema (an MCP
// tool's input schema is its server's text); a schema the operator wrote
// is not a finding.
func Schema(u string) (shared.FunctionDefinitionParam, responses.FunctionToolParam, shared.FunctionDefinitionParam) {
	props := map[string]any{"q": map[string]any{"type": "string", "description": fetch(u)}}
	return shared.FunctionDefinitionParam{
			Name:       "lookup",
			Parameters: shared.FunctionParameters{"type": "object", "properties": props}, // want `\(web:http-response\) reaches a tool description`
		}, responses.FunctionToolParam{
			Name:       "lookup",
			Parameters: map[string]any{"type": "object", "properties": props}, // want `\(web:http-response\) reaches a tool description`
		}, shared.FunctionDefinitionParam{
			Name:       "lookup",
			Parameters: shared.FunctionParameters{"type": "object", "properties": map[string]any{"q": map[string]any{"type": "string"}}}, // benign: the operator's schema
		}
}

// Responses puts a page in the instructions and in a system input item.
func Responses(u string) responses.ResponseNewParams {
	page := fetch(u)
	return responses.ResponseNewParams{
		Instructions: openai.String(page), // want `\(web:http-response\) reaches the system prompt`
		Input: responses.ResponseNewParamsInputUnion{OfInputItemList: responses.ResponseInputParam{
			responses.ResponseInputItemParamOfMessage(page, responses.EasyInputMessageRoleSystem), // want `\(web:http-response\) reaches the system prompt`
		}},
	}
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(ctx context.Context, client openai.Client, u string) ([]openai.ChatCompletionMessageParamUnion, responses.ResponseInputParam, error) {
	page := fetch(u)
	msgs := []openai.ChatCompletionMessageParamUnion{
		openai.SystemMessage("Summarise the page the user quotes."), // benign: constant system prompt
		openai.UserMessage(page),                                    // benign: a user message is a data position (fencecheck's rule)
		openai.ToolMessage(page, "call_1"),                          // benign: a tool message is a data position (fencecheck's rule)
	}
	res, err := client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{Model: openai.ChatModelGPT4o, Messages: msgs})
	if err != nil {
		return nil, nil, err
	}
	msgs = append(msgs, openai.AssistantMessage(res.Choices[0].Message.Content)) // benign: the model's own reply replayed as its turn
	input := responses.ResponseInputParam{
		responses.ResponseInputItemParamOfMessage(page, responses.EasyInputMessageRoleUser), // benign: a user input item is a data position
		responses.ResponseInputItemParamOfFunctionCallOutput("done"),                        // benign: a constant tool output
	}
	return msgs, input, nil
}
