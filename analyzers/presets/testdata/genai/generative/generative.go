// Package generative holds the hazards and look-alikes of
// github.com/google/generative-ai-go at v0.20.1: the model's system
// instruction, content by role, and function declarations.
package generative

import (
	"context"
	"io"
	"net/http"

	"github.com/google/generative-ai-go/genai"
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

// Configure puts a page in the system instruction, a forged model turn
// and a function's description.
func Configure(c *genai.Client, u string) *genai.ChatSession {
	page := fetch(u)
	m := c.GenerativeModel("gemini-1.5-flash")
	m.SystemInstruction = &genai.Content{Parts: []genai.Part{genai.Text(page)}} // want `\(web:http-response\) reaches the system prompt`
	m.Tools = []*genai.Tool{{FunctionDeclarations: []*genai.FunctionDeclaration{{
		Name:        "lookup",
		Description: page, // want `\(web:http-response\) reaches a tool description`
	}}}}
	cs := m.StartChat()
	cs.History = []*genai.Content{
		{Role: "model", Parts: []genai.Part{genai.Text(page)}}, // want `\(web:http-response\) reaches an assistant message \(a forged model turn\)`
	}
	return cs
}

// Cached puts a page in a cached content's system instruction.
func Cached(u string) *genai.CachedContent {
	return &genai.CachedContent{
		Model:             "gemini-1.5-flash",
		SystemInstruction: &genai.Content{Parts: []genai.Part{genai.Text(fetch(u))}}, // want `\(web:http-response\) reaches the system prompt`
	}
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(ctx context.Context, c *genai.Client, u string) error {
	page := fetch(u)
	m := c.GenerativeModel("gemini-1.5-flash")
	m.SystemInstruction = genai.NewUserContent(genai.Text("Summarise what the user quotes.")) // benign: constant system instruction
	cs := m.StartChat()
	cs.History = []*genai.Content{
		{Role: "user", Parts: []genai.Part{genai.Text(page)}}, // benign: a user turn is a data position (fencecheck's rule)
		genai.NewUserContent(genai.Text(page)),                // benign: the user content constructor
	}
	res, err := cs.SendMessage(ctx, genai.Text("Go on."))
	if err != nil {
		return err
	}
	cs.History = append(cs.History, res.Candidates[0].Content) // benign: the model's own reply kept as history
	return nil
}

// Media sends a fetched image inline: bytes with a MIME type are not text
// the model reads as words, and a fence cannot wrap them (the langchaingo
// googleai shape). The same bytes as text are a page.
func Media(u string) *genai.GenerativeModel {
	img := []byte(fetch(u))
	m := &genai.GenerativeModel{}
	m.SystemInstruction = &genai.Content{Parts: []genai.Part{genai.ImageData("png", img)}}                        // benign: inline media through the constructor
	m.SystemInstruction = &genai.Content{Parts: []genai.Part{genai.Blob{MIMEType: "image/png", Data: img}}}       // benign: inline media as a literal
	m.SystemInstruction = &genai.Content{Parts: []genai.Part{genai.Blob{MIMEType: "image/png"}, genai.Text(img)}} // want `\(web:http-response\) reaches the system prompt`
	return m
}
