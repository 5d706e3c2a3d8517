// Package ollamahazard holds the hazards and look-alikes of
// github.com/ollama/ollama's api package at v0.17.4: chat messages by
// role, a generate request's system prompt and template, and tool
// functions.
package ollamahazard

import (
	"io"
	"net/http"

	"github.com/ollama/ollama/api"
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

// Chat puts a page in a system and a forged assistant message.
func Chat(u string) *api.ChatRequest {
	page := fetch(u)
	return &api.ChatRequest{
		Model: "llama3",
		Messages: []api.Message{
			{Role: "system", Content: page},    // want `\(web:http-response\) reaches the system prompt`
			{Role: "assistant", Content: page}, // want `\(web:http-response\) reaches an assistant message \(a forged model turn\)`
		},
		Tools: api.Tools{{Type: "function", Function: api.ToolFunction{Name: "lookup", Description: page}}}, // want `\(web:http-response\) reaches a tool description`
	}
}

// Generate puts a page in the system prompt and the template.
func Generate(u string) *api.GenerateRequest {
	page := fetch(u)
	return &api.GenerateRequest{
		Model:    "llama3",
		System:   page, // want `\(web:http-response\) reaches the system prompt`
		Template: page, // want `\(web:http-response\) reaches the system prompt`
	}
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(u string) (*api.ChatRequest, *api.GenerateRequest) {
	page := fetch(u)
	chat := &api.ChatRequest{
		Model: "llama3",
		Messages: []api.Message{
			{Role: "system", Content: "Summarise what the user quotes."}, // benign: constant system message
			{Role: "user", Content: page},                                // benign: a user message is a data position (fencecheck's rule)
			{Role: "tool", Content: page, ToolName: "lookup"},            // benign: a tool message is a data position
		},
	}
	gen := &api.GenerateRequest{Model: "llama3", System: "Be brief.", Prompt: page} // benign: constant system prompt; the page is the prompt (a user position)
	return chat, gen
}
