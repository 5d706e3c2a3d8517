// Package genai holds the google.golang.org/genai v1.77.0 sinks (the system
// instruction, model-role contents, function declarations), fed by a page
// fetched with net/http.
package genai

import (
	"context"
	"io"
	"net/http"

	"google.golang.org/genai"
)

func fetch(url string) (string, error) {
	resp, err := http.Get(url)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}

// Media sends fetched bytes inline as an image: bytes with a MIME type
// are not text the model reads as words, and a fence cannot wrap them
// (musebot's shape). The same bytes as text are a page.
func Media(url string) []*genai.Content {
	resp, err := http.Get(url)
	if err != nil {
		return nil
	}
	defer resp.Body.Close()
	img, _ := io.ReadAll(resp.Body)
	return []*genai.Content{
		{Role: genai.RoleModel, Parts: []*genai.Part{{InlineData: &genai.Blob{MIMEType: "image/png", Data: img}}}}, // benign: inline media as a literal
		genai.NewContentFromParts([]*genai.Part{genai.NewPartFromBytes(img, "image/png")}, genai.RoleModel),        // benign: inline media through the constructor
		{Role: genai.RoleModel, Parts: []*genai.Part{{Text: string(img)}}},                                         // want `\(web:http-response\) reaches an assistant message \(a forged model turn\)`
	}
}

// A fetched page as the system instruction.
func SystemInstruction(url string) *genai.GenerateContentConfig {
	page, _ := fetch(url)
	return &genai.GenerateContentConfig{
		SystemInstruction: &genai.Content{Parts: []*genai.Part{genai.NewPartFromText(page)}}, // want `\(web:http-response\) reaches the system prompt`
	}
}

// A fetched page in a model-role content: a forged model turn.
func ModelTurn(url string) []*genai.Content {
	page, _ := fetch(url)
	return []*genai.Content{
		genai.NewContentFromText("Summarise the page.", genai.RoleUser),
		genai.NewContentFromText(page, genai.RoleModel), // want `\(web:http-response\) reaches an assistant message \(a forged model turn\)`
	}
}

// A fetched manifest declares the functions the model may call.
func Declarations(url string) *genai.Tool {
	page, _ := fetch(url)
	return &genai.Tool{FunctionDeclarations: []*genai.FunctionDeclaration{{
		Name:        page[:16], // want `\(web:http-response\) reaches a tool name`
		Description: page[16:], // want `\(web:http-response\) reaches a tool description`
	}}}
}

// Look-alikes that are not taintflow findings.
func Benign(ctx context.Context, client *genai.Client, url string) ([]*genai.Content, error) {
	page, err := fetch(url)
	if err != nil {
		return nil, err
	}
	config := &genai.GenerateContentConfig{
		SystemInstruction: genai.NewContentFromText("Summarise pages faithfully.", genai.RoleUser), // benign: constant system instruction
	}
	contents := []*genai.Content{
		genai.NewContentFromText(page, genai.RoleUser), // benign: a user-role content is a data position (fencecheck's rule)
	}
	resp, err := client.Models.GenerateContent(ctx, "gemini-2.5-flash", contents, config)
	if err != nil {
		return nil, err
	}
	return append(contents, genai.NewContentFromText(resp.Text(), genai.RoleModel)), nil // benign: the model's own reply replayed as a model turn
}
