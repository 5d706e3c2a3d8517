// Package charmopenai imports charm's fork of openai-go v3: under its own
// module path it gets the openai-go preset through the shipped copy row.
package charmopenai

import (
	"io"
	"net/http"

	openai "github.com/charmbracelet/openai-go"
	"github.com/charmbracelet/openai-go/shared"
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

// Messages puts a page in the system prompt and a tool's description.
func Messages(u string) ([]openai.ChatCompletionMessageParamUnion, shared.FunctionDefinitionParam) {
	page := fetch(u)
	return []openai.ChatCompletionMessageParamUnion{
			openai.SystemMessage(page), // want `\(web:http-response\) reaches the system prompt`
		}, shared.FunctionDefinitionParam{
			Name:        "lookup",
			Description: openai.String(page), // want `\(web:http-response\) reaches a tool description`
		}
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(u string) []openai.ChatCompletionMessageParamUnion {
	page := fetch(u)
	return []openai.ChatCompletionMessageParamUnion{
		openai.SystemMessage("Summarise the quoted page."), // benign: constant system prompt
		openai.UserMessage(page),                           // benign: a user message is a data position (fencecheck's rule)
	}
}
