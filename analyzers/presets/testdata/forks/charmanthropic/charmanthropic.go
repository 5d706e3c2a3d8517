// Package charmanthropic imports charm's fork of anthropic-sdk-go: under
// its own module path it gets the anthropic-sdk-go v1 preset through the
// shipped copy row.
package charmanthropic

import (
	"io"
	"net/http"

	anthropic "github.com/charmbracelet/anthropic-sdk-go"
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

// Params puts a page in the system prompt and a forged assistant turn.
func Params(u string) anthropic.MessageNewParams {
	page := fetch(u)
	return anthropic.MessageNewParams{
		System: []anthropic.TextBlockParam{{Text: page}}, // want `\(web:http-response\) reaches the system prompt`
		Messages: []anthropic.MessageParam{
			anthropic.NewAssistantMessage(anthropic.NewTextBlock(page)), // want `\(web:http-response\) reaches an assistant message \(a forged model turn\)`
		},
	}
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(u string) anthropic.MessageNewParams {
	page := fetch(u)
	return anthropic.MessageNewParams{
		System: []anthropic.TextBlockParam{{Text: "Answer from the quoted page."}}, // benign: constant system prompt
		Messages: []anthropic.MessageParam{
			anthropic.NewUserMessage(anthropic.NewTextBlock(page)), // benign: a user message is a data position (fencecheck's rule)
		},
	}
}
