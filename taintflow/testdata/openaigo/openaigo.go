// Package openaigo holds the openai-go/v3 v3.102.0 Responses API sinks
// (instructions, role-conditioned input items) fed by a fetched page; the
// chat sinks are exercised in package gosdk.
package openaigo

import (
	"context"
	"io"
	"net/http"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/responses"
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

// A page as the Responses API instructions.
func Instructions(u string) responses.ResponseNewParams {
	page := fetch(u)
	return responses.ResponseNewParams{
		Model:        openai.ChatModelGPT4o,
		Instructions: openai.String(page), // want `\(web:http-response\) reaches the system prompt`
	}
}

// A page as input items whose role is system and assistant.
func InputItems(u string) responses.ResponseInputParam {
	page := fetch(u)
	return responses.ResponseInputParam{
		responses.ResponseInputItemParamOfMessage(page, responses.EasyInputMessageRoleSystem),    // want `\(web:http-response\) reaches the system prompt`
		responses.ResponseInputItemParamOfMessage(page, responses.EasyInputMessageRoleAssistant), // want `\(web:http-response\) reaches an assistant message \(a forged model turn\)`
	}
}

// A page as the chat-completions assistant turn, through the union field.
func AssistantUnion(u string) openai.ChatCompletionMessageParamUnion {
	page := fetch(u)
	content := openai.ChatCompletionAssistantMessageParamContentUnion{OfString: openai.String(page)}
	return openai.ChatCompletionMessageParamUnion{OfAssistant: &openai.ChatCompletionAssistantMessageParam{Content: content}} // want `\(web:http-response\) reaches an assistant message \(a forged model turn\)`
}

// Look-alikes that are not taintflow findings.
func Benign(ctx context.Context, client openai.Client, u string) (responses.ResponseInputParam, error) {
	page := fetch(u)
	input := responses.ResponseInputParam{
		responses.ResponseInputItemParamOfMessage("Summarise pages faithfully.", responses.EasyInputMessageRoleDeveloper), // benign: constant developer message
		responses.ResponseInputItemParamOfMessage(page, responses.EasyInputMessageRoleUser),                               // benign: a user-role item is a data position (fencecheck's rule)
	}
	resp, err := client.Responses.New(ctx, responses.ResponseNewParams{
		Model:        openai.ChatModelGPT4o,
		Instructions: openai.String("Be brief."), // benign: constant instructions
		Input:        responses.ResponseNewParamsInputUnion{OfInputItemList: input},
	})
	if err != nil {
		return nil, err
	}
	return append(input, responses.ResponseInputItemParamOfMessage(resp.OutputText(), responses.EasyInputMessageRoleAssistant)), nil // benign: the model's own reply replayed as an assistant message
}

// Derived: a model's reply to a request is derived from the third-party
// text in its messages, not from what sat in its instruction slots (a
// tool's description, reported there).
func Derived(ctx context.Context, client openai.Client, u string) (responses.ResponseNewParams, error) {
	page := fetch(u)
	tools := []responses.ToolUnionParam{{OfFunction: &responses.FunctionToolParam{
		Name:        "lookup",
		Description: openai.String(page), // want `\(web:http-response\) reaches a tool description`
	}}}
	resp, err := client.Responses.New(ctx, responses.ResponseNewParams{Model: openai.ChatModelGPT4o, Tools: tools})
	if err != nil {
		return responses.ResponseNewParams{}, err
	}
	summary, err := client.Responses.New(ctx, responses.ResponseNewParams{
		Model: openai.ChatModelGPT4o,
		Input: responses.ResponseNewParamsInputUnion{OfInputItemList: responses.ResponseInputParam{
			responses.ResponseInputItemParamOfMessage("Summarise: "+page, responses.EasyInputMessageRoleUser), // benign: a user-role item is a data position (fencecheck's rule)
		}},
	})
	if err != nil {
		return responses.ResponseNewParams{}, err
	}
	return responses.ResponseNewParams{
		Model:        openai.ChatModelGPT4o,
		Instructions: openai.String(resp.OutputText()), // benign: the reply to a request whose tool description held the page
		Input: responses.ResponseNewParamsInputUnion{OfInputItemList: responses.ResponseInputParam{
			responses.ResponseInputItemParamOfMessage(summary.OutputText(), responses.EasyInputMessageRoleSystem), // want `derived text: a model's reply to a prompt that held .*web:http-response.* reaches the system prompt`
		}},
	}, nil
}
