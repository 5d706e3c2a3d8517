// Package megumin imports a fork of go-openai that agentvet.yaml declares
// a copy of github.com/sashabaranov/go-openai: the go-openai preset applies
// under the fork's path.
package megumin

import (
	"io"
	"net/http"

	openai "github.com/meguminnnnnnnnn/go-openai"
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

// Request puts a page in a system message and a function's description.
func Request(u string) openai.ChatCompletionRequest {
	page := fetch(u)
	return openai.ChatCompletionRequest{
		Messages: []openai.ChatCompletionMessage{
			{Role: openai.ChatMessageRoleSystem, Content: page}, // want `\(web:http-response\) reaches the system prompt`
		},
		Tools: []openai.Tool{{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
			Name:        "lookup",
			Description: page, // want `\(web:http-response\) reaches a tool description`
		}}},
	}
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(u string) []openai.ChatCompletionMessage {
	page := fetch(u)
	return []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleSystem, Content: "Summarise the quoted page."}, // benign: constant system prompt
		{Role: openai.ChatMessageRoleUser, Content: page},                           // benign: a user message is a data position (fencecheck's rule)
	}
}
