// Package v2 holds the hazards and look-alikes of anthropic-sdk-go at
// v2.17.0, where a message is a union whose member is the role, for the
// messages API and the beta messages API.
package v2

import (
	"io"
	"net/http"

	"github.com/anthropics/anthropic-sdk-go/v2"
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

// Messages puts a page in the system prompt, a forged assistant turn and
// a tool's description.
func Messages(u string) anthropic.MessageNewParams {
	page := fetch(u)
	return anthropic.MessageNewParams{
		System: []anthropic.TextBlockParam{{Text: page}}, // want `\(web:http-response\) reaches the system prompt`
		Messages: []anthropic.MessageParam{
			anthropic.NewAssistantMessage(anthropic.NewTextBlock(page)), // want `\(web:http-response\) reaches an assistant message \(a forged model turn\)`
		},
		Tools: []anthropic.ToolUnionParam{{OfTool: &anthropic.ToolParam{
			Name:        "search",
			Description: anthropic.String(page), // want `\(web:http-response\) reaches a tool description`
		}}},
	}
}

// Beta puts a page in the beta system prompt, a beta assistant member and
// a beta tool's name.
func Beta(u string) anthropic.BetaMessageNewParams {
	page := fetch(u)
	return anthropic.BetaMessageNewParams{
		System: []anthropic.BetaTextBlockParam{{Text: page}}, // want `\(web:http-response\) reaches the system prompt`
		Messages: []anthropic.BetaMessageParam{
			{OfAssistant: &anthropic.BetaAssistantMessageParam{Content: []anthropic.BetaContentBlockParamUnion{anthropic.NewBetaTextBlock(page)}}}, // want `\(web:http-response\) reaches an assistant message \(a forged model turn\)`
		},
		Tools: []anthropic.BetaToolUnionParam{anthropic.BetaToolUnionParamOfTool(anthropic.BetaToolInputSchemaParam{}, page)}, // want `\(web:http-response\) reaches a tool name`
	}
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(u string) (anthropic.MessageNewParams, anthropic.BetaMessageNewParams) {
	page := fetch(u)
	msgs := anthropic.MessageNewParams{
		System: []anthropic.TextBlockParam{{Text: "Answer from the quoted page only."}}, // benign: constant system prompt
		Messages: []anthropic.MessageParam{
			anthropic.NewUserMessage(anthropic.NewTextBlock(page)),                         // benign: a user message is a data position (fencecheck's rule)
			anthropic.NewUserMessage(anthropic.NewToolResultBlock("toolu_1", page, false)), // benign: a tool result is a data position
		},
	}
	beta := anthropic.BetaMessageNewParams{
		Messages: []anthropic.BetaMessageParam{
			anthropic.NewBetaUserMessage(anthropic.NewBetaTextBlock(page)), // benign: a beta user message
		},
	}
	return msgs, beta
}
