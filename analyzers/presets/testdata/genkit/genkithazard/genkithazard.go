// Package genkithazard holds the hazards and look-alikes of
// github.com/firebase/genkit/go at v1.4.0 for a tool's input schema: the
// WithInputSchema option, the deprecated *WithInputSchema constructors and
// a ToolDefinition's InputSchema (the model reads a schema's property
// descriptions like the tool's own description; an MCP tool's input schema
// is its server's text).
package genkithazard

import (
	"io"
	"net/http"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
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

// schema is a one-property input schema whose property says desc.
func schema(desc string) map[string]any {
	return map[string]any{
		"type":       "object",
		"properties": map[string]any{"q": map[string]any{"type": "string", "description": desc}},
	}
}

func lookup(tc *ai.ToolContext, in any) (string, error) { return "ok", nil }

type lookupIn struct {
	Query string `json:"query" jsonschema:"description=The word."`
}

func lookupTyped(tc *ai.ToolContext, in lookupIn) (string, error) { return in.Query, nil }

// Upstream re-declares an upstream tool under the schema a page gave,
// each way genkit takes a tool's input schema.
func Upstream(g *genkit.Genkit, u string) []ai.Tool {
	s := schema(fetch(u))
	return []ai.Tool{
		ai.NewTool("lookup", "Look a word up.", lookup, ai.WithInputSchema(s)),       // want `\(web:http-response\) reaches a tool description`
		ai.NewToolWithInputSchema("lookup2", "Look a word up.", s, lookup),           // want `\(web:http-response\) reaches a tool description`
		genkit.DefineToolWithInputSchema(g, "lookup3", "Look a word up.", s, lookup), // want `\(web:http-response\) reaches a tool description`
	}
}

// Definition declares a tool to a model by hand with a page's schema.
func Definition(u string) *ai.ModelRequest {
	return &ai.ModelRequest{Tools: []*ai.ToolDefinition{{
		Name:        "lookup",
		Description: "Look a word up.",
		InputSchema: schema(fetch(u)), // want `\(web:http-response\) reaches a tool description`
	}}}
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(g *genkit.Genkit, u string) ([]ai.Tool, *ai.ModelRequest) {
	page := fetch(u)
	tools := []ai.Tool{
		ai.NewTool("lookup", "Look a word up.", lookup, ai.WithInputSchema(schema("The word."))), // benign: the operator's schema
		genkit.DefineTool(g, "lookup2", "Look a word up.", lookupTyped),                          // benign: the schema is inferred from the operator's Go type
	}
	req := &ai.ModelRequest{
		Messages: []*ai.Message{ai.NewUserTextMessage(page)}, // benign: a user message is a data position (fencecheck's rule)
		Tools: []*ai.ToolDefinition{{
			Name:        "lookup",
			Description: "Look a word up.",
			InputSchema: schema("The word."), // benign: the operator's schema
		}},
	}
	return tools, req
}
