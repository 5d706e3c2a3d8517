// Package helpers is a helper package of the fixture module: one function
// returns third-party text, others put their arguments into instruction
// positions. Nothing here is a finding on its own; the callers in package
// crosspkg are, through the summaries this package exports.
package helpers

import (
	"io"
	"net/http"

	openai "github.com/sashabaranov/go-openai"
)

// FetchPage returns a page's body: third-party text.
func FetchPage(url string) string {
	resp, err := http.Get(url)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// Page is what the fetcher remembers about a page.
type Page struct {
	URL  string
	Body string
}

// Load fills a Page: its Body field holds third-party text.
func Load(url string) *Page {
	return &Page{URL: url, Body: FetchPage(url)}
}

// SystemMessage makes s the system prompt.
func SystemMessage(s string) openai.ChatCompletionMessage {
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: s}
}

// Persona wraps a persona line and hands it to SystemMessage: two levels.
func Persona(name, style string) openai.ChatCompletionMessage {
	return SystemMessage("You are " + name + ". Style: " + style)
}

// Request puts persona into the system prompt and question into a user
// message.
func Request(persona, question string) openai.ChatCompletionRequest {
	return openai.ChatCompletionRequest{Messages: []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleSystem, Content: persona},
		{Role: openai.ChatMessageRoleUser, Content: question},
	}}
}

// Describe turns its arguments into a tool definition.
func Describe(name, description string) openai.Tool {
	return openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{Name: name, Description: description}}
}
